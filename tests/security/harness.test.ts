import { describe, expect, it } from 'vitest';
import { newMember, postForm, rawRequest, serverLog, sessionCookie, testAddress } from './support/http';

// The suite's own footing: what every other file relies on about the server it attacks.
describe('the server under attack', () => {
  it('is the production build, answering raw HTTP and logging each request', async () => {
    const before = serverLog().length;
    const answer = await rawRequest('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.head).toMatch(/^strict-transport-security: max-age=31536000/im);
    expect(answer.body).toMatch(/^User-agent: \*/m);
    await expect.poll(() => serverLog(before)).toMatch(/"path":"\/robots.txt","status":200/);
  });

  it('is alive and ready, and keeps the healthy answers of probes out of the info log', async () => {
    const before = serverLog().length;
    const alive = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(alive.status).toBe(200);
    expect(JSON.parse(alive.body)).toMatchObject({ status: 'ok', phase: 'serving' });
    const ready = await rawRequest('GET /readyz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', failed: [] });
    // A request after the probes: once its line is in the log, theirs would be too.
    await rawRequest('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await expect.poll(() => serverLog(before)).toMatch(/"path":"\/robots.txt","status":200/);
    expect(serverLog(before)).not.toMatch(/"path":"\/(healthz|readyz)"/);
  });

  it('sees the client address the test gives, and logs a member in with a real password', async () => {
    const member = await newMember();
    const answer = await postForm('/login', { email: member.email, password: member.password, redirectTo: '/' }, { ip: testAddress() });
    expect(answer.status).toBe(302);
    expect(sessionCookie(answer)).toMatch(/^ts_session=[A-Za-z0-9_-]{22}$/);
  });
});
