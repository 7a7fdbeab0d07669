import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, throttleDelaySeconds } from './login-throttle';

describe('login throttle delays', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    const waits = Array.from({ length: 12 }, (_, n) => throttleDelaySeconds(n + 1, LOGIN_THROTTLE.account));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30]);
  });

  it('never waits longer than the cap, however many failures (no lockout)', () => {
    for (const policy of Object.values(LOGIN_THROTTLE)) {
      expect(throttleDelaySeconds(1_000_000, policy)).toBe(policy.capSeconds);
      expect(Number.isFinite(throttleDelaySeconds(Number.MAX_SAFE_INTEGER, policy))).toBe(true);
    }
  });
});
