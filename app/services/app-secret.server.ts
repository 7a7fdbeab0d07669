import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '~/config.server';

let cached: Buffer | undefined;

/**
 * The install's secret for signing links that act without a login: APP_SECRET, or else a random
 * one made on first use and kept in DATA_DIR/app-secret (mode 0600). The file is created with
 * O_EXCL, so two processes starting at once agree on the one that was written first.
 */
function appSecret(): Buffer {
  if (cached) return cached;
  const configured = config().APP_SECRET;
  if (configured) return (cached = Buffer.from(configured, 'utf8'));
  const file = path.resolve(config().DATA_DIR, 'app-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one (unsubscribe links sent so far stop working)`);
  return (cached = Buffer.from(stored, 'utf8'));
}

/** A key for one purpose, derived from the app secret, so no two features ever share a key. */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', appSecret()).update(`tradesetu:${purpose}`).digest();
}
