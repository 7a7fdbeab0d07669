import { eq } from 'drizzle-orm';
import { LOGIN_THROTTLE, type ThrottlePolicy } from '~/domain/login-throttle';
import type { KnownDevice } from '~/services/accounts/known-device.server';
import { claimAttempt, clearFailures, forgiveAttempt } from '~/services/accounts/login-throttle.server';
import { hashPassword, verifyPassword } from '~/services/accounts/passwords.server';
import { claimVisitorThreads } from '~/services/conversations/thread-messages.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { suspensionOf } from '~/services/admin/suspensions.server';
import { ForbiddenError, RateLimitedError, UnauthenticatedError, waitInWords } from '~/services/errors.server';

const WRONG_CREDENTIALS = 'The email address or password is not right. Check both and try again.';

// Verifying against a real hash when the email is unknown keeps the response time the same, so
// timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

async function claimOrRefuse(key: string, policy: ThrottlePolicy, message: (wait: string) => string): Promise<void> {
  const claim = await claimAttempt(key, policy);
  if (!claim.allowed) throw new RateLimitedError(claim.retryAfterSeconds, message(waitInWords(claim.retryAfterSeconds)));
}

/**
 * Checks an email and password. Nobody is ever locked out (issue 18, finding 4): failures slow
 * down the next attempt with growing, capped waits, counted per client address and per account,
 * and a browser that has logged in to the account before (`device`) is counted on its own, so
 * strangers' failures never keep the owner out there. One message for any wrong credential; a
 * suspended login (or a member of a suspended company) hears why, once the password is right.
 */
export async function authenticate(emailInput: string, password: string, clientIp: string, device?: KnownDevice): Promise<{ id: number }> {
  const email = emailInput.trim().toLowerCase();
  const [user] = await db().select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  const onKnownDevice = user !== undefined && device?.userId === user.id;
  // A known device answers only for its own failures: not even others' failures from the same
  // address (an office, a mobile carrier's shared address) slow its owner down.
  const addressKey = onKnownDevice ? undefined : `login:ip:${clientIp}`;
  if (addressKey) await claimOrRefuse(addressKey, LOGIN_THROTTLE.address, (wait) => `Too many failed logins from your network address. Please wait ${wait} and try again.`);
  const accountKey = onKnownDevice ? `login:device:${user.id}:${device.deviceId}` : `login:account:${email}`;
  await claimOrRefuse(accountKey, onKnownDevice ? LOGIN_THROTTLE.device : LOGIN_THROTTLE.account, (wait) =>
    onKnownDevice
      ? `Too many wrong passwords on this device. Please wait ${wait} and try again, or reset your password.`
      : `Too many wrong passwords for this account. Please wait ${wait} and try again, or reset your password. On a device you have logged in with before, you can log in at once.`,
  );
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !valid) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  // Only after the right password, so the reason is told to the account's holder alone.
  const suspended = await suspensionOf(user.id);
  if (suspended) throw new ForbiddenError(suspended);
  // The address's count only loses this attempt: a success on one account must not wipe out the
  // failures the same address piled up against others.
  if (addressKey) await forgiveAttempt(addressKey);
  await clearFailures(accountKey);
  // Inquiries sent from this (verified) address before the account existed become this login's conversations.
  await claimVisitorThreads(user.id);
  return { id: user.id };
}
