import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { config } from '~/config.server';

/**
 * A request's scratch space on the local disk (under DATA_DIR/tmp, whatever STORAGE_DRIVER says: it lives only as long as the request): uploaded files are streamed there instead of into memory
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

async function newScratchDir(): Promise<string> {
  const parent = path.resolve(config().DATA_DIR, 'tmp');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, 'upload-'));
}

/** A new empty directory removed at the end of the current request, or undefined outside one (a test calling an action). */
export async function requestScratchDir(): Promise<string | undefined> {
  const scratch = storage.getStore();
  if (!scratch) return undefined;
  const dir = await newScratchDir();
  if (scratch.closed) {
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
  scratch.dirs.push(dir);
  return dir;
}

/**
 * Scratch space for work outside a request (a job reading a stored ZIP), removed when `work` ends;
 * one a killed process left goes with the request scratch pruning below.
 */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await newScratchDir();
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A request's scratch space is removed when its answer has gone; one older than this was left by a crash. */
const SCRATCH_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes scratch directories a crashed or killed process left behind (housekeeping.request-scratch).
 * Only ones older than an hour: a request still receiving a large upload keeps its own.
 */
export async function pruneRequestScratch(now = Date.now()): Promise<{ deleted: number }> {
  const parent = path.resolve(config().DATA_DIR, 'tmp');
  const names = await readdir(parent).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const dir = path.join(parent, name);
    const modified = await stat(dir).then((info) => info.mtimeMs, () => now);
    if (now - modified <= SCRATCH_GRACE_MS) continue;
    await rm(dir, { recursive: true, force: true });
    deleted += 1;
  }
  return { deleted };
}
