import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { plans } from './content';

/**
 * A membership purchase. Amounts are computed by the server from the plan price and the place of
 * supply (never taken from the browser) and frozen here, so the invoice shows what was charged.
 * Idempotency: one order per (user, idempotency key), and at most one open order per user and plan,
 * so a double click, a retry or a second tab all land on the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    idempotencyKey: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    planId: text()
      .notNull()
      .references(() => plans.id),
    provider: text({ enum: ['upi', 'razorpay'] }).notNull(),
    status: text({ enum: ['pending', 'submitted', 'paid', 'rejected'] }).notNull().default('pending'),
    billingName: text().notNull(),
    gstin: text(),
    billingAddress: text().notNull(),
    billingStateCode: text().notNull(),
    placeOfSupplyStateCode: text().notNull(),
    totalPaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull().default(0),
    sgstPaise: integer().notNull().default(0),
    utgstPaise: integer().notNull().default(0),
    igstPaise: integer().notNull().default(0),
    razorpayOrderId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_one_open_per_plan_idx')
      .on(t.userId, t.planId)
      .where(sql`status in ('pending', 'submitted')`),
    index('orders_status_idx').on(t.status),
  ],
);

/**
 * A payment attempt against an order: a UTR the buyer typed (UPI, confirmed by an admin) or a
 * Razorpay payment id (verified by signature). Both identifiers are unique, so the same bank
 * transfer or provider payment can never pay for two orders.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text({ enum: ['upi', 'razorpay'] }).notNull(),
    utr: text().unique(),
    razorpayPaymentId: text().unique(),
    amountPaise: integer().notNull(),
    status: text({ enum: ['submitted', 'confirmed', 'rejected'] }).notNull(),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_status_idx').on(t.status)],
);

/** One year of a plan per paid order; a renewal starts where the previous membership ends. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text()
      .notNull()
      .references(() => plans.id),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_user_idx').on(t.userId, t.endsAt)],
);

/** The last invoice number used in each financial year; bumped in the activating transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  lastSequence: integer().notNull(),
});

/**
 * A GST tax invoice (CGST Rules, rule 46). Every printed field is copied here at issue time so a
 * later change of the platform's address or the buyer's company never alters an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    supplierName: text().notNull(),
    supplierAddress: text().notNull(),
    supplierGstin: text().notNull(),
    recipientName: text().notNull(),
    recipientAddress: text().notNull(),
    recipientGstin: text(),
    placeOfSupplyStateCode: text().notNull(),
    sacCode: text().notNull(),
    description: text().notNull(),
    ratePercent: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    utgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [uniqueIndex('invoices_year_sequence_idx').on(t.financialYear, t.sequence), index('invoices_user_idx').on(t.userId)],
);

/** Provider webhook deliveries already handled, keyed by the provider's event id (replays are ignored). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  provider: text().notNull(),
  eventType: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who on the marketplace team did what, to which record, and when, with the values before and
 * after (app/services/admin/audit.server.ts). Refused attempts are written too. Append-only.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    action: text().notNull(),
    subject: text().notNull(),
    detail: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_admin_idx').on(t.adminUserId, t.createdAt), index('admin_audit_log_subject_idx').on(t.subject, t.createdAt)],
);

/** Member content the team curates: Knowledge Bank, Info Tracker, Master Classes, Global Tenders. */
export const benefitEntries = pgTable(
  'benefit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    section: text({ enum: ['knowledge-bank', 'info-tracker', 'master-classes', 'global-tenders'] }).notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    link: text(),
    eventDate: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benefit_entries_section_idx').on(t.section, t.publishedAt)],
);
