import type { Readable } from 'node:stream';

/**
 * The one interface every stored file goes through (docs/decisions/0038): photos and their
 * thumbnails, private attachments and verification documents, catalogue import files. Two
 * adapters implement it: the local disk under DATA_DIR (the default; the layout installs always
 * had) and an S3-compatible bucket (`STORAGE_DRIVER=s3`), which every app process behind a load
 * balancer shares. A stored key never changes content: a new file gets a new key.
 *
 * Keys are checked here, in one place, by both adapters: lower-case segments of letters, digits,
 * `-`, `_` and `.` separated by `/`, no segment starting with a dot (so no `..`, no hidden files),
 * ending in a known extension, which also decides the file's Content-Type.
 */
const CONTENT_TYPES = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
} as const;

const SEGMENT = '[a-z0-9][a-z0-9_.-]*';
const KEY = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);
const PREFIX = new RegExp(`^(?:${SEGMENT}/)+$`);
const MAX_KEY_LENGTH = 300;

/** A key or prefix that breaks the rules above: a bug in the caller, never a user's mistake. */
export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
  constructor(value: string) {
    super(`Not a storage key: ${JSON.stringify(value.slice(0, 80))}`);
  }
}

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** The key, or a StorageKeyError. Every adapter method calls it first. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}

/** A listing prefix is a folder: one or more segments, each followed by `/` (`uploads/`). */
export function checkPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix)) throw new StorageKeyError(prefix);
  return prefix;
}

/** The Content-Type of a stored file, from its key's extension. */
export function contentTypeOf(key: string): string {
  const extension = KEY.exec(checkKey(key))?.[1] as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[extension];
}

/** Bytes in memory, or a stream of a known length (a request's file on scratch disk). */
export type StorageBody = Uint8Array | { stream: Readable; size: number };

/** First and last byte, inclusive, both inside the file (the caller checked against `head`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** A quoted entity tag, as HTTP sends it. */
  etag: string;
  modifiedAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** The file's bytes, or the range asked for; the reader must consume or destroy it. */
  body: Readable;
}

export interface ListedFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

export type StorageCheck = { ok: true } | { ok: false; error: string };

export interface FileStore {
  readonly driver: 'local' | 's3';
  /** Stores a file whole under `key` (readers never see part of it). */
  put(key: string, body: StorageBody): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  head(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with the folder `prefix`, at any depth, in no set order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** For readiness: can this process reach its storage and write there? */
  check(): Promise<StorageCheck>;
}

/** A whole stored file's bytes, for callers that need them in memory (at most a few MB: an attachment, a spreadsheet). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
