import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '~/services/accounts/passwords.server';
import { claimVisitorThreads } from '~/services/conversations/thread-messages.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { suspensionOf } from '~/services/admin/suspensions.server';
import { ForbiddenError, RateLimitedError, UnauthenticatedError, waitInWords } from '~/services/errors.server';
import { consumeRateLimit, resetRateLimit } from '~/services/security/rate-limit.server';

const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowSeconds: 15 * 60 },
  perIp: { limit: 100, windowSeconds: 15 * 60 },
};

const WRONG_CREDENTIALS = 'The email address or password is not right. Check both and try again.';

// Verifying against a real hash when the email is unknown keeps the response time the same, so
// timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

/**
 * Checks an email and password. Attempts count against the client's IP and the account, in
 * PostgreSQL; a success clears the account's counter. One message for any wrong credential; a
 * suspended login (or a member of a suspended company) hears why, once the password is right.
 */
export async function authenticate(emailInput: string, password: string, clientIp: string): Promise<{ id: number }> {
  const email = emailInput.trim().toLowerCase();
  const byIp = await consumeRateLimit(`login:ip:${clientIp}`, LOGIN_LIMITS.perIp.limit, LOGIN_LIMITS.perIp.windowSeconds);
  const byAccount = await consumeRateLimit(`login:account:${email}`, LOGIN_LIMITS.perAccount.limit, LOGIN_LIMITS.perAccount.windowSeconds);
  if (!byIp.allowed || !byAccount.allowed) {
    const wait = Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byAccount.allowed ? 0 : byAccount.retryAfterSeconds);
    throw new RateLimitedError(wait, `Too many login attempts. Please wait ${waitInWords(wait)} and try again, or reset your password.`);
  }
  const [user] = await db().select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  // Only after the right password, so the reason is told to the account's holder alone.
  const suspended = await suspensionOf(user.id);
  if (suspended) throw new ForbiddenError(suspended);
  await resetRateLimit(`login:account:${email}`);
  // Inquiries sent from this (verified) address before the account existed become this login's conversations.
  await claimVisitorThreads(user.id);
  return { id: user.id };
}
