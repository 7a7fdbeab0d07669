import { describe, expect, it } from 'vitest';
import { newMember, postForm, rawRequest, serverLog, sessionCookie, testAddress } from './support/http';

// The suite's own footing: what every other file relies on about the server it attacks.
describe('the server under attack', () => {
  it('is the production build, answering raw HTTP and logging each request', async () => {
    const before = serverLog().length;
    const answer = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.head).toMatch(/^strict-transport-security: max-age=31536000/im);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', database: 'up' });
    await expect.poll(() => serverLog(before)).toMatch(/"path":"\/healthz","status":200/);
  });

  it('sees the client address the test gives, and logs a member in with a real password', async () => {
    const member = await newMember();
    const answer = await postForm('/login', { email: member.email, password: member.password, redirectTo: '/' }, { ip: testAddress() });
    expect(answer.status).toBe(302);
    expect(sessionCookie(answer)).toMatch(/^ts_session=[A-Za-z0-9_-]{22}$/);
  });
});
