/**
 * Reports of abuse (issue 17, decision record 0022): a signed-in user reports a live listing, a
 * supplier, a message from the other side of one of their conversations, or a published review;
 * moderators (moderate_content) uphold or dismiss each one in a transaction with its audit entry,
 * and the reporter is told the outcome. Something the reporter cannot see reads as not found.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { REPORT_LIMITS, REPORT_TARGET_LABELS, reportOutcomeText, type ReportDecisionInput, type ReportFormInput, type ReportStatus, type ReportTarget } from '~/domain/reports';
import { formatIndianMoment } from '~/domain/india-time';
import { productUrl, supplierUrl } from '~/domain/urls';
import { staffAllows } from '~/domain/staff';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { isMemberCompany } from '~/services/accounts/membership.server';
import { recordStaffAction } from '~/services/admin/audit.server';
import { takeDownIn } from '~/services/catalog/listing-review.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { reports, reviews } from '~/services/db/schema/trust';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, waitInWords } from '~/services/errors.server';
import { notifyAdminQueue } from '~/services/notifications/admin-queues.server';
import { notifyUser } from '~/services/notifications/notify.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';

type Executor = Transaction | ReturnType<typeof db>;

/** What is reported, as the reporter and the moderator read it. */
export interface ReportedThing {
  kind: ReportTarget;
  id: number;
  /** "Cotton yarn 40s by Shree Textiles", "Shree Textiles", the message or review text. */
  title: string;
  /** Longer text shown to the moderator (the message or review itself). */
  text: string | null;
  /** Where it is on the site (for the moderator and the reporter's back link), when it has a page. */
  link: string | null;
  /** The company behind it, for the admin console's company page. */
  companyId: number | null;
  /** Reviews and listings: its state now ("published", "hidden", "live", "rejected"). */
  state: string | null;
}

const NOT_FOUND: Record<ReportTarget, string> = {
  listing: 'We could not find that listing. It may have been taken down already.',
  company: 'We could not find that supplier.',
  message: 'We could not find that message among your conversations.',
  review: 'We could not find that review. It may have been hidden already.',
  reply: 'We could not find that reply. It may have been hidden already.',
};

/** The thing as anyone may see it (a message only as a party who did not write it); `reporterUserId` null = staff context, no visibility rule. */
async function reportedThing(executor: Executor, kind: ReportTarget, id: number, reporterUserId: number | null): Promise<ReportedThing> {
  const missing = () => new NotFoundError(NOT_FOUND[kind]);
  if (kind === 'listing') {
    const [row] = await executor
      .select({ name: products.name, slug: products.slug, status: products.status, companyId: products.companyId, companyName: companies.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(and(eq(products.id, id), reporterUserId === null ? undefined : eq(products.status, 'live')));
    if (!row) throw missing();
    return { kind, id, title: `${row.name} by ${row.companyName}`, text: null, link: productUrl(row.slug), companyId: row.companyId, state: row.status };
  }
  if (kind === 'company') {
    const [row] = await executor.select({ name: companies.name, slug: companies.slug }).from(companies).where(and(eq(companies.id, id), ne(companies.role, 'buyer')));
    if (!row) throw missing();
    return { kind, id, title: row.name, text: null, link: supplierUrl(row.slug), companyId: id, state: null };
  }
  if (kind === 'message') {
    // A party reports only what the other side wrote: the seller side reports buyer messages, and the other way round.
    const otherSide =
      reporterUserId === null
        ? undefined
        : sql`((${threadMessages.side} = 'buyer' AND ${isMemberCompany(threads.sellerCompanyId, reporterUserId, 'leads')}) OR (${threadMessages.side} = 'seller' AND ((${threads.buyerUserId} = ${reporterUserId} AND ${threads.buyerCompanyId} IS NULL) OR ${isMemberCompany(threads.buyerCompanyId, reporterUserId, 'leads')})))`;
    const [row] = await executor
      .select({ body: threadMessages.body, side: threadMessages.side, reference: threads.reference, subject: threads.subject, sellerCompanyId: threads.sellerCompanyId, buyerCompanyId: threads.buyerCompanyId })
      .from(threadMessages)
      .innerJoin(threads, eq(threads.id, threadMessages.threadId))
      .where(and(eq(threadMessages.id, id), otherSide));
    if (!row) throw missing();
    return {
      kind,
      id,
      title: `A message from the ${row.side === 'seller' ? 'supplier' : 'buyer'} in “${row.subject}” (${row.reference})`,
      text: row.body || '(files only)',
      link: reporterUserId === null ? null : `/account/messages/${row.reference}`,
      companyId: row.side === 'seller' ? row.sellerCompanyId : row.buyerCompanyId,
      state: null,
    };
  }
  if (kind === 'reply') {
    const [reply] = await executor
      .select({ reply: reviews.reply, hidden: reviews.replyHiddenReason, companyId: reviews.supplierCompanyId, companyName: companies.name, slug: companies.slug })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.supplierCompanyId))
      .where(and(eq(reviews.id, id), isNotNull(reviews.reply), reporterUserId === null ? undefined : and(eq(reviews.status, 'published'), isNull(reviews.replyHiddenReason))));
    if (!reply?.reply) throw missing();
    return { kind, id, title: `The reply of ${reply.companyName} to a review`, text: reply.reply, link: supplierUrl(reply.slug), companyId: reply.companyId, state: reply.hidden === null ? 'shown' : 'hidden' };
  }
  const [row] = await executor
    .select({ body: reviews.body, rating: reviews.rating, status: reviews.status, companyId: reviews.supplierCompanyId, companyName: companies.name, slug: companies.slug })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.supplierCompanyId))
    .where(and(eq(reviews.id, id), reporterUserId === null ? undefined : eq(reviews.status, 'published')));
  if (!row) throw missing();
  return { kind, id, title: `A ${row.rating}-star review of ${row.companyName}`, text: row.body, link: supplierUrl(row.slug), companyId: row.companyId, state: row.status };
}

/** The report form's subject, or NotFoundError when the user cannot see it. */
export async function reportFormTarget(userId: number, kind: ReportTarget, id: number): Promise<ReportedThing> {
  return reportedThing(db(), kind, id, userId);
}

const ALREADY_REPORTED = 'You already reported this; we will tell you the outcome.';

/**
 * Counts one report against the account's hourly and daily allowance; over either, the refusal
 * says how long to wait. Refused attempts count too, so hammering only lengthens the wait.
 */
async function spendReportAllowance(userId: number): Promise<void> {
  const [hour, day] = await Promise.all([consumeRateLimit(`report:hour:${userId}`, REPORT_LIMITS.hour, 3600), consumeRateLimit(`report:day:${userId}`, REPORT_LIMITS.day, 86400)]);
  const refused = [hour, day].filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
  throw new RateLimitedError(wait, `You have sent many reports recently. Please wait ${waitInWords(wait)} before sending another; the ones you sent are with our moderators.`);
}

/** Files a report: the thing must be visible to the reporter, one open report per reporter and thing, within the allowance. */
export async function submitReport(userId: number, input: ReportFormInput): Promise<{ id: number }> {
  await reportedThing(db(), input.kind, input.id, userId);
  const open = and(eq(reports.reporterUserId, userId), eq(reports.targetKind, input.kind), eq(reports.targetId, input.id), eq(reports.status, 'open'));
  const [existing] = await db().select({ id: reports.id }).from(reports).where(open).limit(1);
  if (existing) throw new ConflictError(ALREADY_REPORTED);
  await spendReportAllowance(userId);
  return transaction(async (tx) => {
    // One reporter's two tabs: the second waits here, then finds the first report.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report:${userId}:${input.kind}:${input.id}`}))`);
    const [again] = await tx.select({ id: reports.id }).from(reports).where(open).limit(1);
    if (again) throw new ConflictError(ALREADY_REPORTED);
    const [row] = await tx.insert(reports).values({ reporterUserId: userId, targetKind: input.kind, targetId: input.id, reason: input.reason, details: input.details }).returning({ id: reports.id });
    if (!row) throw new Error('The report was not saved.');
    await notifyAdminQueue(tx, 'reports');
    return row;
  });
}

/** /account/reports: the user's reports with where each stands. */
export async function reportsOf(userId: number) {
  return db()
    .select({ id: reports.id, targetKind: reports.targetKind, targetId: reports.targetId, reason: reports.reason, status: reports.status, outcome: reports.outcome, createdAt: reports.createdAt, handledAt: reports.handledAt })
    .from(reports)
    .where(eq(reports.reporterUserId, userId))
    .orderBy(desc(reports.createdAt))
    .limit(200);
}

function requireModerator(staff: SessionUser): void {
  if (!staffAllows(staff.role, 'moderate_content')) throw new ForbiddenError('Only moderators can handle reports.');
}

const REPORT_QUEUE_SIZE = 50;

/**
 * Reports about one company: of the company itself, of its listings, or of reviews of it (the
 * company page of the admin console links here with `?company=<id>`).
 */
function aboutCompany(companyId: number) {
  return sql`((${reports.targetKind} = 'company' AND ${reports.targetId} = ${companyId})
    OR (${reports.targetKind} = 'listing' AND ${reports.targetId} IN (SELECT p.id FROM products p WHERE p.company_id = ${companyId}))
    OR (${reports.targetKind} = 'review' AND ${reports.targetId} IN (SELECT rv.id FROM reviews rv WHERE rv.supplier_company_id = ${companyId})))`;
}

/** /admin/reports: reports of one status, oldest first (the open queue is worked in order), optionally about one company. */
export async function reportQueue(status: ReportStatus, companyId?: number) {
  const where = and(eq(reports.status, status), companyId === undefined ? undefined : aboutCompany(companyId));
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: reports.id, targetKind: reports.targetKind, targetId: reports.targetId, reason: reports.reason, details: reports.details, createdAt: reports.createdAt, handledAt: reports.handledAt, reporterEmail: users.email })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterUserId))
      .where(where)
      .orderBy(status === 'open' ? asc(reports.createdAt) : desc(reports.handledAt), asc(reports.id))
      .limit(REPORT_QUEUE_SIZE),
    db().select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function handlerOf(executor: Executor, userId: number | null) {
  if (userId === null) return null;
  const [row] = await executor.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** /admin/reports/:id: the report, the thing as it is now, and how many other reports target it. */
export async function reportDetail(staff: SessionUser, reportId: number) {
  requireModerator(staff);
  const [report] = await db()
    .select({ report: reports, reporterEmail: users.email, reporterName: users.name })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterUserId))
    .where(eq(reports.id, reportId));
  if (!report) throw new NotFoundError('There is no report with that number.');
  const { targetKind, targetId } = report.report;
  const thing = await reportedThing(db(), targetKind, targetId, null).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  const [others] = await db()
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.targetKind, targetKind), eq(reports.targetId, targetId), ne(reports.id, reportId)));
  return { ...report, thing, otherReports: others?.n ?? 0, handler: await handlerOf(db(), report.report.handledByUserId) };
}

/** Hides a review or a reply, takes a listing down, or only records (a company, a message) — what upholding does. */
async function applyUphold(tx: Transaction, staff: SessionUser, kind: ReportTarget, id: number, note: string): Promise<Record<string, unknown>> {
  if (kind === 'review') {
    const [row] = await tx.update(reviews).set({ status: 'hidden', hiddenReason: note }).where(eq(reviews.id, id)).returning({ status: reviews.status });
    return { targetStatus: row?.status ?? 'gone' };
  }
  if (kind === 'reply') {
    await tx.update(reviews).set({ replyHiddenReason: note }).where(eq(reviews.id, id));
    return { targetStatus: 'hidden' };
  }
  if (kind === 'listing') {
    // Taking it down tells the catalogue caches itself, when this transaction commits.
    const changed = await takeDownIn(tx, staff, id, `After a report: ${note}`);
    return { targetStatus: changed ? 'rejected' : 'unchanged' };
  }
  return {};
}

/**
 * A moderator's decision on an open report, in one transaction with its audit entry and the
 * reporter's notification. The report row is locked first: a second moderator waits, then is told
 * who decided it and when.
 */
export async function decideReport(staff: SessionUser, reportId: number, input: ReportDecisionInput): Promise<string> {
  requireModerator(staff);
  const result = await transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw new NotFoundError('There is no report with that number.');
    if (report.status !== 'open') {
      const who = await handlerOf(tx, report.handledByUserId);
      const name = who ? `${who.name} (${who.email})` : 'another moderator';
      throw new ConflictError(`Already decided by ${name}: ${report.status} on ${report.handledAt ? formatIndianMoment(report.handledAt) : 'an earlier date'}. Reload the page to see the outcome.`);
    }
    const thing = await reportedThing(tx, report.targetKind, report.targetId, null).catch(() => null);
    const status = input.intent === 'uphold' ? 'upheld' : 'dismissed';
    // What the decision did to the thing; a dismissal (or an uphold that changes nothing) leaves it as it was.
    const after = { targetStatus: thing?.state ?? null, ...(status === 'upheld' ? await applyUphold(tx, staff, report.targetKind, report.targetId, input.note) : {}) };
    const outcome = reportOutcomeText(status, report.targetKind, input.note);
    await tx.update(reports).set({ status, outcome, handledByUserId: staff.id, handledAt: new Date() }).where(eq(reports.id, reportId));
    await recordStaffAction(tx, staff, {
      action: `${status} report`,
      subject: `report ${reportId} (${report.targetKind} ${report.targetId})`,
      detail: { note: input.note },
      before: { status: report.status, targetStatus: thing?.state ?? null },
      after: { status, ...after },
    });
    if (report.reporterUserId) {
      await notifyUser(tx, report.reporterUserId, {
        kind: 'report_outcome',
        title: `Your report of ${REPORT_TARGET_LABELS[report.targetKind].replace(/^A /, 'a ').toLowerCase()} was ${status}`,
        body: outcome,
        link: '/account/reports',
        dedupeKey: `report-outcome:${reportId}`,
      });
    }
    return status;
  });
  return result === 'upheld' ? 'Upheld. The reporter has been told the outcome.' : 'Dismissed. The reporter has been told the outcome.';
}
