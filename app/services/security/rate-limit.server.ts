import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { RateLimitedError, waitInWords } from '~/services/errors.server';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` and says whether it is allowed: at most `limit` attempts in any
 * `windowSeconds`, estimated as a sliding window (this window's count plus the previous window's,
 * weighted by how much of it still falls inside the last `windowSeconds`). A plain fixed window
 * forgot every attempt at the boundary, so five wrong passwords at 10:14:59 allowed five more at
 * 10:15:00. Counters live in PostgreSQL (one atomic upsert), so every app process shares them.
 * Keys name the action and the subject, e.g. `login:ip:1.2.3.4` or `login:account:a@b.in`.
 * `weight` counts one attempt as several (an upload's kilobytes against an hourly quota of bytes).
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number, nowMs = Date.now(), weight = 1): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const previousStart = new Date(windowStart.getTime() - windowMs);
  const result = await db().execute<{ count: number; previous: number }>(sql`
    WITH bumped AS (
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, ${weight})
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + ${weight}
      RETURNING count)
    SELECT (SELECT count FROM bumped) AS count,
      coalesce((SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${previousStart.toISOString()}), 0) AS previous`);
  const count = Number(result.rows[0]?.count ?? limit + 1);
  const previousWeight = 1 - (nowMs - windowStart.getTime()) / windowMs;
  const estimate = count + Number(result.rows[0]?.previous ?? 0) * previousWeight;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  return { allowed: estimate <= limit, remaining: Math.max(0, Math.floor(limit - estimate)), retryAfterSeconds };
}

/**
 * Counts one attempt and throws RateLimitedError (429 with Retry-After) when it is over the limit.
 * `message` says what was refused in the visitor's words; it is given the wait in words ("3 minutes") and in seconds.
 */
export async function enforceRateLimit(key: string, limit: number, windowSeconds: number, message: (wait: string, seconds: number) => string): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(key, limit, windowSeconds);
  if (!allowed) throw new RateLimitedError(retryAfterSeconds, message(waitInWords(retryAfterSeconds), retryAfterSeconds));
}

/** Clears a key's counters, e.g. after a successful login. */
export async function resetRateLimit(key: string): Promise<void> {
  await db().execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
