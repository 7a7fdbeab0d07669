import { Readable } from 'node:stream';
import { NotFoundError } from '~/services/errors.server';
import type { StoredFileInfo } from '~/services/storage/file-store.server';
import { storage } from '~/services/storage/storage.server';

/**
 * The answer that serves a stored file, streamed from the file store (never held whole in memory),
 * for a route that has already decided the reader may have it:
 * - `public`: a photo under a key that never changes content, so browsers and a CDN keep it a year;
 * - `private`: an attachment or document, never kept by a cache (`private, no-store`).
 * ETag with If-None-Match (304), HEAD without a body, and one byte range (206, 416) are answered.
 */
export interface ServeOptions {
  cache: 'public' | 'private';
  /** Content-Disposition, for private files (inline or attachment with the file's name). */
  disposition?: string;
  /** What the 404 says when the file is gone. */
  missing?: string;
}

const CACHE_CONTROL = { public: 'public, max-age=31536000, immutable', private: 'private, no-store' } as const;

function headersFor(info: StoredFileInfo, options: ServeOptions): Headers {
  const headers = new Headers({
    'Content-Type': info.contentType,
    'Cache-Control': CACHE_CONTROL[options.cache],
    ETag: info.etag,
    'Last-Modified': info.modifiedAt.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  });
  if (options.disposition) headers.set('Content-Disposition', options.disposition);
  return headers;
}

/** Whether an If-None-Match header names this entity tag (weak or strong) or `*`. */
export const matchesEtag = (header: string, etag: string) => header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/** One `bytes=` range within `size` (inclusive ends), 'unsatisfiable', or undefined to send the whole file. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start <= end ? { start, end } : undefined;
}

export async function storedFileResponse(request: Request, key: string, options: ServeOptions): Promise<Response> {
  const notFound = () => new NotFoundError(options.missing);
  const conditional = request.headers.get('if-none-match');
  const rangeHeader = request.headers.get('range');
  const ifRange = request.headers.get('if-range');
  // Whole-file GETs cost one call to the store; HEAD, conditional and range requests look first.
  if (request.method === 'HEAD' || conditional || rangeHeader) {
    const info = await storage.head(key);
    if (!info) throw notFound();
    const headers = headersFor(info, options);
    if (conditional && matchesEtag(conditional, info.etag)) return new Response(null, { status: 304, headers });
    const range = rangeHeader && (!ifRange || ifRange === info.etag) ? rangeOf(rangeHeader, info.size) : undefined;
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${info.size}`);
      return new Response(null, { status: 416, headers });
    }
    if (request.method === 'HEAD') {
      headers.set('Content-Length', String(info.size));
      return new Response(null, { status: 200, headers });
    }
    if (range) {
      const file = await storage.get(key, range);
      if (!file) throw notFound();
      headers.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      headers.set('Content-Length', String(range.end - range.start + 1));
      return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { status: 206, headers });
    }
  }
  const file = await storage.get(key);
  if (!file) throw notFound();
  const headers = headersFor(file, options);
  headers.set('Content-Length', String(file.size));
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
