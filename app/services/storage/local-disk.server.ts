import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, contentTypeOf, errorText, isStorageKey, type ByteRange, type FileStore, type ListedFile, type StorageBody, type StoredFile, type StoredFileInfo } from './file-store.server';

/**
 * Files on the local disk, a key being a path under `root` (DATA_DIR): `uploads/<name>.webp`,
 * `private/<name>.pdf`, `imports/<id>-sheet.csv`, the layout installs had before the interface.
 * The only module that touches stored files with node:fs (eslint.config.js). Good for one machine,
 * or several sharing one network file system; several machines without one need the S3 adapter.
 */
export function localDiskStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => path.join(base, ...checkKey(key).split('/'));
  const isMissing = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR');
  const info = (key: string, size: number, mtime: Date): StoredFileInfo => ({
    size,
    contentType: contentTypeOf(key),
    etag: `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`,
    modifiedAt: mtime,
  });

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<ListedFile> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory() && !entry.name.startsWith('.')) yield* walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile() && isStorageKey(key)) {
        const found = await stat(path.join(dir, entry.name)).catch(() => undefined);
        if (found) yield { key, size: found.size, modifiedAt: found.mtime };
      }
    }
  }

  return {
    driver: 'local',

    async put(key: string, body: StorageBody): Promise<void> {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target under a name no key can have, then renamed: a reader sees the whole file or none.
      const partial = path.join(path.dirname(target), `.put-${randomBytes(8).toString('hex')}`);
      try {
        if (body instanceof Uint8Array) await writeFile(partial, body);
        else await pipeline(body.stream, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
      const file = pathOf(key);
      // Opened before its size is read, so a file deleted in between is still read whole.
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const found = await handle.stat();
        if (!found.isFile()) {
          await handle.close();
          return undefined;
        }
        return { ...info(key, found.size, found.mtime), body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key: string): Promise<StoredFileInfo | undefined> {
      const found = await stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      return found?.isFile() ? info(key, found.size, found.mtime) : undefined;
    },

    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    list(prefix: string): AsyncIterable<ListedFile> {
      const folder = checkPrefix(prefix);
      return walk(path.join(base, ...folder.split('/').filter(Boolean)), folder);
    },

    async check() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.R_OK | constants.W_OK);
        return { ok: true as const };
      } catch (error) {
        return { ok: false as const, error: `local storage at ${base}: ${errorText(error)}` };
      }
    },
  };
}
