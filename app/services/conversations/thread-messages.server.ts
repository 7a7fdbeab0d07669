import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_CHARS, type ThreadSide } from '~/domain/conversation';
import { localisedHref, type Locale } from '~/domain/locale';
import { EMPTY_MESSAGE, TOO_LONG_MESSAGE, TOO_MANY_FILES } from '~/domain/thread-forms';
import { membershipOf } from '~/services/accounts/membership.server';
import { postMessage, threadFor, type ThreadAccess, type ThreadMessage } from '~/services/conversations/threads.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { threadMessages, threadReads, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { ForbiddenError, TooLargeError, ValidationError } from '~/services/errors.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { pageLinkIn } from '~/services/mail/language.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { notifyCompany, notifyUser, type Notice } from '~/services/notifications/notify.server';
import { deletePrivateFiles, storePrivateFile } from '~/services/requirements/private-files.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

/**
 * Writing in a thread: a message with files, the buyer sharing (or withdrawing) phone and email,
 * and a visitor's threads claimed by the login that verified their email. Each new message tells
 * the other side in the transaction that posts it.
 */

/** Messages one person may post in one thread per minute: a fast exchange passes, a flood does not. */
export const MESSAGE_RATE = { perMinute: 30 } as const;

export interface MessageUpload {
  name: string;
  bytes: Uint8Array;
}

/**
 * Posts `body` and `uploads` as `userId` in the thread `reference`. The same idempotency key twice
 * (a double click, a resent form) returns the first message without storing the files again.
 * Refusals say what to change: an empty or too long text, too many or unreadable files, a flood.
 */
export async function sendMessage(userId: number, reference: string, input: { body: string; uploads: MessageUpload[]; idempotencyKey: string }): Promise<ThreadMessage> {
  const access = await threadFor(userId, reference);
  const [repeated] = await db()
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, access.thread.id), eq(threadMessages.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  if (repeated) return repeated;
  const body = input.body.replace(/\r\n/g, '\n').trim();
  if (body.length > MAX_MESSAGE_CHARS) throw new ValidationError(TOO_LONG_MESSAGE, { body: [TOO_LONG_MESSAGE] });
  if (input.uploads.length > MAX_MESSAGE_ATTACHMENTS) throw new ValidationError(TOO_MANY_FILES, { files: [TOO_MANY_FILES] });
  if (!body && input.uploads.length === 0) throw new ValidationError(EMPTY_MESSAGE, { body: [EMPTY_MESSAGE] });
  await enforceRateLimit(
    `message:user:${userId}:thread:${access.thread.id}`,
    MESSAGE_RATE.perMinute,
    60,
    (wait) => `You have sent ${MESSAGE_RATE.perMinute} messages in this conversation within a minute. Please wait ${wait} before sending another; what you typed is kept below.`,
  );
  const stored: PrivateFile[] = [];
  try {
    for (const upload of input.uploads) stored.push(await storePrivateFile(upload.name, upload.bytes, { spreadsheets: true }));
  } catch (error) {
    await deletePrivateFiles(stored.map((file) => file.key));
    // Shown at the file picker rather than above the form.
    if (error instanceof TooLargeError) throw new TooLargeError(error.publicMessage, { files: [error.publicMessage] });
    if (error instanceof ValidationError) throw new ValidationError(error.publicMessage, { files: [error.publicMessage] });
    throw error;
  }
  try {
    return await transaction(async (tx) => {
      const { message, created } = await postMessage(tx, access, userId, { body, attachments: stored, idempotencyKey: input.idempotencyKey });
      if (created) await tellOtherSide(tx, access, message);
      else await deletePrivateFiles(stored.map((file) => file.key));
      return message;
    });
  } catch (error) {
    await deletePrivateFiles(stored.map((file) => file.key));
    throw error;
  }
}

/**
 * Tells the other side of a new message, in the posting transaction. One notification (and so one
 * email) per thread for each stretch the recipients have not opened it: the dedupe key carries how
 * far the recipient side had read, so a rapid exchange of ten messages sends one email, and the next
 * message after someone opened the thread sends the next. A visitor's inquiry (no login yet) is
 * told by email to the address it came from, with the way to read the reply.
 */
async function tellOtherSide(tx: Transaction, access: ThreadAccess, message: ThreadMessage): Promise<void> {
  const { thread } = access;
  const recipient: ThreadSide = access.side === 'buyer' ? 'seller' : 'buyer';
  const [read] = await tx
    .select({ upTo: sql<string | null>`max(${threadReads.lastReadMessageId})` })
    .from(threadReads)
    .where(and(eq(threadReads.threadId, thread.id), eq(threadReads.side, recipient)));
  const window = read?.upTo ?? '0';
  const [names] = await tx
    .select({ seller: companies.name, buyerCompany: sql<string | null>`(SELECT c.name FROM ${companies} c WHERE c.id = ${threads.buyerCompanyId})` })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.sellerCompanyId))
    .where(eq(threads.id, thread.id));
  const from = access.side === 'seller' ? (names?.seller ?? 'The supplier') : (names?.buyerCompany ?? 'The buyer');
  const text = message.body || `${message.attachments.length} file${message.attachments.length === 1 ? '' : 's'} attached`;
  const notice: Notice = {
    kind: 'message_received',
    title: `New message from ${from}: ${thread.subject}`,
    body: text.length > 300 ? `${text.slice(0, 300)}…` : text,
    link: `/account/messages/${thread.reference}`,
    dedupeKey: `message:${thread.reference}:${recipient}:after:${window}`,
  };
  if (recipient === 'seller') {
    await notifyCompany(tx, thread.sellerCompanyId, notice);
    return;
  }
  if (thread.buyerCompanyId !== null) await notifyCompany(tx, thread.buyerCompanyId, notice);
  if (thread.buyerUserId !== null) await notifyUser(tx, thread.buyerUserId, notice);
  if (thread.buyerCompanyId === null && thread.buyerUserId === null && thread.buyerEmail && window === '0' && (await isFirstUnclaimedReply(tx, thread.id, message.id))) {
    await sendEmail({ to: thread.buyerEmail, subject: `${from} replied to your inquiry`, text: visitorReplyEmail(from, thread.buyerEmail) }, tx);
  }
}

/** A visitor is emailed once, at the supplier's first reply; later ones wait for the claimed account's notifications. */
async function isFirstUnclaimedReply(tx: Transaction, threadId: number, messageId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, threadId), eq(threadMessages.side, 'seller'), sql`${threadMessages.id} < ${messageId}`))
    .limit(1);
  return !earlier;
}

/** The way to read a conversation for someone who wrote without an account (the inquiry and the reply emails say it). */
export function readTheReplyInstructions(email: string, locale: Locale = 'en'): string {
  const site = siteUrlForLinks();
  const t = serverTranslator(locale, 'emails');
  return [
    t('readReplyHow', { email }),
    `${t('readReplyRegister')}: ${pageLinkIn(locale, site, '/register')}`,
    `${t('readReplyLogin')}: ${pageLinkIn(locale, site, `/login?redirectTo=${encodeURIComponent(localisedHref('/account/messages', locale))}`)}`,
    t('readReplyWhere'),
  ].join('\n');
}

function visitorReplyEmail(from: string, email: string): string {
  return [`Hello,`, `${from} has replied to the inquiry you sent on ${new URL(siteUrlForLinks()).host}.`, readTheReplyInstructions(email)].join('\n\n');
}

/**
 * The buyer shares (or stops sharing) phone and email with the seller of this thread, with a line
 * in the conversation saying so. Only the buyer's side can; doing it twice changes nothing.
 */
export async function setContactSharing(userId: number, reference: string, share: boolean): Promise<void> {
  const access = await threadFor(userId, reference);
  if (access.side !== 'buyer') throw new ForbiddenError('Only the buyer decides whether to share their phone and email.');
  await transaction(async (tx) => {
    const [thread] = await tx.select({ sharedAt: threads.contactSharedAt }).from(threads).where(eq(threads.id, access.thread.id)).for('update');
    if (!thread || (thread.sharedAt !== null) === share) return;
    const now = new Date();
    await tx.update(threads).set({ contactSharedAt: share ? now : null }).where(eq(threads.id, access.thread.id));
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const [seller] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, access.thread.sellerCompanyId));
    const body = share ? `${person?.name ?? 'The buyer'} shared their phone and email with ${seller?.name ?? 'the supplier'}.` : `${person?.name ?? 'The buyer'} stopped sharing their phone and email.`;
    await postMessage(tx, access, userId, { body, attachments: [], idempotencyKey: `contact:${share ? 'shared' : 'withdrawn'}:${now.toISOString()}`, system: true });
  });
}

/**
 * A login whose email is verified takes over the threads (and inquiries) sent from that address
 * without an account, for itself and its company. Never for an unverified email: anyone can type
 * an address. Runs at login and when the email is confirmed; returns how many threads it claimed.
 */
export async function claimVisitorThreads(userId: number, executor: Transaction | ReturnType<typeof db> = db()): Promise<number> {
  const [user] = await executor.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.verifiedAt) return 0;
  const email = user.email.trim().toLowerCase();
  const membership = await membershipOf(userId, executor);
  const claimed = await executor
    .update(threads)
    .set({ buyerUserId: userId, buyerCompanyId: membership?.companyId ?? null })
    .where(and(isNull(threads.buyerUserId), eq(threads.buyerEmail, email), membership ? sql`${threads.sellerCompanyId} <> ${membership.companyId}` : undefined))
    .returning({ inquiryId: threads.inquiryId });
  // The inquiries behind them (found through the threads, by the unclaimed-email index, not a scan of inquiries).
  const inquiryIds = claimed.flatMap((row) => (row.inquiryId === null ? [] : [row.inquiryId]));
  if (inquiryIds.length > 0) await executor.update(inquiries).set({ buyerUserId: userId }).where(and(isNull(inquiries.buyerUserId), inArray(inquiries.id, inquiryIds)));
  return claimed.length;
}
