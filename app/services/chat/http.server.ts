import type { z } from 'zod';
import { CHAT_TEXTS } from '~/domain/chat';
import { readJsonBody } from '~/services/http/json-body.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/** What the three chat endpoints share: the per-visitor rate limits and how a body is read. */
export const CHAT_RATE_LIMITS = {
  start: { limit: 30, windowSeconds: 600 },
  message: { limit: 60, windowSeconds: 300 },
  transcript: { limit: 120, windowSeconds: 300 },
} as const;

/** Counts one request of this visitor (by IP) for this action; RateLimitedError (429) over the limit. */
export async function limitChat(action: keyof typeof CHAT_RATE_LIMITS, clientIp: string): Promise<void> {
  const { limit, windowSeconds } = CHAT_RATE_LIMITS[action];
  await enforceRateLimit(`chat-${action}:ip:${clientIp}`, limit, windowSeconds, (_wait, seconds) => `Too many chat messages. Please wait ${seconds} seconds and try again.`);
}

/** A chat body checked with its shared schema; a blank required field answers with the spec's text. */
export function readChatBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  return readJsonBody(request, schema, {
    invalidMessage: (fieldErrors) => (Object.values(fieldErrors).some((messages) => messages.includes(CHAT_TEXTS.required)) ? CHAT_TEXTS.required : 'The chat message was not valid.'),
  });
}
