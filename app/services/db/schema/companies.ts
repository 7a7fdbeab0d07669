import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VerificationLevel } from '~/domain/verification';
import { users } from './accounts';

/**
 * A business on the marketplace: a seeded supplier or a company registered through /register.
 * Identifiers are stored normalised (upper-case GSTIN/PAN, +91 mobile). `role` is the
 * "I Want to Be a" choice: seller, buyer or both.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    ownerUserId: integer()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    role: text({ enum: ['seller', 'buyer', 'both'] }).notNull(),
    enterpriseType: text({ enum: ['startup', 'msme', 'social', 'innovative'] }).notNull(),
    legalForm: text().notNull(),
    businessType: text().notNull(),
    gstin: text().unique(),
    pan: text(),
    udyam: text(),
    dpiit: text(),
    yearEstablished: integer(),
    website: text(),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    pin: text(),
    stateCode: text(),
    contactName: text().notNull().default(''),
    designation: text().notNull().default(''),
    mobile: text().notNull().default(''),
    email: text().notNull().default(''),
    description: text().notNull().default(''),
    primaryCategoryId: integer(),
    primarySubcategoryId: integer(),
    supportNeeds: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the company's current checks add up to (app/domain/verification.ts), written only by the
     * verification service. `verified` follows it (documents reviewed) for search tokens and filters.
     */
    verificationLevel: text({ enum: ['none', 'identifiers_checked', 'documents_reviewed'] }).$type<VerificationLevel>().notNull().default('none'),
    verified: boolean()
      .notNull()
      .generatedAlwaysAs(sql`verification_level = 'documents_reviewed'`),
    verifiedAt: timestamp({ withTimezone: true }),
    /** Set by staff with a reason: listings hidden, members' sessions ended, logins refused. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_state_idx').on(t.stateCode),
    index('companies_enterprise_type_idx').on(t.enterpriseType),
    // The admin console's search (migration 0027): any part of these, by trigram.
    index('companies_admin_search_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.slug} || ' ' || coalesce(${t.gstin}, '') || ' ' || ${t.email} || ' ' || ${t.mobile} || ' ' || ${t.city}) gin_trgm_ops`),
    index('companies_suspended_idx').on(t.suspendedAt).where(sql`suspended_at IS NOT NULL`),
  ],
);
