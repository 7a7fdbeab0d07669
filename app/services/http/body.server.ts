import busboy from 'busboy';
import { createWriteStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLargeError, ValidationError } from '~/services/errors.server';
import { bodyLimitOf, sizeInWords } from '~/services/http/body-limits.server';
import { requestScratchDir } from '~/services/http/request-scratch.server';

const UPLOAD_TOO_LARGE = 'The form is too large: photos can be at most 5 MB each and 10 in all.';
const UNREADABLE = 'The form could not be read. Please reload the page and send it again.';

/**
 * Parses a form body within its route's limit (body-limits.server.ts). Throws TooLargeError or
 * ValidationError; submitForm and withAppErrors answer them. A multipart body is parsed as it
 * arrives and its files are written to the request's scratch directory, so a 50 MB upload costs
 * disk, not memory; the files in the FormData read from there.
 */
export async function readFormData(request: Request, tooLargeMessage = UPLOAD_TOO_LARGE): Promise<FormData> {
  const { bytes: limit } = bodyLimitOf(request);
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return readMultipart(request, contentType, limit, tooLargeMessage);
  const body = await readBodyBytes(request, limit, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new ValidationError(UNREADABLE);
  }
  return withoutNul(form);
}

/**
 * A request body's bytes, checked by Content-Length before reading and by counting while reading
 * (a chunked body has no length), so an oversized body is refused with TooLargeError without being
 * held in memory.
 */
async function readBodyBytes(request: Request, limit: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  await eachChunk(request, limit, tooLargeMessage, (chunk) => {
    chunks.push(chunk);
    total += chunk.length;
  });
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** A route's whole body as text, within its limit (for signed webhooks, which check the raw bytes). */
export async function readBodyText(request: Request): Promise<string> {
  const { bytes } = bodyLimitOf(request);
  return new TextDecoder().decode(await readBodyBytes(request, bytes, `The request body is too large: this address accepts at most ${sizeInWords(bytes)}.`));
}

async function eachChunk(request: Request, limit: number, tooLargeMessage: string, take: (chunk: Uint8Array) => unknown): Promise<void> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new TooLargeError(tooLargeMessage);
  if (!request.body) return;
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.length;
    if (total > limit) {
      // Not cancelled: cancelling destroys the connection, and the 413 with it. The HTTP layer
      // has stopped reading at the same limit (server/request-guards.ts) and closes it after the answer.
      reader.releaseLock();
      throw new TooLargeError(tooLargeMessage);
    }
    await take(value);
  }
}

async function readMultipart(request: Request, contentType: string, limit: number, tooLargeMessage: string): Promise<FormData> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { fieldSize: 1024 * 1024, parts: 1000 } });
  } catch {
    throw new ValidationError(UNREADABLE);
  }
  const dir = await requestScratchDir();
  const entries: [string, string | Promise<File>][] = [];
  parser.on('field', (name, value) => entries.push([name, value.replace(/\u0000/g, '')]));
  parser.on('file', (name, stream, info) => {
    const file = keepFile(stream, info, dir, entries.length);
    file.catch(() => undefined);
    entries.push([name, file]);
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  parsed.catch(() => undefined);
  try {
    await eachChunk(request, limit, tooLargeMessage, async (chunk) => {
      if (!parser.write(chunk)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed]);
    });
    parser.end();
    await parsed;
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, typeof value === 'string' ? value : await value);
    return form;
  } catch (error) {
    parser.destroy();
    if (error instanceof TooLargeError) throw error;
    throw new ValidationError(UNREADABLE);
  }
}

/** One uploaded file: on disk in the request's scratch directory, or in memory outside a request. */
async function keepFile(stream: Readable, info: busboy.FileInfo, dir: string | undefined, index: number): Promise<File> {
  const options = { type: info.mimeType };
  if (dir === undefined) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return new File([Buffer.concat(chunks)], info.filename ?? '', options);
  }
  const file = path.join(dir, String(index));
  await pipeline(stream, createWriteStream(file));
  return new File([await openAsBlob(file)], info.filename ?? '', options);
}

/** Reads a form without uploads: within the route's limit (a plain form's 100 KB), NUL characters dropped. */
export function readTextForm(request: Request): Promise<FormData> {
  return readFormData(request, `The form is too large to send (at most ${sizeInWords(bodyLimitOf(request).bytes)}). Shorten the text and try again.`);
}

// PostgreSQL text cannot hold NUL and no one types it: drop it before anything is validated or stored.
function withoutNul(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) cleaned.append(name, typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
  return cleaned;
}

/** The files a form sent in `field`, leaving out an empty file input. */
export function filesFrom(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => typeof value !== 'string' && value.size > 0);
}

export async function uploadsFrom(form: FormData, field: string): Promise<{ name: string; bytes: Uint8Array }[]> {
  return Promise.all(filesFrom(form, field).map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
