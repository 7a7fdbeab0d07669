import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '~/services/errors.server';
import { consumeRateLimit, enforceRateLimit } from '~/services/security/rate-limit.server';

const WINDOW = 15 * 60;
const boundary = Date.UTC(2026, 10, 21, 6, 0, 0);

describe('rate limits', () => {
  it('allows the limit and refuses the next attempt in the same window', async () => {
    const key = `test:same-window:${Math.random()}`;
    for (let i = 0; i < 5; i++) expect((await consumeRateLimit(key, 5, WINDOW, boundary + 60_000)).allowed).toBe(true);
    const refused = await consumeRateLimit(key, 5, WINDOW, boundary + 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(WINDOW - 60);
  });

  it('does not forget attempts made just before a window boundary', async () => {
    const key = `test:boundary:${Math.random()}`;
    for (let i = 0; i < 5; i++) expect((await consumeRateLimit(key, 5, WINDOW, boundary - 1_000)).allowed).toBe(true);
    // One second later a fixed window would start counting from zero.
    expect((await consumeRateLimit(key, 5, WINDOW, boundary + 1_000)).allowed).toBe(false);
  });

  it('lets attempts age out of the sliding window', async () => {
    const key = `test:ageing:${Math.random()}`;
    for (let i = 0; i < 5; i++) await consumeRateLimit(key, 5, WINDOW, boundary - WINDOW * 1000 + 1_000);
    // Almost a whole window later the old attempts weigh almost nothing.
    expect((await consumeRateLimit(key, 5, WINDOW, boundary + (WINDOW - 10) * 1000)).allowed).toBe(true);
  });

  it('enforceRateLimit refuses over the limit with a 429 error that carries Retry-After and the wait in words', async () => {
    const key = `test:enforce:${Math.random()}`;
    const message = (wait: string, seconds: number) => `Wait ${wait} (${seconds} s).`;
    for (let i = 0; i < 3; i++) await enforceRateLimit(key, 3, 600, message);
    const refused = await enforceRateLimit(key, 3, 600, message).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RateLimitedError);
    const error = refused as RateLimitedError;
    expect(error.status).toBe(429);
    expect(Number(error.headers['Retry-After'])).toBe(Math.ceil(error.retryAfterSeconds));
    expect(error.publicMessage).toMatch(/^Wait \d+ (minutes?|seconds?) \(\d+ s\)\.$/);
  });
});
