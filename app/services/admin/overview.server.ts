/**
 * The admin overview (/admin): the queues a staff role works and how many items wait in each. Only
 * the queues the role opens are counted at all, so a finance login never reads the reports queue.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { staffAllows, type StaffPermission, type StaffRole } from '~/domain/staff';
import { pendingUpiPayments } from '~/services/billing/admin.server';
import { reviewQueueCount } from '~/services/catalog/listing-review.server';
import { waitingChatCount } from '~/services/chat/handover.server';
import { db } from '~/services/db/client.server';
import { companyChecks, reports } from '~/services/db/schema/trust';
import { openContactCount } from '~/services/site/service-requests.server';

async function waitingDocumentChecks(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(companyChecks)
    .where(and(eq(companyChecks.status, 'pending'), eq(companyChecks.method, 'reviewer'), isNull(companyChecks.supersededAt)));
  return row?.n ?? 0;
}

async function openReports(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

const QUEUES: ReadonlyArray<{ key: string; href: string; label: string; permission: StaffPermission; count: () => Promise<number> }> = [
  { key: 'payments', href: '/admin/payments', label: 'UPI payments to confirm', permission: 'finance', count: async () => (await pendingUpiPayments()).length },
  { key: 'listings', href: '/admin/listings', label: 'Listings waiting for review', permission: 'moderate_content', count: reviewQueueCount },
  { key: 'verification', href: '/admin/verification', label: 'Verification documents waiting', permission: 'verify_companies', count: waitingDocumentChecks },
  { key: 'reports', href: '/admin/reports', label: 'Open reports', permission: 'moderate_content', count: openReports },
  { key: 'chats', href: '/admin/chats', label: 'Chats handed over to the team', permission: 'support', count: waitingChatCount },
  { key: 'contact', href: '/admin/contact-messages', label: 'Contact messages not yet handled', permission: 'support', count: openContactCount },
];

/** The queues `role` works, each with its count of waiting items. */
export async function queuesFor(role: StaffRole) {
  const mine = QUEUES.filter((queue) => staffAllows(role, queue.permission));
  const counts = await Promise.all(mine.map((queue) => queue.count()));
  return mine.map(({ key, href, label }, index) => ({ key, href, label, count: counts[index] ?? 0 }));
}
