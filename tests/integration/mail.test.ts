import { eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from './support/capture-log';
import { runMailJobsWith, startOtherMailWorker } from './support/mail-worker';
import { header, startSmtpSink, textBody, type SmtpSink } from './support/smtp-sink';

// A real SMTP server that wants a password; SMTP_URL must be set before the config is first read.
const SMTP_PASSWORD = 's3cret-pa55word';
const sink: SmtpSink = await startSmtpSink('mailer', SMTP_PASSWORD);
process.env.SMTP_URL = sink.url;
process.env.MAIL_FROM = 'no-reply@tradesetu.example';

const { db, transaction } = await import('~/services/db/client.server');
const { users, outboxEmails } = await import('~/services/db/schema/accounts');
const { requestPasswordReset, resetTokenIsValid, sendVerificationEmail } = await import('~/services/accounts/tokens.server');
const { deliverOutboxEmail, sendEmail, sweepOutbox } = await import('~/services/mail/mailer.server');

runMailJobsWith(sink);
beforeEach(() => {
  sink.refuseNext = 0;
});

async function newUser() {
  const email = `asha-${randomBytes(4).toString('hex')}@example.in`;
  const [user] = await db().insert(users).values({ email, name: 'Asha Rao', passwordHash: 'not-used' }).returning();
  if (!user) throw new Error('no user');
  return user;
}

const mailTo = (address: string) => () => {
  const mail = sink.received.find((m) => m.to.includes(address));
  if (!mail) throw new Error(`no mail for ${address} yet`);
  return mail;
};
const outboxRowFor = async (address: string) => (await db().select().from(outboxEmails).where(eq(outboxEmails.to, address)))[0];

describe('mail through SMTP_URL', () => {
  it('delivers a password-reset email to the account holder, with a link that works', async () => {
    const user = await newUser();
    await requestPasswordReset(user.email, 'https://tradesetu.example', '10.9.0.1', 'TradeSetu');

    const mail = await vi.waitFor(mailTo(user.email), { timeout: 15_000, interval: 100 });
    expect(mail.from).toBe('no-reply@tradesetu.example');
    expect(header(mail.raw, 'Subject')).toBe('Reset your TradeSetu password');
    const body = textBody(mail.raw);
    expect(body).toContain('Hello Asha Rao,');
    const token = /https:\/\/tradesetu\.example\/reset-password\?token=([A-Za-z0-9_-]{32})/.exec(body)?.[1];
    expect(token).toBeDefined();
    expect(await resetTokenIsValid(token ?? '')).toBe(true);
    await vi.waitFor(async () => expect((await outboxRowFor(user.email))?.status).toBe('sent'), { timeout: 5_000 });
  });

  it('delivers the email-verification mail, and a Hindi subject arrives intact', async () => {
    const user = await newUser();
    await sendVerificationEmail({ id: user.id, email: user.email, name: 'राम ट्रेडर्स' }, 'https://tradesetu.example', 'ट्रेडसेतु');
    const mail = await vi.waitFor(mailTo(user.email), { timeout: 15_000, interval: 100 });
    expect(header(mail.raw, 'Subject')).toBe('Confirm your email address for ट्रेडसेतु');
    expect(textBody(mail.raw)).toMatch(/Hello राम ट्रेडर्स,[\s\S]*https:\/\/tradesetu\.example\/verify-email\?token=[A-Za-z0-9_-]{32}/);
  });

  it('retries after the SMTP server refuses, records the attempts, and logs the reason without secrets', async () => {
    const log = captureLog();
    try {
      sink.refuseNext = 1;
      const user = await newUser();
      await requestPasswordReset(user.email, 'https://tradesetu.example', '10.9.0.2', 'TradeSetu');
      const mail = await vi.waitFor(mailTo(user.email), { timeout: 20_000, interval: 100 });
      const row = await vi.waitFor(async () => {
        const current = await outboxRowFor(user.email);
        expect(current?.status).toBe('sent');
        return current;
      });
      expect(row?.attempts).toBe(2);
      expect(sink.refused).toBeGreaterThanOrEqual(1);

      const failure = log.lines().find((line) => line.includes('"job failed"') && line.includes(`email ${row?.id} was not delivered`));
      expect(failure).toBeDefined();
      expect(failure).toContain('451');
      expect(failure).toContain('"willRetry":true');
      const token = /token=([A-Za-z0-9_-]{32})/.exec(textBody(mail.raw))?.[1] ?? 'missing';
      for (const secret of [SMTP_PASSWORD, Buffer.from(`\0mailer\0${SMTP_PASSWORD}`).toString('base64'), token]) {
        expect(log.lines().join('\n')).not.toContain(secret);
      }
    } finally {
      log.stop();
    }
  });

  it('gives up after the last attempt: the email stays in the outbox as failed, with the reason', async () => {
    const log = captureLog();
    try {
      sink.refuseNext = Infinity;
      const user = await newUser();
      await sendEmail({ to: user.email, subject: 'Your inquiry', text: 'Hello' });
      const row = await vi.waitFor(
        async () => {
          const current = await outboxRowFor(user.email);
          expect(current?.status).toBe('failed');
          return current;
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/451.*Mailbox busy/);
      expect(row?.lastError).not.toContain(SMTP_PASSWORD);
      expect(log.lines().some((line) => line.includes('"level":"error"') && line.includes('"willRetry":false'))).toBe(true);
      expect(sink.received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      log.stop();
    }
  });

  it('sends an email written inside a transaction only if the transaction commits', async () => {
    const kept = await newUser();
    const rolledBack = await newUser();
    await transaction(async (tx) => sendEmail({ to: kept.email, subject: 'Committed', text: 'kept' }, tx));
    await expect(
      transaction(async (tx) => {
        await sendEmail({ to: rolledBack.email, subject: 'Rolled back', text: 'never' }, tx);
        throw new Error('the caller failed after writing the email');
      }),
    ).rejects.toThrow('the caller failed');
    await vi.waitFor(mailTo(kept.email), { timeout: 15_000, interval: 100 });
    expect(await outboxRowFor(rolledBack.email)).toBeUndefined();
    const jobs = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.deliver' AND data->>'outboxId' NOT IN (SELECT id::text FROM outbox_emails)`);
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('delivers each email once, even when its job runs twice or the sweep re-enqueues it', async () => {
    const user = await newUser();
    // Written by a process without a worker (a script): no job, only the row, a few minutes old.
    const [row] = await db()
      .insert(outboxEmails)
      .values({ to: user.email, subject: 'Left behind', text: 'found by the sweep', status: 'pending', createdAt: new Date(Date.now() - 5 * 60_000) })
      .returning();
    expect((await sweepOutbox()).requeued).toBeGreaterThanOrEqual(1);
    await vi.waitFor(mailTo(user.email), { timeout: 15_000, interval: 100 });
    expect(await deliverOutboxEmail(row?.id ?? 0, { retryCount: 0, retryLimit: 2 })).toEqual({ status: 'skipped' });
    await sweepOutbox();
    expect(sink.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('shares the work with another app process: each email is sent exactly once', async () => {
    // A second process's worker on the same database and queue, as pg-boss sees it.
    const other = await startOtherMailWorker();
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => newUser()));
      await Promise.all(users.map((user) => sendEmail({ to: user.email, subject: 'Shared', text: 'once' })));
      for (const user of users) await vi.waitFor(mailTo(user.email), { timeout: 20_000, interval: 100 });
      for (const user of users) expect(sink.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      const rows = await db().select().from(outboxEmails).where(inArray(outboxEmails.to, users.map((u) => u.email)));
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(users.map(() => ['sent', 1]));
    } finally {
      await other.stop({ graceful: true });
    }
  });
});
