import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFiles } from '~/services/storage/copy-files.server';
import { readAll, StorageKeyError, type FileStore, type ListedFile } from '~/services/storage/file-store.server';
import { localDiskStore } from '~/services/storage/local-disk.server';
import { s3BucketStore } from '~/services/storage/s3-bucket.server';
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from '../integration/support/local-s3';

/**
 * One contract, both adapters: the local disk in a temporary folder, and the S3 adapter against a
 * real S3-compatible server (s3rver) on a loopback port. Whatever a service relies on is here.
 */
const root = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-store-'));
const s3 = await startLocalS3();
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

const adapters: Array<[string, FileStore]> = [
  ['local disk', localDiskStore(root)],
  ['S3 (s3rver)', s3BucketStore({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS })],
];

const unique = () => randomBytes(16).toString('hex');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function listed(store: FileStore, prefix: string): Promise<ListedFile[]> {
  const files: ListedFile[] = [];
  for await (const file of store.list(prefix)) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(adapters)('the file store on the %s', (_name, store) => {
  const folder = `contract-${unique()}/`;

  it('gives back what was put, with its size, type, entity tag and date, and says so in head', async () => {
    const key = `${folder}${unique()}.webp`;
    const bytes = randomBytes(3000);
    const before = Date.now() - 2000;
    await store.put(key, bytes);
    const info = await store.head(key);
    expect(info).toMatchObject({ size: 3000, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^".+"$/);
    expect(info?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const file = await store.get(key);
    expect(file).toMatchObject({ size: 3000, contentType: 'image/webp', etag: info?.etag });
    expect(Buffer.compare(await readAll(file!), bytes)).toBe(0);
  });

  it('reads a byte range, reporting the whole size', async () => {
    const key = `${folder}${unique()}.pdf`;
    await store.put(key, Buffer.from('%PDF-0123456789'));
    const part = await store.get(key, { start: 5, end: 8 });
    expect(part?.size).toBe(15);
    expect(part?.contentType).toBe('application/pdf');
    expect((await readAll(part!)).toString()).toBe('0123');
  });

  it('streams a large file in and out without changing a byte', async () => {
    const key = `${folder}big/${unique()}.zip`;
    const big = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 }, (_, index) => big.subarray(index * 1024 * 1024, (index + 1) * 1024 * 1024));
    await store.put(key, { stream: Readable.from(chunks), size: big.length });
    const file = await store.get(key);
    expect(file?.size).toBe(big.length);
    expect(file?.body).toBeInstanceOf(Readable);
    let received = 0;
    const hash = createHash('sha256');
    for await (const chunk of file!.body) {
      received += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    expect(received).toBe(big.length);
    expect(hash.digest('hex')).toBe(sha256(big));
  });

  it('answers undefined for a key with no file, and deleting it twice is no error', async () => {
    const key = `${folder}${unique()}.csv`;
    expect(await store.get(key)).toBeUndefined();
    expect(await store.head(key)).toBeUndefined();
    await store.put(key, Buffer.from('sku,name\n'));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.head(key)).toBeUndefined();
  });

  it('replaces a file put again under the same key whole', async () => {
    const key = `${folder}${unique()}.csv`;
    await store.put(key, Buffer.from('first version, longer than the second'));
    await store.put(key, Buffer.from('second'));
    expect((await readAll((await store.get(key))!)).toString()).toBe('second');
  });

  it('lists every file under a folder at any depth, and nothing outside it', async () => {
    const inside = `${folder}listing/`;
    const keys = [`${inside}a.webp`, `${inside}b-thumb.webp`, `${inside}deeper/c.xlsx`];
    for (const key of keys) await store.put(key, Buffer.from(key));
    await store.put(`${folder}listing-not/d.webp`, Buffer.from('outside'));
    const files = await listed(store, inside);
    expect(files.map((file) => file.key)).toEqual(keys);
    expect(files.map((file) => file.size)).toEqual(keys.map((key) => key.length));
    expect(files.every((file) => file.modifiedAt instanceof Date && !Number.isNaN(file.modifiedAt.getTime()))).toBe(true);
    expect(await listed(store, `${folder}nothing-here/`)).toEqual([]);
  });

  it('refuses keys that could leave its folder or hide a file, before touching anything', async () => {
    const bad = ['../etc/passwd.pdf', 'uploads/../../x.webp', '/abs/x.webp', 'uploads/.hidden.webp', 'uploads//x.webp', 'Uploads/X.webp', 'uploads/x.exe', 'uploads/x', 'uploads\\x.webp', 'uploads/x.webp\u0000', `${'a'.repeat(400)}.pdf`, ''];
    for (const key of bad) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.head(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    for (const prefix of ['', '../', 'uploads', '/uploads/', 'uploads/../']) {
      expect(() => store.list(prefix), prefix).toThrow(StorageKeyError);
    }
  });

  it('reports that it can be reached', async () => {
    expect(await store.check()).toEqual({ ok: true });
  });
});

describe('the local disk adapter', () => {
  it('keeps the layout installs always had: a key is a path under DATA_DIR', async () => {
    const store = localDiskStore(root);
    const name = `${unique()}.webp`;
    await store.put(`uploads/${name}`, Buffer.from('photo'));
    expect(await readFile(path.join(root, 'uploads', name), 'utf8')).toBe('photo');
    // A file an older version wrote is read as it is, and files that are not keys are not listed.
    const old = `${unique()}-thumb.webp`;
    await writeFile(path.join(root, 'uploads', old), 'older photo');
    await writeFile(path.join(root, 'uploads', 'README.txt'), 'not an upload');
    expect((await readAll((await store.get(`uploads/${old}`))!)).toString()).toBe('older photo');
    expect((await listed(store, 'uploads/')).map((file) => file.key).sort()).toEqual([`uploads/${name}`, `uploads/${old}`].sort());
  });

  it('says what is wrong when its folder cannot be written', async () => {
    const blocked = path.join(root, `blocked-${unique()}`);
    await writeFile(blocked, 'a file where the folder should be');
    const result = await localDiskStore(path.join(blocked, 'data')).check();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('local storage at');
  });
});

describe('the S3 adapter', () => {
  let stopped: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    stopped = await startLocalS3('gone-bucket');
    await stopped.stop();
  });

  it('says what is wrong when the bucket does not exist or the server is not there', async () => {
    const missing = s3BucketStore({ bucket: 'no-such-bucket', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
    const result = await missing.check();
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toBe('S3 bucket no-such-bucket: no such bucket (HTTP 404)');
    const unreachable = await s3BucketStore({ bucket: 'gone-bucket', region: 'us-east-1', endpoint: stopped.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS }).check();
    expect(unreachable.ok).toBe(false);
    expect(!unreachable.ok && unreachable.error).toMatch(/^S3 bucket gone-bucket: /);
  });
});

describe('copying an install to S3 (npm run storage:copy-to-s3)', () => {
  it('copies every stored file under the same key, and a second run copies only what is new', async () => {
    const [, disk] = adapters[0]!;
    const bucket = s3BucketStore({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
    const install = `install-${unique()}/`;
    const files = { [`${install}uploads/${unique()}.webp`]: randomBytes(2000), [`${install}private/${unique()}.pdf`]: randomBytes(500), [`${install}imports/7-sheet.csv`]: Buffer.from('sku\n') };
    for (const [key, bytes] of Object.entries(files)) await disk.put(key, bytes);
    const folders = [`${install}uploads/`, `${install}private/`, `${install}imports/`];
    expect(await copyFiles(disk, bucket, folders)).toEqual({ copied: 3, present: 0, bytes: 2504 });
    for (const [key, bytes] of Object.entries(files)) expect(Buffer.compare(await readAll((await bucket.get(key))!), bytes), key).toBe(0);
    await disk.put(`${install}uploads/${unique()}-thumb.webp`, randomBytes(100));
    expect(await copyFiles(disk, bucket, folders)).toEqual({ copied: 1, present: 3, bytes: 100 });
  });
});
