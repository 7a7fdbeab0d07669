import type { z } from 'zod';
import { CHAT_TEXTS } from '~/domain/chat';
import { consumeRateLimit } from '~/services/security/rate-limit.server';

/**
 * What the three chat endpoints share: JSON body parsing with the shared zod schemas, the
 * per-visitor rate limit and JSON-line logging of failures (the spec logs every chat failure).
 */
export const CHAT_RATE_LIMITS = {
  start: { limit: 30, windowSeconds: 600 },
  message: { limit: 60, windowSeconds: 300 },
  transcript: { limit: 120, windowSeconds: 300 },
} as const;

export function chatLog(level: 'warn' | 'error', msg: string, fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

export function chatError(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Parses a JSON body; returns a 400 response naming the bad fields instead of throwing. */
export async function parseChatBody<T extends z.ZodType>(request: Request, schema: T): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  if (request.method !== 'POST') return { ok: false, response: chatError(405, 'Use POST.', {}, { Allow: 'POST' }) };
  let body: unknown;
  try {
    // NUL cannot be stored in PostgreSQL text and no one types it: drop it while parsing.
    body = JSON.parse(await request.text(), (_key, value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value));
  } catch {
    return { ok: false, response: chatError(400, 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const required = fields.some((f) => f.message === CHAT_TEXTS.required);
  return { ok: false, response: chatError(400, required ? CHAT_TEXTS.required : 'The chat message was not valid.', { fields }) };
}

/** Counts one request for this visitor (by IP) and action; a 429 response when over the limit. */
export async function limitChat(action: keyof typeof CHAT_RATE_LIMITS, clientIp: string): Promise<Response | undefined> {
  const { limit, windowSeconds } = CHAT_RATE_LIMITS[action];
  const result = await consumeRateLimit(`chat-${action}:ip:${clientIp}`, limit, windowSeconds);
  if (result.allowed) return undefined;
  return chatError(
    429,
    `Too many chat messages. Please wait ${result.retryAfterSeconds} seconds and try again.`,
    { retryAfterSeconds: result.retryAfterSeconds },
    { 'Retry-After': String(result.retryAfterSeconds) },
  );
}
