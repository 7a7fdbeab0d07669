import { sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '~/domain/retention';
import { db } from '~/services/db/client.server';

/**
 * The retention schedule's own jobs (app/domain/retention.ts holds the periods and the words
 * /privacy shows). Each is a plain "delete what is older than the period", so a second run deletes
 * nothing more; housekeeping.server.ts schedules them.
 */

const deleted = (result: { rowCount: number | null }) => result.rowCount ?? 0;
const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Outbox emails that are finished: sent, refused for good, or held because mail is off. One
 * still waiting to be sent (pending, sending) is never deleted, however old.
 */
export async function pruneMailOutbox(): Promise<{ deleted: number }> {
  const cutoff = olderThan(RETENTION_DAYS.mailOutbox);
  return {
    deleted: deleted(await db().execute(sql`DELETE FROM outbox_emails WHERE status IN ('sent', 'failed', 'held') AND coalesce(sent_at, created_at) < ${cutoff}`)),
  };
}

/** Chats with the assistant (name, email, phone and transcript) whose last message is older than the period. */
export async function pruneVisitorChats(): Promise<{ deleted: number }> {
  return { deleted: deleted(await db().execute(sql`DELETE FROM chat_conversations WHERE updated_at < ${olderThan(RETENTION_DAYS.visitorChats)}`)) };
}

/** Notifications older than the period, with their delivery records (the foreign key cascades). */
export async function pruneOldNotifications(): Promise<{ deleted: number }> {
  return { deleted: deleted(await db().execute(sql`DELETE FROM notifications WHERE created_at < ${olderThan(RETENTION_DAYS.notifications)}`)) };
}

/** Contact and service requests older than the period, handled or not. */
export async function pruneServiceRequests(): Promise<{ deleted: number }> {
  return { deleted: deleted(await db().execute(sql`DELETE FROM service_requests WHERE created_at < ${olderThan(RETENTION_DAYS.serviceRequests)}`)) };
}
