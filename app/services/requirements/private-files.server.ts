import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_ATTACHMENT_BYTES } from '~/domain/requirement';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { NotFoundError, TooLargeError, ValidationError } from '~/services/errors.server';
import { storedFileResponse } from '~/services/http/stored-file-response.server';
import { readAll } from '~/services/storage/file-store.server';
import { storage } from '~/services/storage/storage.server';

/**
 * Files only the parties of a requirement or a conversation may read (attachments of requirements,
 * quotes and messages, verification documents). They live in the file store under `private/`,
 * apart from the public photo uploads, under random names, and are served only by routes that
 * check who asks, never cached.
 */
const PRIVATE_KEY = /^[0-9a-f]{32}\.(webp|pdf|xlsx)$/;
const storageKey = (key: string) => (PRIVATE_KEY.test(key) ? `private/${key}` : undefined);

type FileKind = 'image' | 'pdf' | 'xlsx';

const STORED: Record<FileKind, { extension: string; contentType: PrivateFile['contentType'] }> = {
  image: { extension: 'webp', contentType: 'image/webp' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

function sniff(bytes: Uint8Array): FileKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && ascii(0, 4) === 'PK\u0003\u0004' && isWorkbook(bytes)) return 'xlsx';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.length >= 8 && ascii(1, 4) === 'PNG') return 'image';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  return undefined;
}

/**
 * Whether a ZIP archive is an Excel workbook without macros: its central directory (read from the
 * end record, not guessed from the name) lists [Content_Types].xml and xl/workbook.xml, and no
 * xl/vbaProject.bin. A Word file, a plain ZIP or a damaged archive is not.
 */
function isWorkbook(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new Set<string>();
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return false;
    names.add(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml') && !names.has('xl/vbaProject.bin');
}

/** A name safe to show and to offer as a download name: no path, no control characters, at most 120 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean || fallback;
}

/**
 * Checks and stores one attachment: a PDF as it is, a photo (JPEG, PNG, WebP) re-encoded to WebP
 * without its metadata, and where `spreadsheets` is set (messages) an Excel workbook (.xlsx) as it
 * is. The type is judged by the bytes, never by the name or the browser's claim.
 */
export async function storePrivateFile(name: string, bytes: Uint8Array, options: { spreadsheets?: boolean } = {}): Promise<PrivateFile> {
  const label = name ? `"${name.slice(0, 80)}"` : 'The file';
  if (bytes.length === 0) throw new ValidationError(`${label} is empty; choose the file again`);
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new TooLargeError(`${label} is larger than 10 MB; attach a smaller file`);
  const sniffed = sniff(bytes);
  const kind = sniffed === 'xlsx' && !options.spreadsheets ? undefined : sniffed;
  if (!kind) throw new ValidationError(`${label} is not a PDF${options.spreadsheets ? ', an Excel workbook (.xlsx)' : ''} or a JPEG, PNG or WebP image`);
  let data: Uint8Array = bytes;
  if (kind === 'image') {
    try {
      data = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    } catch {
      throw new ValidationError(`${label} could not be read as an image; it may be damaged`);
    }
  }
  const { extension, contentType } = STORED[kind];
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  await storage.put(`private/${key}`, data);
  return { key, name: cleanName(name, `attachment.${extension}`), contentType, bytes: data.length };
}

/** A private file's bytes (the data export), or undefined when there is no such file. */
export async function readPrivateFile(key: string): Promise<Buffer | undefined> {
  const stored = storageKey(key);
  const file = stored ? await storage.get(stored) : undefined;
  return file ? readAll(file) : undefined;
}

export async function deletePrivateFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const stored = storageKey(key);
    if (stored) await storage.delete(stored);
  }
}

/**
 * The response that serves a private file to someone already allowed to read it, streamed from
 * the store: a photo inline unless `download` is set, anything else always as a download.
 */
export async function privateFileResponse(request: Request, file: PrivateFile, options: { download?: boolean; missing?: string } = {}): Promise<Response> {
  const key = storageKey(file.key);
  if (!key) throw new NotFoundError(options.missing);
  const disposition = `${options.download || !file.contentType.startsWith('image/') ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.name)}`;
  return storedFileResponse(request, key, { cache: 'private', disposition, missing: options.missing });
}
