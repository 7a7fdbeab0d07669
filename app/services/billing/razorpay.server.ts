import { and, eq } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '~/config.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db, transaction } from '~/services/db/client.server';
import { logger } from '~/services/logging/logger.server';
import { orders, payments, webhookEvents } from '~/services/db/schema/billing';
import { activateOrder } from './activation.server';
import { notifyUser } from '~/services/notifications/notify.server';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '~/services/errors.server';
import { enforcePaymentAttemptLimit, getOrderForUser, lockOrder, type Order } from './orders.server';

/** Constant-time comparison of two hex signatures. */
function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Razorpay Checkout's signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
function isValidPaymentSignature(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return signaturesMatch(hmacSha256Hex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
function isValidWebhookSignature(rawBody: string, signature: string, webhookSecret: string): boolean {
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}

function keys() {
  const c = config();
  if (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET) {
    throw new UnavailableError('Razorpay payments are not available right now. Pay by UPI instead.');
  }
  return { keyId: c.RAZORPAY_KEY_ID, keySecret: c.RAZORPAY_KEY_SECRET, base: c.RAZORPAY_API_BASE.replace(/\/$/, '') };
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

/** POST /v1/orders: creates the provider-side order Razorpay Checkout pays against. */
async function createRazorpayOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<RazorpayOrder> {
  const { keyId, keySecret, base } = keys();
  let response: Response;
  try {
    response = await fetch(`${base}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logger.warn({ err: error }, 'Razorpay could not be reached to create an order');
    throw new UnavailableError(`Razorpay could not be reached (${(error as Error).message}). Try again, or pay by UPI.`);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<RazorpayOrder> & { error?: { description?: string } };
  if (!response.ok || typeof body.id !== 'string') {
    throw new UnavailableError(`Razorpay refused the order: ${body.error?.description ?? `HTTP ${response.status}`}. Try again, or pay by UPI.`);
  }
  if (body.amount !== amountPaise || body.currency !== 'INR') {
    throw new UnavailableError('Razorpay returned an order for a different amount. Pay by UPI instead.');
  }
  return body as RazorpayOrder;
}

/** The Razorpay order for this order, created once: reloading the payment page reuses it. */
export async function ensureRazorpayOrder(order: Order): Promise<Order> {
  if (order.razorpayOrderId) return order;
  const created = await createRazorpayOrder(order.totalPaise, order.reference, { order: order.reference, plan: order.planId });
  const [updated] = await db()
    .update(orders)
    .set({ razorpayOrderId: created.id, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  return updated ?? order;
}

/** The options Razorpay Checkout is opened with; the key id is public by design, the secret never leaves the server. */
export function razorpayCheckoutOptions(order: Order, planName: string, user: Pick<SessionUser, 'email' | 'name'>) {
  const c = config();
  return {
    key: c.RAZORPAY_KEY_ID ?? '',
    order_id: order.razorpayOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    name: c.SITE_NAME,
    description: `${planName}, one year`,
    prefill: { name: user.name, email: user.email },
  };
}

/** A payment id that already paid for another order (409): never activates a second order. */
class PaymentIdReusedError extends ConflictError {}

/** Records a captured Razorpay payment and activates its order; the same payment id twice changes nothing. */
async function recordRazorpayPayment(razorpayOrderId: string, paymentId: string, amountPaise: number | undefined) {
  return transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId)).limit(1);
    if (!row) throw new NotFoundError(`No order matches Razorpay order ${razorpayOrderId}.`);
    const order = await lockOrder(tx, row.id);
    if (amountPaise !== undefined && amountPaise !== order.totalPaise) {
      throw new ConflictError(`Razorpay reported ${amountPaise} paise for an order of ${order.totalPaise} paise.`);
    }
    // A payment id pays for one order (payments.razorpay_payment_id is unique): a correctly signed
    // event or callback that names it for another order activates nothing.
    await tx
      .insert(payments)
      .values({ orderId: order.id, provider: 'razorpay', razorpayPaymentId: paymentId, amountPaise: order.totalPaise, status: 'confirmed', decidedAt: new Date() })
      .onConflictDoNothing({ target: payments.razorpayPaymentId });
    const [bound] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.razorpayPaymentId, paymentId)).limit(1);
    if (bound?.orderId !== order.id) {
      logger.warn({ razorpayOrderId, paymentId, orderId: order.id, paidOrderId: bound?.orderId }, 'Razorpay payment id already paid for another order: refused');
      throw new PaymentIdReusedError(`Razorpay payment ${paymentId} already paid for another order; it cannot pay for this one.`);
    }
    return activateOrder(tx, order.id);
  });
}

/**
 * Razorpay says an attempt to pay an order failed (a declined card, a UPI request that timed out):
 * the buyer hears of it with the bank's reason, once per payment, unless the order was paid
 * meanwhile by another attempt. Nothing about the order changes; the buyer can pay again.
 */
async function recordFailedPayment(eventId: string, razorpayOrderId: string, paymentId: string, reason: string | null | undefined): Promise<void> {
  await transaction(async (tx) => {
    const rows = await tx.insert(webhookEvents).values({ eventId, provider: 'razorpay', eventType: 'payment.failed' }).onConflictDoNothing().returning();
    if (rows.length === 0) return;
    const [order] = await tx.select({ userId: orders.userId, reference: orders.reference, status: orders.status }).from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId)).limit(1);
    if (!order || order.status === 'paid') return;
    const why = reason?.trim().slice(0, 300);
    await notifyUser(tx, order.userId, {
      kind: 'payment_failed',
      title: `Your payment for order ${order.reference} did not go through`,
      body: `${why ? `${why.endsWith('.') ? why : `${why}.`} ` : ''}No membership was started. If money left your account, your bank returns it; you can pay again from the order page.`,
      link: `/subscription/orders/${order.reference}`,
      dedupeKey: `payment-failed:razorpay-${paymentId}`,
    });
  });
}

/** The browser's Checkout callback: trusted only when its signature verifies. */
export async function verifyCheckoutPayment(userId: number, reference: string, result: { orderId: string; paymentId: string; signature: string }) {
  await enforcePaymentAttemptLimit(userId);
  const order = await getOrderForUser(userId, reference);
  const { keySecret } = keys();
  if (!order.razorpayOrderId || order.razorpayOrderId !== result.orderId || !isValidPaymentSignature(result.orderId, result.paymentId, result.signature, keySecret)) {
    throw new ValidationError('We could not verify this payment with Razorpay. If money left your account, contact us with the order reference.');
  }
  return recordRazorpayPayment(result.orderId, result.paymentId, undefined);
}

interface WebhookPayload {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string; error_description?: string | null } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'refused';

/**
 * Handles one webhook delivery: verifies the signature over the raw body, ignores an event id it
 * has already handled, activates the order for payment.captured and order.paid, and tells the buyer
 * of a payment.failed. The event id
 * is stored in the same transaction as the activation, so a failed delivery can be retried.
 */
export async function handleRazorpayWebhook(rawBody: string, signature: string, eventId: string): Promise<WebhookOutcome> {
  const secret = config().RAZORPAY_WEBHOOK_SECRET;
  // A site without Razorpay has no webhook endpoint: a 404, not a server error (Razorpay retries either).
  if (!secret) throw new NotFoundError('Razorpay webhooks are not set up on this site.');
  if (!signature || !isValidWebhookSignature(rawBody, signature, secret)) {
    throw new ValidationError('The webhook signature does not match.');
  }
  let body: WebhookPayload;
  try {
    body = JSON.parse(rawBody) as WebhookPayload;
  } catch {
    throw new ValidationError('The webhook body is not JSON.');
  }
  const event = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const id = eventId || `${event}:${payment?.id ?? ''}`;
  const [seen] = await db().select({ eventId: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, id)).limit(1);
  if (seen) return 'duplicate';
  if (event === 'payment.failed' && payment?.id && payment.order_id) {
    await recordFailedPayment(id, payment.order_id, payment.id, payment.error_description);
    return 'processed';
  }
  if ((event !== 'payment.captured' && event !== 'order.paid') || !payment?.id || !payment.order_id) {
    await db().insert(webhookEvents).values({ eventId: id, provider: 'razorpay', eventType: event }).onConflictDoNothing();
    return 'ignored';
  }
  const paymentId = payment.id;
  const razorpayOrderId = payment.order_id;
  const inserted = await transaction(async (tx) => {
    const rows = await tx.insert(webhookEvents).values({ eventId: id, provider: 'razorpay', eventType: event }).onConflictDoNothing().returning();
    return rows.length > 0;
  });
  if (!inserted) return 'duplicate';
  try {
    await recordRazorpayPayment(razorpayOrderId, paymentId, payment.amount);
  } catch (error) {
    // A reused payment id is refused for good: answering 2xx (and keeping the event) stops Razorpay
    // from retrying an event that can never be applied; the warning above is the trace.
    if (error instanceof PaymentIdReusedError) return 'refused';
    // Forget the event so Razorpay's retry is processed once the cause is fixed.
    await db().delete(webhookEvents).where(eq(webhookEvents.eventId, id));
    throw error;
  }
  return 'processed';
}
