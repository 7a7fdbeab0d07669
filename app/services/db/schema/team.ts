import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TeamRole } from '~/domain/team';
import { users } from './accounts';
import { companies } from './companies';

/**
 * Who works for a company on the site, and as what (app/domain/team.ts says what each role may
 * do). One login belongs to at most one company. The company's registering user is its first
 * owner; `companies.owner_user_id` stays as that historical fact, access is decided here.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'catalogue', 'sales'] }).$type<TeamRole>().notNull(),
    addedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/**
 * An owner's invitation of a colleague by email. Only the SHA-256 of the emailed token is kept;
 * it can be accepted once, before `expiresAt`, and an owner can withdraw it.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: ['owner', 'catalogue', 'sales'] }).$type<TeamRole>().notNull(),
    tokenHash: text().notNull().unique(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId, t.createdAt)],
);
