import { describe, expect, it } from 'vitest';
import { baseUrl, rawRequest, serverLog, site, testAddress } from './support/http';

// Finding 9 at the protocol level: malformed or unexpected requests are the client's mistake and
// get a 4xx with a plain message, never a 500, and a refusal is one log line without a stack.
const host = new URL(baseUrl).host;

describe('protocol-level refusals (finding 9)', () => {
  it('an HTTP/1.0 request without Host gets 400, not 500', async () => {
    const answer = await rawRequest('GET / HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(400);
  });

  it('an HTTP/1.1 request without Host gets 400', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
  });

  it('an absolute URL as the request target is not a server error and never leaves the site', async () => {
    for (const target of ['http://evil.example/', 'http://evil.example/login?redirectTo=/account', `http://${host}/search?q=rice`]) {
      const answer = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBeGreaterThanOrEqual(200);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.head, target).not.toMatch(/^location: https?:\/\/evil/im);
      // The page may mention evil.example as text (other tests name products after it); no link,
      // form, canonical address or asset may point there.
      expect(answer.body, target).not.toMatch(/(href|src|action|content)="(https?:)?\/\/evil\.example/i);
    }
  });

  it.each(['TRACE', 'CONNECT', 'PROPFIND'])('the %s method gets 405 with Allow, never a 5xx', async (method) => {
    const target = method === 'CONNECT' ? host : '/';
    const answer = await rawRequest(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/^allow: GET, HEAD, POST/im);
  });

  it('a method Node does not parse (TRACK) gets 400 from the parser, never a 5xx', async () => {
    const answer = await rawRequest(`TRACK / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s to a page without a form gets a clear 405 with Allow, logged as one line without a stack', async (method) => {
    const before = serverLog().length;
    const answer = await site('/suppliers', { method, body: 'q=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, ip: testAddress() });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toMatch(/GET/);
    const text = await answer.text();
    expect(text).not.toMatch(/Unexpected Server Error/i);
    expect(text).toMatch(/not allowed|cannot be sent/i);
    await expect.poll(() => serverLog(before)).toMatch(/"path":"\/suppliers".*"status":405/);
    const lines = serverLog(before)
      .split('\n')
      .filter((line) => line.includes('/suppliers'));
    expect(lines.some((line) => /"stack"|\\n\s+at /.test(line))).toBe(false);
    expect(serverLog(before)).not.toMatch(/^\s+at /m);
    const refusals = lines.filter((line) => !/"msg":"request"/.test(line));
    expect(refusals.length).toBeLessThanOrEqual(1);
  });

  it('a client-side (.data) POST to a page without a form gets 405, not 500', async () => {
    const answer = await site('/suppliers.data', { method: 'POST', body: 'q=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(405);
  });
});
