import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer to an idempotency key (app/services/http/idempotency.server.ts): who sent it
 * (`scope`: a user, or an anonymous client's address), for which create (`route`), a hash of what
 * was sent (`fingerprint`, so the key cannot be reused for other data) and what was answered
 * (status, redirect location, or JSON body). Kept for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scope: text().notNull(),
    route: text().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status: integer().notNull(),
    location: text(),
    body: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_route_key_idx').on(t.scope, t.route, t.key), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
