import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { config } from '~/config.server';
import { MAX_ATTACHMENT_BYTES } from '~/domain/requirement';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { TooLargeError, ValidationError } from '~/services/errors.server';

/**
 * Files only the parties of a requirement may read (attachments of requirements and quotes). They
 * live under DATA_DIR/private, apart from the public photo uploads, under random names, and are
 * served only by routes that check who asks.
 */
function privateDir(): string {
  return path.resolve(config().DATA_DIR, 'private');
}

const PRIVATE_KEY = /^[0-9a-f]{32}\.(webp|pdf)$/;

function sniff(bytes: Uint8Array): 'image' | 'pdf' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.length >= 8 && ascii(1, 4) === 'PNG') return 'image';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  return undefined;
}

/** A name safe to show and to offer as a download name: no path, no control characters, at most 120 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean || fallback;
}

/**
 * Checks and stores one attachment: a PDF as it is, a photo (JPEG, PNG, WebP) re-encoded to WebP
 * without its metadata. The type is judged by the bytes, never by the name or the browser's claim.
 */
export async function storePrivateFile(name: string, bytes: Uint8Array): Promise<PrivateFile> {
  const label = name ? `"${name.slice(0, 80)}"` : 'The file';
  if (bytes.length === 0) throw new ValidationError(`${label} is empty; choose the file again`);
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new TooLargeError(`${label} is larger than 10 MB; attach a smaller file`);
  const kind = sniff(bytes);
  if (!kind) throw new ValidationError(`${label} is not a PDF or a JPEG, PNG or WebP image`);
  let data: Uint8Array = bytes;
  if (kind === 'image') {
    try {
      data = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    } catch {
      throw new ValidationError(`${label} could not be read as an image; it may be damaged`);
    }
  }
  const key = `${randomBytes(16).toString('hex')}.${kind === 'pdf' ? 'pdf' : 'webp'}`;
  await mkdir(privateDir(), { recursive: true });
  await writeFile(path.join(privateDir(), key), data);
  const fallback = kind === 'pdf' ? 'attachment.pdf' : 'attachment.webp';
  return { key, name: cleanName(name, fallback), contentType: kind === 'pdf' ? 'application/pdf' : 'image/webp', bytes: data.length };
}

export async function readPrivateFile(key: string): Promise<Buffer | undefined> {
  if (!PRIVATE_KEY.test(key)) return undefined;
  return readFile(path.join(privateDir(), key)).catch(() => undefined);
}

export async function deletePrivateFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) if (PRIVATE_KEY.test(key)) await rm(path.join(privateDir(), key), { force: true });
}

/** The response that serves a private file to someone already allowed to read it. */
export function privateFileResponse(file: PrivateFile, bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${file.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
