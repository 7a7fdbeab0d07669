import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { config } from '~/config.server';

/**
 * A request's scratch space on disk (under DATA_DIR/tmp, beside the uploads): uploaded files are streamed there instead of into memory
 * (body.server.ts) and removed, whatever happened, once the answer has gone or the client left.
 * The process entry and the React Router build are two module graphs with their own copy of this
 * module, so the store lives on globalThis, as the logger's request context does (decision 0014).
 */
interface Scratch {
  dirs: string[];
  closed: boolean;
}

const KEY = Symbol.for('tradesetu.request-scratch');
const storage = ((globalThis as { [KEY]?: AsyncLocalStorage<Scratch> })[KEY] ??= new AsyncLocalStorage<Scratch>());

/** Runs `next` (the rest of a request's handling) with a scratch space removed when `response` closes. */
export function runWithRequestScratch(response: { once(event: 'close', listener: () => void): unknown }, next: () => void): void {
  const scratch: Scratch = { dirs: [], closed: false };
  response.once('close', () => {
    scratch.closed = true;
    for (const dir of scratch.dirs.splice(0)) void rm(dir, { recursive: true, force: true }).catch(() => undefined);
  });
  storage.run(scratch, next);
}

/** A new empty directory removed at the end of the current request, or undefined outside one (a test calling an action). */
export async function requestScratchDir(): Promise<string | undefined> {
  const scratch = storage.getStore();
  if (!scratch) return undefined;
  const parent = path.resolve(config().DATA_DIR, 'tmp');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'upload-'));
  if (scratch.closed) {
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
  scratch.dirs.push(dir);
  return dir;
}
