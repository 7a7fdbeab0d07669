import { describe, expect, it } from 'vitest';
import { baseUrl, newMember, postForm, site, testAddress } from './support/http';

/** What a TLS-terminating proxy on loopback adds; the browser's Origin is then https too. */
const overTls = { 'X-Forwarded-Proto': 'https', Origin: baseUrl.replace(/^http:/, 'https:') };

// Finding 8a: the session cookie lacked Secure behind a TLS proxy unless SITE_URL said https.
// The server under test has SITE_URL=http://localhost:… and believes loopback proxies.

async function loginCookies(headers: Record<string, string> = {}): Promise<string[]> {
  const member = await newMember();
  const answer = await postForm('/login', { email: member.email, password: member.password, redirectTo: '/' }, { ip: testAddress(), headers });
  expect(answer.status).toBe(302);
  return answer.headers.getSetCookie();
}

const cookieLine = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`));

describe('cookies over TLS (finding 8a)', () => {
  it('a login that reached a trusted proxy over https sets Secure on the session and device cookies', async () => {
    const lines = await loginCookies(overTls);
    for (const name of ['ts_session', 'ts_device']) {
      const line = cookieLine(lines, name);
      expect(line, name).toBeDefined();
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    }
  });

  it('over plain http (a local install) the cookies work without Secure', async () => {
    const lines = await loginCookies();
    expect(cookieLine(lines, 'ts_session')).not.toMatch(/Secure/i);
  });

  it('logging out over https clears the cookie with the same attributes', async () => {
    const member = await newMember();
    const ip = testAddress();
    const login = await postForm('/login', { email: member.email, password: member.password, redirectTo: '/' }, { ip, headers: overTls });
    const session = cookieLine(login.headers.getSetCookie(), 'ts_session')!.split(';')[0]!;
    const out = await postForm('/logout', {}, { ip, cookie: session, headers: overTls });
    expect(out.status).toBeLessThan(400);
    expect(out.headers.getSetCookie().find((line) => line.startsWith('ts_session='))).toMatch(/Max-Age=0.*Secure/i);
  });

  it.each([
    ['/register', 'ts_regdraft'],
    ['/requirements/new', 'ts_rqdraft'],
  ])('the anonymous draft cookie of %s is Secure over https too, and not over plain http', async (path, name) => {
    const overHttps = await site(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(cookieLine(overHttps.headers.getSetCookie(), name)).toMatch(/;\s*HttpOnly.*;\s*Secure/i);
    const overHttp = await site(path);
    const line = cookieLine(overHttp.headers.getSetCookie(), name);
    expect(line).toBeDefined();
    expect(line).not.toMatch(/Secure/i);
  });
});
