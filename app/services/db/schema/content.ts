import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The 49 category tiles of the home carousel; a tile links to a category page when one fits. */
export const categoryTiles = pgTable('category_tiles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  label: text().notNull(),
  icon: text().notNull(),
  categorySlug: text(),
  /** The tile's own drawing (app/assets/illustrations/drawing.ts); null shows the category's, or the initials. */
  drawing: text(),
  position: integer().notNull(),
});

export const enterpriseTypes = pgTable('enterprise_types', {
  slug: text().primaryKey(),
  name: text().notNull(),
  summary: text().notNull(),
  description: text().notNull(),
  position: integer().notNull(),
});

export const services = pgTable('services', {
  slug: text().primaryKey(),
  name: text().notNull(),
  summary: text().notNull(),
  description: text().notNull(),
  audience: text().notNull(),
  benefits: text().array().notNull(),
  position: integer().notNull(),
});

/** The 18 states of the home-page strip; `code` is the two-digit GST state code. */
export const states = pgTable('states', {
  code: text().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  tagline: text().notNull(),
  position: integer().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  title: text().notNull(),
  quote: text().notNull(),
  avatarInitials: text().notNull(),
  position: integer().notNull(),
});

export const partners = pgTable('partners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  kind: text({ enum: ['bank', 'venture', 'college', 'council'] }).notNull(),
  position: integer().notNull(),
});

export const stats = pgTable('stats', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  value: text().notNull(),
  label: text().notNull(),
  position: integer().notNull(),
});

/** The four home benefit cards; each links to /{slug}-info. */
export const benefits = pgTable('benefits', {
  slug: text().primaryKey(),
  title: text().notNull(),
  text: text().notNull(),
  position: integer().notNull(),
});

/**
 * Annual membership plans. Prices are GST-inclusive integer paise (₹5,900 = 590000).
 * The six feature flags follow SPEC.md section 9's order.
 */
export const plans = pgTable('plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  pricePaise: integer().notNull(),
  colour: text().notNull(),
  position: integer().notNull(),
  directoryOfMembers: boolean().notNull(),
  globalTenders: boolean().notNull(),
  knowledgeBank: boolean().notNull(),
  infoTracker: boolean().notNull(),
  onlineMasterClasses: boolean().notNull(),
  b2bOpportunities: boolean().notNull(),
});
