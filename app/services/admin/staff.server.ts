/**
 * Who on the marketplace team may do what, asked on the server for every admin page and action
 * (the rule is app/domain/staff.ts). A staff member refused an action gets 403 and the refusal is
 * in the audit log; sensitive actions also ask for the password again when it was last typed more
 * than STAFF_REAUTH_MINUTES ago.
 */
import { eq, inArray } from 'drizzle-orm';
import { isStaffRole, STAFF_REAUTH_MINUTES, staffAllows, staffRolesAllowing, type StaffPermission, type StaffRole } from '~/domain/staff';
import { verifyPassword } from '~/services/accounts/passwords.server';
import { markSessionAuthenticated, requireUser, sessionAuthenticatedAt, type SessionUser } from '~/services/accounts/sessions.server';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { fieldError, ForbiddenError, PasswordConfirmationRequiredError, RateLimitedError, ValidationError, waitInWords } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';
import { consumeRateLimit, resetRateLimit } from '~/services/security/rate-limit.server';
import { recordStaffEvent } from './audit.server';

export type StaffUser = SessionUser & { role: StaffRole };

const NOT_STAFF = 'Only the marketplace team can open this page.';
const NOT_ALLOWED = 'Your staff role does not allow this. Ask an administrator if you need it.';

/**
 * The signed-in staff member, when their role allows `permission`; otherwise 403 (a staff member's
 * refusal is written to the audit log with what they tried).
 */
export async function requireStaff(request: Request, permission: StaffPermission): Promise<StaffUser> {
  const user = await requireUser(request);
  return allowStaff(user, permission, `${request.method} ${new URL(request.url).pathname}`);
}

/** The same rule for a service given a user (a caller other than a page keeps it too). */
export async function allowStaff(user: SessionUser, permission: StaffPermission, attempted: string = permission): Promise<StaffUser> {
  if (staffAllows(user.role, permission)) return user as StaffUser;
  if (!isStaffRole(user.role)) {
    logger.warn({ userId: user.id, permission }, 'a member tried a staff page');
    throw new ForbiddenError(NOT_STAFF);
  }
  await recordStaffEvent(user, { action: 'refused', subject: attempted, detail: { role: user.role, permission } });
  throw new ForbiddenError(NOT_ALLOWED);
}

/**
 * Before a sensitive action (suspending, changing staff, deciding money or verification): the
 * password must have been typed in this session within STAFF_REAUTH_MINUTES, else the route
 * boundary sends the staff member to /admin/confirm-password and back.
 */
export async function requireRecentPassword(request: Request, now = new Date()): Promise<void> {
  const at = await sessionAuthenticatedAt(request);
  if (!at || now.getTime() - at.getTime() > STAFF_REAUTH_MINUTES * 60_000) throw new PasswordConfirmationRequiredError();
}

/** The ids of every active staff member who works a queue needing `permission` (for notices). */
export async function staffAllowing(tx: Pick<Transaction, 'select'>, permission: StaffPermission): Promise<number[]> {
  const rows = await tx.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(inArray(users.role, staffRolesAllowing(permission)));
  return rows.filter((row) => row.suspendedAt === null).map((row) => row.id);
}

/**
 * A staff member typed their password again: checked against the hash (attempts limited per
 * login like the login form), then the session counts as freshly authenticated.
 */
export async function confirmStaffPassword(request: Request, staff: SessionUser, password: string): Promise<void> {
  const attempts = await consumeRateLimit(`confirm-password:${staff.id}`, 5, 15 * 60);
  if (!attempts.allowed) throw new RateLimitedError(attempts.retryAfterSeconds, `Too many attempts. Please wait ${waitInWords(attempts.retryAfterSeconds)} and try again.`);
  const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, staff.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    await recordStaffEvent(staff, { action: 'password confirmation failed', subject: `user ${staff.email}` });
    throw new ValidationError(undefined, fieldError('password', 'That is not your password. Try again.'));
  }
  await resetRateLimit(`confirm-password:${staff.id}`);
  await markSessionAuthenticated(request);
}
