import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window and says whether it is allowed. Counters live
 * in PostgreSQL (one atomic upsert), so every app process shares them.
 * Keys name the action and the subject, e.g. `login:ip:1.2.3.4` or `login:account:a@b.in`.
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const nowMs = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const result = await db().execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`);
  const count = Number(result.rows[0]?.count ?? limit + 1);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/** Clears a key's counters, e.g. after a successful login. */
export async function resetRateLimit(key: string): Promise<void> {
  await db().execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Removes windows that ended more than a day ago; cheap enough to run at start-up. */
export async function pruneRateLimits(): Promise<void> {
  await db().execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
