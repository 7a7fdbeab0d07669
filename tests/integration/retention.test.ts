import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, RETENTION_SCHEDULE } from '~/domain/retention';

const { db } = await import('~/services/db/client.server');
const { users, outboxEmails } = await import('~/services/db/schema/accounts');
const { chatConversations, serviceRequests } = await import('~/services/db/schema/leads');
const { notifications } = await import('~/services/db/schema/requirements');
const { notificationDeliveries } = await import('~/services/db/schema/notifications');
const { jobDefinitions } = await import('~/services/jobs/worker.server');
const retention = await import('~/services/jobs/retention.server');

const DAY = 24 * 3600_000;
/** A moment `days` days ago, give or take an hour so the boundary is never a matter of milliseconds. */
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3600_000);
const unique = () => randomBytes(6).toString('hex');

/** Runs a prune twice: the second run must find nothing more to delete. */
async function twice(prune: () => Promise<{ deleted: number }>) {
  const first = await prune();
  expect((await prune()).deleted).toBe(0);
  return first.deleted;
}

describe('the retention schedule', () => {
  it('names, for every row with a job, a job the worker runs; a row without one says why', () => {
    const names = new Set(jobDefinitions().map((job) => job.name));
    const missing = RETENTION_SCHEDULE.filter((rule) => rule.job !== null && !names.has(rule.job)).map((rule) => `${rule.data} → ${rule.job}`);
    expect(missing, 'schedule rows whose job the worker does not run').toEqual([]);
    for (const rule of RETENTION_SCHEDULE.filter((r) => r.job === null)) expect(rule.why.length, rule.data).toBeGreaterThan(20);
  });

  it('lists every housekeeping job, so nothing is deleted that the privacy page does not mention', () => {
    const listed = new Set(RETENTION_SCHEDULE.map((rule) => rule.job));
    const unlisted = jobDefinitions()
      .map((job) => job.name)
      .filter((name) => name.startsWith('housekeeping.') && !listed.has(name));
    expect(unlisted).toEqual([]);
  });
});

describe('retention jobs delete exactly what is older than their period', () => {
  it(`mail outbox: finished emails older than ${RETENTION_DAYS.mailOutbox} days go; newer ones and any still waiting to be sent stay`, async () => {
    const days = RETENTION_DAYS.mailOutbox;
    const email = (subject: string, status: 'pending' | 'sending' | 'sent' | 'failed' | 'held', createdAt: Date, sentAt: Date | null = null) => ({
      to: `r-${unique()}@example.in`,
      subject,
      text: 'body',
      status,
      createdAt,
      sentAt,
    });
    const rows = await db()
      .insert(outboxEmails)
      .values([
        email('sent long ago', 'sent', daysAgo(days + 2), daysAgo(days, 1)),
        email('sent recently', 'sent', daysAgo(days + 2), daysAgo(days, -1)),
        email('held long ago', 'held', daysAgo(days, 1)),
        email('held recently', 'held', daysAgo(days, -1)),
        email('failed long ago', 'failed', daysAgo(days, 1)),
        email('pending long ago', 'pending', daysAgo(days * 3)),
        email('sending long ago', 'sending', daysAgo(days * 3)),
      ])
      .returning({ id: outboxEmails.id });
    expect(await twice(retention.pruneMailOutbox)).toBe(3);
    const left = await db().select({ subject: outboxEmails.subject }).from(outboxEmails).where(inArray(outboxEmails.id, rows.map((r) => r.id))).orderBy(outboxEmails.id);
    expect(left.map((r) => r.subject)).toEqual(['sent recently', 'held recently', 'pending long ago', 'sending long ago']);
  });

  it(`visitor chats: a chat whose last message is older than ${RETENTION_DAYS.visitorChats} days goes, a newer one stays`, async () => {
    const days = RETENTION_DAYS.visitorChats;
    const chat = (name: string, updatedAt: Date) => ({ publicId: `chat-${unique()}`, name, email: 'v@example.in', phone: '+919876543210', consentText: 'ok', createdAt: daysAgo(days * 2), updatedAt });
    const rows = await db()
      .insert(chatConversations)
      .values([chat('old', daysAgo(days, 1)), chat('recent', daysAgo(days, -1))])
      .returning({ id: chatConversations.id });
    expect(await twice(retention.pruneVisitorChats)).toBe(1);
    const left = await db().select({ name: chatConversations.name }).from(chatConversations).where(inArray(chatConversations.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.name)).toEqual(['recent']);
  });

  it(`notifications: older than ${RETENTION_DAYS.notifications} days go with their delivery records, newer ones stay`, async () => {
    const days = RETENTION_DAYS.notifications;
    const [user] = await db().insert(users).values({ email: `n-${unique()}@example.in`, name: 'Asha', passwordHash: 'x' }).returning({ id: users.id });
    const notice = (title: string, createdAt: Date) => ({ userId: user!.id, kind: 'quote_received', title, link: '/account', dedupeKey: unique(), createdAt });
    const rows = await db()
      .insert(notifications)
      .values([notice('old', daysAgo(days, 1)), notice('recent', daysAgo(days, -1))])
      .returning({ id: notifications.id });
    await db().insert(notificationDeliveries).values(rows.map((row) => ({ notificationId: row.id, channel: 'email' as const, mode: 'immediate' as const, status: 'sent' as const })));
    expect(await twice(retention.pruneOldNotifications)).toBe(1);
    const left = await db().select({ title: notifications.title }).from(notifications).where(inArray(notifications.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.title)).toEqual(['recent']);
    const deliveries = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE notification_id IN (${rows[0]!.id}, ${rows[1]!.id})`);
    expect(deliveries.rows[0]?.n).toBe(1);
  });

  it(`service requests: older than ${RETENTION_DAYS.serviceRequests} days go, handled or not; newer ones stay`, async () => {
    const days = RETENTION_DAYS.serviceRequests;
    const request = (message: string, createdAt: Date, handledAt: Date | null = null) => ({ serviceSlug: 'contact', name: 'Asha', email: 'a@example.in', mobile: '+919876543210', message, createdAt, handledAt });
    const rows = await db()
      .insert(serviceRequests)
      .values([request('old, handled', daysAgo(days, 1), daysAgo(days - 1)), request('old, never handled', daysAgo(days, 1)), request('recent', daysAgo(days, -1))])
      .returning({ id: serviceRequests.id });
    expect(await twice(retention.pruneServiceRequests)).toBe(2);
    const left = await db().select({ message: serviceRequests.message }).from(serviceRequests).where(inArray(serviceRequests.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.message)).toEqual(['recent']);
  });
});
