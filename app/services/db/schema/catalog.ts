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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The 15 top-level product categories of the mega menu; `slug` is the /products/{slug} segment. */
export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  icon: text().notNull(),
  description: text().notNull(),
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
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('subcategories_category_slug_key').on(t.categoryId, t.slug)],
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
    name: text().notNull(),
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
    specs: jsonb().$type<Record<string, string>>().notNull().default({}),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_subcategory_idx').on(t.subcategoryId, t.position),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** Uploaded product photos, re-encoded to WebP; `storageKey` names the file under DATA_DIR/uploads. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

