import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { orders, payments } from '~/services/db/schema/billing';
import { confirmUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';
import { action as adminPaymentsAction } from '~/routes/admin.payments';
import { loader as invoicePage } from '~/routes/account.billing.invoices.$number';
import { loader as invoicePdfFile } from '~/routes/account.billing.invoices.$number.pdf';
import { action as checkoutAction } from '~/routes/subscription.checkout';
import { action as orderAction, loader as orderPage } from '~/routes/subscription.orders.$ref';
import { checkoutInput, createBuyer, makeAdmin, utr } from './support/billing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

interface FormAnswer {
  ok: boolean;
  result: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> };
}

async function issuedInvoice() {
  const admin = await makeAdmin();
  const buyer = await createBuyer();
  const { order } = await createOrder(buyer.id, checkoutInput());
  const invoice = await confirmUpiPayment(admin, (await submitUtr(buyer.id, order.reference, utr())).id);
  return { admin, buyer, invoice };
}

const checkoutFields = (overrides: Record<string, string> = {}) => {
  const input = checkoutInput();
  return {
    plan: input.plan,
    idempotencyKey: input.idempotencyKey,
    expectedTotalPaise: String(input.expectedTotalPaise),
    billingName: input.billingName,
    billingAddress: input.billingAddress,
    billingStateCode: input.billingStateCode,
    provider: 'upi',
    ...overrides,
  };
};

describe('who may open an issued invoice', () => {
  it('its buyer and the marketplace team open the page and the PDF; anyone else gets "not found"', async () => {
    const { admin, buyer, invoice } = await issuedInvoice();
    const stranger = await createBuyer();
    const path = `/account/billing/invoices/${invoice.number}`;
    const params = { number: invoice.number };

    for (const viewer of [buyer, admin]) {
      const page = await answerOf(callRoute(invoicePage, await requestAs(viewer.id, path), params));
      expect(page.status, `page for ${viewer.role}`).toBe(200);
      expect(page.data).toMatchObject({ invoice: { number: invoice.number, total: '₹11,800.00' } });
      const pdf = await answerOf(callRoute(invoicePdfFile, await requestAs(viewer.id, `${path}.pdf`), params));
      expect(pdf.status, `PDF for ${viewer.role}`).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }

    const refused = await answerOf(callRoute(invoicePage, await requestAs(stranger.id, path), params));
    const refusedPdf = await answerOf(callRoute(invoicePdfFile, await requestAs(stranger.id, `${path}.pdf`), params));
    const neverIssued = await answerOf(callRoute(invoicePage, await requestAs(stranger.id, '/account/billing/invoices/TS-2099-00-99999'), { number: 'TS-2099-00-99999' }));
    // The same answer as for a number that was never issued: existence is not revealed.
    expect([refused.status, refusedPdf.status, neverIssued.status]).toEqual([404, 404, 404]);
    expect(String(refused.data)).toBe(`There is no invoice ${invoice.number} in your account. Open your invoices from Billing.`);
  });

  it('hostile invoice numbers and order references are "not found", even for the team', async () => {
    const admin = await makeAdmin();
    for (const hostile of ['', ' ', 'TS-2026-27-00001\u0000', 'TSO0123456789AB\u0000', '😀'.repeat(30), 'x'.repeat(5000), "' OR 1=1 --"]) {
      const pdf = await answerOf(callRoute(invoicePdfFile, await requestAs(admin.id, '/account/billing/invoices/x.pdf'), { number: hostile }));
      expect(pdf.status, JSON.stringify(hostile.slice(0, 20))).toBe(404);
      const order = await answerOf(callRoute(orderPage, await requestAs(admin.id, '/subscription/orders/x'), { ref: hostile }));
      expect(order.status, JSON.stringify(hostile.slice(0, 20))).toBe(404);
    }
  });

  it('a visitor who is not signed in is sent to log in', async () => {
    const { invoice } = await issuedInvoice();
    const answer = await answerOf(callRoute(invoicePage, await requestAs(undefined, `/account/billing/invoices/${invoice.number}`), { number: invoice.number }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
  });
});

describe('checkout action', () => {
  it('an empty form comes back with a message beside each field', async () => {
    const buyer = await createBuyer();
    const answer = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost({}))));
    expect(answer.status).toBe(400);
    const { result } = answer.data as FormAnswer;
    expect(result.error).toMatchObject({ billingName: ['Enter the name to print on the invoice.'], billingAddress: ['Enter the billing address.'], billingStateCode: ['Choose the billing state.'] });
    expect(await db().select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
  });

  it("a GSTIN from another state is refused beside the billing state, and what was typed comes back", async () => {
    const buyer = await createBuyer('27');
    const fields = checkoutFields({ gstin: buyer.gstin, billingStateCode: '29', billingName: 'मराठी ट्रेडर्स\u0000 Pvt Ltd' });
    const answer = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(fields))));
    expect(answer.status).toBe(400);
    const { result } = answer.data as FormAnswer;
    expect(result.error?.billingStateCode?.[0]).toMatch(/^This GSTIN is registered in Maharashtra\. Choose Maharashtra as the billing state/);
    // Unicode kept, NUL dropped.
    expect(result.initialValue).toMatchObject({ gstin: buyer.gstin, billingStateCode: '29', billingName: 'मराठी ट्रेडर्स Pvt Ltd' });
  });

  it('a huge body is refused with 413, a tampered price with a form message; nothing is saved', async () => {
    const buyer = await createBuyer();
    const huge = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(checkoutFields({ billingAddress: 'x'.repeat(2 * 1024 * 1024) })))));
    expect(huge.status).toBe(413);
    const tampered = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(checkoutFields({ expectedTotalPaise: '100' })))));
    expect(tampered.status).toBe(409);
    expect((tampered.data as FormAnswer).result.error?.['']?.[0]).toMatch(/^The price of Premium Pack is ₹11,800/);
    expect(await db().select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
  });

  it('the same form sent twice leads to the same order', async () => {
    const buyer = await createBuyer();
    const fields = checkoutFields();
    const first = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(fields))));
    const second = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(fields))));
    expect(first.status).toBe(302);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await db().select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });

  it('answers 429 with Retry-After once a buyer is over the checkout limit', async () => {
    const buyer = await createBuyer();
    for (let i = 0; i < 30; i += 1) await consumeRateLimit(`checkout:user:${buyer.id}`, 30, 3600);
    const answer = await answerOf(callRoute(checkoutAction, await requestAs(buyer.id, '/subscription/checkout', formPost(checkoutFields()))));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((answer.data as FormAnswer).result.error?.['']?.[0]).toMatch(/^Too many checkout attempts\. Try again in \d+ (minutes?|seconds?)\.$/);
  });
});

describe('UTR action', () => {
  it('answers 429 with Retry-After once a buyer is over the attempt limit', async () => {
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    for (let i = 0; i < 20; i += 1) await consumeRateLimit(`utr:user:${buyer.id}`, 20, 3600);
    const answer = await answerOf(callRoute(orderAction, await requestAs(buyer.id, `/subscription/orders/${order.reference}`, formPost({ intent: 'utr', utr: utr() })), { ref: order.reference }));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it("a UTR for another user's order is 'not found' and records nothing", async () => {
    const owner = await createBuyer();
    const stranger = await createBuyer();
    const { order } = await createOrder(owner.id, checkoutInput());
    const answer = await answerOf(callRoute(orderAction, await requestAs(stranger.id, `/subscription/orders/${order.reference}`, formPost({ intent: 'utr', utr: utr() })), { ref: order.reference }));
    expect(answer.status).toBe(404);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it('a UTR used for another order shows beside the UTR field, keeping what was typed', async () => {
    const first = await createBuyer();
    const second = await createBuyer();
    const code = utr();
    const { order: taken } = await createOrder(first.id, checkoutInput());
    await submitUtr(first.id, taken.reference, code);
    const { order } = await createOrder(second.id, checkoutInput());
    const typed = `${code.slice(0, 4)} ${code.slice(4)}`;
    const answer = await answerOf(callRoute(orderAction, await requestAs(second.id, `/subscription/orders/${order.reference}`, formPost({ intent: 'utr', utr: typed })), { ref: order.reference }));
    expect(answer.status).toBe(409);
    const { result } = answer.data as FormAnswer;
    expect(result.error?.utr).toEqual(['This UTR has already been used for another payment. Check the 12 digits in your UPI app.']);
    expect(result.initialValue?.utr).toBe(typed);
  });

  it('malformed UTRs get the format message beside the field', async () => {
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    for (const bad of ['', '12345', '١٢٣٤٥٦٧٨٩٠١٢', '9'.repeat(5000), '12345678901\u0000']) {
      const answer = await answerOf(callRoute(orderAction, await requestAs(buyer.id, `/subscription/orders/${order.reference}`, formPost({ intent: 'utr', utr: bad })), { ref: order.reference }));
      expect(answer.status, JSON.stringify(bad.slice(0, 20))).toBe(400);
      expect((answer.data as FormAnswer).result.error?.utr?.[0]).toMatch(/UTR/);
    }
  });
});

describe('admin payment decisions', () => {
  it('a rejection needs a reason beside its field; a member cannot decide at all', async () => {
    const admin = await makeAdmin();
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    const payment = await submitUtr(buyer.id, order.reference, utr());

    const noReason = await answerOf(callRoute(adminPaymentsAction, await requestAs(admin.id, '/admin/payments', formPost({ intent: 'reject', paymentId: String(payment.id), reason: ' ' }))));
    expect(noReason.status).toBe(400);
    expect((noReason.data as FormAnswer).result.error?.reason).toEqual(['Say why the payment is rejected, e.g. "No credit with this UTR".']);

    const member = await answerOf(callRoute(adminPaymentsAction, await requestAs(buyer.id, '/admin/payments', formPost({ intent: 'confirm', paymentId: String(payment.id) }))));
    expect(member.status).toBe(403);

    const unknown = await answerOf(callRoute(adminPaymentsAction, await requestAs(admin.id, '/admin/payments', formPost({ intent: 'confirm', paymentId: '999999999' }))));
    expect(unknown.status).toBe(404);

    const confirmed = await answerOf(callRoute(adminPaymentsAction, await requestAs(admin.id, '/admin/payments', formPost({ intent: 'confirm', paymentId: String(payment.id) }))));
    expect(confirmed.status).toBe(200);
    expect((confirmed.data as { message: string }).message).toMatch(/^Confirmed\. The plan is active and invoice TS-\d{4}-\d{2}-\d{5} was issued\.$/);
    const again = await answerOf(callRoute(adminPaymentsAction, await requestAs(admin.id, '/admin/payments', formPost({ intent: 'reject', paymentId: String(payment.id), reason: 'Too late' }))));
    expect(again.status).toBe(409);
  });
});
