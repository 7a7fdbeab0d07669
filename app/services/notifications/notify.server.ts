import { config } from '~/config.server';
import type { Transaction } from '~/services/db/client.server';
import { membersAllowing } from '~/services/accounts/membership.server';
import { notifications } from '~/services/db/schema/requirements';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { eq } from 'drizzle-orm';
import { users } from '~/services/db/schema/accounts';

/** The events a user hears about (issue 16 adds kinds and per-user preferences). */
export type NotificationKind =
  | 'inquiry_received'
  | 'message_received'
  | 'requirement_matched'
  | 'quote_received'
  | 'quote_revised'
  | 'quote_accepted'
  | 'quote_not_chosen'
  | 'quote_declined'
  | 'revision_requested'
  | 'requirement_declined'
  | 'requirement_expired'
  | 'quote_expired'
  // The lead manager (issue 16): a lead assigned to you, a follow-up date reached.
  | 'lead_assigned'
  | 'lead_follow_up';

export interface Notice {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path inside the site, e.g. "/account/requirements/RQ-7KD2M9X4". */
  link: string;
  /** The same event told twice (a retried request or job) writes one notification and one email. */
  dedupeKey: string;
}

/**
 * Tells a company (each member whose role includes leads) about an event, inside
 * the transaction that made the event, so a rolled-back event tells no one. In the site always; by
 * email through the outbox (held when mail is off), once per dedupe key.
 */
export async function notifyCompany(tx: Transaction, companyId: number, notice: Notice): Promise<void> {
  for (const member of await membersAllowing(companyId, 'leads', tx)) await notifyPerson(tx, member, notice);
}

/** Tells one login (a buyer without a company, an assignee) about an event, like notifyCompany. */
export async function notifyUser(tx: Transaction, userId: number, notice: Notice): Promise<void> {
  const [person] = await tx.select({ userId: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (person) await notifyPerson(tx, person, notice);
}

async function notifyPerson(tx: Transaction, person: { userId: number; email: string; name: string }, notice: Notice): Promise<void> {
  const inserted = await tx
    .insert(notifications)
    .values({ userId: person.userId, kind: notice.kind, title: notice.title, body: notice.body ?? '', link: notice.link, dedupeKey: notice.dedupeKey })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (inserted.length === 0) return;
  await sendEmail({ to: person.email, subject: notice.title, text: noticeEmailText(person.name, notice) }, tx);
}

/** The email of a notice: who it is for, what happened, one link to act on it, and where all of them are. */
function noticeEmailText(name: string, notice: Notice): string {
  const site = siteUrlForLinks();
  const siteName = config().SITE_NAME;
  return [
    `Hello ${name},`,
    notice.title,
    notice.body ?? '',
    `Open it: ${site}${notice.link}`,
    `All your notifications: ${site}/account/notifications`,
    `— ${siteName}\nYou receive this because your company is registered on ${siteName} and this is about its business on the site.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
