import { TooLargeError, ValidationError } from '~/services/errors.server';

/** Ten 5 MB photos plus the text fields, with room for multipart overhead. */
const MAX_FORM_BYTES = 55 * 1024 * 1024;

const UPLOAD_TOO_LARGE = 'The form is too large: photos can be at most 5 MB each and 10 in all.';

/**
 * Parses a form body after checking its size (see readBodyBytes). Throws TooLargeError or
 * ValidationError; submitForm and withAppErrors answer them.
 */
export async function readFormData(request: Request, limit = MAX_FORM_BYTES, tooLargeMessage = UPLOAD_TOO_LARGE): Promise<FormData> {
  const body = await readBodyBytes(request, limit, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ValidationError('The form could not be read. Please reload the page and send it again.');
  }
  return withoutNul(form);
}

/**
 * A request body's bytes, checked by Content-Length before reading and by counting while reading
 * (a chunked body has no length), so an oversized body is refused with TooLargeError without being
 * held in memory.
 */
export async function readBodyBytes(request: Request, limit: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new TooLargeError(tooLargeMessage);
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
      throw new TooLargeError(tooLargeMessage);
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
const MAX_TEXT_FORM_BYTES = 1024 * 1024;

/** Reads a form without uploads: size-limited to MAX_TEXT_FORM_BYTES, NUL characters dropped. */
export function readTextForm(request: Request): Promise<FormData> {
  return readFormData(request, MAX_TEXT_FORM_BYTES, 'The form is too large to send. Shorten the text and try again.');
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
