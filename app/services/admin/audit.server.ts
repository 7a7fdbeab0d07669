/**
 * The audit log of the marketplace team: every staff action, with who, when, what and the values
 * before and after, written in the transaction of the action (so an action and its entry land or
 * fail together). Refused attempts are written too. Nothing updates or deletes an entry.
 */
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, containsPattern } from '~/domain/admin-queues';
import { indiaDayStart, type AuditParams } from '~/domain/audit-log';
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

/** The conditions of the audit log page's filters; the last day of a range is included whole. */
function auditWhere(filters: Omit<AuditParams, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.staff) conditions.push(ilike(adminAuditLog.adminEmail, containsPattern(filters.staff)));
  if (filters.action) conditions.push(eq(adminAuditLog.action, filters.action));
  if (filters.subject) conditions.push(ilike(adminAuditLog.subject, containsPattern(filters.subject)));
  if (filters.from) conditions.push(gte(adminAuditLog.createdAt, indiaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(adminAuditLog.createdAt, new Date(indiaDayStart(filters.to).getTime() + 86_400_000)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the audit log (/admin/audit), newest first, filtered. */
export async function auditLogPage(params: AuditParams, pageSize = ADMIN_PAGE_SIZE) {
  const where = auditWhere(params);
  const [entries, [count]] = await Promise.all([
    db()
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((params.page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(where),
  ]);
  return { entries, total: count?.n ?? 0 };
}

/** Every action the log holds, for the page's action filter. */
export async function auditActions(): Promise<string[]> {
  const rows = await db().selectDistinct({ action: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action);
  return rows.map((row) => row.action);
}
