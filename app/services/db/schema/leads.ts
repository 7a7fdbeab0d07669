import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { companies } from './companies';

/** A buyer's inquiry to a supplier (the first lead), optionally about one product. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    buyerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerMobile: text().notNull(),
    quantity: integer().notNull(),
    unit: text().notNull(),
    requirement: text().notNull(),
    status: text({ enum: ['new', 'read', 'answered'] }).notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('inquiries_company_idx').on(t.companyId, t.createdAt),
    index('inquiries_buyer_idx').on(t.buyerUserId, t.createdAt),
    // A listing's inquiries by date (seller dashboard), and what deleting a listing must find.
    index('inquiries_product_idx').on(t.productId, t.createdAt),
  ],
);

/**
 * "Request this service" submissions from the /services/{slug} pages and contact messages (slug
 * 'contact'): the support team's queue (/admin/contact-messages), handled with a note (migration 0028).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serviceSlug: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    companyName: text().notNull().default(''),
    message: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    handledNote: text().notNull().default(''),
  },
  (t) => [index('service_requests_created_idx').on(t.createdAt)],
);

/** A chat conversation with its pre-chat details, kept as a lead for the marketplace team. */
export const chatConversations = pgTable('chat_conversations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  publicId: text().notNull().unique(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  consentText: text().notNull(),
  messages: jsonb()
    .$type<Array<{ role: 'user' | 'assistant' | 'system'; content: string; timestamp: string }>>()
    .notNull()
    .default([]),
  /** The page the visitor was on when they opened the chat, so the assistant knows what they look at. */
  pagePath: text(),
  /** When the assistant handed the conversation over to people (the admin queue). */
  handedOverAt: timestamp({ withTimezone: true }),
  /** When an admin marked the handed-over conversation done (migration 0023); null while it waits. */
  handoverDoneAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('chat_conversations_handed_over_idx').on(t.handedOverAt).where(sql`handed_over_at IS NOT NULL`), index('chat_conversations_created_idx').on(t.createdAt)]);
