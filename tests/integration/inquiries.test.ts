import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { inquiries } from '~/services/db/schema/leads';
import { threads } from '~/services/db/schema/conversations';
import { NotFoundError, RateLimitedError } from '~/services/errors.server';
import { getInquiryFor, INQUIRY_LIMITS, listInquiriesFor, markSeen, sendInquiry } from '~/services/inquiries/inquiries.server';
import { action as productAction } from '~/routes/product';
import { action as supplierAction } from '~/routes/supplier';
import { demoAccounts, seedDemoAccounts } from '../../seed/demo-accounts';
import { answerOf, callRoute, formPost } from './support/route-call';

await seedDemoAccounts();
const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const supplierId = await idOf(demoAccounts.supplier.email);
const buyerId = await idOf(demoAccounts.buyer.email);
const [stranger] = await db().insert(users).values({ email: 'stranger@example.in', name: 'Someone Else', passwordHash: 'x' }).returning({ id: users.id });
const strangerId = stranger?.id ?? 0;

const form = (overrides: Record<string, string> = {}) =>
  inquirySchema().parse({ quantity: '500', unit: 'pack', requirement: 'Need hybrid tomato seeds for 20 acres, delivery to Pune by March.', buyerName: 'Priya Nair', buyerEmail: 'Buyer@TradeSetu.example', buyerMobile: '098765 43210', productSlug: 'tomato-seeds', ...overrides });

describe('inquiries', () => {
  it('validates and normalises the form server-side', () => {
    const parsed = form();
    expect(parsed.buyerMobile).toBe('+919876543210');
    expect(parsed.buyerEmail).toBe('buyer@tradesetu.example');
    const bad = inquirySchema().safeParse({ quantity: '0', unit: 'pack', requirement: 'short', buyerName: 'P', buyerEmail: 'nope', buyerMobile: '12345' });
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['buyerEmail', 'buyerMobile', 'buyerName', 'quantity', 'requirement']);
  });

  it('shows the supplier what it received (newest first, unread marked) and the buyer what they sent; nobody else', async () => {
    const first = await sendInquiry('nashik-agro-seeds', form(), { userId: buyerId, ip: '10.0.0.1' });
    const second = await sendInquiry('nashik-agro-seeds', form({ productSlug: '', requirement: 'Please send your full seed catalogue and dealer price list.' }), { userId: null, ip: '10.0.0.2' });
    expect(first.reference).toMatch(/^INQ-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(first.productName).toBe('Tomato Seeds');

    const supplierView = await listInquiriesFor(supplierId);
    expect(supplierView.company?.name).toBe('Nashik Agro Seeds Pvt Ltd');
    expect(supplierView.received.map((i) => i.reference)).toEqual([second.reference, first.reference]);
    expect(supplierView.received.every((i) => i.status === 'new')).toBe(true);
    await markSeen(supplierId, supplierView.received.map((i) => i.id));
    expect((await listInquiriesFor(supplierId)).received.every((i) => i.status === 'read')).toBe(true);

    const buyerView = await listInquiriesFor(buyerId);
    expect(buyerView.company?.name).not.toBe(supplierView.company?.name);
    expect(buyerView.received).toEqual([]);
    expect(buyerView.sent.map((i) => i.reference)).toEqual([first.reference]);

    const strangerView = await listInquiriesFor(strangerId);
    expect(strangerView.received).toEqual([]);
    expect(strangerView.sent).toEqual([]);
    await expect(getInquiryFor(strangerId, first.reference)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getInquiryFor(buyerId, second.reference)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getInquiryFor(supplierId, second.reference)).reference).toBe(second.reference);
    expect((await getInquiryFor(buyerId, first.reference)).reference).toBe(first.reference);
  });

  it('shows the supplier the buyer\'s email and phone only once the buyer shares them in the conversation', async () => {
    const sent = await sendInquiry('nashik-agro-seeds', form(), { userId: buyerId, ip: '10.0.0.3' });
    const received = async () => (await listInquiriesFor(supplierId)).received.find((i) => i.reference === sent.reference);
    expect(await received()).toMatchObject({ buyerName: 'Priya Nair', buyerEmail: null, buyerMobile: null, threadReference: expect.stringMatching(/^TH-/) });
    expect(await getInquiryFor(supplierId, sent.reference)).toMatchObject({ buyerEmail: null, buyerMobile: null });
    // The buyer always sees their own.
    expect(await getInquiryFor(buyerId, sent.reference)).toMatchObject({ buyerEmail: 'buyer@tradesetu.example', buyerMobile: '+919876543210' });
    await db().update(threads).set({ contactSharedAt: new Date() }).where(eq(threads.reference, (await received())!.threadReference));
    expect(await received()).toMatchObject({ buyerEmail: 'buyer@tradesetu.example', buyerMobile: '+919876543210' });
  });

  it('refuses a product the supplier does not list and an unknown supplier', async () => {
    await expect(sendInquiry('nashik-agro-seeds', form({ productSlug: 'air-fryer' }), { userId: null, ip: '10.0.0.4' })).rejects.toThrow('This product is no longer listed by this supplier.');
    await expect(sendInquiry('no-such-supplier', form(), { userId: null, ip: '10.0.0.4' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rate limits one sender writing to one supplier', async () => {
    const sender = { userId: null, ip: '10.0.0.9' };
    const input = form({ buyerEmail: 'spammer@example.in' });
    for (let i = 0; i < INQUIRY_LIMITS.perSupplierPerHour; i++) await sendInquiry('nashik-agro-seeds', input, sender);
    await expect(sendInquiry('nashik-agro-seeds', input, sender)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('answers a rate-limited inquiry with 429, Retry-After and the message on the form, keeping what was typed', async () => {
    const fields = { quantity: '50', unit: 'kg', requirement: 'Need turmeric fingers, Salem variety, delivered to Chennai.', buyerName: 'प्रिया नायर', buyerEmail: 'limited@example.in', buyerMobile: '9876543210' };
    const post = () => callRoute(supplierAction, new Request('http://localhost/suppliers/nashik-agro-seeds', formPost(fields)), { slug: 'nashik-agro-seeds' }, '10.0.0.77');
    for (let i = 0; i < INQUIRY_LIMITS.perSupplierPerHour; i++) expect((await answerOf(post())).status).toBe(200);
    const refused = await answerOf(post());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const { result } = refused.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error['']?.[0]).toMatch(/^You have sent several inquiries in a short time\. Please wait about \d+ (minutes?|seconds?) before sending another/);
    expect(result.initialValue).toMatchObject({ buyerName: 'प्रिया नायर', requirement: fields.requirement });
  });

  it('refuses empty, huge and NUL-laden inquiries with messages beside the fields, never a server error', async () => {
    const post = (fields: Record<string, string>) => answerOf(callRoute(productAction, new Request('http://localhost/product/tomato-seeds', formPost(fields)), { slug: 'tomato-seeds' }, '10.0.0.78'));
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.data as { result: { error: Record<string, string[]> } }).result.error).sort()).toEqual(['buyerEmail', 'buyerMobile', 'buyerName', 'quantity', 'requirement', 'unit']);
    const huge = await post({ quantity: '1', unit: 'pack', requirement: 'x'.repeat(5000), buyerName: 'A'.repeat(500), buyerEmail: 'a@b.in', buyerMobile: '9876543210' });
    expect(huge.status).toBe(400);
    expect((huge.data as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({ requirement: ['Keep the requirement within 2,000 characters'], buyerName: ['Use at most 100 characters for your name'] });
    const nul = await post({ quantity: '1', unit: 'pack', requirement: 'Need seeds\u0000 for twenty acres near Nashik.', buyerName: 'Ravi\u0000', buyerEmail: 'ravi@example.in', buyerMobile: '9876543210' });
    expect(nul.status).toBe(200);
    const [saved] = await db().select({ requirement: inquiries.requirement, buyerName: inquiries.buyerName }).from(inquiries).where(eq(inquiries.buyerEmail, 'ravi@example.in'));
    expect(saved).toEqual({ requirement: 'Need seeds for twenty acres near Nashik.', buyerName: 'Ravi' });
  });
});
