import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { invoices, memberships, payments, webhookEvents } from '~/services/db/schema/billing';
import { notifications } from '~/services/db/schema/requirements';
import { ConflictError, ValidationError } from '~/services/errors.server';
import { createOrder, getOrderForUser } from '~/services/billing/orders.server';
import { ensureRazorpayOrder, handleRazorpayWebhook, verifyCheckoutPayment } from '~/services/billing/razorpay.server';
import { checkoutInput, createBuyer } from './support/billing-fixtures';
import { startFakeRazorpay, type FakeRazorpay } from './support/fake-razorpay';

// Configuration is read on first use, so the keys are in place before any service runs.
const KEY_ID = 'rzp_test_fake0000000001';
const KEY_SECRET = 'fake-key-secret-for-tests';
const WEBHOOK_SECRET = 'fake-webhook-secret-for-tests';
let fake: FakeRazorpay;

beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  process.env.RAZORPAY_KEY_ID = KEY_ID;
  process.env.RAZORPAY_KEY_SECRET = KEY_SECRET;
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.RAZORPAY_API_BASE = fake.url;
});
afterAll(() => fake.close());

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

function capturedEvent(razorpayOrderId: string, paymentId: string, amount: number) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: razorpayOrderId, method: 'netbanking' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

async function razorpayOrder() {
  const buyer = await createBuyer();
  const { order } = await createOrder(buyer.id, checkoutInput({ provider: 'razorpay' }));
  const withProvider = await ensureRazorpayOrder(order);
  return { buyer, order: withProvider, razorpayOrderId: withProvider.razorpayOrderId ?? '' };
}

describe('Razorpay orders', () => {
  it('creates the provider order once, for the server amount, with basic auth', async () => {
    const { order, razorpayOrderId } = await razorpayOrder();
    expect(razorpayOrderId).toMatch(/^order_/);
    expect(fake.orders.get(razorpayOrderId)).toMatchObject({ amount: 1180000, currency: 'INR', receipt: order.reference });
    const before = fake.requests;
    expect((await ensureRazorpayOrder(order)).razorpayOrderId).toBe(razorpayOrderId);
    expect(fake.requests).toBe(before);
  });
});

describe('Checkout signature', () => {
  it('activates on a valid signature and refuses a forged one', async () => {
    const { buyer, order, razorpayOrderId } = await razorpayOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const forged = verifyCheckoutPayment(buyer.id, order.reference, { orderId: razorpayOrderId, paymentId, signature: sign('wrong-secret', `${razorpayOrderId}|${paymentId}`) });
    await expect(forged).rejects.toBeInstanceOf(ValidationError);
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('pending');

    const signature = sign(KEY_SECRET, `${razorpayOrderId}|${paymentId}`);
    const invoice = await verifyCheckoutPayment(buyer.id, order.reference, { orderId: razorpayOrderId, paymentId, signature });
    expect(invoice.totalPaise).toBe(1180000);
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('paid');
    const again = await verifyCheckoutPayment(buyer.id, order.reference, { orderId: razorpayOrderId, paymentId, signature });
    expect(again.number).toBe(invoice.number);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });
});

describe('webhook', () => {
  it('tells the buyer once, with the bank’s reason, when Razorpay reports a failed payment; the order stays open to pay again', async () => {
    const { buyer, order, razorpayOrderId } = await razorpayOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, entity: 'payment', amount: 1180000, currency: 'INR', status: 'failed', order_id: razorpayOrderId, method: 'card', error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment was declined by the bank' } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const eventId = `evt_${randomBytes(7).toString('hex')}`;
    expect(await handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), eventId)).toBe('processed');
    expect(await handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), eventId)).toBe('duplicate');
    await handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), `evt_${randomBytes(7).toString('hex')}`);
    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((n) => n.kind === 'payment_failed')).toEqual([
      expect.objectContaining({ title: `Your payment for order ${order.reference} did not go through`, body: expect.stringContaining('Payment was declined by the bank.'), link: `/subscription/orders/${order.reference}` }),
    ]);
    expect((await getOrderForUser(buyer.id, order.reference)).status).not.toBe('paid');
  });

  it('processes a signed payment.captured once and ignores replays of the same event id', async () => {
    const { buyer, order, razorpayOrderId } = await razorpayOrder();
    const body = capturedEvent(razorpayOrderId, `pay_${randomBytes(7).toString('hex')}`, 1180000);
    const eventId = `evt_${randomBytes(7).toString('hex')}`;
    const signature = sign(WEBHOOK_SECRET, body);
    const outcomes = await Promise.all([handleRazorpayWebhook(body, signature, eventId), handleRazorpayWebhook(body, signature, eventId)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'processed']);
    expect(await handleRazorpayWebhook(body, signature, eventId)).toBe('duplicate');
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('paid');
    expect(await db().select().from(memberships).where(eq(memberships.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it('a second event for the same payment (new event id) creates nothing new', async () => {
    const { order, razorpayOrderId } = await razorpayOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const body = capturedEvent(razorpayOrderId, paymentId, 1180000);
    await handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), `evt_${randomBytes(7).toString('hex')}`);
    await handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), `evt_${randomBytes(7).toString('hex')}`);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it('rejects bad signatures and a tampered body, recording nothing', async () => {
    const { buyer, order, razorpayOrderId } = await razorpayOrder();
    const body = capturedEvent(razorpayOrderId, `pay_${randomBytes(7).toString('hex')}`, 1180000);
    const eventId = `evt_${randomBytes(7).toString('hex')}`;
    const tampered = body.replace('1180000', '100');
    for (const [payload, signature] of [
      [body, sign('not-the-secret', body)],
      [body, ''],
      [body, 'zz-not-hex'],
      [tampered, sign(WEBHOOK_SECRET, body)],
    ] as const) {
      await expect(handleRazorpayWebhook(payload, signature, eventId)).rejects.toMatchObject({ name: 'ValidationError', status: 400 });
    }
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(0);
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('pending');
  });

  it('refuses a signed event whose amount differs from the order, so Razorpay retries later', async () => {
    const { buyer, order, razorpayOrderId } = await razorpayOrder();
    const body = capturedEvent(razorpayOrderId, `pay_${randomBytes(7).toString('hex')}`, 100);
    const eventId = `evt_${randomBytes(7).toString('hex')}`;
    await expect(handleRazorpayWebhook(body, sign(WEBHOOK_SECRET, body), eventId)).rejects.toBeInstanceOf(ConflictError);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(0);
    expect((await getOrderForUser(buyer.id, order.reference)).status).toBe('pending');
  });
});
