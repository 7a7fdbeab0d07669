import { and, desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { action as threadAction, loader as threadLoader } from '~/routes/account.messages.$ref';
import { authenticate } from '~/services/accounts/login.server';
import { hashPassword } from '~/services/accounts/passwords.server';
import { sendVerificationEmail, verifyEmail } from '~/services/accounts/tokens.server';
import { sendMessage } from '~/services/conversations/thread-messages.server';
import { markThreadRead, threadPage } from '~/services/conversations/thread-pages.server';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { notifications } from '~/services/db/schema/requirements';
import { NotFoundError } from '~/services/errors.server';
import { call, form } from './support/form-call';
import { cookieFor, inquiryThread, newKey, visitorInquiry } from './support/thread-fixtures';

type ThreadData = Awaited<ReturnType<typeof threadLoader>>;
const pageOf = async (userId: number, reference: string) => ((await call(threadLoader, `/account/messages/${reference}`, { cookie: await cookieFor(userId), params: { ref: reference } })).data as ThreadData).page;
const contactForm = async (userId: number, reference: string, intent: 'share' | 'unshare') =>
  call(threadAction, `/account/messages/${reference}`, { cookie: await cookieFor(userId), params: { ref: reference }, body: form({ intent }) });

const loginWithPassword = async (email: string, verified: boolean) => {
  const [user] = await db()
    .insert(users)
    .values({ email, name: 'Priya Nair', passwordHash: await hashPassword('a long enough password'), emailVerifiedAt: verified ? new Date() : null })
    .returning({ id: users.id });
  return user!.id;
};

describe('contact details in a conversation', () => {
  it('reach the seller only while the buyer shares them, with a line in the conversation each time', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    expect((await pageOf(seller.userId, thread.reference)).contact).toBeNull();
    // The buyer sees what they would share.
    expect((await pageOf(buyer.userId, thread.reference)).contact).toMatchObject({ email: 'priya@example.in', mobile: '+919876543210' });
    // Only the buyer decides.
    expect((await contactForm(seller.userId, thread.reference, 'share')).status).toBe(403);
    const shared = await contactForm(buyer.userId, thread.reference, 'share');
    expect(shared.status).toBe(302);
    expect((shared.data as Response).headers.get('location')).toBe(`/account/messages/${thread.reference}?done=shared`);
    const sellerView = await pageOf(seller.userId, thread.reference);
    expect(sellerView.contact).toMatchObject({ name: 'Priya Nair', email: 'priya@example.in', mobile: '+919876543210' });
    expect(sellerView.messages.at(-1)).toMatchObject({ side: 'system', body: `${buyer.name} shared their phone and email with ${sellerView.parties.sellerName}.` });
    // Sharing twice writes no second line.
    await contactForm(buyer.userId, thread.reference, 'share');
    expect((await db().select().from(threadMessages).where(and(eq(threadMessages.threadId, thread.id), eq(threadMessages.side, 'system')))).length).toBe(1);
    await contactForm(buyer.userId, thread.reference, 'unshare');
    const after = await pageOf(seller.userId, thread.reference);
    expect(after.contact).toBeNull();
    expect(after.messages.at(-1)?.body).toBe(`${buyer.name} stopped sharing their phone and email.`);
  });
});

describe('an inquiry sent without an account', () => {
  it('tells the visitor how to read the reply, and is claimed by a login that verified that email — never an unverified one', async () => {
    const email = `visitor-${randomBytes(4).toString('hex')}@example.in`;
    const { seller, thread } = await visitorInquiry(email);
    const [sentMail] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(sentMail?.text).toContain(`register or log in with this email address (${email})`);
    // The seller answers; the visitor is emailed once.
    await sendMessage(seller.userId, thread.reference, { body: 'We can supply. Which variety?', uploads: [], idempotencyKey: newKey() });
    await sendMessage(seller.userId, thread.reference, { body: 'And the delivery date?', uploads: [], idempotencyKey: newKey() });
    const mails = await db().select({ subject: outboxEmails.subject }).from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.id);
    expect(mails.map((m) => m.subject)).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/replied to your inquiry$/);

    const unverified = await loginWithPassword(email, false);
    await authenticate(email, 'a long enough password', '10.99.0.1');
    await expect(threadPage(unverified, thread.reference)).rejects.toBeInstanceOf(NotFoundError);

    // Confirming the address claims it.
    await sendVerificationEmail({ id: unverified, email, name: 'Priya Nair' }, 'http://localhost', 'TradeSetu');
    const [verification] = await db().select({ text: outboxEmails.text }).from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1);
    const token = /token=([^\s]+)/.exec(verification?.text ?? '')?.[1] ?? '';
    expect(await verifyEmail(token)).toBe(true);
    const page = await threadPage(unverified, thread.reference);
    expect(page.side).toBe('buyer');
    expect(page.messages.map((m) => m.body)).toContain('We can supply. Which variety?');
    const [inquiry] = await db().select({ buyerUserId: inquiries.buyerUserId }).from(inquiries).where(eq(inquiries.id, thread.inquiryId!));
    expect(inquiry?.buyerUserId).toBe(unverified);
  });

  it('is claimed at login when the account’s email was already verified', async () => {
    const email = `visitor-${randomBytes(4).toString('hex')}@example.in`;
    const { thread } = await visitorInquiry(email);
    const userId = await loginWithPassword(email, true);
    await expect(threadPage(userId, thread.reference)).rejects.toBeInstanceOf(NotFoundError);
    await authenticate(email.toUpperCase(), 'a long enough password', '10.99.0.2');
    expect((await threadPage(userId, thread.reference)).side).toBe('buyer');
    const [claimed] = await db().select({ buyerUserId: threads.buyerUserId }).from(threads).where(eq(threads.id, thread.id));
    expect(claimed?.buyerUserId).toBe(userId);
  });
});

describe('notifications of new messages', () => {
  it('tell the other side once per stretch it has not opened the thread, linking to it', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const noticesOf = (userId: number) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message_received')));
    for (const body of ['Hello', 'Are you there?', 'Need it by Friday']) await sendMessage(buyer.userId, thread.reference, { body, uploads: [], idempotencyKey: newKey() });
    const first = await noticesOf(seller.userId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ link: `/account/messages/${thread.reference}`, body: 'Hello' });
    await markThreadRead(seller.userId, thread.reference, Number.MAX_SAFE_INTEGER);
    await sendMessage(buyer.userId, thread.reference, { body: 'One more thing', uploads: [], idempotencyKey: newKey() });
    expect(await noticesOf(seller.userId)).toHaveLength(2);
    // And the buyer hears of the seller's reply.
    await sendMessage(seller.userId, thread.reference, { body: 'Friday is fine.', uploads: [], idempotencyKey: newKey() });
    expect(await noticesOf(buyer.userId)).toHaveLength(1);
  });
});
