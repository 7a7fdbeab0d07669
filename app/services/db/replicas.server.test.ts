import { describe, expect, it } from 'vitest';
import { readsOwnWrites, runWithReadContext, statusNow, wroteAtFromCookie, wroteCookie } from './replicas.server';

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

// What routing and /readyz report between two health checks, with the default lag limit of 5 s.
describe('a replica\'s status between checks', () => {
  const checkedAt = 1_800_000_000_000;

  it('stays healthy while its last lag plus the time since that check is within the limit', () => {
    expect(statusNow({ status: 'healthy', lagMs: 0, checkedAt }, checkedAt + 900)).toBe('healthy');
    expect(statusNow({ status: 'healthy', lagMs: 4_000, checkedAt }, checkedAt + 1_000)).toBe('healthy');
  });

  it('is lagging, not healthy, once that sum passes the limit, before the next check has run', () => {
    expect(statusNow({ status: 'healthy', lagMs: 4_990, checkedAt }, checkedAt + 20)).toBe('lagging');
    // A check that stalled (a blocked event loop): the replica may have stopped replaying since.
    expect(statusNow({ status: 'healthy', lagMs: 0, checkedAt }, checkedAt + 6_000)).toBe('lagging');
  });

  it('keeps what the last check found otherwise', () => {
    expect(statusNow({ status: 'down', lagMs: null, checkedAt }, checkedAt)).toBe('down');
    expect(statusNow({ status: 'not-standby', lagMs: null, checkedAt }, checkedAt)).toBe('not-standby');
    expect(statusNow({ status: 'healthy', lagMs: null, checkedAt: null }, checkedAt)).toBe('lagging');
  });
});
