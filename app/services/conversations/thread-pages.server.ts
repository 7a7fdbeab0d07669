import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { MESSAGES_PER_PAGE, type ThreadSide } from '~/domain/conversation';
import { isMemberCompany } from '~/services/accounts/membership.server';
import { threadFor, threadsVisibleTo, type ThreadAccess } from '~/services/conversations/threads.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { threadMessages, threadReads, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { requirements } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';

/**
 * What the two sides read of their conversations: the list with unread counts, one thread page by
 * page with "seen", the messages after one (live updates), and the files attached to messages.
 * Unread for a person: messages after their own thread_reads mark, written by the other side or by
 * the site (a system line), never their own.
 */

const THREADS_PER_PAGE = 30;

/** SQL: which side `userId` reads the current `threads` row as (seller when a member of the seller company). */
const sideOf = (userId: number) => sql<ThreadSide>`CASE WHEN ${isMemberCompany(threads.sellerCompanyId, userId, 'leads')} THEN 'seller' ELSE 'buyer' END`;

/** SQL: messages of the current `threads` row that `userId` has not read. */
const unreadIn = (userId: number) => sql<number>`(
  SELECT count(*)::int FROM ${threadMessages} m
  WHERE m.thread_id = ${threads.id}
    AND m.id > COALESCE((SELECT r.last_read_message_id FROM ${threadReads} r WHERE r.thread_id = ${threads.id} AND r.user_id = ${userId}), 0)
    AND m.side <> ${sideOf(userId)}
    AND m.sender_user_id IS DISTINCT FROM ${userId})`;

export interface ThreadListItem {
  reference: string;
  subject: string;
  side: ThreadSide;
  /** Whom the user talks to: the seller company, or the buyer (company, or the person's name). */
  counterpart: string;
  lastMessageAt: Date;
  preview: string;
  unread: number;
}

/** /account/messages: every thread the user may read, newest activity first, `page` (from 1) of THREADS_PER_PAGE. */
export async function threadList(userId: number, page: number): Promise<{ threads: ThreadListItem[]; page: number; hasMore: boolean }> {
  const sellers = companies;
  const rows = await db()
    .select({
      reference: threads.reference,
      subject: threads.subject,
      side: sideOf(userId),
      sellerName: sellers.name,
      buyerCompanyName: sql<string | null>`(SELECT c.name FROM ${companies} c WHERE c.id = ${threads.buyerCompanyId})`,
      inquiryBuyerName: inquiries.buyerName,
      showBuyerCompany: requirements.showCompanyName,
      contactSharedAt: threads.contactSharedAt,
      lastMessageAt: threads.lastMessageAt,
      preview: sql<string>`(SELECT left(m.body, 140) FROM ${threadMessages} m WHERE m.thread_id = ${threads.id} ORDER BY m.id DESC LIMIT 1)`,
      unread: unreadIn(userId),
    })
    .from(threads)
    .innerJoin(sellers, eq(sellers.id, threads.sellerCompanyId))
    .leftJoin(inquiries, eq(inquiries.id, threads.inquiryId))
    .leftJoin(requirements, eq(requirements.id, threads.requirementId))
    .where(threadsVisibleTo(userId))
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(THREADS_PER_PAGE + 1)
    .offset((page - 1) * THREADS_PER_PAGE);
  return {
    page,
    hasMore: rows.length > THREADS_PER_PAGE,
    threads: rows.slice(0, THREADS_PER_PAGE).map((row) => ({
      reference: row.reference,
      subject: row.subject,
      side: row.side,
      counterpart: row.side === 'buyer' ? row.sellerName : buyerLabel(row),
      lastMessageAt: row.lastMessageAt,
      preview: row.preview ?? '',
      unread: Number(row.unread),
    })),
  };
}

/** How the seller names the buyer: an inquiry's sender, a requirement's company only when the buyer allowed it. */
function buyerLabel(row: { buyerCompanyName: string | null; inquiryBuyerName: string | null; showBuyerCompany: boolean | null; contactSharedAt: Date | null }): string {
  if (row.inquiryBuyerName) return row.buyerCompanyName ? `${row.inquiryBuyerName} (${row.buyerCompanyName})` : row.inquiryBuyerName;
  if (row.buyerCompanyName && (row.showBuyerCompany || row.contactSharedAt)) return row.buyerCompanyName;
  return 'A buyer';
}

/** Unread messages across every thread the user may read: the count beside "Messages" in the account area. */
export async function unreadMessageCount(userId: number): Promise<number> {
  const result = await db().execute<{ unread: number }>(sql`
    SELECT count(*)::int AS unread
    FROM ${threads}
    JOIN ${threadMessages} m ON m.thread_id = ${threads.id}
    LEFT JOIN ${threadReads} r ON r.thread_id = ${threads.id} AND r.user_id = ${userId}
    WHERE ${threadsVisibleTo(userId)}
      AND m.id > COALESCE(r.last_read_message_id, 0)
      AND m.side <> ${sideOf(userId)}
      AND m.sender_user_id IS DISTINCT FROM ${userId}`);
  return Number(result.rows[0]?.unread ?? 0);
}

export interface MessageView {
  id: number;
  side: ThreadSide | 'system';
  /** Who wrote it, as the reader may know them: a colleague's name on one's own side, the company on the other. */
  author: string;
  body: string;
  attachments: { key: string; name: string; contentType: string; bytes: number; href: string }[];
  createdAt: string;
}

export interface Parties {
  sellerName: string;
  /** What the seller may call the buyer (see buyerLabel). */
  buyerLabel: string;
  /** The buyer as the buyer's side sees itself. */
  buyerName: string;
}

const messageColumns = {
  id: threadMessages.id,
  side: threadMessages.side,
  senderUserId: threadMessages.senderUserId,
  senderName: users.name,
  body: threadMessages.body,
  attachments: threadMessages.attachments,
  createdAt: threadMessages.createdAt,
};

type MessageRow = { id: number; side: ThreadSide | 'system'; senderUserId: number | null; senderName: string | null; body: string; attachments: PrivateFile[]; createdAt: Date };

function messageView(row: MessageRow, reference: string, readerSide: ThreadSide, parties: Parties): MessageView {
  const company = row.side === 'seller' ? parties.sellerName : row.side === 'buyer' ? (readerSide === 'seller' ? parties.buyerLabel : parties.buyerName) : 'TradeSetu';
  const author = row.side === readerSide && row.senderName ? row.senderName : company;
  return {
    id: row.id,
    side: row.side,
    author,
    body: row.body,
    attachments: row.attachments.map((file) => ({ key: file.key, name: file.name, contentType: file.contentType, bytes: file.bytes, href: `/account/messages/${reference}/files/${row.id}/${file.key}` })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a thread is about and who is in it, as `access.side` may see it (contact details only once shared). */
async function threadHeader(access: ThreadAccess) {
  const { thread } = access;
  const [row] = await db()
    .select({
      sellerName: companies.name,
      sellerSlug: companies.slug,
      buyerCompanyName: sql<string | null>`(SELECT c.name FROM ${companies} c WHERE c.id = ${threads.buyerCompanyId})`,
      buyerCompanyEmail: sql<string | null>`(SELECT c.email FROM ${companies} c WHERE c.id = ${threads.buyerCompanyId})`,
      buyerCompanyMobile: sql<string | null>`(SELECT c.mobile FROM ${companies} c WHERE c.id = ${threads.buyerCompanyId})`,
      buyerUserName: users.name,
      buyerUserEmail: users.email,
      buyerUserMobile: users.mobile,
      inquiryReference: inquiries.reference,
      inquiryBuyerName: inquiries.buyerName,
      inquiryEmail: inquiries.buyerEmail,
      inquiryMobile: inquiries.buyerMobile,
      inquiryQuantity: inquiries.quantity,
      inquiryUnit: inquiries.unit,
      productName: products.name,
      productSlug: products.slug,
      requirementReference: requirements.reference,
      requirementTitle: requirements.title,
      requirementQuantity: requirements.quantity,
      requirementUnit: requirements.unit,
      showBuyerCompany: requirements.showCompanyName,
    })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.sellerCompanyId))
    .leftJoin(users, eq(users.id, threads.buyerUserId))
    .leftJoin(inquiries, eq(inquiries.id, threads.inquiryId))
    .leftJoin(products, eq(products.id, inquiries.productId))
    .leftJoin(requirements, eq(requirements.id, threads.requirementId))
    .where(eq(threads.id, thread.id))
    .limit(1);
  if (!row) throw new NotFoundError('We could not find that conversation.');
  const personName = row.inquiryBuyerName ?? row.buyerUserName ?? 'The buyer';
  const parties: Parties = {
    sellerName: row.sellerName,
    buyerLabel: buyerLabel({ buyerCompanyName: row.buyerCompanyName, inquiryBuyerName: row.inquiryBuyerName ?? (row.showBuyerCompany || thread.contactSharedAt ? row.buyerUserName : null), showBuyerCompany: row.showBuyerCompany, contactSharedAt: thread.contactSharedAt }),
    buyerName: row.buyerCompanyName ?? personName,
  };
  // The buyer's phone and email: from the inquiry, else the buyer's login, else the company.
  const email = row.inquiryEmail ?? row.buyerUserEmail ?? row.buyerCompanyEmail ?? thread.buyerEmail;
  const mobile = row.inquiryMobile ?? row.buyerUserMobile ?? row.buyerCompanyMobile ?? '';
  const contact = access.side === 'buyer' || thread.contactSharedAt ? { name: personName, email: email || null, mobile: mobile || null } : null;
  const about = row.requirementReference
    ? {
        kind: 'requirement' as const,
        title: row.requirementTitle ?? thread.subject,
        quantity: row.requirementQuantity ?? 0,
        unit: row.requirementUnit ?? '',
        reference: row.requirementReference,
        href: access.side === 'buyer' ? `/account/requirements/${row.requirementReference}` : `/account/leads/requirements/${row.requirementReference}`,
      }
    : {
        kind: 'inquiry' as const,
        title: row.productName ?? 'General inquiry',
        productSlug: row.productSlug,
        quantity: row.inquiryQuantity ?? 0,
        unit: row.inquiryUnit ?? '',
        reference: row.inquiryReference ?? '',
      };
  return { parties, about, contact, personName, sellerSlug: row.sellerSlug };
}

export interface ThreadPageOptions {
  /** Show the page of messages before this id (older); absent: the newest page. */
  before?: number;
}

/** /account/messages/:ref — the thread as the user's side sees it. */
export async function threadPage(userId: number, reference: string, options: ThreadPageOptions = {}) {
  const access = await threadFor(userId, reference);
  const { thread, side } = access;
  const header = await threadHeader(access);
  const rows = await db()
    .select(messageColumns)
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.senderUserId))
    .where(and(eq(threadMessages.threadId, thread.id), options.before ? lt(threadMessages.id, options.before) : undefined))
    .orderBy(desc(threadMessages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  const shown = rows.slice(0, MESSAGES_PER_PAGE).reverse();
  const other: ThreadSide = side === 'buyer' ? 'seller' : 'buyer';
  const marksResult = await db().execute<{ last_own: string | null; other_read: string | null; newest: string | null }>(sql`
    SELECT (SELECT max(m.id) FROM ${threadMessages} m WHERE m.thread_id = ${thread.id} AND m.side = ${side}) AS last_own,
           (SELECT max(r.last_read_message_id) FROM ${threadReads} r WHERE r.thread_id = ${thread.id} AND r.side = ${other}) AS other_read,
           (SELECT max(m.id) FROM ${threadMessages} m WHERE m.thread_id = ${thread.id}) AS newest`);
  const raw = marksResult.rows[0];
  const asId = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  const marks = { lastOwn: asId(raw?.last_own), otherRead: asId(raw?.other_read), newest: asId(raw?.newest) };
  return {
    reference: thread.reference,
    subject: thread.subject,
    side,
    ...header,
    contactShared: thread.contactSharedAt !== null,
    messages: shown.map((row) => messageView(row, thread.reference, side, header.parties)),
    /** The id to ask for older messages with (?before=), or null on the first page. */
    olderBefore: rows.length > MESSAGES_PER_PAGE ? (shown[0]?.id ?? null) : null,
    isNewestPage: !options.before,
    /** The user's side's last message has been read by someone on the other side. */
    seenMessageId: marks.lastOwn && marks.otherRead && marks.otherRead >= marks.lastOwn ? marks.lastOwn : null,
    lastMessageId: marks.newest ?? 0,
  };
}

/**
 * The person has read the thread up to message `upTo` (their page posts it once shown, and again as
 * live messages arrive; issue 18: no state change on GET, so opening the page alone marks nothing).
 * Capped at the thread's newest message; another user's thread is "not found".
 */
export async function markThreadRead(userId: number, reference: string, upTo: number): Promise<void> {
  const { thread, side } = await threadFor(userId, reference);
  const [newest] = await db().select({ id: sql<number | null>`max(${threadMessages.id})` }).from(threadMessages).where(eq(threadMessages.threadId, thread.id));
  const readUpTo = Math.min(upTo, Number(newest?.id ?? 0));
  if (readUpTo > 0) await markRead(thread.id, userId, side, readUpTo);
}

/** Moves the user's read mark forward (never back). */
async function markRead(threadId: number, userId: number, side: ThreadSide, messageId: number): Promise<void> {
  await db()
    .insert(threadReads)
    .values({ threadId, userId, side, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.userId],
      set: { lastReadMessageId: sql`GREATEST(${threadReads.lastReadMessageId}, excluded.last_read_message_id)`, side, readAt: new Date() },
    });
}

/** Who is in a thread, as `access.side` names them (kept by an open stream so each batch need not ask again). */
export async function threadParties(access: ThreadAccess): Promise<Parties> {
  return (await threadHeader(access)).parties;
}

/**
 * Messages after `afterId` for live updates (at most a page; the client asks again from the last
 * one it got). Reading them is posted by the page (markThreadRead), not assumed here.
 */
export async function messagesAfter(access: ThreadAccess, afterId: number, parties?: Parties): Promise<MessageView[]> {
  const rows = await db()
    .select(messageColumns)
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.senderUserId))
    .where(and(eq(threadMessages.threadId, access.thread.id), gt(threadMessages.id, afterId)))
    .orderBy(threadMessages.id)
    .limit(MESSAGES_PER_PAGE);
  if (rows.length === 0) return [];
  const names = parties ?? (await threadParties(access));
  return rows.map((row) => messageView(row, access.thread.reference, access.side, names));
}

export const ATTACHMENT_MISSING = 'This file is not attached to a message of this conversation.';

/** A file attached to a message of a thread the user may read; anything else is "not found". */
export async function messageAttachment(userId: number, reference: string, messageId: number, key: string): Promise<{ file: PrivateFile }> {
  const { thread } = await threadFor(userId, reference);
  const [message] = await db()
    .select({ attachments: threadMessages.attachments })
    .from(threadMessages)
    .where(and(eq(threadMessages.id, messageId), eq(threadMessages.threadId, thread.id)))
    .limit(1);
  const file = message?.attachments.find((candidate) => candidate.key === key);
  if (!file) throw new NotFoundError(ATTACHMENT_MISSING);
  return { file };
}
