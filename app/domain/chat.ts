/**
 * The chat widget's rules shared by the browser and the server: the exact texts of SPEC.md
 * (sections 4, 5 and 8), the shape of a message, and the request bodies the chat endpoints accept.
 */
import { z } from 'zod';

export const CHAT_TEXTS = {
  title: 'Chat with us now',
  start: 'Start Chat',
  required: 'Please fill in all required fields.',
  yes: 'Yes, I need help',
  no: 'No, thank you',
  pending: '…',
  failure: 'Sorry, something went wrong. Try again!',
  emptyAnswer: 'Hello! How can I assist you?',
} as const;

/** Milliseconds between the "session ended" line and the panel closing (SPEC.md section 9). */
export const CHAT_CLOSE_DELAY_MS = 1000;

export const CHAT_LIMITS = {
  nameLength: 100,
  emailLength: 200,
  phoneLength: 30,
  messageLength: 2000,
  /** Messages one request may carry: a long chat is still far below this. */
  messageCount: 60,
} as const;

export type ChatRole = 'user' | 'assistant' | 'system';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO 8601 instant; shown in the visitor's local 12-hour time. */
  timestamp: string;
}

/** The consent line shown under the pre-chat form and stored with the lead. */
export function consentText(siteName: string): string {
  return `By starting the chat you agree that ${siteName} keeps your name, email, phone and this conversation to answer you and follow up on your enquiry.`;
}

export function greetingText(name: string, siteName: string): string {
  return `Hello ${name}! Welcome to ${siteName}. How can I help you today?`;
}

export const QUICK_REPLY_ANSWERS = {
  yes: "Great! I'll be around if you need anything. Happy exploring!",
  no: 'No problem. Goodbye, and feel free to reach out later if you need anything!',
} as const;

/** Local time, 12-hour with minutes ("2:05 PM"), as every chat message shows it. */
export function formatChatTime(date: Date, locale?: string): string {
  return date.toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
}

export function sessionEndedText(date: Date, locale?: string): string {
  return `Chat session ended at ${formatChatTime(date, locale)}.`;
}

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Start Chat: name, email and phone must be non-blank; no format check (SPEC.md section 5). */
export const ChatStartSchema = z.object({
  name: trimmed(CHAT_LIMITS.nameLength).min(1, CHAT_TEXTS.required),
  email: trimmed(CHAT_LIMITS.emailLength).min(1, CHAT_TEXTS.required),
  phone: trimmed(CHAT_LIMITS.phoneLength).min(1, CHAT_TEXTS.required),
  message: trimmed(CHAT_LIMITS.messageLength).default(''),
});
export type ChatStartInput = z.infer<typeof ChatStartSchema>;

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(CHAT_LIMITS.messageLength, `a message must be at most ${CHAT_LIMITS.messageLength} characters`),
  timestamp: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' }),
});

const ConversationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a chat conversation id');

const MessagesSchema = z.array(ChatMessageSchema).max(CHAT_LIMITS.messageCount, `a conversation may carry at most ${CHAT_LIMITS.messageCount} messages`);

/** A new user message with the conversation so far; the last message is the one to answer. */
export const ChatSendSchema = z.object({
  conversationId: ConversationIdSchema,
  messages: MessagesSchema.min(1, 'must contain the message to answer').refine(
    (messages) => {
      const last = messages.at(-1);
      return last?.role === 'user' && last.content.trim() !== '';
    },
    { message: 'the last message must be a non-blank user message' },
  ),
});
export type ChatSendInput = z.infer<typeof ChatSendSchema>;

/** The whole transcript, saved on quick replies and when the visitor closes the chat. */
export const ChatTranscriptSchema = z.object({
  conversationId: ConversationIdSchema,
  messages: MessagesSchema,
});
export type ChatTranscriptInput = z.infer<typeof ChatTranscriptSchema>;
