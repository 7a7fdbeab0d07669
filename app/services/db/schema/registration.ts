import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

/** A photo as stored under uploads/ in the file store: the WebP image and its thumbnail. */
export interface StoredPhoto {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * An in-progress registration, one per browser (keyed by the SHA-256 of a random cookie), so the
 * form survives a reload, the back button and a failed submit. `completedUserId` lets a repeated
 * submit (double click) find the account the first one created instead of making another.
 */
export const registrationDrafts = pgTable('registration_drafts', {
  idHash: text().primaryKey(),
  values: jsonb().$type<Record<string, string | string[]>>().notNull().default({}),
  photos: jsonb().$type<StoredPhoto[]>().notNull().default([]),
  completedUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Photos a company uploaded at registration or from its account page. */
export const companyPhotos = pgTable(
  'company_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    thumbKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_photos_company_idx').on(t.companyId, t.position)],
);

/** One-time links sent by email (password reset, email verification); only the SHA-256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['reset-password', 'verify-email'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/**
 * Photos stored by a form that came back with errors (a product saved without a name), so the
 * corrected submission refers to them instead of asking for the files again. Only their uploader
 * can claim them; a claimed photo moves to its product and its row goes. Unclaimed rows and their
 * files are housekeeping's to prune.
 */
export const pendingPhotos = pgTable(
  'pending_photos',
  {
    storageKey: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_photos_user_idx').on(t.userId)],
);
