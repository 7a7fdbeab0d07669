import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import { config } from '~/config.server';
import { recordStaffAction } from '~/services/admin/audit.server';
import { invoiceNumber, membershipPeriod } from '~/domain/billing';
import { financialYearOf } from '~/domain/gst';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { invoiceCounters, invoices, memberships, orders, payments } from '~/services/db/schema/billing';
import { plans } from '~/services/db/schema/content';
import { ConflictError, NotFoundError } from '~/services/errors.server';
import { notifyUser } from '~/services/notifications/notify.server';
import { lockOrder, type Payment } from './orders.server';

export type Invoice = typeof invoices.$inferSelect;

/**
 * The next invoice number of the financial year. One statement creates or bumps the year's
 * counter and returns the new value; the row stays locked until the activating transaction ends,
 * so concurrent activations queue here and a rolled-back activation gives its number back.
 */
async function nextInvoiceSequence(tx: Transaction, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter upsert returned no row');
  return row.lastSequence;
}

/**
 * Marks a paid order as paid and gives the buyer their membership and tax invoice, inside the
 * caller's transaction. Idempotent: an order that is already paid returns its existing invoice.
 */
export async function activateOrder(tx: Transaction, orderId: number, now = new Date()): Promise<Invoice> {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'paid') {
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
    if (existing) return existing;
  }
  // One activation per user at a time, so a renewal always sees the end date it extends.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  // Renewing the same plan extends it from its end date; a different plan (an upgrade) starts now.
  const [current] = await tx
    .select({ endsAt: max(memberships.endsAt) })
    .from(memberships)
    .where(and(eq(memberships.userId, order.userId), eq(memberships.planId, order.planId)));
  const period = membershipPeriod(now, current?.endsAt ?? undefined);
  await tx.insert(memberships).values({ userId: order.userId, planId: order.planId, orderId: order.id, ...period });
  await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));

  const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, order.planId));
  const financialYear = financialYearOf(now);
  const sequence = await nextInvoiceSequence(tx, financialYear);
  const c = config();
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      orderId: order.id,
      userId: order.userId,
      issuedAt: now,
      supplierName: c.PLATFORM_LEGAL_NAME,
      supplierAddress: c.PLATFORM_ADDRESS,
      supplierGstin: c.PLATFORM_GSTIN,
      recipientName: order.billingName,
      recipientAddress: order.billingAddress,
      recipientGstin: order.gstin,
      placeOfSupplyStateCode: order.placeOfSupplyStateCode,
      sacCode: c.SAC_CODE,
      description: `${plan?.name ?? order.planId} — annual membership, ${formatDay(period.startsAt)} to ${formatDay(period.endsAt)}`,
      ratePercent: 18,
      taxablePaise: order.taxablePaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      utgstPaise: order.utgstPaise,
      igstPaise: order.igstPaise,
      totalPaise: order.totalPaise,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned no row');
  await notifyUser(tx, order.userId, {
    kind: 'payment_confirmed',
    title: `Your payment is confirmed: ${plan?.name ?? 'your plan'} is active`,
    body: `Valid until ${formatDay(period.endsAt)}. Tax invoice ${invoice.number} is in Billing.`,
    link: `/account/billing/invoices/${invoice.number}`,
    dedupeKey: `payment-confirmed:order-${order.id}`,
  });
  return invoice;
}

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}


async function lockPayment(tx: Transaction, paymentId: number): Promise<Payment> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new NotFoundError('There is no such payment. Reload the payments list.');
  return payment;
}

/** An admin confirms that a UPI transfer with this UTR arrived: the order activates. */
export async function confirmUpiPayment(admin: SessionUser, paymentId: number, now = new Date()): Promise<Invoice> {
  return transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.status === 'rejected') {
      throw new ConflictError(`UTR ${payment.utr ?? ''} was already rejected; the buyer can submit a new UTR.`);
    }
    if (payment.status === 'confirmed') return activateOrder(tx, payment.orderId, now);
    const [orderBefore = { status: 'unknown' }] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    await tx.update(payments).set({ status: 'confirmed', decidedByUserId: admin.id, decidedAt: now }).where(eq(payments.id, payment.id));
    const invoice = await activateOrder(tx, payment.orderId, now);
    await recordStaffAction(tx, admin, {
      action: 'payment.confirm',
      subject: `payment:${payment.id}`,
      detail: { utr: payment.utr, orderId: payment.orderId, amountPaise: payment.amountPaise, invoice: invoice.number },
      before: { payment: payment.status, order: orderBefore.status, invoice: null },
      after: { payment: 'confirmed', order: 'paid', invoice: invoice.number },
    });
    return invoice;
  });
}

/** An admin finds no transfer for this UTR: the order goes back to waiting for a payment. */
export async function rejectUpiPayment(admin: SessionUser, paymentId: number, reason: string, now = new Date()): Promise<void> {
  await transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.status !== 'submitted') {
      throw new ConflictError(`UTR ${payment.utr ?? ''} was already ${payment.status}.`);
    }
    await tx
      .update(payments)
      .set({ status: 'rejected', decidedByUserId: admin.id, decidedAt: now, rejectionReason: reason })
      .where(eq(payments.id, payment.id));
    const [orderBefore] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    await tx.update(orders).set({ status: 'pending', updatedAt: now }).where(and(eq(orders.id, payment.orderId), eq(orders.status, 'submitted')));
    const [order] = await tx.select({ userId: orders.userId, reference: orders.reference, status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
    if (order) {
      await notifyUser(tx, order.userId, {
        kind: 'payment_failed',
        title: `We could not confirm your UPI payment (UTR ${payment.utr ?? ''})`,
        body: `${reason} Check the UTR in your UPI app and submit it again on the order page.`,
        link: `/subscription/orders/${order.reference}`,
        dedupeKey: `payment-failed:payment-${payment.id}`,
      });
    }
    await recordStaffAction(tx, admin, {
      action: 'payment.reject',
      subject: `payment:${payment.id}`,
      detail: { utr: payment.utr, orderId: payment.orderId, reason },
      before: { payment: payment.status, order: orderBefore?.status ?? null, rejectionReason: null },
      after: { payment: 'rejected', order: order?.status ?? null, rejectionReason: reason },
    });
  });
}

export interface ActiveMembership {
  planId: string;
  planName: string;
  startsAt: Date;
  endsAt: Date;
  features: Pick<typeof plans.$inferSelect, 'directoryOfMembers' | 'globalTenders' | 'knowledgeBank' | 'infoTracker' | 'onlineMasterClasses' | 'b2bOpportunities'>;
}

/** The membership in force now (the latest-ending one that has started), if any. */
export async function activeMembership(tx: Pick<Transaction, 'select'>, userId: number, now = new Date()): Promise<ActiveMembership | undefined> {
  const [row] = await tx
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now), sql`${memberships.startsAt} <= ${now}`))
    .orderBy(desc(plans.pricePaise), desc(memberships.endsAt))
    .limit(1);
  if (!row) return undefined;
  const [last] = await tx.select({ endsAt: max(memberships.endsAt) }).from(memberships).where(eq(memberships.userId, userId));
  const { plan } = row;
  return {
    planId: plan.id,
    planName: plan.name,
    startsAt: row.membership.startsAt,
    endsAt: last?.endsAt ?? row.membership.endsAt,
    features: {
      directoryOfMembers: plan.directoryOfMembers,
      globalTenders: plan.globalTenders,
      knowledgeBank: plan.knowledgeBank,
      infoTracker: plan.infoTracker,
      onlineMasterClasses: plan.onlineMasterClasses,
      b2bOpportunities: plan.b2bOpportunities,
    },
  };
}
