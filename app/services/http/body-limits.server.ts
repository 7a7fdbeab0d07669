import { pathWithoutLocale } from '~/domain/locale';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '~/domain/account-photos';
import { IMPORT_LIMITS } from '~/domain/catalogue-file';
import { MAX_MESSAGE_ATTACHMENT_BYTES, MAX_MESSAGE_ATTACHMENTS } from '~/domain/conversation';
import { MAX_ATTACHMENT_BYTES, MAX_REQUIREMENT_ATTACHMENTS } from '~/domain/requirement';

/**
 * How large a request body each route accepts: the one table both the HTTP layer (which refuses a
 * larger declared length before React Router runs, and stops reading a streamed body at the limit)
 * and the body readers of app/services/http use, so the two can never disagree.
 *
 * `json` routes are answered by the HTTP layer itself with a JSON 413; `form` and `upload` routes
 * are answered by their own action, so the refusal is shown on the form that was sent.
 */
export interface BodyLimit {
  bytes: number;
  kind: 'json' | 'form' | 'upload';
}

const KB = 1024;
const MB = 1024 * KB;
/** Room for the text fields and the multipart framing around an upload's files. */
const FORM_OVERHEAD = 1 * MB;

const json = (bytes: number): BodyLimit => ({ bytes, kind: 'json' });
const upload = (bytes: number): BodyLimit => ({ bytes: bytes + FORM_OVERHEAD, kind: 'upload' });

/** First match wins; paths are matched without React Router's `.data` suffix. */
const ROUTE_LIMITS: [RegExp, BodyLimit][] = [
  // Signed provider events: a Razorpay event is a few KB.
  [/^\/webhooks\//, json(256 * KB)],
  // The listing editor's autosave carries a whole listing's text.
  [/^\/account\/products\/autosave$/, json(256 * KB)],
  // The chat sends up to 100 messages of at most 2,000 characters (the schema's limits): ~200 KB.
  [/^\/api\/chat\//, json(256 * KB)],
  // Registration autofill and the CRM API take a few fields.
  [/^\/api\//, json(64 * KB)],
  [/^\/register$/, upload(MAX_PHOTOS * MAX_PHOTO_BYTES)],
  [/^\/account\/products\/import$/, upload(IMPORT_LIMITS.sheetBytes + IMPORT_LIMITS.photosZipBytes)],
  [/^\/account\/products\/import\//, { bytes: 100 * KB, kind: 'form' }],
  [/^\/account\/products\/[^/]+$/, upload(MAX_PHOTOS * MAX_PHOTO_BYTES)],
  [/^\/requirements\/new$/, upload(MAX_REQUIREMENT_ATTACHMENTS * MAX_ATTACHMENT_BYTES)],
  [/^\/account\/messages\/[^/]+$/, upload(MAX_MESSAGE_ATTACHMENTS * MAX_MESSAGE_ATTACHMENT_BYTES)],
  [/^\/account\/leads\/requirements\/[^/]+$/, upload(10 * MB)],
  [/^\/account\/verification$/, upload(10 * MB)],
];

/** Every other route: a form of text fields (the longest, a 2,000-character message, is far below). */
const PLAIN_FORM: BodyLimit = { bytes: 100 * KB, kind: 'form' };

export function bodyLimitFor(pathname: string): BodyLimit {
  // A Hindi page (/hi/register) takes what its English twin takes.
  const path = pathWithoutLocale(pathname.replace(/\.data$/, '')).replace(/(.)\/+$/, '$1');
  for (const [pattern, limit] of ROUTE_LIMITS) if (pattern.test(path)) return limit;
  return PLAIN_FORM;
}

/** The limit of the route a request is for. */
export function bodyLimitOf(request: Request): BodyLimit {
  return bodyLimitFor(new URL(request.url).pathname);
}

/** The limit in words for messages: "256 KB", "51 MB". */
export function sizeInWords(bytes: number): string {
  return bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.floor(bytes / KB)} KB`;
}
