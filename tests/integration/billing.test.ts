import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSchema, invoiceNumberPattern, utrSchema } from '~/domain/billing';
import { financialYearOf } from '~/domain/gst';
import { db } from '~/services/db/client.server';
import { adminAuditLog, invoices, memberships, orders, payments } from '~/services/db/schema/billing';
import { activeMembership, confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { getInvoiceFor } from '~/services/billing/invoices.server';
import { invoicePdf } from '~/services/billing/pdf.server';
import { createOrder, getOrderForUser, submitUtr } from '~/services/billing/orders.server';
import { ConflictError, NotFoundError, ValidationError, type AppError } from '~/services/errors.server';
import { checkoutInput, createBuyer, gstinFor, makeAdmin, utr } from './support/billing-fixtures';
import { flat, pdfText } from './support/pdf-text';

const prices = { basic: 590000, premium: 1180000, elite: 1770000 } as const;

async function ordersOf(userId: number) {
  return db().select().from(orders).where(eq(orders.userId, userId));
}

/** The service refused with this kind of application error, a message that says what to do, and (when given) beside this field. */
async function expectAppError(promise: Promise<unknown>, kind: abstract new (...args: never[]) => AppError, field?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as AppError).publicMessage.length).toBeGreaterThan(20);
  if (field) expect((error as AppError).fieldErrors[field]?.[0]).toBe((error as AppError).message);
}

describe('order amounts come from the server, split by place of supply', () => {
  for (const plan of ['basic', 'premium', 'elite'] as const) {
    it(`${plan}: CGST + SGST for a Karnataka GSTIN (the platform's state)`, async () => {
      const buyer = await createBuyer('29');
      const { order } = await createOrder(buyer.id, checkoutInput({ plan, expectedTotalPaise: prices[plan], gstin: buyer.gstin, billingStateCode: '29' }));
      const taxable = prices[plan] / 1.18;
      expect(order).toMatchObject({ totalPaise: prices[plan], taxablePaise: taxable, cgstPaise: taxable * 0.09, sgstPaise: taxable * 0.09, igstPaise: 0, utgstPaise: 0, placeOfSupplyStateCode: '29' });
    });

    it(`${plan}: IGST for a Maharashtra GSTIN`, async () => {
      const buyer = await createBuyer('27');
      const { order } = await createOrder(buyer.id, checkoutInput({ plan, expectedTotalPaise: prices[plan], gstin: buyer.gstin, billingStateCode: '27' }));
      const taxable = prices[plan] / 1.18;
      expect(order).toMatchObject({ totalPaise: prices[plan], taxablePaise: taxable, igstPaise: taxable * 0.18, cgstPaise: 0, sgstPaise: 0, placeOfSupplyStateCode: '27' });
    });
  }

  it('premium ₹11,800 is ₹10,000 + ₹1,800 GST', async () => {
    const buyer = await createBuyer('29');
    const { order } = await createOrder(buyer.id, checkoutInput());
    expect(order.taxablePaise).toBe(1000000);
    expect(order.cgstPaise + order.sgstPaise).toBe(180000);
  });

  it('an unregistered buyer in a UT (Chandigarh) pays IGST to a Karnataka supplier', async () => {
    const buyer = await createBuyer('04');
    const { order } = await createOrder(buyer.id, checkoutInput({ plan: 'elite', expectedTotalPaise: 1770000, gstin: undefined, billingStateCode: '04' }));
    expect(order).toMatchObject({ gstin: null, placeOfSupplyStateCode: '04', taxablePaise: 1500000, igstPaise: 270000 });
  });
});

describe('bad input is refused with a clear error and creates nothing', () => {
  it('a tampered plan id', async () => {
    expect(checkoutSchema.safeParse({ ...checkoutInput(), plan: 'platinum' }).success).toBe(false);
    const buyer = await createBuyer();
    await expectAppError(createOrder(buyer.id, { ...checkoutInput(), plan: 'platinum' as 'basic' }), NotFoundError);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('a tampered amount', async () => {
    const buyer = await createBuyer();
    await expectAppError(createOrder(buyer.id, checkoutInput({ expectedTotalPaise: 100 })), ConflictError);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('a malformed GSTIN', () => {
    const result = checkoutSchema.safeParse({ ...checkoutInput(), gstin: '29AAGCB7383J1Z5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['gstin']);
  });

  it('a GSTIN from another state than the billing state', async () => {
    const buyer = await createBuyer('27');
    await expectAppError(createOrder(buyer.id, checkoutInput({ gstin: buyer.gstin, billingStateCode: '29' })), ValidationError, 'billingStateCode');
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('a malformed UTR', () => {
    for (const bad of ['12345', '12345678901a', '1234567890123', '']) expect(utrSchema.safeParse(bad).success, bad).toBe(false);
    expect(utrSchema.parse('4123 4567 8901')).toBe('412345678901');
  });

  it("another user's order reference", async () => {
    const owner = await createBuyer();
    const stranger = await createBuyer();
    const { order } = await createOrder(owner.id, checkoutInput());
    await expectAppError(getOrderForUser(stranger.id, order.reference), NotFoundError);
    await expectAppError(submitUtr(stranger.id, order.reference, utr()), NotFoundError);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });
});

describe('double submits never create a second order, payment or membership', () => {
  it('the same checkout posted twice at once gives one order', async () => {
    const buyer = await createBuyer();
    const input = checkoutInput();
    const [a, b] = await Promise.all([createOrder(buyer.id, input), createOrder(buyer.id, input)]);
    expect(a.order.id).toBe(b.order.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('a second tab (new key, same plan) reuses the open order', async () => {
    const buyer = await createBuyer();
    const first = await createOrder(buyer.id, checkoutInput());
    const second = await createOrder(buyer.id, checkoutInput({ billingName: 'Renamed Traders' }));
    expect(second.order.id).toBe(first.order.id);
    expect(second.order.billingName).toBe('Renamed Traders');
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('the same UTR twice is one payment; a UTR used by another order is refused', async () => {
    const buyer = await createBuyer();
    const other = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    const { order: otherOrder } = await createOrder(other.id, checkoutInput());
    const code = utr();
    await Promise.all([submitUtr(buyer.id, order.reference, code), submitUtr(buyer.id, order.reference, code)]);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    await expectAppError(submitUtr(other.id, otherOrder.reference, code), ConflictError, 'utr');
  });

  it('confirming twice gives one membership and one invoice, and both are audited once', async () => {
    const admin = await makeAdmin();
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    const payment = await submitUtr(buyer.id, order.reference, utr());
    const [a, b] = await Promise.all([confirmUpiPayment(admin, payment.id), confirmUpiPayment(admin, payment.id)]);
    expect(a.number).toBe(b.number);
    expect(await db().select().from(memberships).where(eq(memberships.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const [audited] = await db().select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.subject, `payment:${payment.id}`));
    expect(audited?.n).toBe(1);
  });
});

describe('activation', () => {
  it('gives a one-year membership and a Rule 46 invoice with the order figures', async () => {
    const admin = await makeAdmin();
    const buyer = await createBuyer('27');
    const { order } = await createOrder(buyer.id, checkoutInput({ gstin: buyer.gstin, billingStateCode: '27' }));
    const payment = await submitUtr(buyer.id, order.reference, utr());
    const now = new Date('2026-11-21T06:00:00Z');
    const invoice = await confirmUpiPayment(admin, payment.id, now);
    expect(invoice.number).toMatch(invoiceNumberPattern);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({
      financialYear: '2026-27',
      supplierGstin: '29AAGCB7383J1Z4',
      recipientGstin: buyer.gstin,
      placeOfSupplyStateCode: '27',
      sacCode: '998399',
      taxablePaise: 1000000,
      igstPaise: 180000,
      totalPaise: 1180000,
    });
    const membership = await activeMembership(db(), buyer.id, new Date('2027-01-01T00:00:00Z'));
    expect(membership?.planId).toBe('premium');
    expect(membership?.endsAt.toISOString()).toBe('2027-11-21T06:00:00.000Z');
    expect((await getInvoiceFor(buyer, invoice.number)).id).toBe(invoice.id);
    expect((await getInvoiceFor(admin, invoice.number)).id).toBe(invoice.id);
    await expectAppError(getInvoiceFor(await createBuyer(), invoice.number), NotFoundError);
    const pdf = await pdfText(await invoicePdf(invoice));
    expect(pdf).toContain(invoice.number);
    expect(pdf).toContain('IGST @ 18% ₹1,800.00');
    expect(flat(pdf)).toContain('Rupees Eleven Thousand Eight Hundred Only');
  });

  it('a renewal of the same plan extends from the end date', async () => {
    const admin = await makeAdmin();
    const buyer = await createBuyer();
    const first = await createOrder(buyer.id, checkoutInput());
    await confirmUpiPayment(admin, (await submitUtr(buyer.id, first.order.reference, utr())).id, new Date('2026-05-01T00:00:00Z'));
    const second = await createOrder(buyer.id, checkoutInput());
    expect(second.order.id).not.toBe(first.order.id);
    await confirmUpiPayment(admin, (await submitUtr(buyer.id, second.order.reference, utr())).id, new Date('2026-09-01T00:00:00Z'));
    const rows = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.startsAt);
    expect(rows.map((m) => [m.startsAt.toISOString(), m.endsAt.toISOString()])).toEqual([
      ['2026-05-01T00:00:00.000Z', '2027-05-01T00:00:00.000Z'],
      ['2027-05-01T00:00:00.000Z', '2028-05-01T00:00:00.000Z'],
    ]);
  });

  it('a rejected UTR is audited and lets the buyer submit another', async () => {
    const admin = await makeAdmin();
    const buyer = await createBuyer();
    const { order } = await createOrder(buyer.id, checkoutInput());
    const payment = await submitUtr(buyer.id, order.reference, utr());
    await rejectUpiPayment(admin, payment.id, 'No credit with this UTR');
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('pending');
    await expectAppError(confirmUpiPayment(admin, payment.id), ConflictError);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `payment:${payment.id}`));
    expect(entry).toMatchObject({ action: 'payment.reject', adminEmail: admin.email, detail: { reason: 'No credit with this UTR' } });
    await submitUtr(buyer.id, order.reference, utr());
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('submitted');
  });

  it('numbers invoices consecutively with no gaps or repeats under 20 concurrent activations', async () => {
    const admin = await makeAdmin();
    const now = new Date('2027-02-10T09:00:00Z');
    const paymentIds: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const buyer = await createBuyer(i % 2 === 0 ? '29' : '07');
      const { order } = await createOrder(buyer.id, checkoutInput({ plan: 'basic', expectedTotalPaise: 590000 }));
      paymentIds.push((await submitUtr(buyer.id, order.reference, utr())).id);
    }
    const issued = await Promise.all(paymentIds.map((id) => confirmUpiPayment(admin, id, now)));
    const fy = financialYearOf(now);
    const all = await db().select({ number: invoices.number, sequence: invoices.sequence }).from(invoices).where(eq(invoices.financialYear, fy));
    const sequences = all.map((row) => row.sequence).sort((a, b) => a - b);
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(issued.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(sequences.slice(-20));
    expect(all.every((row) => row.number === `TS-${fy}-${String(row.sequence).padStart(5, '0')}`)).toBe(true);
  });
});

describe('gstinFor fixture helper', () => {
  it('builds GSTINs the validators accept', () => {
    expect(checkoutSchema.shape.gstin.safeParse(gstinFor('27', 'AAECT1234K')).success).toBe(true);
  });
});
