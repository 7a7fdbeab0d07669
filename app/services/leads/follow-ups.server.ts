import { and, eq, isNotNull, lte, notInArray, or, isNull, ne } from 'drizzle-orm';
import { indianToday } from '~/domain/requirement';
import { db, transaction } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';
import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';
import { notifyCompany, notifyUser, type Notice } from '~/services/notifications/notify.server';

/**
 * The follow-up reminder: each morning (India time) the assignee of every open lead whose
 * follow-up date has come is told, or, when nobody is assigned, everyone at the company whose role
 * includes leads. `follow_up_reminded_on` records the date reminded, claimed in the same
 * transaction as the notification, so a reminder fires once per date however often the job runs;
 * a new date set on the lead clears it.
 */

const BATCH = 500;

const due = (today: string) =>
  and(
    isNotNull(threads.followUpOn),
    lte(threads.followUpOn, today),
    notInArray(threads.leadStatus, ['won', 'lost']),
    or(isNull(threads.followUpRemindedOn), ne(threads.followUpRemindedOn, threads.followUpOn)),
  );

export async function remindFollowUps(now = new Date()): Promise<{ reminded: number }> {
  const today = indianToday(now);
  const rows = await db().select({ id: threads.id }).from(threads).where(due(today)).limit(BATCH);
  let reminded = 0;
  for (const { id } of rows) {
    reminded += await transaction(async (tx) => {
      const [lead] = await tx
        .update(threads)
        .set({ followUpRemindedOn: threads.followUpOn })
        .where(and(eq(threads.id, id), due(today)))
        .returning();
      if (!lead?.followUpOn) return 0;
      const notice: Notice = {
        kind: 'lead_follow_up',
        title: `Follow up today: ${lead.subject}`,
        body: lead.followUpOn < today ? `The follow-up date of lead ${lead.reference} has passed.` : `Lead ${lead.reference} is due for a follow-up today.`,
        link: `/account/leads/${lead.reference}`,
        dedupeKey: `lead-follow-up:${lead.id}:${lead.followUpOn}`,
      };
      if (lead.assigneeUserId) await notifyUser(tx, lead.assigneeUserId, notice);
      else await notifyCompany(tx, lead.sellerCompanyId, notice);
      return 1;
    });
  }
  return { reminded };
}

/** Daily at 03:30 UTC, 9 in the morning in India. */
export const leadFollowUpJobs: JobDefinition[] = [
  defineJob({ name: 'leads.follow-up-reminders', policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true }, cron: '30 3 * * *', run: () => remindFollowUps() }),
];
