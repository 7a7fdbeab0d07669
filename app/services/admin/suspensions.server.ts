/**
 * Suspending and restoring a company or a login (issue 17, docs/decisions/0023-suspension-and-staff.md).
 * One transaction: the suspension with its reason, the sessions ended, the audit entry with the
 * values before and after, and the email telling the account why. A suspended company's listings
 * leave every public read through `products.supplier_suspended` (kept by the database from
 * companies.suspended_at, migration 0027) and keep their own states, so a restore brings back
 * exactly what was public before. Logins are refused with the reason (login.server.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { suspendedLoginMessage, type SuspensionInput } from '~/domain/account-admin';
import type { Locale } from '~/domain/locale';
import { isStaffRole } from '~/domain/staff';
import { config } from '~/config.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { sessions, users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { companyMembers } from '~/services/db/schema/team';
import { ConflictError, ForbiddenError, NotFoundError } from '~/services/errors.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { recordStaffAction } from './audit.server';
import { allowStaff } from './staff.server';

type SuspensionState = Record<'suspendedAt' | 'suspendedReason', string | null>;

const stateOf = (row: { suspendedAt: Date | null; suspendedReason: string | null }): SuspensionState => ({
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/** How the audit log names a company or a login (the company page lists the entries by it). */
export const companySubject = (slug: string) => `company ${slug}`;
export const userSubject = (email: string) => `user ${email}`;

/** The mail telling an account it was suspended or restored: outside notification preferences, like a password reset. */
function suspensionMail(to: { email: string; name: string; locale: Locale }, company: string | null, input: SuspensionInput): { to: string; subject: string; text: string } {
  const t = serverTranslator(to.locale, 'emails');
  const values = { siteName: config().SITE_NAME, support: config().PLATFORM_EMAIL, reason: input.reason, what: company === null ? t('suspendedLogin') : t('suspendedCompany', { company }) };
  const [subject, text] = input.intent === 'suspend' ? (['suspendedSubject', 'suspendedText'] as const) : (['restoredSubject', 'restoredText'] as const);
  return { to: to.email, subject: t(subject, values), text: `${t('hello', { name: to.name })}\n\n${t(text, values)}` };
}

/** Suspends or restores a company: its members' sessions end at once, its listings leave (or return to) public reads. */
export async function changeCompanySuspension(staff: SessionUser, companyId: number, input: SuspensionInput, now = new Date()): Promise<void> {
  const actor = await allowStaff(staff, 'manage_accounts', `${input.intent} company ${companyId}`);
  await transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, slug: companies.slug, name: companies.name, email: companies.email, suspendedAt: companies.suspendedAt, suspendedReason: companies.suspendedReason })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update')
      .limit(1);
    if (!company) throw new NotFoundError('There is no such company.');
    const members = await tx.select({ id: users.id, email: users.email, name: users.name, role: users.role, locale: users.locale }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(companyMembers.companyId, companyId));
    if (input.intent === 'suspend' && members.some((member) => member.id === actor.id)) throw new ForbiddenError('You cannot suspend a company you belong to.');
    if (input.intent === 'suspend' && members.some((member) => isStaffRole(member.role))) await allowStaff(actor, 'manage_staff', `suspend company ${company.slug} with a staff member`);
    assertChange(company.suspendedAt, input.intent, 'This company');
    const after = input.intent === 'suspend' ? { suspendedAt: now, suspendedReason: input.reason } : { suspendedAt: null, suspendedReason: null };
    await tx.update(companies).set(after).where(eq(companies.id, companyId));
    if (input.intent === 'suspend' && members.length > 0)
      await tx.delete(sessions).where(
        inArray(
          sessions.userId,
          members.map((member) => member.id),
        ),
      );
    await recordStaffAction(tx, actor, {
      action: input.intent === 'suspend' ? 'suspended company' : 'restored company',
      subject: companySubject(company.slug),
      before: stateOf(company),
      after: stateOf(after),
      detail: { reason: input.reason, sessionsEnded: input.intent === 'suspend' ? members.length : 0 },
    });
    // Each member in their own language; the company's own address (no account) in English.
    const recipients = new Map<string, { email: string; name: string; locale: Locale }>(members.map((member) => [member.email, member]));
    if (company.email && !recipients.has(company.email)) recipients.set(company.email, { email: company.email, name: company.name, locale: 'en' });
    for (const recipient of recipients.values()) await sendEmail(suspensionMail(recipient, company.name, input), tx);
    // Search results, facets, menus, tiles and figures may hold it and its listings.
    await catalogueChanged(tx);
  });
}

/** Suspends or restores a login: its sessions end at once. Staff cannot suspend themselves; an administrator only with manage_staff. */
export async function changeUserSuspension(staff: SessionUser, userId: number, input: SuspensionInput, now = new Date()): Promise<void> {
  const actor = await allowStaff(staff, 'manage_accounts', `${input.intent} user ${userId}`);
  if (userId === actor.id) throw new ForbiddenError('You cannot suspend or restore your own login.');
  await transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, locale: users.locale, suspendedAt: users.suspendedAt, suspendedReason: users.suspendedReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw new NotFoundError('There is no such login.');
    if (isStaffRole(user.role)) await allowStaff(actor, 'manage_staff', `${input.intent} staff user ${user.email}`);
    assertChange(user.suspendedAt, input.intent, 'This login');
    const after = input.intent === 'suspend' ? { suspendedAt: now, suspendedReason: input.reason } : { suspendedAt: null, suspendedReason: null };
    await tx.update(users).set(after).where(eq(users.id, userId));
    if (input.intent === 'suspend') await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordStaffAction(tx, actor, {
      action: input.intent === 'suspend' ? 'suspended user' : 'restored user',
      subject: userSubject(user.email),
      before: stateOf(user),
      after: stateOf(after),
      detail: { reason: input.reason },
    });
    await sendEmail(suspensionMail(user, null, input), tx);
  });
}

function assertChange(suspendedAt: Date | null, intent: SuspensionInput['intent'], what: string): void {
  if (intent === 'suspend' && suspendedAt) throw new ConflictError(`${what} is already suspended. Reload the page to see its state.`);
  if (intent === 'restore' && !suspendedAt) throw new ConflictError(`${what} is not suspended. Reload the page to see its state.`);
}

/**
 * Why a login may not have a session, or null: the login itself or its company is suspended. Asked
 * after the password was checked (login) or the mailbox proved (password reset), so the reason is
 * told only to the account's holder.
 */
export async function suspensionOf(userId: number, executor: Pick<Transaction, 'select'> = db()): Promise<string | null> {
  const [row] = await executor
    .select({ userAt: users.suspendedAt, userReason: users.suspendedReason, companyAt: companies.suspendedAt, companyReason: companies.suspendedReason })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  if (row.userAt) return suspendedLoginMessage(row.userReason, config().PLATFORM_EMAIL);
  if (row.companyAt) return suspendedLoginMessage(row.companyReason, config().PLATFORM_EMAIL);
  return null;
}

