import { eq } from 'drizzle-orm';
import type { NotificationKind } from '~/domain/notification';
import type { TeamPermission } from '~/domain/team';
import { membersAllowing } from '~/services/accounts/membership.server';
import type { Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notifications } from '~/services/db/schema/requirements';
import { planDeliveries, type Recipient } from './deliveries.server';

/** The events a user hears about: the list, their words and groups are in app/domain/notification.ts. */
export type { NotificationKind } from '~/domain/notification';

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
 * Tells a company (each member whose role includes leads, or `permission` when given: a
 * verification result goes to those who manage the company) about an event, inside
 * the transaction that made the event, so a rolled-back event tells no one. In the site always;
 * by email, SMS or WhatsApp as each person chose for this kind (deliveries.server.ts), once per
 * dedupe key.
 */
export async function notifyCompany(tx: Transaction, companyId: number, notice: Notice, permission: TeamPermission = 'leads'): Promise<void> {
  for (const member of await membersAllowing(companyId, permission, tx)) await notifyPerson(tx, member, notice);
}

/** Tells one login (a buyer without a company, an assignee, an admin) about an event, like notifyCompany. */
export async function notifyUser(tx: Transaction, userId: number, notice: Notice): Promise<void> {
  const [person] = await tx.select({ userId: users.id, email: users.email, name: users.name, mobile: users.mobile, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  if (person) await notifyPerson(tx, person, notice);
}

/** Writes the notification (once per person and dedupe key) and plans its deliveries outside the site. */
async function notifyPerson(tx: Transaction, person: Recipient, notice: Notice): Promise<void> {
  const [inserted] = await tx
    .insert(notifications)
    .values({ userId: person.userId, kind: notice.kind, title: notice.title, body: notice.body ?? '', link: notice.link, dedupeKey: notice.dedupeKey })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!inserted) return;
  await planDeliveries(tx, person, inserted.id, notice);
}
