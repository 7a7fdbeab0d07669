import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  primaryKey,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import type { Availability, ListingContent, ListingState, PriceBreak, ReviewDecision } from '~/domain/listing';

/** The 15 top-level product categories of the mega menu; `slug` is the /products/{slug} segment. */
export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** The Hindi name (issue 19); null where none is given yet. */
  nameHi: text(),
  icon: text().notNull(),
  description: text().notNull(),
  /** The Hindi description (issue 19); null where none is written yet. */
  descriptionHi: text(),
  position: integer().notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    /** The Hindi name (issue 19); null where none is given yet. */
    nameHi: text(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('subcategories_category_slug_key').on(t.categoryId, t.slug)],
);

/**
 * The third level of the category tree (category → subcategory → product group, e.g.
 * Agriculture → Seeds → Vegetable seeds): what a seller picks in the listing editor.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subcategoryId: integer()
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('product_groups_subcategory_slug_key').on(t.subcategoryId, t.slug)],
);

/**
 * A product listed by a company. Prices are integer paise (DESIGN.md money rule).
 * `legacyPath` is the single-segment URL the spec's mega-menu tiles use (e.g. "/Tomatoseeds").
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer()
      .notNull()
      .references(() => subcategories.id),
    /** The third level of the tree; null for listings made before it existed. */
    groupId: integer().references(() => productGroups.id),
    name: text().notNull(),
    /** The seller's Hindi name and description (issue 19), NFC-normalised; null when not given. */
    nameHi: text(),
    descriptionHi: text(),
    /**
     * The Hindi name's words as sound keys for search (hindiNameKeys in app/domain/hindi-text.ts),
     * written with nameHi; the document trigger indexes them (migration 0035).
     */
    nameHiKeys: text(),
    legacyPath: text().unique(),
    description: text().notNull().default(''),
    unit: text().notNull().default('piece'),
    priceMinPaise: bigint({ mode: 'number' }),
    priceMaxPaise: bigint({ mode: 'number' }),
    minOrderQty: integer().notNull().default(1),
    /** HSN code as 4, 6 or 8 digits; null until the seller gives it. */
    hsnCode: text(),
    /** GST rate in basis points (5% is 500), one of the rates in force when it was saved (gst_rates). */
    gstRateBp: integer(),
    pricesIncludeGst: boolean().notNull().default(false),
    /** Quantity price breaks in ascending order (domain/listing.ts checks them). */
    priceBreaks: jsonb().$type<PriceBreak[]>().notNull().default([]),
    specs: jsonb().$type<Record<string, string>>().notNull().default({}),
    leadTimeDays: integer(),
    availability: text({ enum: ['in_stock', 'made_to_order'] }).$type<Availability>(),
    sampleAvailable: boolean().notNull().default(false),
    packaging: text().notNull().default(''),
    /** State codes the seller delivers to; empty means all of India. */
    deliveryStates: text().array().notNull().default(sql`'{}'::text[]`),
    /** The seller's own stock-keeping code; unique within the company, matches import rows. */
    sku: text(),
    /** Where the listing is in its life (domain/listing.ts LISTING_STATES); only 'live' is public. */
    status: text({ enum: ['draft', 'submitted', 'live', 'rejected', 'paused', 'archived'] }).$type<ListingState>().notNull().default('live'),
    /** Why a reviewer rejected or took down the listing, as the seller is told. */
    statusReason: text(),
    /**
     * Its company is suspended (kept by triggers from companies.suspended_at, migration 0027): public
     * reads ask `status = 'live' AND NOT supplier_suspended`, and the listing keeps its own state.
     */
    supplierSuspended: boolean().notNull().default(false),
    /** Raised by every save: a save made from an older version is refused (two tabs). */
    version: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_subcategory_idx').on(t.subcategoryId, t.position),
    index('products_category_idx').on(t.categoryId),
    uniqueIndex('products_company_sku_key').on(t.companyId, t.sku),
    index('products_review_idx').on(t.submittedAt).where(sql`status = 'submitted'`),
    // Counting a supplier's live listings from the index alone (migration 0038).
    index('products_live_company_idx').on(t.companyId).where(sql`status = 'live' AND NOT supplier_suspended`),
  ],
);

/** Uploaded product photos, re-encoded to WebP; `storageKey` names the file under uploads/ in the file store. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull().default(0),
    /** What the photo shows, for screen readers; the product name when the seller gives none. */
    alt: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * A material edit (name, category, price, photos) to a live listing that waits for review while
 * the live version stays up: the whole proposed content, applied to `products` on approval.
 * One open revision per listing; a newer edit replaces it.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: 'cascade' }),
    content: jsonb().$type<ListingContent>().notNull(),
    status: text({ enum: ['submitted', 'rejected'] }).notNull().default('submitted'),
    statusReason: text(),
    submittedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The review queue reads the edits waiting for review in submission order.
  (t) => [index('product_revisions_review_idx').on(t.submittedAt).where(sql`status = 'submitted'`)],
);

/** Every reviewer decision on a listing or a revision: the audit log of the review queue. */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the listing is deleted: the log outlives it. */
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    /** Whether the decision was on the listing itself or on a pending edit of a live listing. */
    subject: text({ enum: ['listing', 'revision'] }).notNull(),
    decision: text({ enum: ['approved', 'rejected', 'taken_down', 'restored'] }).$type<ReviewDecision>().notNull(),
    reasonCode: text(),
    note: text().notNull().default(''),
    reviewerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The listing's name when decided, so the log reads well after a rename. */
    productName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_reviews_product_idx').on(t.productId, t.createdAt)],
);

/**
 * The editor's autosave: the form's raw values as typed, per user and listing (0 for a new
 * listing), so a closed tab or a lost connection loses nothing. Saved listings live in `products`.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing being edited, or 0 for one not yet saved. */
    productId: integer().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The listing's version the draft was made from; null for a new listing. */
    baseVersion: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Product page views per listing per day (India time), for the seller dashboard. */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

