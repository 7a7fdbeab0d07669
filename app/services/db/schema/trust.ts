import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportStatus, ReportTarget } from '~/domain/reports';
import type { CheckMethod, CheckStatus, CompanyCheck, CompanyDocumentKind } from '~/domain/verification';
import type { ReviewDealKind } from '~/domain/reviews';
import { users } from './accounts';
import { companies } from './companies';
import { products } from './catalog';

/**
 * A document a company uploaded for review (GST certificate, Udyam certificate, bank proof). The
 * file is in private storage under `storageKey`, readable only by the company's members and staff
 * who verify companies; never at a public URL. A newer upload of the same kind supersedes it.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['gst_certificate', 'udyam_certificate', 'bank_proof'] }).$type<CompanyDocumentKind>().notNull(),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId, t.kind, t.createdAt)],
);

/**
 * One check of a company (app/domain/verification.ts): what was checked (`checkedValue`, e.g. the
 * GSTIN at the time), how, by whom, when, and the outcome with a reason. The current row of a check
 * has `supersededAt` null; a re-check or a new decision supersedes it and the history stays.
 */
export const companyChecks = pgTable(
  'company_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    check: text({
      enum: ['gstin_format', 'pan_in_gstin', 'udyam_format', 'dpiit_format', 'gst_certificate', 'udyam_certificate', 'bank_proof', 'gst_register'],
    })
      .$type<CompanyCheck>()
      .notNull(),
    status: text({ enum: ['pending', 'passed', 'failed'] }).$type<CheckStatus>().notNull(),
    method: text({ enum: ['automatic', 'reviewer', 'provider'] }).$type<CheckMethod>().notNull(),
    checkedValue: text().notNull().default(''),
    reason: text().notNull().default(''),
    documentId: integer().references(() => companyDocuments.id, { onDelete: 'set null' }),
    reviewerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_checks_current_idx').on(t.companyId, t.check).where(sql`superseded_at IS NULL`),
    index('company_checks_pending_idx').on(t.createdAt).where(sql`superseded_at IS NULL AND status = 'pending'`),
  ],
);

/**
 * A buyer company's rating of a supplier after a real deal on the site (an accepted quote or an
 * inquiry thread the supplier marked won): one per deal, the supplier may reply once. Hidden by a
 * moderator after an upheld report; only published reviews count towards the average.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    supplierCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the deal was: an accepted quote (`dealId` = quotes.id) or a won thread (threads.id). */
    dealKind: text({ enum: ['quote', 'thread'] }).$type<ReviewDealKind>().notNull(),
    dealId: integer().notNull(),
    /** The product the deal was about, when there was one, for the product page's rating. */
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    body: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['published', 'hidden'] }).notNull().default('published'),
    hiddenReason: text(),
    /** Set when a report of the reply was upheld: the reply is no longer shown (it still counts as the one reply). */
    replyHiddenReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_deal_idx').on(t.dealKind, t.dealId),
    index('reviews_supplier_idx').on(t.supplierCompanyId, t.createdAt),
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`rating BETWEEN 1 AND 5`),
  ],
);

/**
 * Someone's report of a listing, a supplier, a message or a review: a reason and details, into the
 * moderators' queue. The reporter is told the outcome (`status`, `outcome`).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    targetKind: text({ enum: ['listing', 'company', 'message', 'review', 'reply'] }).$type<ReportTarget>().notNull(),
    targetId: integer().notNull(),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(''),
    status: text({ enum: ['open', 'upheld', 'dismissed'] }).$type<ReportStatus>().notNull().default('open'),
    outcome: text(),
    handledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    index('reports_reporter_idx').on(t.reporterUserId, t.createdAt),
  ],
);
