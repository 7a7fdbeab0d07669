import { chmod, lstat, mkdtemp, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '~/services/logging/logger.server';
import { startEmbeddedPostgres } from '../../server/embedded-postgres';

// A checkout under a directory other users cannot enter (root's 0700 home): as root, PostgreSQL
// runs as the `postgres` user, which could not reach a data directory in there, so it must live
// where that user can (docs/decisions/0011). As any other user the directory is simply used.
const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

async function rowsIn(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL in a directory closed to other users', () => {
  it('starts, keeps its data across a restart, and leaves the data findable from DATA_DIR', async () => {
    const closed = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-closed-'));
    cleanup.push(closed);
    await chmod(closed, 0o700);
    const dataDir = path.join(closed, 'checkout', 'data');
    const log = createLogger('warn');

    const first = await startEmbeddedPostgres(dataDir, log);
    try {
      await rowsIn(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');
    } finally {
      await first.stop();
    }

    const link = path.join(dataDir, 'postgres');
    if (process.getuid?.() === 0) {
      expect((await lstat(link)).isSymbolicLink()).toBe(true);
      const target = await readlink(link);
      expect(target.startsWith(closed)).toBe(false);
      cleanup.push(path.dirname(target));
    }

    const second = await startEmbeddedPostgres(dataDir, log);
    try {
      expect(await rowsIn(second.url, 'SELECT * FROM kept')).toBe(1);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
