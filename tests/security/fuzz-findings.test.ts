import { describe, expect, it } from 'vitest';
import { site } from './support/http';

// What the fuzzer (fuzz.test.ts) found at the route level, kept as plain regression tests.
describe('route-level answers the fuzzer found wrong', () => {
  it('a page that needs a login, asked with a huge query, sends to /login with a return address a client can carry', async () => {
    const answer = await site(`/account/requirements?q=${'%25'.repeat(4_000)}`);
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location')!;
    expect(location.length).toBeLessThan(2_200);
    expect(location).toBe('/login?redirectTo=%2Faccount%2Frequirements');
  });

  it('a page asked with a query of normal length still comes back to it after login', async () => {
    const answer = await site('/account/requirements?status=open&page=2');
    expect(answer.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent('/account/requirements?status=open&page=2')}`);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('the Razorpay webhook on a site without Razorpay answers %s with a 4xx, not a 503', async (method) => {
    const answer = await site('/webhooks/razorpay', { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
