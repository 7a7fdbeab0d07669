import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserRole } from '~/domain/staff';
import type { Locale } from '~/domain/locale';

/** A person who can log in. Email is stored lower-cased and trimmed. */
export const users = pgTable(
  'users',
  {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  /** 'member' for buyers and sellers; a staff role (app/domain/staff.ts) for the marketplace team. */
  role: text({ enum: ['member', 'administrator', 'moderator', 'finance', 'support'] }).$type<UserRole>().notNull().default('member'),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** For SMS and WhatsApp notifications (+91…); a company's first owner gets the company's mobile. */
  mobile: text(),
  /** Set by staff with a reason: the login is refused and its sessions are gone (app/services/admin/suspensions). */
  suspendedAt: timestamp({ withTimezone: true }),
  suspendedReason: text(),
  /** The member asked for deletion (docs/decisions/0031); until `deletionDueAt` they may cancel. */
  deletionRequestedAt: timestamp({ withTimezone: true }),
  deletionDueAt: timestamp({ withTimezone: true }),
  /** Set when the account was anonymised: name "a deleted user", no email, phone or password. */
  deletedAt: timestamp({ withTimezone: true }),
  /** The language the member last chose (issue 19): logins land there, emails are written in it. */
  locale: text({ enum: ['en', 'hi'] }).$type<Locale>().notNull().default('en'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The admin console's search by email or name, and its list of staff (migration 0027).
  (t) => [index('users_admin_search_idx').using('gin', sql`lower(${t.email} || ' ' || ${t.name}) gin_trgm_ops`), index('users_staff_idx').on(t.role).where(sql`role <> 'member'`), index('users_deletion_due_idx').on(t.deletionDueAt).where(sql`deletion_due_at IS NOT NULL AND deleted_at IS NULL`)],
);

/**
 * Server-side sessions (DESIGN.md security baseline). The cookie carries a 128-bit random token;
 * only its SHA-256 is stored, so a database leak does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the password was last typed in this session (login or a staff re-confirmation). */
    authenticatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for abuse-prone actions, kept in PostgreSQL so several app processes
 * share the same limits.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed logins per account, known device or client address (login-throttle.server.ts): each
 * failure beyond a few free ones makes the next attempt wait longer, up to a cap, instead of
 * locking anyone out. A row older than its window counts as none.
 */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  lastFailedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Every email the app writes, and its delivery state (app/services/mail/mailer.server.ts):
 * - pending: waiting for the mail.deliver job (or for a retry after a failure)
 * - sending: claimed by one worker; a claim older than a few minutes is taken over (crashed worker)
 * - sent: accepted by the SMTP server
 * - failed: the SMTP server refused it on every attempt; `lastError` says why
 * - held: mail is off (no SMTP_URL), so it was kept here and not sent; /dev/outbox shows these
 */
const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** The same email as HTML (notifications); plain text alone when null. */
    html: text(),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post, and a Message-ID fixed per event. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** The email carries a one-time link (reset, confirmation, invitation): once delivered, the stored copy loses it. */
    redactAfterDelivery: boolean().notNull().default(false),
    redactedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.createdAt)],
);
