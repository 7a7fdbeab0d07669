import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { runMailJobsWith, startOtherMailWorker } from './support/mail-worker';
import { header, startSmtpSink, textBody, type SmtpSink } from './support/smtp-sink';

// A real SMTP server; SMTP_URL must be set before the config is first read.
const sink: SmtpSink = await startSmtpSink('notices', 'n0tice-pass');
process.env.SMTP_URL = sink.url;

const { db, transaction } = await import('~/services/db/client.server');
const { outboxEmails, users } = await import('~/services/db/schema/accounts');
const { notifications } = await import('~/services/db/schema/requirements');
const { notifyUser } = await import('~/services/notifications/notify.server');
const { sweepOutbox } = await import('~/services/mail/mailer.server');

runMailJobsWith(sink);

async function newPerson() {
  const [user] = await db()
    .insert(users)
    .values({ email: `anil-${randomBytes(4).toString('hex')}@example.in`, name: 'Anil Desai', passwordHash: 'not-used' })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

const event = (dedupeKey = randomBytes(6).toString('hex')) => ({ kind: 'message_received' as const, title: 'New message from Rao Traders', body: 'Can you pack in 25 kg bags?', link: '/account/messages/TH-7KD2M9X4', dedupeKey });
const mailsTo = (address: string) => sink.received.filter((m) => m.to.includes(address));
const waitForMail = (address: string) =>
  vi.waitFor(
    () => {
      const [mail] = mailsTo(address);
      if (!mail) throw new Error(`no mail for ${address} yet`);
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );

describe('notification emails over SMTP', () => {
  it('arrive as HTML and text with the event’s Message-ID and one-click unsubscribe headers', async () => {
    const person = await newPerson();
    await transaction((tx) => notifyUser(tx, person.id, event()));
    const mail = await waitForMail(person.email);
    const [row] = await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, person.id));
    expect(header(mail.raw, 'Subject')).toBe('New message from Rao Traders');
    expect(header(mail.raw, 'Message-ID')).toBe(`<notification-${row?.id}@localhost>`);
    expect(header(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/unsubscribe\/[\w-]+\.[\w-]+>$/);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(textBody(mail.raw)).toContain('Can you pack in 25 kg bags?');
  });

  it('one email per event: the event told twice at once, and each delivery job duplicated across two workers', async () => {
    // A second process's worker on the same queue, as pg-boss sees it.
    const other = await startOtherMailWorker();
    try {
      const people = await Promise.all(Array.from({ length: 10 }, () => newPerson()));
      await Promise.all(
        people.map(async (person) => {
          const same = event();
          // Two requests telling the same event concurrently: the dedupe key lets one through.
          await Promise.all([transaction((tx) => notifyUser(tx, person.id, same)), transaction((tx) => notifyUser(tx, person.id, same))]);
        }),
      );
      const rows = await db().select({ id: outboxEmails.id }).from(outboxEmails).where(inArray(outboxEmails.to, people.map((p) => p.email)));
      expect(rows).toHaveLength(10);
      // And every delivery job sent again (under another singleton key, so the queue takes it) for the two workers to race on.
      const duplicates = await Promise.all(rows.map((row) => other.send('mail.deliver', { outboxId: row.id }, { singletonKey: `duplicate-${row.id}` })));
      expect(duplicates.every((id) => typeof id === 'string')).toBe(true);
      for (const person of people) await waitForMail(person.email);
      await vi.waitFor(async () => {
        const jobs = await db().execute<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.deliver' AND state IN ('created', 'active', 'retry')`);
        expect(jobs.rows[0]?.n).toBe(0);
      }, { timeout: 15_000, interval: 100 });
      for (const person of people) expect(mailsTo(person.email)).toHaveLength(1);
    } finally {
      await other.stop({ graceful: true });
    }
  });

  it('a resend after a worker died mid-send carries the same Message-ID, so mail clients see one message', async () => {
    const person = await newPerson();
    await transaction((tx) => notifyUser(tx, person.id, event()));
    const first = await waitForMail(person.email);
    // The worker handed the message to SMTP and died before it could mark the row sent.
    await db().update(outboxEmails).set({ status: 'sending', claimedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(outboxEmails.to, person.email));
    await sweepOutbox();
    await vi.waitFor(() => expect(mailsTo(person.email)).toHaveLength(2), { timeout: 15_000, interval: 100 });
    const [, second] = mailsTo(person.email);
    expect(header(second?.raw ?? '', 'Message-ID')).toBe(header(first.raw, 'Message-ID'));
  });
});
