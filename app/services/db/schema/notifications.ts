import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, DeliveryMode } from '~/domain/notification';
import { users } from './accounts';
import { notifications } from './requirements';

/**
 * A person's choice for one kind of event on one channel: right away, in the daily digest, or not
 * at all. No row means the default (email right away; SMS and WhatsApp off). In the site always.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    channel: text({ enum: ['email', 'sms', 'whatsapp'] }).$type<DeliveryChannel>().notNull(),
    mode: text({ enum: ['immediate', 'digest', 'off'] }).$type<DeliveryMode>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * One notification on one channel outside the site (email, SMS, WhatsApp): delivered by the job
 * queue with retries; unique per (notification, channel), so an event is sent once per channel.
 * `digest` deliveries wait for the daily digest job.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text({ enum: ['email', 'sms', 'whatsapp'] }).$type<DeliveryChannel>().notNull(),
    mode: text({ enum: ['immediate', 'digest'] }).notNull(),
    status: text({ enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The provider's id for the message (SMS/WhatsApp), or the outbox email's id. */
    providerRef: text(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel), index('notification_deliveries_status_idx').on(t.status, t.mode, t.createdAt)],
);

/**
 * One daily digest email per person and day (India's date): the digest job inserts this row in
 * the transaction that writes the email, so a second run on the same day sends nothing.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestOn: date({ mode: 'string' }).notNull(),
    outboxEmailId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.digestOn] })],
);
