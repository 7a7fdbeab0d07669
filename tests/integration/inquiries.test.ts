import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { inquiries } from '~/services/db/schema/leads';
import { getInquiryFor, INQUIRY_LIMITS, InquiryError, listInquiriesFor, markAnswered, markSeen, sendInquiry } from '~/services/inquiries/inquiries.server';
import { demoAccounts, seedDemoAccounts } from '../../seed/demo-accounts';

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
    await expect(getInquiryFor(strangerId, first.reference)).rejects.toMatchObject({ code: 'inquiry-not-found' });
    await expect(getInquiryFor(buyerId, second.reference)).rejects.toBeInstanceOf(InquiryError);
    expect((await getInquiryFor(supplierId, second.reference)).reference).toBe(second.reference);
    expect((await getInquiryFor(buyerId, first.reference)).reference).toBe(first.reference);
  });

  it('lets only the receiving supplier mark an inquiry answered', async () => {
    const sent = await sendInquiry('nashik-agro-seeds', form(), { userId: null, ip: '10.0.0.3' });
    const [row] = await db().select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.reference, sent.reference));
    const id = row?.id ?? 0;
    await expect(markAnswered(strangerId, id)).rejects.toMatchObject({ code: 'not-allowed' });
    await expect(markAnswered(buyerId, id)).rejects.toMatchObject({ code: 'not-allowed' });
    await markAnswered(supplierId, id);
    const [after] = await db().select({ status: inquiries.status, answeredAt: inquiries.answeredAt }).from(inquiries).where(eq(inquiries.id, id));
    expect(after?.status).toBe('answered');
    expect(after?.answeredAt).toBeInstanceOf(Date);
  });

  it('refuses a product the supplier does not list and an unknown supplier', async () => {
    await expect(sendInquiry('nashik-agro-seeds', form({ productSlug: 'air-fryer' }), { userId: null, ip: '10.0.0.4' })).rejects.toMatchObject({ code: 'product-not-found' });
    await expect(sendInquiry('no-such-supplier', form(), { userId: null, ip: '10.0.0.4' })).rejects.toMatchObject({ code: 'supplier-not-found' });
  });

  it('rate limits one sender writing to one supplier', async () => {
    const sender = { userId: null, ip: '10.0.0.9' };
    const input = form({ buyerEmail: 'spammer@example.in' });
    for (let i = 0; i < INQUIRY_LIMITS.perSupplierPerHour; i++) await sendInquiry('nashik-agro-seeds', input, sender);
    await expect(sendInquiry('nashik-agro-seeds', input, sender)).rejects.toMatchObject({ code: 'rate-limited' });
  });
});
