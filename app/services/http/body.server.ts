import { data } from 'react-router';
import { DomainError } from '~/services/errors.server';

/** Ten 5 MB photos plus the text fields, with room for multipart overhead. */
export const MAX_FORM_BYTES = 55 * 1024 * 1024;

/** Parses a form body after checking its size (see readBodyBytes). */
export async function readFormData(request: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const body = await readBodyBytes(request, limit);
  if (!body) throw new DomainError('too-large', 'The form is too large: photos can be at most 5 MB each and 10 in all.');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new DomainError('invalid', 'The form could not be read. Please reload the page and send it again.');
  }
  return withoutNul(form);
}

/**
 * A request body's bytes, or undefined when it is larger than `limit`: checked by Content-Length
 * before reading and by counting while reading (a chunked body has no length), so an oversized
 * body is refused without being held in memory.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** Text forms (everything without photos) are small; a larger body is refused before it is read. */
export const MAX_TEXT_FORM_BYTES = 1024 * 1024;

/**
 * Reads a form without uploads for a route action: size-limited, NUL characters dropped, and a body
 * that cannot be read answered with a 400/413 page that says so (instead of a server error).
 */
export async function readTextForm(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, MAX_TEXT_FORM_BYTES);
  } catch (error) {
    if (error instanceof DomainError) {
      const tooLarge = error.code === 'too-large';
      throw data(tooLarge ? 'The form is too large to send. Shorten the text and try again.' : error.message, { status: tooLarge ? 413 : 400 });
    }
    throw error;
  }
}

// PostgreSQL text cannot hold NUL and no one types it: drop it before anything is validated or stored.
function withoutNul(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) cleaned.append(name, typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
  return cleaned;
}

export async function uploadsFrom(form: FormData, field: string): Promise<{ name: string; bytes: Uint8Array }[]> {
  const files = form.getAll(field).filter((value): value is File => typeof value !== 'string' && value.size > 0);
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
