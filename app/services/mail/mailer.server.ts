import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { config } from '~/config.server';
import { db, type Transaction } from '~/services/db/client.server';
import { outboxEmails, type OutboxStatus } from '~/services/db/schema/accounts';
import { defineJob, enqueue, type JobDefinition } from '~/services/jobs/queue.server';
import { logger } from '~/services/logging/logger.server';
import { deliver, describeDeliveryError } from '~/services/mail/transport.server';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML (notifications); plain text alone when left out. */
  html?: string;
  /** Extra headers: Message-ID (fixed per event), List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The email carries a one-time link (reset, confirmation, invitation): the outbox loses it once delivered. */
  redactAfterDelivery?: boolean;
}

/** Links that act by themselves: a token in the query or an invitation's token in the path. */
const ONE_TIME_LINK = /https?:\/\/[^\s<>"']*(?:[?&]token=|\/invitations\/)[^\s<>"']*/g;
const REDACTED_LINK = '[one-time link removed from this copy after delivery]';

/** The stored copy of a delivered email, without the links only its recipient may use. */
function redactOneTimeLinks(text: string): string {
  return text.replace(ONE_TIME_LINK, REDACTED_LINK);
}

/** Mail leaves the building only when SMTP_URL is set; otherwise every email is held in the outbox. */
function mailIsOn(): boolean {
  return config().SMTP_URL !== undefined;
}

const DELIVER = 'mail.deliver';
/** A worker that claimed an email and then vanished (crash, kill -9) gives it up after this long. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

/**
 * Writes the email to the outbox (inside `tx` when the caller has one, so an email about something
 * that rolled back is never sent) and enqueues its delivery job in the same transaction. The user's
 * action never waits for the SMTP server, and never fails because of it.
 */
export async function sendEmail(email: Email, tx?: Transaction): Promise<{ outboxId: number } | undefined> {
  const on = mailIsOn();
  const [row] = await (tx ?? db())
    .insert(outboxEmails)
    .values({ ...email, status: on ? 'pending' : 'held' })
    .returning({ id: outboxEmails.id });
  if (!row) return undefined;
  if (!on) {
    logger.info({ outboxId: row.id }, 'email held in the outbox: mail is off (SMTP_URL is not set)');
    return { outboxId: row.id };
  }
  const job = { outboxId: row.id };
  const options = { singletonKey: `outbox-${row.id}` };
  // Inside a transaction a failed enqueue has aborted it, so the caller must hear of it; outside,
  // the row is already saved and the sweep will find it, so the user's action goes on.
  const queued = tx
    ? await enqueue(DELIVER, job, options, tx)
    : await enqueue(DELIVER, job, options).catch((err: unknown) => {
        logger.error({ err, outboxId: row.id }, 'could not enqueue an email; the mail sweep will send it');
        return true;
      });
  if (!queued) logger.warn({ outboxId: row.id }, 'email waits in the outbox: no job worker in this process, the mail sweep will send it');
  return { outboxId: row.id };
}

/**
 * One delivery attempt of one outbox email, safe to run twice: it first claims the row (pending,
 * or a stale claim), so a second run of the same job, or a sweep's duplicate, finds nothing to do.
 * A refusal is written to the row; it is retried by pg-boss with backoff, and after the last
 * attempt the row is `failed`.
 */
export async function deliverOutboxEmail(outboxId: number, attempt: { retryCount: number; retryLimit: number }): Promise<{ status: OutboxStatus | 'skipped' }> {
  const smtpUrl = config().SMTP_URL;
  if (!smtpUrl) {
    // Mail was switched off between enqueueing and now: keep the email, visibly.
    await db().update(outboxEmails).set({ status: 'held' }).where(and(eq(outboxEmails.id, outboxId), eq(outboxEmails.status, 'pending')));
    return { status: 'held' };
  }
  const [email] = await db()
    .update(outboxEmails)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(
      and(
        eq(outboxEmails.id, outboxId),
        or(eq(outboxEmails.status, 'pending'), and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedAt, STALE_CLAIM))),
      ),
    )
    .returning();
  if (!email) return { status: 'skipped' };
  try {
    await deliver(smtpUrl, { from: config().MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined, headers: email.headers });
  } catch (error) {
    const reason = describeDeliveryError(error, smtpUrl);
    const final = attempt.retryCount >= attempt.retryLimit;
    await db()
      .update(outboxEmails)
      .set({ status: final ? 'failed' : 'pending', lastError: reason, claimedAt: null })
      .where(eq(outboxEmails.id, outboxId));
    // The job's error (logged by the queue, kept by pg-boss) carries the redacted reason only.
    throw new Error(`email ${outboxId} was not delivered: ${reason}`);
  }
  // Issue 18, finding 8e: once the recipient has the link, the outbox keeps no usable copy of it.
  const redacted = email.redactAfterDelivery ? { text: redactOneTimeLinks(email.text), html: email.html === null ? null : redactOneTimeLinks(email.html), redactedAt: sql`now()` } : {};
  await db()
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedAt: null, ...redacted })
    .where(eq(outboxEmails.id, outboxId));
  return { status: 'sent' };
}

/**
 * Re-enqueues emails whose delivery job is missing: written by a process without a worker, or
 * left `sending` by a worker that died. The deliver queue is `exclusive` per email, so an email
 * whose job is still waiting for its retry is not queued twice.
 */
export async function sweepOutbox(): Promise<{ requeued: number }> {
  if (!mailIsOn()) return { requeued: 0 };
  const rows = await db()
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      or(
        and(eq(outboxEmails.status, 'pending'), lt(outboxEmails.createdAt, sql`now() - interval '1 minute'`)),
        and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedAt, STALE_CLAIM)),
      ),
    )
    .limit(500);
  for (const row of rows) await enqueue(DELIVER, { outboxId: row.id }, { singletonKey: `outbox-${row.id}` });
  return { requeued: rows.length };
}

/** Retry policy of a delivery: 6 attempts over about a quarter of an hour (30 s, 1, 2, 4, 8 min). */
const MAIL_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** The mail jobs; tests pass a quicker retry policy to watch retries happen. */
export function mailJobs(retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean } = MAIL_RETRY): JobDefinition[] {
  return [
    defineJob<{ outboxId: number }>({
      name: DELIVER,
      policy: 'exclusive',
      queue: { ...retry, expireInSeconds: 120 },
      // A backlog (a digest morning, a burst of notifications) drains ten at a time, not one per poll.
      batchSize: 10,
      run: ({ outboxId }, attempt) => deliverOutboxEmail(outboxId, attempt),
    }),
    defineJob({
      name: 'mail.sweep',
      policy: 'exclusive',
      queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true },
      cron: '*/5 * * * *',
      run: () => sweepOutbox(),
    }),
  ];
}

/** What the admin console says about mail: on or off, and what is waiting or failed. */
export async function mailStatus(): Promise<{ on: boolean; held: number; failed: number }> {
  const counts = await db()
    .select({ status: outboxEmails.status, n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['held', 'failed']))
    .groupBy(outboxEmails.status);
  const count = (status: OutboxStatus) => counts.find((c) => c.status === status)?.n ?? 0;
  return { on: mailIsOn(), held: count('held'), failed: count('failed') };
}

/** Says once at start-up, in the log, when production mail is off; development uses /dev/outbox. */
export function logMailMode(): void {
  if (mailIsOn()) logger.info({ from: config().MAIL_FROM }, 'mail is on: emails are delivered through SMTP_URL');
  else if (config().NODE_ENV === 'production' && !config().E2E)
    logger.warn('mail is off: SMTP_URL is not set, so no email leaves this server; emails are kept in the outbox_emails table (status "held") and the admin console says so');
  else logger.info('mail is off: SMTP_URL is not set; emails are shown at /dev/outbox');
}

export function outboxEnabled(): boolean {
  return config().NODE_ENV !== 'production' || config().E2E;
}

export async function latestOutbox(limit = 50) {
  return db().select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
