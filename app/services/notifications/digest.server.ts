import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { indianToday } from '~/domain/requirement';
import { db, transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notificationDeliveries, notificationDigests } from '~/services/db/schema/notifications';
import { notifications } from '~/services/db/schema/requirements';
import { sendEmail } from '~/services/mail/mailer.server';
import { digestEmail } from './email-template.server';

/** At most this many updates in one digest; the rest wait for the next day (the site lists them all). */
const DIGEST_LIMIT = 100;

/**
 * The daily digest: for each person with email deliveries waiting in "daily digest" mode, one
 * email gathering them (grouped, each with its link), and the deliveries marked sent. The email,
 * the marks and a row in notification_digests (unique per person and India's date) are written
 * in one transaction, so the job run twice on a day (a retry, a second process) sends one digest.
 */
export async function sendDigests(now = new Date()): Promise<{ sent: number }> {
  const day = indianToday(now);
  const waiting = await db()
    .selectDistinct({ userId: notifications.userId })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notificationDeliveries.channel, 'email'), eq(notificationDeliveries.mode, 'digest'), eq(notificationDeliveries.status, 'pending')));
  let sent = 0;
  for (const { userId } of waiting) sent += await sendDigestTo(userId, day);
  return { sent };
}

async function sendDigestTo(userId: number, day: string): Promise<number> {
  return transaction(async (tx) => {
    const items = await tx
      .select({ deliveryId: notificationDeliveries.id, kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, userId), eq(notificationDeliveries.channel, 'email'), eq(notificationDeliveries.mode, 'digest'), eq(notificationDeliveries.status, 'pending')))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(DIGEST_LIMIT)
      .for('update', { of: notificationDeliveries, skipLocked: true });
    if (items.length === 0) return 0;
    const [marker] = await tx.insert(notificationDigests).values({ userId, digestOn: day }).onConflictDoNothing().returning();
    if (!marker) return 0; // today's digest already went out: these wait for tomorrow's
    const [person] = await tx.select({ userId: users.id, email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
    if (!person) return 0;
    const email = await sendEmail(digestEmail(person, items, day), tx);
    await tx
      .update(notificationDeliveries)
      .set({ status: 'sent', sentAt: sql`now()`, providerRef: email ? `outbox:${email.outboxId}` : null })
      .where(inArray(notificationDeliveries.id, items.map((item) => item.deliveryId)));
    await tx.update(notificationDigests).set({ outboxEmailId: email?.outboxId ?? null }).where(and(eq(notificationDigests.userId, userId), eq(notificationDigests.digestOn, day)));
    return 1;
  });
}
