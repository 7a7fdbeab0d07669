import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, UPLOAD_FILE } from '~/domain/account-photos';
import type { StoredPhoto } from '~/services/db/schema/registration';
import { TooLargeError, ValidationError } from '~/services/errors.server';
import { readAll } from '~/services/storage/file-store.server';
import { storage } from '~/services/storage/storage.server';

/** A file as it came in a form, before it is checked. */
export interface PhotoUpload {
  name: string;
  bytes: Uint8Array;
}

/**
 * Uploaded photos live in the file store under `uploads/`, under random names that are never
 * reused (so a key never changes content), and are served by /uploads/:file with a year's cache.
 */
const FOLDER = 'uploads/';

/** The storage key of an upload's file name, or undefined when the name is not one of ours. */
export function uploadKey(file: string): string | undefined {
  return UPLOAD_FILE.test(file) ? `${FOLDER}${file}` : undefined;
}

// A decoded photo costs far more memory than its file (a 5 MB JPEG can be 40 megapixels): photos
// are re-encoded one at a time across all requests, on one libvips thread (each thread's own
// malloc arena kept memory after the work), and libvips keeps no cache of them (bench/memory.ts:
// eight uploads of ten 5 MB photos at once stay under 500 MB).
sharp.cache(false);
sharp.concurrency(1);
const PHOTO_SLOTS = 1;
let photosInWork = 0;
const waitingForSlot: (() => void)[] = [];

async function photoSlot(): Promise<() => void> {
  if (photosInWork >= PHOTO_SLOTS) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else photosInWork += 1;
  return () => {
    const next = waitingForSlot.shift();
    if (next) next();
    else photosInWork -= 1;
  };
}

/** The type decided by the file's first bytes, never by its name or the browser's claim. */
function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Checks, re-encodes to WebP (dropping metadata such as GPS position) and stores one photo with a
 * 320 px thumbnail. Throws a ValidationError (or TooLargeError) naming the file when it is not a usable photo.
 */
export async function storePhoto(name: string, bytes: Uint8Array): Promise<StoredPhoto> {
  const label = name ? `"${name.slice(0, 80)}"` : 'The photo';
  if (bytes.length === 0) throw new ValidationError(`${label} is empty; choose the photo again`);
  if (bytes.length > MAX_PHOTO_BYTES) throw new TooLargeError(`${label} is larger than 5 MB; choose a smaller photo`);
  if (!sniffImageType(bytes)) throw new ValidationError(`${label} is not a JPEG, PNG or WebP photo`);
  let full: { data: Buffer; info: { width: number; height: number } };
  let thumb: Buffer;
  const release = await photoSlot();
  try {
    // One decode of the upload; the thumbnail is made from the (at most 1600 px) result.
    full = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    thumb = await sharp(full.data).resize({ width: 320, height: 320, fit: 'cover' }).webp({ quality: 70 }).toBuffer();
  } catch {
    throw new ValidationError(`${label} could not be read as a photo; it may be damaged`);
  } finally {
    release();
  }
  const base = randomBytes(16).toString('hex');
  const photo = { key: `${base}.webp`, thumbKey: `${base}-thumb.webp`, width: full.info.width, height: full.info.height };
  await storage.put(`${FOLDER}${photo.key}`, full.data);
  await storage.put(`${FOLDER}${photo.thumbKey}`, thumb);
  return photo;
}

/** An upload's bytes (the data export), or undefined when there is no such file. */
export async function readUpload(file: string): Promise<Buffer | undefined> {
  const key = uploadKey(file);
  const stored = key ? await storage.get(key) : undefined;
  return stored ? readAll(stored) : undefined;
}

export async function deletePhotoFiles(photo: Pick<StoredPhoto, 'key' | 'thumbKey'>): Promise<void> {
  for (const key of [photo.key, photo.thumbKey]) await deleteUpload(key);
}

/** Every stored upload with its last change, for the housekeeping job that removes orphans. */
export async function listUploads(): Promise<{ key: string; modifiedAt: Date }[]> {
  const files = [];
  for await (const stored of storage.list(FOLDER)) {
    const name = stored.key.slice(FOLDER.length);
    if (UPLOAD_FILE.test(name)) files.push({ key: name, modifiedAt: stored.modifiedAt });
  }
  return files;
}

export async function deleteUpload(file: string): Promise<void> {
  const key = uploadKey(file);
  if (key) await storage.delete(key);
}
