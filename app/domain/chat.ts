/**
 * The chat widget's rules shared by the browser and the server: the texts of SPEC.md (sections 4,
 * 5 and 8) the server answers with, and the shape of a message. The widget's own texts, the
 * greeting and the consent line are in both languages in app/content/messages/chat.ts. The browser
 * ships this file, so it stays free of zod; the request schemas live in chat-schemas.ts.
 */
export const CHAT_TEXTS = {
  required: 'Please fill in all required fields.',
  pending: '…',
  failure: 'Sorry, something went wrong. Try again!',
  emptyAnswer: 'Hello! How can I assist you?',
  /** Said when the assistant passes the conversation to the marketplace team (the admin queue). */
  handedOver: 'I have passed this conversation to our team: a person will read it and get back to you by email or phone.',
} as const;

/** Milliseconds between the "session ended" line and the panel closing (SPEC.md section 9). */
export const CHAT_CLOSE_DELAY_MS = 1000;

export const CHAT_LIMITS = {
  nameLength: 100,
  emailLength: 200,
  phoneLength: 30,
  messageLength: 2000,
  /** Messages one request may carry: a long chat is still far below this. */
  messageCount: 100,
} as const;

/** Longest page path the widget sends (location.pathname); a longer one is not a page of this site. */
const PAGE_PATH_LENGTH = 300;

/**
 * The page the visitor is on, as the widget sends it (location.pathname): kept only when it is a
 * path of this site — one leading slash, no scheme or host, no spaces, query or fragment —
 * otherwise null, and the chat goes on without it.
 */
export function chatPagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > PAGE_PATH_LENGTH) return null;
  return /^\/(?![/\\])[^\s\\?#]*$/.test(value) ? value : null;
}

export type ChatRole = 'user' | 'assistant' | 'system';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO 8601 instant; shown in the visitor's local 12-hour time. */
  timestamp: string;
}

/** Local time, 12-hour with minutes ("2:05 PM"), as every chat message shows it. */
export function formatChatTime(date: Date, locale?: string): string {
  return date.toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
}
