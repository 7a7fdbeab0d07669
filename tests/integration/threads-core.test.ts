import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { postMessage, threadFor } from '~/services/conversations/threads.server';
import { db, transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { companyMembers } from '~/services/db/schema/team';
import { NotFoundError } from '~/services/errors.server';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';

const inquiryForm = (text = 'We need 500 packs of hybrid tomato seeds delivered to Pune by March.') =>
  inquirySchema().parse({ quantity: '500', unit: 'pack', requirement: text, buyerName: 'Priya Nair', buyerEmail: 'Priya@Example.in', buyerMobile: '9876543210' });

const threadOfInquiry = async (reference: string) => {
  const [row] = await db().select({ thread: threads }).from(threads).innerJoin(inquiries, eq(inquiries.id, threads.inquiryId)).where(eq(inquiries.reference, reference));
  if (!row) throw new Error('no thread');
  return row.thread;
};

describe('threads (the conversation behind every lead)', () => {
  it('an inquiry opens one thread between the buyer company and the seller company, its text the first message', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const sent = await sendInquiry(seller.slug, inquiryForm(), { userId: buyer.userId, ip: `10.9.${Math.floor(Math.random() * 250)}.1` });
    const thread = await threadOfInquiry(sent.reference);
    expect(thread).toMatchObject({ sellerCompanyId: seller.companyId, buyerCompanyId: buyer.companyId, buyerUserId: buyer.userId, buyerEmail: 'priya@example.in', contactSharedAt: null, leadStatus: 'new' });
    expect(thread.reference).toMatch(/^TH-[2-9A-Z]{8}$/);
    const messages = await db().select().from(threadMessages).where(eq(threadMessages.threadId, thread.id));
    expect(messages.map((m) => [m.side, m.body])).toEqual([['buyer', 'We need 500 packs of hybrid tomato seeds delivered to Pune by March.']]);
  });

  it('a requirement sent to a supplier opens one thread for that pair, and sending it twice opens no second', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const requirement = await insertRequirement(buyer);
    await sendTo(requirement.id, seller.companyId);
    const pairs = await db().select().from(threads).where(eq(threads.requirementId, requirement.id));
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ sellerCompanyId: seller.companyId, buyerCompanyId: buyer.companyId, subject: requirement.title });
  });

  it('only the two companies read a thread; a colleague in the catalogue role and a stranger get "not found"', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const stranger = await newSupplier();
    const sent = await sendInquiry(seller.slug, inquiryForm(), { userId: buyer.userId, ip: `10.8.${Math.floor(Math.random() * 250)}.1` });
    const { reference } = await threadOfInquiry(sent.reference);
    expect((await threadFor(seller.userId, reference)).side).toBe('seller');
    expect((await threadFor(buyer.userId, reference)).side).toBe('buyer');
    await expect(threadFor(stranger.userId, reference)).rejects.toBeInstanceOf(NotFoundError);
    const [colleague] = await db().insert(users).values({ email: `cat-${randomUUID()}@example.in`, name: 'Catalogue Colleague', passwordHash: 'x' }).returning({ id: users.id });
    await db().insert(companyMembers).values({ companyId: seller.companyId, userId: colleague!.id, role: 'catalogue' });
    await expect(threadFor(colleague!.id, reference)).rejects.toBeInstanceOf(NotFoundError);
    await db().update(companyMembers).set({ role: 'sales' }).where(eq(companyMembers.userId, colleague!.id));
    expect((await threadFor(colleague!.id, reference)).side).toBe('seller');
    await expect(threadFor(seller.userId, 'TH-NOTATHRD')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a message posts once per idempotency key; the seller’s first answer marks the lead contacted and the inquiry answered', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const sent = await sendInquiry(seller.slug, inquiryForm(), { userId: buyer.userId, ip: `10.7.${Math.floor(Math.random() * 250)}.1` });
    const { reference } = await threadOfInquiry(sent.reference);
    const access = await threadFor(seller.userId, reference);
    const reply = { body: 'Yes, 500 packs by 10 March. Shall I send a quote?', attachments: [], idempotencyKey: randomUUID() };
    const first = await transaction((tx) => postMessage(tx, access, seller.userId, reply));
    const again = await transaction((tx) => postMessage(tx, access, seller.userId, reply));
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, message: { id: first.message.id } });
    const thread = await threadOfInquiry(sent.reference);
    expect(thread.leadStatus).toBe('contacted');
    expect(thread.firstSellerReplyAt).not.toBeNull();
    const [inquiry] = await db().select().from(inquiries).where(eq(inquiries.reference, sent.reference));
    expect(inquiry?.status).toBe('answered');
  });
});
