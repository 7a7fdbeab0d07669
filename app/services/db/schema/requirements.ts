import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeclineReason, MatchReason, MatchSource, MatchState, QuoteState, RequirementState } from '~/domain/requirement';
import type { DeliveryTerms, QuoteBreak } from '~/domain/quote';
import { users } from './accounts';
import { categories, subcategories } from './catalog';
import { companies } from './companies';

/** A file kept private to the parties of a requirement (never at a public URL). */
export interface PrivateFile {
  /** Name under private/ in the file store (random, never reused). */
  key: string;
  /** The name the user gave it, for the download. */
  name: string;
  contentType: 'image/webp' | 'application/pdf' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  bytes: number;
}

/**
 * A buy requirement: what a buyer company needs, sent to at most a few matched suppliers (never
 * sold as a contact). Quantities are whole units; prices paise. `deliveryStateCode` is the place of
 * supply that quotes' GST is computed for, derived from the PIN; `buyerGstin` is the GSTIN the
 * buyer confirmed when posting.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference shown to both sides, e.g. "RQ-7KD2M9X4". */
    reference: text().notNull().unique(),
    buyerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer().references(() => subcategories.id),
    quantity: bigint({ mode: 'number' }).notNull(),
    unit: text().notNull(),
    /** Per unit, GST excluded; null when the buyer gave none. */
    targetPricePaise: bigint({ mode: 'number' }),
    deliveryPin: text().notNull(),
    deliveryStateCode: text().notNull(),
    neededBy: date({ mode: 'string' }).notNull(),
    details: text().notNull().default(''),
    attachments: jsonb().$type<PrivateFile[]>().notNull().default([]),
    /** May suppliers see the buyer company's name before they quote? */
    showCompanyName: boolean().notNull().default(false),
    /** May paying members see it (without the buyer's identity) on /members? */
    publishToMembers: boolean().notNull().default(false),
    buyerGstin: text().notNull(),
    status: text({ enum: ['open', 'quoted', 'accepted', 'closed', 'expired'] }).$type<RequirementState>().notNull().default('open'),
    closedReason: text(),
    acceptedQuoteId: integer(),
    /** A retried or double-clicked post creates one requirement: the form's key, unique per user. */
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstQuoteAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    expiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('requirements_idempotency_idx').on(t.buyerCompanyId, t.idempotencyKey),
    index('requirements_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('requirements_open_expiry_idx').on(t.expiresAt).where(sql`status IN ('open', 'quoted')`),
    index('requirements_published_idx').on(t.categoryId, t.createdAt).where(sql`publish_to_members AND status IN ('open', 'quoted')`),
  ],
);

/**
 * A supplier a requirement was sent to, why (the reasons the buyer sees), and where that supplier
 * stands. This pair (requirement, supplier company) is also what a conversation thread hangs on.
 */
export const requirementSuppliers = pgTable(
  'requirement_suppliers',
  {
    requirementId: integer()
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text({ enum: ['matched', 'buyer_added'] }).$type<MatchSource>().notNull(),
    reasons: jsonb().$type<MatchReason[]>().notNull().default([]),
    score: integer().notNull().default(0),
    status: text({ enum: ['pending', 'quoted', 'declined', 'accepted', 'not_chosen', 'expired'] }).$type<MatchState>().notNull().default('pending'),
    declineReason: text().$type<DeclineReason>(),
    declineNote: text(),
    seenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.requirementId, t.supplierCompanyId] }), index('requirement_suppliers_inbox_idx').on(t.supplierCompanyId, t.createdAt)],
);

/**
 * A supplier's quote on a requirement: one per (requirement, supplier); each revision is a new
 * row in quote_versions and `currentVersion` points at the latest.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer()
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    currentVersion: integer().notNull().default(1),
    status: text({ enum: ['active', 'revision_requested', 'accepted', 'declined', 'not_chosen', 'expired', 'withdrawn'] }).$type<QuoteState>().notNull().default('active'),
    /** Why the buyer declined it, or what the buyer asked to be revised. */
    buyerNote: text(),
    buyerDeclineReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('quotes_requirement_supplier_idx').on(t.requirementId, t.supplierCompanyId), index('quotes_supplier_idx').on(t.supplierCompanyId, t.updatedAt)],
);

/** Every version of a quote, kept as sent (what the buyer compared and accepted). Prices exclude GST. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    unitPricePaise: bigint({ mode: 'number' }).notNull(),
    quantity: bigint({ mode: 'number' }).notNull(),
    priceBreaks: jsonb().$type<QuoteBreak[]>().notNull().default([]),
    hsnCode: text().notNull(),
    gstRateBp: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull().default(0),
    deliveryTerms: text({ enum: ['ex_works', 'delivered'] }).$type<DeliveryTerms>().notNull(),
    leadTimeDays: integer().notNull(),
    paymentTerms: text().notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    notes: text().notNull().default(''),
    attachment: jsonb().$type<PrivateFile>(),
    /** The supplier's GST state when it quoted (the GST split depends on it). */
    supplierStateCode: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_versions_version_idx').on(t.quoteId, t.version), uniqueIndex('quote_versions_idempotency_idx').on(t.quoteId, t.idempotencyKey)],
);

/** Which requirements a supplier wants: empty arrays mean "any category" / "anywhere in India". */
export const supplierRequirementPreferences = pgTable('supplier_requirement_preferences', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  categoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
  stateCodes: text().array().notNull().default(sql`'{}'::text[]`),
  /** A supplier can stop receiving requirements altogether. */
  paused: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A purchase order made from an accepted quote: numbered per financial year, both parties'
 * details frozen as they were at acceptance, so the PDF reads the same for years.
 */
export const purchaseOrders = pgTable('purchase_orders', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  number: text().notNull().unique(),
  requirementId: integer()
    .notNull()
    .unique()
    .references(() => requirements.id, { onDelete: 'cascade' }),
  quoteVersionId: integer()
    .notNull()
    .references(() => quoteVersions.id),
  buyer: jsonb().$type<PurchaseOrderParty>().notNull(),
  supplier: jsonb().$type<PurchaseOrderParty>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface PurchaseOrderParty {
  companyId: number;
  name: string;
  gstin: string;
  address: string;
  stateCode: string;
}

/**
 * Something a user should know, shown in the header count and on /account/notifications, and
 * mailed through the outbox when mail is on. Written in the same transaction as the event; the
 * dedupe key makes a retried event write one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** A path inside the site. */
    link: text().notNull(),
    dedupeKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey), index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`read_at IS NULL`)],
);
