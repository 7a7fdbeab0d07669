import { eq } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '~/domain/login-throttle';
import { claimAttempt, clearFailures } from '~/services/accounts/login-throttle.server';
import { hashPassword, verifyPassword } from '~/services/accounts/passwords.server';
import { destroyAllSessions } from '~/services/accounts/sessions.server';
import { useUpTokens } from '~/services/accounts/tokens.server';
import { transaction, db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { RateLimitedError, ValidationError, waitInWords } from '~/services/errors.server';

const WRONG_CURRENT = 'This is not your current password. Type it again, or log out and use "Forgot password".';

/**
 * Changes a signed-in user's password (issue 18, finding 7): the current password first (slowed
 * down like logins, so a borrowed session cannot guess it), then the new hash; every reset link
 * of the user stops working and every other session ends, the one in `request` stays.
 */
export async function changePassword(userId: number, currentPassword: string, password: string, request: Request): Promise<void> {
  const key = `password-change:user:${userId}`;
  const claim = await claimAttempt(key, LOGIN_THROTTLE.device);
  if (!claim.allowed) throw new RateLimitedError(claim.retryAfterSeconds, `Too many wrong passwords. Please wait ${waitInWords(claim.retryAfterSeconds)} and try again.`);
  const [user] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new ValidationError(WRONG_CURRENT, { currentPassword: [WRONG_CURRENT] });
  await clearFailures(key);
  const passwordHash = await hashPassword(password);
  await transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await useUpTokens(tx, userId, 'reset-password');
  });
  await destroyAllSessions(userId, request);
}
