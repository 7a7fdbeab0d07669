import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ChatMessage } from '~/domain/chat';
import { ADMIN_PAGE_SIZE } from '~/domain/admin-queues';
import { recordStaffAction } from '~/services/admin/audit.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { allowStaff, staffAllowing } from '~/services/admin/staff.server';
import { transaction, db } from '~/services/db/client.server';
import { chatConversations } from '~/services/db/schema/leads';
import { NotFoundError } from '~/services/errors.server';
import { notifyUser } from '~/services/notifications/notify.server';

/**
 * Chats the site assistant handed over to people: the visitor asked for a person or the assistant
 * could not answer. Each lands once in the admin queue (/admin/chats) with its transcript, and every
 * support staff member is told in the same transaction; one marked done and handed over again is back in the queue.
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

export interface ChatLead {
  id: number;
  name: string;
  email: string;
  phone: string;
  pagePath: string | null;
  startedAt: Date;
  handedOverAt: Date | null;
  doneAt: Date | null;
  messages: ChatMessage[];
}

/**
 * The chats for the support team, one page: `handed_over` is the queue (those waiting, then the
 * ones marked done, newest hand-over first); `all` is every chat a visitor started, with their
 * pre-chat details, newest first (each one is a lead).
 */
export async function chatLeads(show: 'handed_over' | 'all', page: number, pageSize = ADMIN_PAGE_SIZE): Promise<{ chats: ChatLead[]; total: number }> {
  const where = show === 'handed_over' ? isNotNull(chatConversations.handedOverAt) : undefined;
  const order =
    show === 'handed_over'
      ? [sql`${chatConversations.handoverDoneAt} IS NOT NULL`, desc(chatConversations.handedOverAt), desc(chatConversations.id)]
      : [desc(chatConversations.createdAt), desc(chatConversations.id)];
  const [chats, [count]] = await Promise.all([
    db()
      .select({
        id: chatConversations.id,
        name: chatConversations.name,
        email: chatConversations.email,
        phone: chatConversations.phone,
        pagePath: chatConversations.pagePath,
        startedAt: chatConversations.createdAt,
        handedOverAt: chatConversations.handedOverAt,
        doneAt: chatConversations.handoverDoneAt,
        messages: chatConversations.messages,
      })
      .from(chatConversations)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(where),
  ]);
  return { chats, total: count?.n ?? 0 };
}

/**
 * A staff member marks a handed-over chat done (they answered the visitor), written to the audit
 * log in the same transaction; marking it twice changes nothing and writes nothing.
 */
export async function markHandoverDone(user: SessionUser, chatId: number, now = new Date()): Promise<void> {
  const staff = await allowStaff(user, 'support');
  await transaction(async (tx) => {
    const [row] = await tx
      .select({ id: chatConversations.id, email: chatConversations.email, handedOverAt: chatConversations.handedOverAt, doneAt: chatConversations.handoverDoneAt })
      .from(chatConversations)
      .where(eq(chatConversations.id, chatId))
      .for('update');
    if (!row?.handedOverAt) throw new NotFoundError('That chat is not in the queue.');
    if (row.doneAt) return;
    await tx.update(chatConversations).set({ handoverDoneAt: now }).where(eq(chatConversations.id, row.id));
    await recordStaffAction(tx, staff, {
      action: 'chat.done',
      subject: `chat ${row.id}`,
      detail: { email: row.email },
      before: { done: false, handedOverAt: row.handedOverAt.toISOString() },
      after: { done: true, handedOverAt: row.handedOverAt.toISOString(), doneAt: now.toISOString() },
    });
  });
}

/** How many handed-over chats wait for the team (the admin overview's count). */
export async function waitingChatCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(and(isNotNull(chatConversations.handedOverAt), isNull(chatConversations.handoverDoneAt)));
  return row?.n ?? 0;
}
