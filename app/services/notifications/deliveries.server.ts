import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '~/domain/locale';
import { DELIVERY_CHANNELS, type NotificationKind } from '~/domain/notification';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notificationDeliveries } from '~/services/db/schema/notifications';
import { notifications } from '~/services/db/schema/requirements';
import { enqueue } from '~/services/jobs/queue.server';
import { logger } from '~/services/logging/logger.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { notifierFor } from './channels/index.server';
import { ProviderRefusal } from './channels/notifier';
import { noticeEmail } from './email-template.server';
import { modesForKind } from './preferences.server';

/**
 * A notification on the channels outside the site. In the event's transaction, per channel and
 * the person's choice for the kind: one notification_deliveries row (unique per notification and
 * channel), and for "immediately" its delivery queued in that same transaction:
 * - email goes through the mail outbox (sendEmail), whose claim makes one SMTP send per email and
 *   whose job retries with backoff; the delivery row records the hand-over (status sent, the
 *   outbox id as providerRef), the outbox row the SMTP outcome;
 * - SMS and WhatsApp get a `notifications.deliver` job that claims the row, calls the provider
 *   and records the outcome (retried with backoff, the reason kept in last_error);
 * - "daily digest" rows wait, pending, for the digest job (digest.server.ts).
 */

export const DELIVER_JOB = 'notifications.deliver';
/** A worker that claimed a delivery and vanished gives it up after this long. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

export interface Recipient {
  userId: number;
  email: string;
  name: string;
  mobile: string | null;
  /** The language of the person's emails. */
  locale: Locale;
}

export interface NoticeToDeliver {
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
}

export async function planDeliveries(tx: Transaction, person: Recipient, notificationId: number, notice: NoticeToDeliver): Promise<void> {
  const modes = await modesForKind(tx, person.userId, notice.kind);
  for (const channel of DELIVERY_CHANNELS) {
    const mode = modes[channel];
    if (mode === 'off') continue;
    if (channel !== 'email' && (!notifierFor(channel).isConfigured() || !person.mobile || mode !== 'immediate')) continue;
    const [delivery] = await tx
      .insert(notificationDeliveries)
      .values({ notificationId, channel, mode, status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: notificationDeliveries.id });
    if (!delivery || mode === 'digest') continue;
    if (channel === 'email') {
      const sent = await sendEmail(noticeEmail(person, notice, notificationId), tx);
      await tx
        .update(notificationDeliveries)
        .set({ status: 'sent', sentAt: sql`now()`, providerRef: sent ? `outbox:${sent.outboxId}` : null })
        .where(eq(notificationDeliveries.id, delivery.id));
    } else {
      const queued = await enqueue(DELIVER_JOB, { deliveryId: delivery.id }, { singletonKey: `delivery-${delivery.id}` }, tx);
      if (!queued) logger.warn({ deliveryId: delivery.id }, 'notification delivery waits: no job worker in this process, the delivery sweep will send it');
    }
  }
}

/**
 * One attempt at one SMS or WhatsApp delivery, safe to run twice: it claims the row first
 * (pending, or a stale claim), so a duplicated job finds nothing to do. A provider's refusal is
 * written to the row (without secrets) and thrown for pg-boss to retry; after the last attempt
 * the row is `failed` with the reason.
 */
export async function deliverTextNotification(deliveryId: number, attempt: { retryCount: number; retryLimit: number }): Promise<{ status: string }> {
  const [claimed] = await db()
    .update(notificationDeliveries)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
        eq(notificationDeliveries.mode, 'immediate'),
        or(eq(notificationDeliveries.status, 'pending'), and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.claimedAt, STALE_CLAIM))),
      ),
    )
    .returning();
  if (!claimed || claimed.channel === 'email') return { status: 'skipped' };
  const [row] = await db()
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link, mobile: users.mobile })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, claimed.notificationId));
  const notifier = notifierFor(claimed.channel);
  if (!row?.mobile || !notifier.isConfigured()) {
    const reason = !row?.mobile ? 'The account has no mobile number any more.' : `${notifier.provider} is not set up on this site any more.`;
    await db().update(notificationDeliveries).set({ status: 'skipped', lastError: reason, claimedAt: null }).where(eq(notificationDeliveries.id, deliveryId));
    return { status: 'skipped' };
  }
  try {
    const { providerRef } = await notifier.send(row.mobile, { kind: row.kind as NotificationKind, title: row.title, link: `${siteUrlForLinks()}${row.link}` });
    await db().update(notificationDeliveries).set({ status: 'sent', sentAt: sql`now()`, providerRef, lastError: null, claimedAt: null }).where(eq(notificationDeliveries.id, deliveryId));
    return { status: 'sent' };
  } catch (error) {
    const reason = error instanceof ProviderRefusal ? error.message : `${notifier.provider}: unexpected failure`;
    if (!(error instanceof ProviderRefusal)) logger.error({ err: error, deliveryId }, 'text notification failed unexpectedly');
    const final = attempt.retryCount >= attempt.retryLimit;
    await db()
      .update(notificationDeliveries)
      .set({ status: final ? 'failed' : 'pending', lastError: reason, claimedAt: null })
      .where(eq(notificationDeliveries.id, deliveryId));
    throw new Error(`notification delivery ${deliveryId} failed: ${reason}`);
  }
}

/** Re-enqueues text deliveries whose job is missing (written without a worker, or left by a dead one). */
export async function sweepDeliveries(): Promise<{ requeued: number }> {
  const rows = await db()
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.mode, 'immediate'),
        or(
          and(eq(notificationDeliveries.status, 'pending'), lt(notificationDeliveries.createdAt, sql`now() - interval '10 minutes'`)),
          and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.claimedAt, STALE_CLAIM)),
        ),
      ),
    )
    .limit(500);
  for (const row of rows) await enqueue(DELIVER_JOB, { deliveryId: row.id }, { singletonKey: `delivery-${row.id}` });
  return { requeued: rows.length };
}
