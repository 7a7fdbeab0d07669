import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { Transaction } from '~/services/db/client.server';
import type { StaffPermission } from '~/domain/staff';
import { staffAllowing } from '~/services/admin/staff.server';
import { notifications } from '~/services/db/schema/requirements';
import { notifyUser } from './notify.server';

const QUEUES = {
  listings: {
    link: '/admin/listings',
    permission: 'moderate_content',
    title: 'Listings are waiting for review',
    body: 'A seller submitted a listing or a change to one. Open the review queue.',
  },
  reports: {
    link: '/admin/reports',
    permission: 'moderate_content',
    title: 'Reports of abuse are waiting',
    body: 'Someone reported a listing, a supplier, a message or a review. Open the reports queue.',
  },
  verification: {
    link: '/admin/verification',
    permission: 'verify_companies',
    title: 'Company documents are waiting for review',
    body: 'A company uploaded a document for verification. Open the verification queue.',
  },
  payments: {
    link: '/admin/payments',
    permission: 'finance',
    title: 'UPI payments are waiting to be confirmed',
    body: 'A buyer sent the UTR of a UPI payment. Check it against the bank statement.',
  },
  contact: {
    link: '/admin/contact-messages',
    permission: 'support',
    title: 'Contact messages are waiting',
    body: 'A visitor sent the contact form or asked for a service. Get back to them and mark the message handled.',
  },
} as const satisfies Record<string, { link: string; permission: StaffPermission; title: string; body: string }>;

/**
 * Tells every staff member who works the queue (by permission) that it grew, at most one unread notice per queue and admin: the dedupe
 * key names the admin's last read notice of that queue, so until they read it, the next growth
 * writes nothing (and two events at once collide on the key instead of writing two).
 */
export async function notifyAdminQueue(tx: Transaction, queue: keyof typeof QUEUES): Promise<void> {
  const { link, title, body, permission } = QUEUES[queue];
  for (const staffId of await staffAllowing(tx, permission)) {
    const [lastRead] = await tx
      .select({ id: max(notifications.id) })
      .from(notifications)
      .where(and(eq(notifications.userId, staffId), eq(notifications.kind, 'admin_queue'), eq(notifications.link, link), isNotNull(notifications.readAt)));
    await notifyUser(tx, staffId, { kind: 'admin_queue', title, body, link, dedupeKey: `admin-queue:${queue}:after-${lastRead?.id ?? 0}` });
  }
}
