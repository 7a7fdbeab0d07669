import { eq, sql } from 'drizzle-orm';
import type { ThrottlePolicy } from '~/domain/login-throttle';
import { db } from '~/services/db/client.server';
import { loginFailures } from '~/services/db/schema/accounts';

/**
 * The wait a row's failure count asks for, in SQL (the same rule as throttleDelaySeconds); the
 * exponent is bounded, as a steady attack keeps adding failures and 2^1100 overflows.
 */
const delayOf = (policy: ThrottlePolicy) =>
  sql`make_interval(secs => CASE WHEN f.failures <= ${policy.free}::int THEN 0 ELSE least(${policy.capSeconds}::double precision, power(2, least(f.failures - ${policy.free}::int - 1, 30))) END)`;
const stale = (policy: ThrottlePolicy) => sql`f.last_failed_at < now() - make_interval(secs => ${policy.windowSeconds}::double precision)`;

/**
 * Takes one login attempt for `key`, counted as a failure at once (so a hundred attempts sent
 * together cannot all slip through the free ones); a success gives it back (forgiveAttempt or
 * clearFailures). Refused, without counting, while the wait after the last failure runs: the
 * answer says how long is left.
 */
export async function claimAttempt(key: string, policy: ThrottlePolicy): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const claimed = await db().execute(sql`
    INSERT INTO login_failures AS f (key, failures, last_failed_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${stale(policy)} THEN 1 ELSE f.failures + 1 END,
      last_failed_at = now()
    WHERE ${stale(policy)} OR f.last_failed_at + ${delayOf(policy)} <= now()
    RETURNING failures`);
  if (claimed.rows.length > 0) return { allowed: true };
  const waiting = await db().execute<{ wait: number }>(sql`
    SELECT extract(epoch FROM f.last_failed_at + ${delayOf(policy)} - now())::float8 AS wait FROM login_failures f WHERE f.key = ${key}`);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(waiting.rows[0]?.wait ?? 1))) };
}

/** The attempt claimed for `key` turned out right: it is not a failure after all. */
export async function forgiveAttempt(key: string): Promise<void> {
  await db()
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** The holder proved the password: earlier failures of this key no longer slow anyone down. */
export async function clearFailures(key: string): Promise<void> {
  await db().delete(loginFailures).where(eq(loginFailures.key, key));
}
