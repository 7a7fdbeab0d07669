import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type ContactFilter } from '~/domain/admin-queues';
import { formatIndianMoment } from '~/domain/india-time';
import type { ServiceRequestInput } from '~/domain/service-request';
import { recordStaffAction } from '~/services/admin/audit.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { allowStaff } from '~/services/admin/staff.server';
import { db, transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { services } from '~/services/db/schema/content';
import { serviceRequests } from '~/services/db/schema/leads';
import { ConflictError, NotFoundError } from '~/services/errors.server';
import { notifyAdminQueue } from '~/services/notifications/admin-queues.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/**
 * Saves a service request (or a contact message, slug 'contact'); at most 5 per IP per 10 minutes.
 * The support team hears that their queue grew in the same transaction.
 */
export async function createServiceRequest(serviceSlug: string, input: ServiceRequestInput, clientIp: string, userId?: number) {
  await enforceRateLimit(`service-request:ip:${clientIp}`, 5, 600, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
  return transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values({ serviceSlug, ...input, userId })
      .returning({ id: serviceRequests.id });
    await notifyAdminQueue(tx, 'contact');
    return { id: row?.id ?? 0 };
  });
}

const FILTERS: Record<ContactFilter, SQL | undefined> = {
  open: isNull(serviceRequests.handledAt),
  handled: isNotNull(serviceRequests.handledAt),
  all: undefined,
};

/** The support team's queue (/admin/contact-messages): one page, newest first, with who handled each. */
export async function contactMessages(filter: ContactFilter, page: number, pageSize = ADMIN_PAGE_SIZE) {
  const where = FILTERS[filter];
  const [rows, [count]] = await Promise.all([
    db()
      .select({
        id: serviceRequests.id,
        serviceSlug: serviceRequests.serviceSlug,
        serviceName: services.name,
        name: serviceRequests.name,
        email: serviceRequests.email,
        mobile: serviceRequests.mobile,
        companyName: serviceRequests.companyName,
        message: serviceRequests.message,
        createdAt: serviceRequests.createdAt,
        handledAt: serviceRequests.handledAt,
        handledNote: serviceRequests.handledNote,
        handledBy: users.email,
      })
      .from(serviceRequests)
      .leftJoin(services, eq(services.slug, serviceRequests.serviceSlug))
      .leftJoin(users, eq(users.id, serviceRequests.handledByUserId))
      .where(where)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(where),
  ]);
  return { messages: rows, total: count?.n ?? 0 };
}

/** How many contact messages nobody has handled yet (the admin overview's count). */
export async function openContactCount(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(isNull(serviceRequests.handledAt));
  return row?.n ?? 0;
}

/**
 * A staff member handled a contact message (called back, wrote): the note and who did it are kept,
 * and the audit log gets the values before and after in the same transaction. A message already
 * handled is not handled twice: the second staff member is told who did it and when.
 */
export async function markContactHandled(user: SessionUser, messageId: number, note: string, now = new Date()): Promise<void> {
  const staff = await allowStaff(user, 'support');
  await transaction(async (tx) => {
    const [row] = await tx
      .select({ id: serviceRequests.id, email: serviceRequests.email, handledAt: serviceRequests.handledAt, handledNote: serviceRequests.handledNote, handledByUserId: serviceRequests.handledByUserId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, messageId))
      .for('update');
    if (!row) throw new NotFoundError('There is no such contact message. Reload the list.');
    if (row.handledAt) {
      const [by] = row.handledByUserId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, row.handledByUserId)) : [];
      throw new ConflictError(`Already handled by ${by?.email ?? 'a former staff member'} on ${formatIndianMoment(row.handledAt)}: ${row.handledNote}`);
    }
    await tx
      .update(serviceRequests)
      .set({ handledAt: now, handledByUserId: staff.id, handledNote: note })
      .where(and(eq(serviceRequests.id, row.id), isNull(serviceRequests.handledAt)));
    await recordStaffAction(tx, staff, {
      action: 'contact.handled',
      subject: `contact message ${row.id}`,
      detail: { email: row.email },
      before: { handled: false, note: row.handledNote },
      after: { handled: true, note, handledAt: now.toISOString() },
    });
  });
}
