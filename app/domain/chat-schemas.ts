/** The request bodies the chat endpoints accept, validated on the server (roles, lengths, count). */
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_TEXTS, chatPagePath } from '~/domain/chat';

/** The page the visitor is on; anything but a path of this site is dropped (null), never refused. */
const PagePathSchema = z.unknown().optional().transform(chatPagePath);

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Start Chat: name, email and phone must be non-blank; no format check (SPEC.md section 5). */
export const ChatStartSchema = z.object({
  name: trimmed(CHAT_LIMITS.nameLength).min(1, CHAT_TEXTS.required),
  email: trimmed(CHAT_LIMITS.emailLength).min(1, CHAT_TEXTS.required),
  phone: trimmed(CHAT_LIMITS.phoneLength).min(1, CHAT_TEXTS.required),
  message: trimmed(CHAT_LIMITS.messageLength).default(''),
  pagePath: PagePathSchema,
});
/** A started chat; the page is optional for callers other than the endpoint (null or absent: not known). */
export type ChatStartInput = Omit<z.infer<typeof ChatStartSchema>, 'pagePath'> & { pagePath?: string | null };

const ChatMessageSchema = z.object({
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
  /** Where the visitor is now (they may have moved since the chat started). */
  pagePath: PagePathSchema,
});
export type ChatSendInput = Omit<z.infer<typeof ChatSendSchema>, 'pagePath'> & { pagePath?: string | null };

/** The whole transcript, saved on quick replies and when the visitor closes the chat. */
export const ChatTranscriptSchema = z.object({
  conversationId: ConversationIdSchema,
  messages: MessagesSchema,
});

/** The admin queue's "Done" button on a handed-over chat. */
export const ChatDoneSchema = z.object({
  chatId: z.coerce.number({ error: 'Choose a chat.' }).int().positive('Choose a chat.'),
});
