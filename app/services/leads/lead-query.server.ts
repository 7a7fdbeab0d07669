import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { LeadStatus, LostReason } from '~/domain/conversation';
import type { LeadFilters, LeadKind } from '~/domain/lead';
import { indianToday } from '~/domain/requirement';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { threadMessages, threadReads, threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { requirements } from '~/services/db/schema/requirements';

/**
 * One query for a seller company's leads (its threads as the seller), shared by the lead manager's
 * list, its CSV export, the API and webhook payloads, so each shows the same columns and hides the
 * same things: the buyer's email and phone only once the buyer shared them in the thread
 * (`contact_shared_at`), a requirement buyer's company only when the buyer allowed it. Search looks
 * only at what the seller may see, so it cannot be used to guess a hidden name.
 */

const buyerCompany = alias(companies, 'buyer_company');
const buyerUser = alias(users, 'buyer_user');
const assignee = alias(users, 'assignee');

const shared = sql`${threads.contactSharedAt} IS NOT NULL`;
/** What the seller may read of the buyer. */
const visible = {
  buyerName: sql<string | null>`CASE WHEN ${threads.inquiryId} IS NOT NULL THEN ${inquiries.buyerName} WHEN ${shared} THEN ${buyerUser.name} END`,
  buyerCompany: sql<string | null>`CASE WHEN ${threads.requirementId} IS NULL OR ${requirements.showCompanyName} OR ${shared} THEN ${buyerCompany.name} END`,
  buyerEmail: sql<string | null>`CASE WHEN ${shared} THEN coalesce(${inquiries.buyerEmail}, ${threads.buyerEmail}) END`,
  buyerPhone: sql<string | null>`CASE WHEN ${shared} THEN coalesce(${inquiries.buyerMobile}, ${buyerUser.mobile}) END`,
};
/** When the lead last changed: a message, or the team's status, note, follow-up or assignment. */
const lastActivity = sql<Date>`greatest(${threads.lastMessageAt}, ${threads.leadUpdatedAt})`;
const kind = sql<LeadKind>`CASE WHEN ${threads.requirementId} IS NULL THEN 'inquiry' ELSE 'requirement' END`;

export interface LeadRow {
  id: number;
  reference: string;
  kind: LeadKind;
  subject: string;
  /** The start of an inquiry's text (an inquiry without a product has a bare subject). */
  summary: string | null;
  productName: string | null;
  quantity: number | null;
  unit: string | null;
  requirementReference: string | null;
  inquiryReference: string | null;
  status: LeadStatus;
  lostReason: LostReason | null;
  followUpOn: string | null;
  assigneeUserId: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  buyerName: string | null;
  buyerCompany: string | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  /** The same moment as text with microseconds (UTC), for the API's cursor. */
  lastActivityKey: string;
  leadUpdatedAt: Date;
  /** A buyer message the viewer has not read (false when there is no viewer, e.g. the API). */
  unread: boolean;
}

/** SQL for `filters` on a company's leads, seen by `viewerUserId` ("mine"). */
export function leadConditions(companyId: number, filters: Partial<LeadFilters>, viewerUserId: number | null, today = indianToday()): SQL {
  const conditions: (SQL | undefined)[] = [eq(threads.sellerCompanyId, companyId)];
  if (filters.status) conditions.push(eq(threads.leadStatus, filters.status));
  if (filters.kind) conditions.push(filters.kind === 'inquiry' ? isNull(threads.requirementId) : isNotNull(threads.requirementId));
  if (filters.assignee === 'unassigned') conditions.push(isNull(threads.assigneeUserId));
  else if (filters.assignee === 'mine') conditions.push(viewerUserId === null ? sql`false` : eq(threads.assigneeUserId, viewerUserId));
  else if (filters.assignee) conditions.push(eq(threads.assigneeUserId, Number(filters.assignee)));
  const open = sql`${threads.leadStatus} NOT IN ('won', 'lost')`;
  if (filters.followUp === 'due') conditions.push(lte(threads.followUpOn, today), open);
  else if (filters.followUp === 'overdue') conditions.push(lt(threads.followUpOn, today), open);
  else if (filters.followUp === 'upcoming') conditions.push(gt(threads.followUpOn, today));
  else if (filters.followUp === 'none') conditions.push(isNull(threads.followUpOn));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(threads.subject, pattern),
        ilike(threads.reference, pattern),
        ilike(requirements.reference, pattern),
        ilike(inquiries.reference, pattern),
        ilike(products.name, pattern),
        sql`${visible.buyerName} ILIKE ${pattern}`,
        sql`${visible.buyerCompany} ILIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

function leadSelection(viewerUserId: number | null) {
  const unread =
    viewerUserId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM ${threadMessages} WHERE ${threadMessages.threadId} = ${threads.id} AND ${threadMessages.side} = 'buyer'
          AND ${threadMessages.id} > coalesce((SELECT ${threadReads.lastReadMessageId} FROM ${threadReads} WHERE ${threadReads.threadId} = ${threads.id} AND ${threadReads.userId} = ${viewerUserId}), 0))`;
  return {
    id: threads.id,
    reference: threads.reference,
    kind,
    subject: threads.subject,
    summary: sql<string | null>`left(${inquiries.requirement}, 140)`,
    productName: products.name,
    quantity: sql<number | null>`coalesce(${inquiries.quantity}::bigint, ${requirements.quantity})`.mapWith((value: unknown) => (value === null ? null : Number(value))),
    unit: sql<string | null>`coalesce(${inquiries.unit}, ${requirements.unit})`,
    requirementReference: requirements.reference,
    inquiryReference: inquiries.reference,
    status: threads.leadStatus,
    lostReason: threads.lostReason,
    followUpOn: threads.followUpOn,
    assigneeUserId: threads.assigneeUserId,
    assigneeName: assignee.name,
    assigneeEmail: assignee.email,
    ...visible,
    createdAt: threads.createdAt,
    lastActivityAt: lastActivity.mapWith((value: string | Date) => new Date(value)),
    lastActivityKey: sql<string>`to_char(${lastActivity} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    leadUpdatedAt: threads.leadUpdatedAt,
    unread: unread.mapWith(Boolean),
  };
}

/** Joins what a lead's columns and search read: its inquiry, product, requirement, buyer and assignee (at most one row each, so a count stays a count of threads). */
function joinLeadTables<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(inquiries, eq(inquiries.id, threads.inquiryId))
    .leftJoin(products, eq(products.id, inquiries.productId))
    .leftJoin(requirements, eq(requirements.id, threads.requirementId))
    .leftJoin(buyerCompany, eq(buyerCompany.id, threads.buyerCompanyId))
    .leftJoin(buyerUser, eq(buyerUser.id, threads.buyerUserId))
    .leftJoin(assignee, eq(assignee.id, threads.assigneeUserId));
}

function leadsFrom(viewerUserId: number | null, executor: Transaction | ReturnType<typeof db> = db()) {
  return joinLeadTables(executor.select(leadSelection(viewerUserId)).from(threads).$dynamic());
}

/** A page of leads matching `where`, most recent activity first. */
export async function leadRows(where: SQL, viewerUserId: number | null, page: { limit: number; offset: number }): Promise<LeadRow[]> {
  return leadsFrom(viewerUserId).where(where).orderBy(desc(lastActivity), desc(threads.id)).limit(page.limit).offset(page.offset);
}

/** How many leads match `where` (the same joins, for search over joined names). */
export async function leadCount(where: SQL): Promise<number> {
  const [row] = await joinLeadTables(db().select({ n: sql<number>`count(*)::int` }).from(threads).$dynamic()).where(where);
  return row?.n ?? 0;
}

/**
 * A company's leads in the order they last changed, oldest first, after the cursor (moment, id):
 * what a CRM reads to stay in step (GET /api/v1/leads). `since` keeps those changed at or after it.
 */
export async function leadsChangedAfter(companyId: number, options: { since: Date | null; after: { at: string; id: number } | null; limit: number }): Promise<LeadRow[]> {
  const conditions: SQL[] = [eq(threads.sellerCompanyId, companyId)];
  if (options.since) conditions.push(gte(lastActivity, options.since));
  if (options.after) conditions.push(sql`(${lastActivity}, ${threads.id}) > (${options.after.at}::timestamptz, ${options.after.id})`);
  return leadsFrom(null)
    .where(and(...conditions))
    .orderBy(asc(lastActivity), asc(threads.id))
    .limit(options.limit);
}

/** One lead by thread id (its panel, webhook payloads: inside the transaction that made it). */
export async function leadById(threadId: number, executor: Transaction | ReturnType<typeof db> = db()): Promise<LeadRow | undefined> {
  const [row] = await leadsFrom(null, executor).where(eq(threads.id, threadId)).limit(1);
  return row;
}
