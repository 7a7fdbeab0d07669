import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '~/content/privacy-notice';
import { users } from './accounts';

/**
 * Each consent a person gave (DPDP Act 2023 s.6), per purpose, under which version of the notice
 * (app/content/privacy-notice.ts), when and from which client address (migration 0034).
 * Withdrawing sets `withdrawnAt`; giving it again is a new row, so the history stays whole.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<ConsentPurpose>().notNull(),
    noticeVersion: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
    clientAddress: text(),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose, t.givenAt)],
);
