import { and, desc, eq, isNull } from 'drizzle-orm';
import { CONSENT_PURPOSES, NOTICE_VERSION, type ConsentPurpose } from '~/content/privacy-notice';
import { kindsFor } from '~/domain/notification';
import { isStaffRole } from '~/domain/staff';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notificationPreferences } from '~/services/db/schema/notifications';
import { consents } from '~/services/db/schema/privacy';
import { NotFoundError, ValidationError } from '~/services/errors.server';

/**
 * Consents under the privacy notice (DPDP Act 2023 s.6): recorded at registration with the notice's
 * version and the client address, withdrawn or given again from /account/privacy. Optional
 * purposes act at once: withdrawing notification emails turns every email notification off.
 */

/**
 * The registration's consents, inside its transaction, so an account never exists without the
 * record of what its owner agreed to. Notification emails left unticked are turned off.
 */
export async function recordRegistrationConsents(tx: Transaction, userId: number, choices: { notificationEmails: boolean }, clientAddress: string | null): Promise<void> {
  await recordAccountConsent(tx, userId, clientAddress);
  if (choices.notificationEmails) await tx.insert(consents).values({ userId, purpose: 'notification_emails', noticeVersion: NOTICE_VERSION, clientAddress });
  else await setEmailNotifications(tx, userId, 'off');
}

/** The consent a new login gives for its account, inside the transaction that creates it (registration, a team invitation). */
export async function recordAccountConsent(tx: Transaction, userId: number, clientAddress: string | null): Promise<void> {
  await tx.insert(consents).values({ userId, purpose: 'account', noticeVersion: NOTICE_VERSION, clientAddress });
}

export interface ConsentState {
  purpose: ConsentPurpose;
  label: string;
  required: boolean;
  /** The latest consent for this purpose, if any was ever given. */
  givenAt: Date | null;
  noticeVersion: string | null;
  withdrawnAt: Date | null;
  active: boolean;
}

/** Each purpose with its latest consent, for the account's privacy page. */
export async function consentStates(userId: number): Promise<ConsentState[]> {
  const rows = await db().select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.givenAt), desc(consents.id));
  return (Object.keys(CONSENT_PURPOSES) as ConsentPurpose[]).map((purpose) => {
    const latest = rows.find((row) => row.purpose === purpose);
    return {
      purpose,
      label: CONSENT_PURPOSES[purpose].label,
      required: CONSENT_PURPOSES[purpose].required,
      givenAt: latest?.givenAt ?? null,
      noticeVersion: latest?.noticeVersion ?? null,
      withdrawnAt: latest?.withdrawnAt ?? null,
      active: Boolean(latest && !latest.withdrawnAt),
    };
  });
}

function optionalPurpose(purpose: ConsentPurpose): ConsentPurpose {
  if (CONSENT_PURPOSES[purpose].required) {
    throw new ValidationError('The consent for your account can only end with the account: delete it on the Your data page.', {});
  }
  return purpose;
}

/** Withdraws an optional consent; safe to repeat (nothing active: nothing changes). */
export async function withdrawConsent(userId: number, purpose: ConsentPurpose): Promise<void> {
  optionalPurpose(purpose);
  await transaction(async (tx) => {
    await tx.update(consents).set({ withdrawnAt: new Date() }).where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
    if (purpose === 'notification_emails') await setEmailNotifications(tx, userId, 'off');
  });
}

/** Gives an optional consent again under the current notice; notification emails come back at their defaults. */
export async function giveConsent(userId: number, purpose: ConsentPurpose, clientAddress: string | null): Promise<void> {
  optionalPurpose(purpose);
  await transaction(async (tx) => {
    const [active] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
      .limit(1);
    if (active) return;
    await tx.insert(consents).values({ userId, purpose, noticeVersion: NOTICE_VERSION, clientAddress });
    if (purpose === 'notification_emails') await setEmailNotifications(tx, userId, 'default');
  });
}

/** Every kind's email choice set to off, or back to the default (the saved choices removed). */
async function setEmailNotifications(tx: Transaction, userId: number, to: 'off' | 'default'): Promise<void> {
  const where = and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, 'email'));
  await tx.delete(notificationPreferences).where(where);
  if (to === 'default') return;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('This account no longer exists.');
  await tx.insert(notificationPreferences).values(kindsFor(isStaffRole(user.role)).map((kind) => ({ userId, kind, channel: 'email' as const, mode: 'off' as const })));
}
