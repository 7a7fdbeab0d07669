import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type AppConfig, ConfigError, config } from '~/config.server';
import { withScratchDir } from '~/services/http/request-scratch.server';
import type { ByteRange, FileStore, ListedFile, StorageBody, StorageCheck, StoredFile, StoredFileInfo } from './file-store.server';
import { localDiskStore } from './local-disk.server';
import type { S3Options } from './s3-bucket.server';

/**
 * The process's file store, chosen by STORAGE_DRIVER: the local disk under DATA_DIR (default) or
 * the S3 bucket of the S3_* settings. The S3 adapter (and the AWS SDK) is loaded only when chosen.
 */
let chosen: Promise<FileStore> | undefined;

function store(): Promise<FileStore> {
  chosen ??= (async () => {
    const c = config();
    if (c.STORAGE_DRIVER === 'local') return localDiskStore(c.DATA_DIR);
    const { s3BucketStore } = await import('./s3-bucket.server');
    return s3BucketStore(s3OptionsOf(c));
  })();
  return chosen;
}

/** The bucket of the S3_* settings (config has checked that S3_BUCKET is set when STORAGE_DRIVER=s3). */
export function s3OptionsOf(c: AppConfig): S3Options {
  if (!c.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET=(unset): must name the bucket');
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/** Stored files, whichever adapter holds them: what services call. */
export const storage = {
  put: async (key: string, body: StorageBody): Promise<void> => (await store()).put(key, body),
  get: async (key: string, range?: ByteRange): Promise<StoredFile | undefined> => (await store()).get(key, range),
  head: async (key: string): Promise<StoredFileInfo | undefined> => (await store()).head(key),
  delete: async (key: string): Promise<void> => (await store()).delete(key),
  list: async function* (prefix: string): AsyncGenerator<ListedFile> {
    yield* (await store()).list(prefix);
  },
};

/**
 * Runs `work` with the path of a local copy of a stored file (on this process's scratch disk,
 * removed afterwards), for readers that need a file they can seek in: yauzl reads a ZIP's
 * directory at its end first. Throws when the file is missing.
 */
export async function withLocalCopy<T>(key: string, work: (file: string) => Promise<T>): Promise<T> {
  return withScratchDir(async (dir) => {
    const stored = await storage.get(key);
    if (!stored) throw new Error(`${key} is missing from the file store`);
    const file = path.join(dir, path.posix.basename(key));
    await pipeline(stored.body, createWriteStream(file));
    return work(file);
  });
}

/** For /readyz: `{ ok: true }`, or `{ ok: false, error }` saying what could not be reached (never a secret). */
export async function checkStorage(): Promise<StorageCheck> {
  return (await store()).check();
}
