import { describe, expect, it } from 'vitest';
import { baseUrl, logIn, newMember, postForm, site } from './support/http';

// Finding 3: a redirect target from the address must end on this site, and odd characters in it
// are the visitor's mistake (a 4xx or a safe fallback), never a 500.
const hostile = [
  '/\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%09/evil.example',
  '/%5Cevil.example',
  '/\u3002evil.example',
  '\u3002/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  'http:evil.example',
  `/${'a'.repeat(5_000)}`,
];

describe('redirect targets after login (finding 3)', () => {
  it.each(hostile)('login with redirectTo %j stays on this site', async (target) => {
    const member = await newMember();
    const page = await site(`/login?redirectTo=${encodeURIComponent(target)}`);
    expect(page.status).toBeLessThan(500);
    const answer = await postForm('/login', { email: member.email, password: member.password, redirectTo: target });
    expect(answer.status).toBeLessThan(500);
    const location = answer.headers.get('location');
    if (location !== null) expect(new URL(location, baseUrl).origin).toBe(baseUrl);
  });

  it('an already signed-in visitor sent to /login with a hostile target stays on this site', async () => {
    const member = await newMember();
    const cookie = await logIn(member.email, member.password);
    expect(cookie).toBeDefined();
    for (const target of hostile) {
      const answer = await site(`/login?redirectTo=${encodeURIComponent(target)}`, { cookie });
      expect(answer.status, target).toBeLessThan(500);
      const location = answer.headers.get('location');
      if (location !== null) expect(new URL(location, baseUrl).origin, target).toBe(baseUrl);
    }
  });

  it('a same-site target with a query survives login', async () => {
    const member = await newMember();
    const answer = await postForm('/login', { email: member.email, password: member.password, redirectTo: '/search?q=rice bags' });
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!, baseUrl).pathname + new URL(answer.headers.get('location')!, baseUrl).search).toBe('/search?q=rice%20bags');
  });
});
