/**
 * The audit log of the marketplace team: every staff action, with who, when, what and the values
 * before and after, written in the transaction of the action (so an action and its entry land or
 * fail together). Refused attempts are written too. Nothing updates or deletes an entry.
 */
import { desc } from 'drizzle-orm';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db, type Transaction } from '~/services/db/client.server';
import { adminAuditLog } from '~/services/db/schema/billing';

export interface StaffActionEntry {
  /** What was done, as a short verb phrase: 'suspended company', 'approved check'. */
  action: string;
  /** Which record, readable: 'company nashik-agro-seeds', 'payment 12'. */
  subject: string;
  detail?: Record<string, string | number | null>;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Executor = Pick<Transaction, 'insert'>;

/** `staff.id` is null for the command line (`npm run admin:create`), which has no login. */
export async function recordStaffAction(tx: Executor, staff: { id: number | null; email: string }, entry: StaffActionEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminUserId: staff.id,
    adminEmail: staff.email,
    action: entry.action,
    subject: entry.subject,
    detail: entry.detail ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Outside a transaction (a refusal, a read of something sensitive). */
export async function recordStaffEvent(staff: Pick<SessionUser, 'id' | 'email'>, entry: StaffActionEntry): Promise<void> {
  await recordStaffAction(db(), staff, entry);
}

export async function recentAuditEntries(limit = 50) {
  return db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit);
}
