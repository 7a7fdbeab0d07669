import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ChatMessage } from '~/domain/chat';
import { staffAllowing } from '~/services/admin/staff.server';
import { transaction, db } from '~/services/db/client.server';
import { chatConversations } from '~/services/db/schema/leads';
import { NotFoundError } from '~/services/errors.server';
import { notifyUser } from '~/services/notifications/notify.server';

/**
 * Chats the site assistant handed over to people: the visitor asked for a person or the assistant
 * could not answer. Each lands once in the admin queue (/admin/chats) with its transcript, and every
 * admin is told in the same transaction; one marked done and handed over again is back in the queue.
 */

const ADMIN_CHATS_PATH = '/admin/chats';

/** Hands the conversation over; true when it newly entered the queue (and the admins were told). */
export async function handOverConversation(conversationId: string): Promise<boolean> {
  return transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ handedOverAt: sql`now()`, handoverDoneAt: null })
      .where(and(eq(chatConversations.publicId, conversationId), or(isNull(chatConversations.handedOverAt), isNotNull(chatConversations.handoverDoneAt))))
      .returning({ id: chatConversations.id, name: chatConversations.name, handedOverAt: chatConversations.handedOverAt });
    if (!row?.handedOverAt) return false;
    for (const staffId of await staffAllowing(tx, 'support')) {
      await notifyUser(tx, staffId, {
        kind: 'admin_queue',
        title: `A chat visitor needs a person: ${row.name}`,
        body: 'The site assistant handed the conversation over. Read the transcript and get back to the visitor.',
        link: ADMIN_CHATS_PATH,
        dedupeKey: `chat-handover:${row.id}:${row.handedOverAt.toISOString()}`,
      });
    }
    return true;
  });
}

export interface HandedOverChat {
  id: number;
  name: string;
  email: string;
  phone: string;
  pagePath: string | null;
  handedOverAt: Date;
  doneAt: Date | null;
  messages: ChatMessage[];
}

/** The queue, newest hand-over first: those waiting, then the last ones marked done. */
export async function handedOverChats(limit = 100): Promise<HandedOverChat[]> {
  const rows = await db()
    .select({
      id: chatConversations.id,
      name: chatConversations.name,
      email: chatConversations.email,
      phone: chatConversations.phone,
      pagePath: chatConversations.pagePath,
      handedOverAt: chatConversations.handedOverAt,
      doneAt: chatConversations.handoverDoneAt,
      messages: chatConversations.messages,
    })
    .from(chatConversations)
    .where(isNotNull(chatConversations.handedOverAt))
    .orderBy(sql`${chatConversations.handoverDoneAt} IS NOT NULL`, desc(chatConversations.handedOverAt), desc(chatConversations.id))
    .limit(limit);
  return rows.flatMap((row) => (row.handedOverAt ? [{ ...row, handedOverAt: row.handedOverAt }] : []));
}

/** Marks a handed-over chat done (an admin answered the visitor); marking it twice changes nothing. */
export async function markHandoverDone(chatId: number): Promise<void> {
  const [row] = await db()
    .update(chatConversations)
    .set({ handoverDoneAt: sql`coalesce(${chatConversations.handoverDoneAt}, now())` })
    .where(and(eq(chatConversations.id, chatId), isNotNull(chatConversations.handedOverAt)))
    .returning({ id: chatConversations.id });
  if (!row) throw new NotFoundError('That chat is not in the queue.');
}

/** How many handed-over chats wait for the team (the admin overview's count). */
export async function waitingChatCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(and(isNotNull(chatConversations.handedOverAt), isNull(chatConversations.handoverDoneAt)));
  return row?.n ?? 0;
}
