import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, containsPattern } from '~/domain/admin-queues';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { invoices, orders, payments } from '~/services/db/schema/billing';
import { plans } from '~/services/db/schema/content';

/** UPI payments waiting for the team, oldest first, with what the admin needs to find the transfer. */
export async function pendingUpiPayments() {
  return db()
    .select({
      id: payments.id,
      utr: payments.utr,
      amountPaise: payments.amountPaise,
      submittedAt: payments.createdAt,
      orderReference: orders.reference,
      billingName: orders.billingName,
      buyerEmail: users.email,
      planName: plans.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(eq(payments.status, 'submitted'))
    .orderBy(payments.createdAt);
}

/**
 * Every invoice the site issued (/admin/invoices, finance), newest first: `q` finds part of the
 * invoice number, the buyer's login email or the GSTIN billed; `year` is a financial year ("2026-27").
 */
export async function issuedInvoices(filters: { q: string; year?: string | undefined; page: number }, pageSize = ADMIN_PAGE_SIZE) {
  const pattern = containsPattern(filters.q);
  const where = and(
    filters.q ? or(ilike(invoices.number, pattern), ilike(users.email, pattern), ilike(invoices.recipientGstin, pattern)) : undefined,
    filters.year ? eq(invoices.financialYear, filters.year) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db()
      .select({
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        recipientName: invoices.recipientName,
        recipientGstin: invoices.recipientGstin,
        buyerEmail: users.email,
        description: invoices.description,
        totalPaise: invoices.totalPaise,
        orderReference: orders.reference,
        provider: orders.provider,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(where),
  ]);
  return { invoices: rows, total: count?.n ?? 0 };
}

/**
 * Every order (/admin/orders, finance), newest first, with its buyer, plan, amount, status, the
 * UTRs or payment ids sent for it and its invoice once paid; `q` finds part of the order reference
 * or the buyer's email.
 */
export async function allOrders(filters: { show: 'all' | 'pending' | 'submitted' | 'paid' | 'rejected'; q: string; page: number }, pageSize = ADMIN_PAGE_SIZE) {
  const pattern = containsPattern(filters.q);
  const where = and(
    filters.q ? or(ilike(orders.reference, pattern), ilike(users.email, pattern)) : undefined,
    filters.show === 'all' ? undefined : eq(orders.status, filters.show),
  );
  const [rows, [count]] = await Promise.all([
    db()
      .select({
        id: orders.id,
        reference: orders.reference,
        createdAt: orders.createdAt,
        status: orders.status,
        provider: orders.provider,
        totalPaise: orders.totalPaise,
        billingName: orders.billingName,
        buyerEmail: users.email,
        planName: plans.name,
        invoice: invoices.number,
        payments: sql<string>`coalesce((SELECT string_agg(coalesce(${payments.utr}, ${payments.razorpayPaymentId}) || ' (' || ${payments.status} || ')', ', ' ORDER BY ${payments.id}) FROM ${payments} WHERE ${payments.orderId} = ${orders.id}), '')`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(plans, eq(plans.id, orders.planId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { orders: rows, total: count?.n ?? 0 };
}

/** The financial years invoices were issued in, newest first, for the filter. */
export async function invoiceYears(): Promise<string[]> {
  const rows = await db().selectDistinct({ year: invoices.financialYear }).from(invoices).orderBy(desc(invoices.financialYear));
  return rows.map((row) => row.year);
}
