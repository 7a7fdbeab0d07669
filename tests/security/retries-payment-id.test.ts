import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPage, createOrder } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { orders, payments } from '~/services/db/schema/billing';
import { checkoutInput } from '../integration/support/billing-fixtures';
import { newMember } from './support/http';
import { ownServer, type OwnServer } from './support/own-server';

// Finding 8f: a correctly signed payment event could name a payment id that had already paid for
// another order, and the second order was activated too. A payment id pays for one order.
const WEBHOOK_SECRET = `whsec-${randomBytes(8).toString('hex')}`;
let server: OwnServer;

beforeAll(async () => {
  server = await ownServer({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_KEY_ID: 'rzp_test_security', RAZORPAY_KEY_SECRET: 'security-key-secret' } });
});

afterAll(async () => {
  await server.stop();
});

async function razorpayOrder(): Promise<{ id: number; razorpayOrderId: string; totalPaise: number }> {
  const member = await newMember();
  const page = await checkoutPage(member.id, new URLSearchParams({ plan: 'premium', billingStateCode: '29' }));
  const { order } = await createOrder(member.id, checkoutInput({ expectedTotalPaise: page.lines.totalPaise }));
  const razorpayOrderId = `order_${randomBytes(7).toString('hex')}`;
  await db().update(orders).set({ razorpayOrderId, provider: 'razorpay' }).where(eq(orders.id, order.id));
  return { id: order.id, razorpayOrderId, totalPaise: order.totalPaise };
}

function captured(paymentId: string, order: { razorpayOrderId: string; totalPaise: number }) {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: order.razorpayOrderId, amount: order.totalPaise, currency: 'INR', status: 'captured' } } } });
  return fetch(`${server.baseUrl}/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${randomBytes(8).toString('hex')}`,
    },
    body,
  });
}

const statusOf = async (orderId: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('a Razorpay payment id is bound to one order (finding 8f)', () => {
  it('a signed event reusing a paid payment id for another order activates nothing, answers 2xx without a 500, and is logged', async () => {
    const first = await razorpayOrder();
    const second = await razorpayOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const paid = await captured(paymentId, first);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ status: 'processed' });
    expect(await statusOf(first.id)).toBe('paid');

    const reused = await captured(paymentId, second);
    // 2xx: the event is authentic but can never be applied, so Razorpay must not retry it forever.
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ status: 'refused' });
    expect(await statusOf(second.id)).toBe('pending');
    const rows = await db().select({ orderId: payments.orderId }).from(payments).where(eq(payments.razorpayPaymentId, paymentId));
    expect(rows).toEqual([{ orderId: first.id }]);
    await expect.poll(() => server.log()).toMatch(/Razorpay payment id already paid for another order: refused/);
  });

  it('the same payment for the same order again changes nothing and is not refused', async () => {
    const order = await razorpayOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    expect((await captured(paymentId, order)).status).toBe(200);
    const again = await captured(paymentId, order);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'processed' });
    expect(await db().select().from(payments).where(eq(payments.razorpayPaymentId, paymentId))).toHaveLength(1);
  });
});
