import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '~/domain/chat';
import { localeOfPath } from '~/domain/locale';
import { serverTranslator } from '~/services/i18n/catalog.server';
import type { ChatStartInput } from '~/domain/chat-schemas';
import { db } from '~/services/db/client.server';
import { chatConversations } from '~/services/db/schema/leads';
import { NotFoundError } from '~/services/errors.server';

/** A conversation id the server does not know (expired, pruned or made up). */
export function conversationNotFound(): NotFoundError {
  return new NotFoundError('This chat session has ended. Close the chat and start a new one.');
}

export interface StartedConversation {
  conversationId: string;
  messages: ChatMessage[];
}

/**
 * Saves the pre-chat details as a lead for the marketplace team, with the consent text the
 * visitor saw (in the language of the page the chat started on), and returns the greeting (plus
 * the typed message as the first user message).
 */
export async function startConversation(input: ChatStartInput, siteName: string, now = new Date()): Promise<StartedConversation> {
  const timestamp = now.toISOString();
  const t = serverTranslator(localeOfPath(input.pagePath ?? '/'), 'chat');
  const messages: ChatMessage[] = [{ role: 'assistant', content: t('greeting', { name: input.name, siteName }), timestamp }];
  if (input.message !== '') messages.push({ role: 'user', content: input.message, timestamp });
  const conversationId = randomBytes(18).toString('base64url');
  await db().insert(chatConversations).values({
    publicId: conversationId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    consentText: t('consent', { siteName }),
    messages,
    pagePath: input.pagePath ?? null,
  });
  return { conversationId, messages };
}

/**
 * Replaces the stored transcript with the visitor's copy: the visitor's browser holds the
 * conversation (quick replies are answered there), so its copy is the complete one.
 */
export async function saveTranscript(conversationId: string, messages: ChatMessage[]): Promise<void> {
  const updated = await db()
    .update(chatConversations)
    .set({ messages, updatedAt: sql`now()` })
    .where(eq(chatConversations.publicId, conversationId))
    .returning({ id: chatConversations.id });
  if (updated.length === 0) throw conversationNotFound();
}

export async function findConversation(conversationId: string) {
  const [row] = await db().select().from(chatConversations).where(eq(chatConversations.publicId, conversationId)).limit(1);
  return row;
}

/** Notes the page the visitor is on now (they may have moved since the chat started). */
export async function notePagePath(conversationId: string, pagePath: string): Promise<void> {
  await db().update(chatConversations).set({ pagePath }).where(eq(chatConversations.publicId, conversationId));
}
