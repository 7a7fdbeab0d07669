import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';

/**
 * A company's API token for its CRM. The token is shown once; only its SHA-256 is kept, with the
 * first characters to recognise it in the list.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    prefix: text().notNull(),
    scopes: text().array().notNull().default(sql`'{}'::text[]`),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('api_tokens_company_idx').on(t.companyId)],
);

/** Where a company wants to hear of new leads and messages; requests are signed with `secret` (HMAC-SHA256). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    secret: text().notNull(),
    events: text().array().notNull().default(sql`'{}'::text[]`),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One event for one endpoint and each attempt's outcome: the seller's delivery log, and what "replay" sends again. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    /** The same event told twice is delivered once. */
    eventKey: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    responseStatus: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventKey), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
