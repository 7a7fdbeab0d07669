import { DomainError } from '~/services/errors.server';

/** Ten 5 MB photos plus the text fields, with room for multipart overhead. */
export const MAX_FORM_BYTES = 55 * 1024 * 1024;

/**
 * Parses a form body after checking its size: by Content-Length before reading, and by counting
 * while reading (a chunked body has no length), so an oversized upload is refused without being
 * held in memory.
 */
export async function readFormData(request: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const tooLarge = () => new DomainError('too-large', 'The form is too large: photos can be at most 5 MB each and 10 in all.');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  if (!request.body) return new FormData();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return await new Response(body, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new DomainError('invalid', 'The form could not be read. Please reload the page and send it again.');
  }
}

export async function uploadsFrom(form: FormData, field: string): Promise<{ name: string; bytes: Uint8Array }[]> {
  const files = form.getAll(field).filter((value): value is File => typeof value !== 'string' && value.size > 0);
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
