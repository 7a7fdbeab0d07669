/**
 * Staff accounts (issue 17): only an administrator (manage_staff) or the command line makes staff;
 * registration never does. Every change is audited with the role before and after, in the
 * transaction of the change. The last active administrator cannot lose the role, and nobody
 * changes their own role.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { StaffInviteInput } from '~/domain/account-admin';
import { isStaffRole, STAFF_ROLE_LABELS, type StaffRole, type UserRole } from '~/domain/staff';
import { hashPassword } from '~/services/accounts/passwords.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { sendSetPasswordLink } from '~/services/accounts/tokens.server';
import { transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { ConflictError, fieldError, ForbiddenError, NotFoundError, ValidationError } from '~/services/errors.server';
import { recordStaffAction } from './audit.server';
import { allowStaff } from './staff.server';
import { userSubject } from './suspensions.server';

const roleName = (role: UserRole) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : 'Member');

/** Refuses taking the administrator role from the last active administrator (rows locked: two demotions cannot race). */
async function keepAnAdministrator(tx: Transaction, leaving: number): Promise<void> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'administrator'), isNull(users.suspendedAt), ne(users.id, leaving)))
    .for('update');
  if (others.length === 0) throw new ConflictError('This is the last administrator: make someone else an administrator first.');
}

/** An administrator changes a login's role (a member of the public or a staff role). */
export async function changeUserRole(staff: SessionUser, userId: number, role: UserRole): Promise<void> {
  const actor = await allowStaff(staff, 'manage_staff', `change role of user ${userId}`);
  if (actor.id === userId) throw new ForbiddenError('You cannot change your own role; ask another administrator.');
  await transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw new NotFoundError('There is no such login.');
    if (user.role === role) throw new ConflictError(`${user.email} is already ${roleName(role)}.`);
    if (user.role === 'administrator') await keepAnAdministrator(tx, user.id);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordStaffAction(tx, actor, { action: 'changed role', subject: userSubject(user.email), before: { role: user.role }, after: { role } });
  });
}

export type InviteOutcome = { outcome: 'invited' | 'promoted'; userId: number };

/**
 * An administrator adds a staff member: a new login with an unusable random password and an
 * emailed link to choose one (the password-reset flow), or an existing member promoted once the
 * administrator confirmed it (`promote`). A login that is already staff is refused.
 */
export async function inviteStaff(staff: SessionUser, input: StaffInviteInput, origin: string, siteName: string): Promise<InviteOutcome> {
  const actor = await allowStaff(staff, 'manage_staff', `invite staff ${input.email}`);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const result = await transaction(async (tx): Promise<InviteOutcome & { name: string }> => {
    const [existing] = await tx.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.email, input.email)).for('update').limit(1);
    if (existing && isStaffRole(existing.role)) throw new ValidationError(undefined, fieldError('email', `${input.email} is already staff (${roleName(existing.role)}). Change the role on their page.`));
    if (existing && !input.promote)
      throw new ValidationError(undefined, fieldError('promote', `${input.email} is already a member (${existing.name}). Tick “Promote this member” to make them ${STAFF_ROLE_LABELS[input.role]}.`));
    if (existing) {
      await tx.update(users).set({ role: input.role }).where(eq(users.id, existing.id));
      await recordStaffAction(tx, actor, { action: 'promoted to staff', subject: userSubject(input.email), before: { role: existing.role }, after: { role: input.role } });
      return { outcome: 'promoted', userId: existing.id, name: existing.name };
    }
    const [created] = await tx.insert(users).values({ email: input.email, name: input.name, passwordHash: unusable, role: input.role, emailVerifiedAt: new Date() }).returning({ id: users.id });
    if (!created) throw new Error('staff insert returned no row');
    await recordStaffAction(tx, actor, { action: 'invited staff', subject: userSubject(input.email), before: null, after: { role: input.role, name: input.name } });
    return { outcome: 'invited', userId: created.id, name: input.name };
  });
  // After the commit: the link's token refers to the new login.
  if (result.outcome === 'invited') await sendSetPasswordLink({ id: result.userId, email: input.email, name: result.name }, STAFF_ROLE_LABELS[input.role], origin, siteName);
  return { outcome: result.outcome, userId: result.userId };
}

export type EnsureStaffResult = { outcome: 'created' | 'promoted' | 'changed' | 'unchanged'; userId: number; previousRole?: UserRole };

const COMMAND_LINE = { id: null, email: 'npm run admin:create' };

/**
 * The command line's way in (`npm run admin:create -- email --role moderator`): gives `email` the
 * staff role, creating the login with `newUserPasswordHash` (hashed by the caller) when there is
 * none; an existing login keeps its password. Audited with the command line as the actor.
 */
export async function ensureStaff(email: string, role: StaffRole, newUserPasswordHash: () => Promise<string>): Promise<EnsureStaffResult> {
  const normalised = email.trim().toLowerCase();
  return transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalised)).for('update').limit(1);
    if (existing?.role === role) return { outcome: 'unchanged', userId: existing.id };
    if (existing) {
      if (existing.role === 'administrator') await keepAnAdministrator(tx, existing.id);
      await tx.update(users).set({ role }).where(eq(users.id, existing.id));
      await recordStaffAction(tx, COMMAND_LINE, { action: 'changed role', subject: userSubject(normalised), before: { role: existing.role }, after: { role } });
      return { outcome: isStaffRole(existing.role) ? 'changed' : 'promoted', userId: existing.id, previousRole: existing.role };
    }
    const [created] = await tx
      .insert(users)
      .values({ email: normalised, name: 'Marketplace team', passwordHash: await newUserPasswordHash(), role, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!created) throw new Error('staff insert returned no row');
    await recordStaffAction(tx, COMMAND_LINE, { action: 'created staff', subject: userSubject(normalised), before: null, after: { role } });
    return { outcome: 'created', userId: created.id };
  });
}
