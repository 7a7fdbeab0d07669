import { and, eq, or, sql } from 'drizzle-orm';
import type { ThreadSide } from '~/domain/conversation';
import { isReadableReference } from '~/domain/references';
import { isMemberCompany } from '~/services/accounts/membership.server';
import { db, type Transaction } from '~/services/db/client.server';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { leadEvent } from '~/services/conversations/lead-events.server';

/**
 * Threads: one conversation per inquiry and per requirement sent to a supplier, between the buyer
 * (company, login, or for a visitor's inquiry the email it came from) and the seller company.
 * PostgreSQL opens them (triggers on inquiries and requirement_suppliers, migration 0018), so no
 * code path can create a lead without its thread. This module says who may read one and as which
 * side, and posts messages. Pages, live updates and notifications build on it.
 */

export type Thread = typeof threads.$inferSelect;
export type ThreadMessage = typeof threadMessages.$inferSelect;

/** The channel PostgreSQL tells listeners on when a thread has a new message (payload: thread id). */
export const THREAD_CHANNEL = 'thread_messages';

const NOT_YOURS = 'We could not find that conversation among your company’s conversations.';

/** A thread as one person may see it: which side they are on. */
export interface ThreadAccess {
  thread: Thread;
  side: ThreadSide;
}

/**
 * The thread `reference` for `userId`, and as which side: the seller company's members whose role
 * includes leads; on the buyer side the login that sent it, and the members of the buyer company
 * whose role includes leads. Anyone else, another company's member included, gets NotFoundError
 * (the same answer as a thread that does not exist).
 */
export async function threadFor(userId: number, reference: string, executor: Transaction | ReturnType<typeof db> = db()): Promise<ThreadAccess> {
  if (!isReadableReference('TH', reference)) throw new NotFoundError(NOT_YOURS);
  const [row] = await executor
    .select({
      thread: threads,
      seller: isMemberCompany(threads.sellerCompanyId, userId, 'leads').mapWith(Boolean),
      buyer: sql<boolean>`(${buyerLogin(userId)} OR ${isMemberCompany(threads.buyerCompanyId, userId, 'leads')})`.mapWith(Boolean),
    })
    .from(threads)
    .where(eq(threads.reference, reference))
    .limit(1);
  if (!row || (!row.seller && !row.buyer)) throw new NotFoundError(NOT_YOURS);
  // A company talking to itself is refused when threads open; should one exist, it reads as the seller.
  return { thread: row.thread, side: row.seller ? 'seller' : 'buyer' };
}

/** SQL: the threads `userId` may read, on either side (for lists and counts). */
export function threadsVisibleTo(userId: number) {
  return or(isMemberCompany(threads.sellerCompanyId, userId, 'leads'), buyerLogin(userId), isMemberCompany(threads.buyerCompanyId, userId, 'leads'));
}

/**
 * SQL: `userId` is the buyer as a login without a company. A thread a member opened for their
 * company belongs to the company: once removed from it, they no longer read it.
 */
function buyerLogin(userId: number) {
  return sql`(${threads.buyerUserId} = ${userId} AND ${threads.buyerCompanyId} IS NULL)`;
}

export interface NewMessage {
  body: string;
  attachments: PrivateFile[];
  /** From the form; the same key twice posts one message and returns the first. */
  idempotencyKey: string;
  /** A line the site writes for the sender ("… shared their phone and email"): side 'system', never a reply. */
  system?: boolean;
}

/**
 * Posts a message for `access.side` in the caller's transaction: records it (once per idempotency
 * key), moves the thread up, and on the seller's first answer notes the reply time and the lead as
 * contacted (and an inquiry as answered). Listeners hear of it when the transaction commits.
 * Returns the message and whether it is new (false for a repeated submission).
 */
export async function postMessage(tx: Transaction, access: ThreadAccess, senderUserId: number, message: NewMessage): Promise<{ message: ThreadMessage; created: boolean }> {
  const [locked] = await tx.select({ id: threads.id, firstSellerReplyAt: threads.firstSellerReplyAt, leadStatus: threads.leadStatus }).from(threads).where(eq(threads.id, access.thread.id)).for('update');
  if (!locked) throw new NotFoundError(NOT_YOURS);
  const [repeated] = await tx
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, locked.id), eq(threadMessages.idempotencyKey, message.idempotencyKey)))
    .limit(1);
  if (repeated) return { message: repeated, created: false };
  const [saved] = await tx
    .insert(threadMessages)
    .values({ threadId: locked.id, side: message.system ? 'system' : access.side, senderUserId, body: message.body, attachments: message.attachments, idempotencyKey: message.idempotencyKey })
    .returning();
  if (!saved) throw new Error('inserting the message returned no row');
  const firstAnswer = access.side === 'seller' && !message.system && locked.firstSellerReplyAt === null;
  await tx
    .update(threads)
    .set({
      lastMessageAt: saved.createdAt,
      ...(firstAnswer ? { firstSellerReplyAt: saved.createdAt } : {}),
      ...(firstAnswer && locked.leadStatus === 'new' ? { leadStatus: 'contacted' as const, leadUpdatedAt: saved.createdAt } : {}),
    })
    .where(eq(threads.id, locked.id));
  if (firstAnswer && access.thread.inquiryId !== null) {
    await tx.update(inquiries).set({ status: 'answered', answeredAt: saved.createdAt }).where(eq(inquiries.id, access.thread.inquiryId));
  }
  await tx.execute(sql`SELECT pg_notify(${THREAD_CHANNEL}, ${String(locked.id)})`);
  await leadEvent(tx, { kind: 'message.created', threadId: locked.id, messageId: saved.id });
  return { message: saved, created: true };
}
