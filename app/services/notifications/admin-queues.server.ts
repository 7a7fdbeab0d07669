import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notifications } from '~/services/db/schema/requirements';
import { notifyUser } from './notify.server';

const QUEUES = {
  listings: { link: '/admin/listings', title: 'Listings are waiting for review', body: 'A seller submitted a listing or a change to one. Open the review queue.' },
  payments: { link: '/admin/payments', title: 'UPI payments are waiting to be confirmed', body: 'A buyer sent the UTR of a UPI payment. Check it against the bank statement.' },
} as const;

/**
 * Tells every admin that a queue grew, at most one unread notice per queue and admin: the dedupe
 * key names the admin's last read notice of that queue, so until they read it, the next growth
 * writes nothing (and two events at once collide on the key instead of writing two).
 */
export async function notifyAdminQueue(tx: Transaction, queue: keyof typeof QUEUES): Promise<void> {
  const { link, title, body } = QUEUES[queue];
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  for (const admin of admins) {
    const [lastRead] = await tx
      .select({ id: max(notifications.id) })
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, 'admin_queue'), eq(notifications.link, link), isNotNull(notifications.readAt)));
    await notifyUser(tx, admin.id, { kind: 'admin_queue', title, body, link, dedupeKey: `admin-queue:${queue}:after-${lastRead?.id ?? 0}` });
  }
}
