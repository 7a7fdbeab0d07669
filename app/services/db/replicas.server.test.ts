import { describe, expect, it } from 'vitest';
import { readsOwnWrites, runWithReadContext, wroteAtFromCookie, wroteCookie } from './replicas.server';

// The write cookie of read-your-writes (docs/decisions/0037), with the default lag limit of 5 s.
describe('the write cookie', () => {
  const now = 1_800_000_000_000;

  it('carries the write time and lives as long as the lag limit plus the margins', () => {
    expect(wroteCookie(now, false)).toBe(`ts_wrote=${now}; Path=/; HttpOnly; SameSite=Lax; Max-Age=8`);
    expect(wroteCookie(now, true)).toMatch(/; Secure$/);
  });

  it('is read among other cookies, and ignored when old, malformed or absent', () => {
    expect(wroteAtFromCookie(`ts_session=abc; ts_wrote=${now - 2_000}; lang=hi`, now)).toBe(now - 2_000);
    expect(wroteAtFromCookie(`ts_wrote=${now - 9_000}`, now)).toBeUndefined();
    expect(wroteAtFromCookie('ts_wrote=soon', now)).toBeUndefined();
    expect(wroteAtFromCookie('xts_wrote=1', now)).toBeUndefined();
    expect(wroteAtFromCookie(undefined, now)).toBeUndefined();
  });

  it('counts a time in the future as now, so a forged value holds reads on the primary no longer than a real one', () => {
    expect(wroteAtFromCookie(`ts_wrote=${now + 60_000}`, now)).toBe(now);
  });

  it('makes a request that writes, or follows a write, read its own writes', () => {
    expect(readsOwnWrites()).toBe(false);
    expect(runWithReadContext({ pinned: true }, readsOwnWrites)).toBe(true);
    expect(runWithReadContext({ pinned: false, wroteAt: now }, readsOwnWrites)).toBe(true);
    expect(runWithReadContext({ pinned: false }, readsOwnWrites)).toBe(false);
  });
});
