import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeadStatus, LostReason, ThreadSide } from '~/domain/conversation';
import { users } from './accounts';
import { companies } from './companies';
import { inquiries } from './leads';
import { requirements, type PrivateFile } from './requirements';

/**
 * One conversation between a buyer and a seller company, opened by an inquiry or by a requirement
 * sent to a supplier (never both). The buyer side is a company when the buyer has one, otherwise a
 * login, otherwise (an inquiry sent without an account) only the email it came from, until a login
 * with that verified email claims it. For the seller the thread is also a lead: status, follow-up,
 * who works on it.
 */
export const threads = pgTable(
  'threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference shown in URLs and emails, e.g. "TH-7KD2M9X4". */
    reference: text().notNull().unique(),
    sellerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    buyerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's email as given (lower-case); how a visitor's inquiry is claimed later. */
    buyerEmail: text().notNull(),
    inquiryId: integer()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    requirementId: integer().references(() => requirements.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the buyer shared phone and email with the seller in this thread; null = not shared (or withdrawn). */
    contactSharedAt: timestamp({ withTimezone: true }),
    /** The seller's first reply (for the response record). */
    firstSellerReplyAt: timestamp({ withTimezone: true }),
    // The seller's lead manager.
    leadStatus: text({ enum: ['new', 'contacted', 'quoted', 'won', 'lost'] }).$type<LeadStatus>().notNull().default('new'),
    lostReason: text().$type<LostReason>(),
    followUpOn: date({ mode: 'string' }),
    followUpRemindedOn: date({ mode: 'string' }),
    assigneeUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    leadUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_requirement_pair_idx').on(t.requirementId, t.sellerCompanyId).where(sql`requirement_id IS NOT NULL`),
    index('threads_seller_idx').on(t.sellerCompanyId, t.lastMessageAt),
    index('threads_buyer_company_idx').on(t.buyerCompanyId, t.lastMessageAt),
    index('threads_buyer_user_idx').on(t.buyerUserId, t.lastMessageAt),
    index('threads_unclaimed_email_idx').on(t.buyerEmail).where(sql`buyer_user_id IS NULL`),
    index('threads_follow_up_idx').on(t.followUpOn).where(sql`follow_up_on IS NOT NULL`),
  ],
);

/** A message in a thread: text, files private to the two companies, or a line the site wrote (`system`). */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    side: text({ enum: ['buyer', 'seller', 'system'] }).$type<ThreadSide | 'system'>().notNull(),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull().default(''),
    attachments: jsonb().$type<PrivateFile[]>().notNull().default([]),
    /** A resent form (double click, retry) posts one message. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.id), uniqueIndex('thread_messages_idempotency_idx').on(t.threadId, t.idempotencyKey)],
);

/** How far each person has read a thread: unread counts for them, "seen" for the other side. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text({ enum: ['buyer', 'seller'] }).$type<ThreadSide>().notNull(),
    lastReadMessageId: bigint({ mode: 'number' }).notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** The seller team's private notes on a lead (never shown to the buyer). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_thread_idx').on(t.threadId, t.createdAt)],
);

/**
 * Each supplier's response record over the last 90 days, computed from threads by a daily job and
 * on demand: share of threads the seller answered, and the median time to the first answer.
 */
export const supplierResponseStats = pgTable('supplier_response_stats', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  threads: integer().notNull(),
  answered: integer().notNull(),
  medianFirstReplySeconds: integer(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
