import { eq, sql } from 'drizzle-orm';
import { formatIndianDay } from '~/domain/india-time';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, type LeadStatus, type LostReason } from '~/domain/conversation';
import { LEADS_PER_PAGE, MAX_EXPORT_ROWS, type LeadFilters, type LeadUpdate } from '~/domain/lead';
import { indianToday } from '~/domain/requirement';
import { membersAllowing, requireCompanyAllowing, type Membership } from '~/services/accounts/membership.server';
import { threadFor } from '~/services/conversations/threads.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { leadNotes, threads } from '~/services/db/schema/conversations';
import { NotFoundError, ValidationError } from '~/services/errors.server';
import { leadById, leadConditions, leadCount, leadRows, type LeadRow } from '~/services/leads/lead-query.server';
import { notifyUser } from '~/services/notifications/notify.server';

/**
 * The seller's lead manager: the company's leads (inquiries and requirement leads, one per thread)
 * with filters, and one lead's status, notes, follow-up date and assignee. Members whose role
 * includes leads use it; anyone else is refused in words, another company's lead is "not found".
 */

const NO_COMPANY = 'The lead manager is for suppliers. Add your company on the Profile tab to receive inquiries and requirements.';
const NOT_YOURS = 'We could not find that lead among your company’s leads.';

const leadManagerOf = (userId: number) => requireCompanyAllowing(userId, 'leads', NO_COMPANY);

/** The colleagues a lead can be assigned to (everyone whose role includes leads). */
const teamOf = async (companyId: number, executor: Transaction | ReturnType<typeof db> = db()) =>
  (await membersAllowing(companyId, 'leads', executor)).map((member) => ({ userId: member.userId, name: member.name, email: member.email }));

export interface LeadList {
  company: Membership;
  rows: LeadRow[];
  total: number;
  page: number;
  pages: number;
  team: { userId: number; name: string; email: string }[];
  today: string;
}

/** One page of the company's leads matching `filters`, most recent activity first. */
export async function leadList(userId: number, filters: LeadFilters): Promise<LeadList> {
  const company = await leadManagerOf(userId);
  const today = indianToday();
  const where = leadConditions(company.companyId, filters, userId, today);
  const [total, team] = await Promise.all([leadCount(where), teamOf(company.companyId)]);
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const page = Math.min(filters.page, pages);
  const rows = await leadRows(where, userId, { limit: LEADS_PER_PAGE, offset: (page - 1) * LEADS_PER_PAGE });
  return { company, rows, total, page, pages, team, today };
}

/** Every lead matching `filters` (up to MAX_EXPORT_ROWS), for the CSV export. */
export async function leadsForExport(userId: number, filters: LeadFilters): Promise<{ company: Membership; rows: LeadRow[] }> {
  const company = await leadManagerOf(userId);
  const rows = await leadRows(leadConditions(company.companyId, filters, userId), userId, { limit: MAX_EXPORT_ROWS, offset: 0 });
  return { company, rows };
}

/** The thread `reference` when it is a lead of the user's company (seller side); NotFoundError otherwise. */
async function sellerThread(userId: number, reference: string, executor: Transaction | ReturnType<typeof db> = db()) {
  const company = await leadManagerOf(userId);
  const access = await threadFor(userId, reference, executor).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(NOT_YOURS) : error;
  });
  if (access.side !== 'seller' || access.thread.sellerCompanyId !== company.companyId) throw new NotFoundError(NOT_YOURS);
  return { company, thread: access.thread };
}

/** One lead with its notes (newest first) and the team, for its panel. */
export async function leadDetail(userId: number, reference: string) {
  const { company, thread } = await sellerThread(userId, reference);
  const [lead, notes, team] = await Promise.all([
    leadById(thread.id),
    db()
      .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, author: users.name })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorUserId))
      .where(eq(leadNotes.threadId, thread.id))
      .orderBy(sql`${leadNotes.createdAt} DESC, ${leadNotes.id} DESC`),
    teamOf(company.companyId),
  ]);
  if (!lead) throw new NotFoundError(NOT_YOURS);
  return { company, lead, notes, team, today: indianToday() };
}

const statusText = (status: LeadStatus, reason: LostReason | null) => (status === 'lost' && reason ? `${LEAD_STATUS_LABELS.lost} (${LOST_REASON_LABELS[reason]})` : LEAD_STATUS_LABELS[status]);

/**
 * One change to a lead by a member of its team, under a lock of the thread: the status (lost with
 * a reason), a note, the follow-up date or the assignee. Each change is written down as a note of
 * who did what, and the lead's leadUpdatedAt moves (the API's "changed since"). Assigning someone
 * else tells them. Returns what the page says.
 */
export async function updateLead(userId: number, reference: string, input: LeadUpdate, now = new Date()): Promise<string> {
  return transaction(async (tx) => {
    const { company, thread: seen } = await sellerThread(userId, reference, tx);
    const [thread] = await tx.select().from(threads).where(eq(threads.id, seen.id)).for('update');
    if (!thread) throw new NotFoundError(NOT_YOURS);
    const record = (body: string) => tx.insert(leadNotes).values({ threadId: thread.id, authorUserId: userId, body, createdAt: now });
    const touch = (values: Partial<typeof threads.$inferInsert>) => tx.update(threads).set({ ...values, leadUpdatedAt: now }).where(eq(threads.id, thread.id));
    switch (input.intent) {
      case 'status': {
        const reason = input.status === 'lost' ? (input.lostReason ?? null) : null;
        if (thread.leadStatus === input.status && thread.lostReason === reason) return `The lead is already ${statusText(input.status, reason)}.`;
        await touch({ leadStatus: input.status, lostReason: reason });
        await record(`Status changed from ${statusText(thread.leadStatus, thread.lostReason)} to ${statusText(input.status, reason)}.`);
        return `Status set to ${statusText(input.status, reason)}.`;
      }
      case 'note':
        await record(input.body);
        await touch({});
        return 'Note added.';
      case 'follow-up':
        if (thread.followUpOn === input.followUpOn) return `The follow-up is already on ${formatIndianDay(input.followUpOn)}.`;
        await touch({ followUpOn: input.followUpOn, followUpRemindedOn: null });
        await record(`Follow-up set for ${formatIndianDay(input.followUpOn)}.`);
        return `Follow-up set for ${formatIndianDay(input.followUpOn)}. ${thread.assigneeUserId ? 'The assignee' : 'Your team'} will be reminded that morning.`;
      case 'clear-follow-up':
        if (thread.followUpOn === null) return 'No follow-up date is set.';
        await touch({ followUpOn: null, followUpRemindedOn: null });
        await record('Follow-up date removed.');
        return 'Follow-up date removed.';
      case 'assign': {
        const to = input.assigneeUserId ?? null;
        if (thread.assigneeUserId === to) return to === null ? 'Nobody is assigned.' : 'That colleague is already assigned.';
        if (to === null) {
          await touch({ assigneeUserId: null });
          await record('Lead unassigned.');
          return 'Nobody is assigned now.';
        }
        const colleague = (await teamOf(company.companyId, tx)).find((member) => member.userId === to);
        if (!colleague) throw new ValidationError(undefined, { assigneeUserId: ['Choose a colleague whose role includes leads'] });
        await touch({ assigneeUserId: to });
        await record(`Assigned to ${colleague.name}.`);
        if (to !== userId) {
          const [by] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
          await notifyUser(tx, to, {
            kind: 'lead_assigned',
            title: `${by?.name ?? 'A colleague'} assigned you a lead: ${thread.subject}`,
            body: `Lead ${thread.reference} at ${company.companyName} is yours to follow up.`,
            link: `/account/leads/${thread.reference}`,
            dedupeKey: `lead-assigned:${thread.id}:${to}:${now.getTime()}`,
          });
        }
        return `Assigned to ${colleague.name}.`;
      }
    }
  });
}
