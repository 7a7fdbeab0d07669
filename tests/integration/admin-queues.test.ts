import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader as overviewLoader } from '~/routes/admin';
import { action as chatsAction, loader as chatsLoader } from '~/routes/admin.chats';
import { action as contactQueueAction, loader as contactQueueLoader } from '~/routes/admin.contact-messages';
import { loader as invoicesLoader } from '~/routes/admin.invoices';
import { loader as ordersLoader } from '~/routes/admin.orders';
import { loader as invoicePageLoader } from '~/routes/account.billing.invoices.$number';
import { loader as invoicePdfLoader } from '~/routes/account.billing.invoices.$number.pdf';
import { action as contactAction } from '~/routes/contact';
import { confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { handOverConversation, markHandoverDone } from '~/services/chat/handover.server';
import { ForbiddenError } from '~/services/errors.server';
import { markContactHandled } from '~/services/site/service-requests.server';
import { startConversation } from '~/services/chat/conversations.server';
import { db } from '~/services/db/client.server';
import { adminAuditLog } from '~/services/db/schema/billing';
import { serviceRequests } from '~/services/db/schema/leads';
import { notifications } from '~/services/db/schema/requirements';
import { checkoutInput, createBuyer, gstinFor, utr } from './support/billing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';
import { newStaffMember } from './support/staff-fixtures';

// The admin console's queues (issue 17): the overview by role, contact messages and chat leads for
// support, every issued invoice for finance.

type Overview = { queues: Array<{ key: string; count: number }>; readsAudit: boolean; audit: unknown[] };
type ContactQueue = { total: number; messages: Array<{ id: number; name: string; email: string; mobile: string; companyName: string; message: string; source: string; handled: null | { by: string; note: string } }> };

const lastEntry = async (staffId: number) => (await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, staffId)).orderBy(desc(adminAuditLog.id)).limit(1))[0];

async function issuedInvoice(stateCode = '29', gstin?: string) {
  const buyer = await createBuyer(stateCode);
  const { order } = await createOrder(buyer.id, checkoutInput({ gstin: gstin ?? buyer.gstin, billingStateCode: stateCode, expectedTotalPaise: 1180000 }));
  const payment = await submitUtr(buyer.id, order.reference, utr());
  const invoice = await confirmUpiPayment(await newStaffMember('finance'), payment.id);
  return { buyer, invoice };
}

describe('the overview shows the queues of the staff role', () => {
  it('finance sees payments only; support chats and contact messages; moderators listings, verification and reports; an administrator all, with the audit', async () => {
    const keysOf = async (role: 'finance' | 'support' | 'moderator' | 'administrator') => {
      const staff = await newStaffMember(role);
      return (await callRoute(overviewLoader, await requestAs(staff.id, '/admin'))) as Overview;
    };
    const finance = await keysOf('finance');
    expect(finance.queues.map((q) => q.key)).toEqual(['payments']);
    expect(finance).toMatchObject({ readsAudit: false, audit: [] });
    expect((await keysOf('support')).queues.map((q) => q.key)).toEqual(['chats', 'contact']);
    expect((await keysOf('moderator')).queues.map((q) => q.key)).toEqual(['listings', 'verification', 'reports']);
    const administrator = await keysOf('administrator');
    expect(administrator.queues.map((q) => q.key)).toEqual(['payments', 'listings', 'verification', 'reports', 'chats', 'contact']);
    expect(administrator.readsAudit).toBe(true);
  });
});

describe('contact messages for support', () => {
  it('a visitor’s message reaches the queue and the support team’s notices; handling it keeps the note and audits before and after', async () => {
    const support = await newStaffMember('support');
    const finance = await newStaffMember('finance');
    const sent = await answerOf(
      callRoute(contactAction, new Request('http://localhost/contact', formPost({ name: 'Ritu Sharma', email: 'Ritu@Example.in', mobile: '9876501234', companyName: 'Sharma Exports', message: 'Please call me about a premium plan for our team.' })), {}, '198.51.100.21'),
    );
    expect(sent.status).toBe(200);
    const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.email, 'ritu@example.in'));
    expect(row).toMatchObject({ handledAt: null, handledNote: '' });

    const notices = await db().select().from(notifications).where(and(eq(notifications.kind, 'admin_queue'), eq(notifications.link, '/admin/contact-messages')));
    expect(notices.map((n) => n.userId)).toContain(support.id);
    expect(notices.map((n) => n.userId)).not.toContain(finance.id);

    const overview = (await callRoute(overviewLoader, await requestAs(support.id, '/admin'))) as Overview;
    expect(overview.queues.find((q) => q.key === 'contact')?.count).toBeGreaterThanOrEqual(1);
    const open = (await callRoute(contactQueueLoader, await requestAs(support.id, '/admin/contact-messages'))) as ContactQueue;
    expect(open.messages[0]).toMatchObject({ id: row!.id, name: 'Ritu Sharma', email: 'ritu@example.in', mobile: '+919876501234', companyName: 'Sharma Exports', source: 'Contact form', handled: null });

    const empty = await answerOf(callRoute(contactQueueAction, await requestAs(support.id, '/admin/contact-messages', formPost({ messageId: String(row!.id), note: ' ' }))));
    expect(empty.status).toBe(400);
    const handled = await answerOf(callRoute(contactQueueAction, await requestAs(support.id, '/admin/contact-messages', formPost({ messageId: String(row!.id), note: 'Called back, sent the plan sheet' }))));
    expect(handled.status).toBe(200);
    expect(await lastEntry(support.id)).toMatchObject({
      action: 'contact.handled',
      subject: `contact message ${row!.id}`,
      before: { handled: false, note: '' },
      after: { handled: true, note: 'Called back, sent the plan sheet' },
    });

    const again = await answerOf(callRoute(contactQueueAction, await requestAs(support.id, '/admin/contact-messages', formPost({ messageId: String(row!.id), note: 'Twice' }))));
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.data)).toContain(`Already handled by ${support.email}`);

    const stillOpen = (await callRoute(contactQueueLoader, await requestAs(support.id, '/admin/contact-messages'))) as ContactQueue;
    expect(stillOpen.messages.map((m) => m.id)).not.toContain(row!.id);
    const done = (await callRoute(contactQueueLoader, await requestAs(support.id, '/admin/contact-messages?show=handled'))) as ContactQueue;
    expect(done.messages.find((m) => m.id === row!.id)?.handled).toMatchObject({ by: support.email, note: 'Called back, sent the plan sheet' });
  });

  it('a message id that does not exist is 404; finance cannot open the queue (403, refusal audited)', async () => {
    const support = await newStaffMember('support');
    const missing = await answerOf(callRoute(contactQueueAction, await requestAs(support.id, '/admin/contact-messages', formPost({ messageId: '999999999', note: 'Called back' }))));
    expect(missing.status).toBe(404);
    const finance = await newStaffMember('finance');
    expect((await answerOf(callRoute(contactQueueLoader, await requestAs(finance.id, '/admin/contact-messages')))).status).toBe(403);
    expect(await lastEntry(finance.id)).toMatchObject({ action: 'refused', subject: 'GET /admin/contact-messages', detail: { permission: 'support' } });
    // The service keeps the rule for any other caller too.
    await expect(markContactHandled(finance, 1, 'Called back')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(markHandoverDone(finance, 1)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await lastEntry(finance.id)).toMatchObject({ action: 'refused', subject: 'support' });
  });
});

describe('chat leads for support', () => {
  it('"All chat leads" lists every chat with its pre-chat details, handed over or not; "done" is audited once', async () => {
    const support = await newStaffMember('support');
    await startConversation({ name: 'Quiet Visitor', email: 'quiet@example.in', phone: '9811100001', message: '', pagePath: '/products/spices' }, 'TradeSetu');
    const loud = await startConversation({ name: 'Loud Visitor', email: 'loud@example.in', phone: '9811100002', message: '' }, 'TradeSetu');
    await handOverConversation(loud.conversationId);
    type Chats = { total: number; chats: Array<{ id: number; name: string; email: string; phone: string; pagePath: string | null; handedOverAt: string | null }> };
    const all = (await callRoute(chatsLoader, await requestAs(support.id, '/admin/chats?show=all'))) as Chats;
    expect(all.chats.find((c) => c.name === 'Quiet Visitor')).toMatchObject({ email: 'quiet@example.in', phone: '9811100001', pagePath: '/products/spices', handedOverAt: null });
    const handedOver = (await callRoute(chatsLoader, await requestAs(support.id, '/admin/chats'))) as Chats;
    expect(handedOver.chats.map((c) => c.name)).not.toContain('Quiet Visitor');
    const loudId = handedOver.chats.find((c) => c.name === 'Loud Visitor')!.id;

    for (let i = 0; i < 2; i += 1) expect((await answerOf(callRoute(chatsAction, await requestAs(support.id, '/admin/chats', formPost({ chatId: String(loudId) }))))).status).toBe(200);
    const entries = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.adminUserId, support.id), eq(adminAuditLog.action, 'chat.done')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subject: `chat ${loudId}`, before: { done: false }, after: { done: true } });
  });
});

describe('invoices for finance', () => {
  it('finance opens any invoice issued to any buyer, as a page and a PDF, from a list searchable by number, email and GSTIN', async () => {
    const finance = await newStaffMember('finance');
    const { buyer, invoice } = await issuedInvoice('27', gstinFor('27', 'AAKCS4321Q'));
    const page = (await callRoute(invoicePageLoader, await requestAs(finance.id, `/account/billing/invoices/${invoice.number}`), { number: invoice.number })) as { invoice: { number: string; recipient: { gstin: string } } };
    expect(page.invoice).toMatchObject({ number: invoice.number, recipient: { gstin: gstinFor('27', 'AAKCS4321Q') } });
    const pdf = await answerOf(callRoute(invoicePdfLoader, await requestAs(finance.id, `/account/billing/invoices/${invoice.number}.pdf`), { number: invoice.number }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    type List = { total: number; years: string[]; invoices: Array<{ number: string; buyerEmail: string; gstin: string | null }> };
    const byNumber = (await callRoute(invoicesLoader, await requestAs(finance.id, `/admin/invoices?q=${invoice.number}`))) as List;
    expect(byNumber.invoices.map((i) => i.number)).toEqual([invoice.number]);
    const byEmail = (await callRoute(invoicesLoader, await requestAs(finance.id, `/admin/invoices?q=${encodeURIComponent(buyer.email.toUpperCase())}`))) as List;
    expect(byEmail.invoices.map((i) => i.number)).toEqual([invoice.number]);
    const byGstin = (await callRoute(invoicesLoader, await requestAs(finance.id, '/admin/invoices?q=aakcs4321'))) as List;
    expect(byGstin.invoices.map((i) => i.number)).toEqual([invoice.number]);
    const byYear = (await callRoute(invoicesLoader, await requestAs(finance.id, `/admin/invoices?year=${invoice.financialYear}`))) as List;
    expect(byYear.years).toContain(invoice.financialYear);
    expect(byYear.invoices.map((i) => i.number)).toContain(invoice.number);
    const otherYear = (await callRoute(invoicesLoader, await requestAs(finance.id, '/admin/invoices?year=1999-00'))) as List;
    expect(otherYear.total).toBe(0);
    // A wildcard is a character like any other, and nonsense filters show everything rather than fail.
    expect(((await callRoute(invoicesLoader, await requestAs(finance.id, '/admin/invoices?q=%25%25'))) as List).total).toBe(0);
    expect(((await callRoute(invoicesLoader, await requestAs(finance.id, '/admin/invoices?year=<script>&page=-4'))) as List).total).toBeGreaterThanOrEqual(1);
  });

  it('support cannot open the invoices list (403, the refusal in the audit log), nor another buyer’s invoice', async () => {
    const support = await newStaffMember('support');
    const { invoice } = await issuedInvoice();
    const refused = await answerOf(callRoute(invoicesLoader, await requestAs(support.id, '/admin/invoices')));
    expect(refused.status).toBe(403);
    expect(await lastEntry(support.id)).toMatchObject({ action: 'refused', subject: 'GET /admin/invoices', detail: { role: 'support', permission: 'finance' } });
    const page = await answerOf(callRoute(invoicePageLoader, await requestAs(support.id, `/account/billing/invoices/${invoice.number}`), { number: invoice.number }));
    expect(page.status).toBe(404);
  });
});

describe('orders for finance', () => {
  it('lists every order with its payments and invoice, by status and by reference or buyer email', async () => {
    const finance = await newStaffMember('finance');
    const { buyer, invoice } = await issuedInvoice();
    const waiting = await createBuyer();
    const { order } = await createOrder(waiting.id, checkoutInput());
    const refused = await submitUtr(waiting.id, order.reference, utr());
    await rejectUpiPayment(finance, refused.id, 'No credit with this UTR');
    type Orders = { total: number; orders: Array<{ reference: string; status: string; buyerEmail: string; payments: string; invoice: string | null }> };
    const list = async (query: string) => (await callRoute(ordersLoader, await requestAs(finance.id, `/admin/orders${query}`))) as Orders;

    const paid = await list(`?q=${encodeURIComponent(buyer.email)}`);
    expect(paid.orders).toEqual([expect.objectContaining({ status: 'Paid', invoice: invoice.number, payments: expect.stringMatching(/^\d{12} \(confirmed\)$/) })]);
    const pending = await list(`?show=pending&q=${order.reference}`);
    expect(pending.orders).toEqual([expect.objectContaining({ reference: order.reference, status: 'Waiting for payment', invoice: null, payments: `${refused.utr} (rejected)` })]);
    expect((await list(`?show=paid&q=${order.reference}`)).total).toBe(0);
    expect((await list('?show=nonsense&page=x')).total).toBeGreaterThanOrEqual(2);
    const support = await newStaffMember('support');
    expect((await answerOf(callRoute(ordersLoader, await requestAs(support.id, '/admin/orders')))).status).toBe(403);
  });
});
