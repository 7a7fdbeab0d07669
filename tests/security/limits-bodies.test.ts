import { describe, expect, it } from 'vitest';
import { baseUrl, postForm, site, streamRequest, testAddress } from './support/http';

// Finding 2: every request body is limited per route before it is read, and a body past the limit
// is answered 413 with a message (JSON for the API routes, the form's message for forms), whether
// it announces its length or comes chunked.
const host = new URL(baseUrl).host;

const jsonRoutes = ['/webhooks/razorpay', '/api/chat/start', '/api/chat/messages', '/api/chat/transcript', '/api/registration/autofill'];

describe('request body limits (finding 2)', () => {
  it.each(jsonRoutes)('%s refuses a 1 MB body with 413 and a JSON message', async (path) => {
    const body = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const answer = await site(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    const json = (await answer.json()) as { error: string };
    expect(json.error).toMatch(/too large/i);
  });

  it('the chat refuses a body well past what a long chat needs (300 KB)', async () => {
    const body = JSON.stringify({ conversationId: 'x', messages: [{ role: 'user', content: 'x'.repeat(300 * 1024) }] });
    const answer = await site('/api/chat/messages', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(413);
  });

  it('a chunked webhook body is refused at its limit and the connection closed, not read to the end', async () => {
    const total = 64 * 1024 * 1024;
    const answer = await streamRequest(
      `POST /webhooks/razorpay HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`,
      total,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/i);
    // Socket buffers on loopback hold a few MB; the rest of the 64 MB was never accepted.
    expect(answer.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('a chunked chat body is refused at its limit', async () => {
    const answer = await streamRequest(
      `POST /api/chat/start HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`,
      64 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('a plain form past its 100 KB limit gets 413 and the form says why', async () => {
    const answer = await postForm('/contact', { name: 'Asha', email: 'asha@example.in', mobile: '9876543210', message: 'x'.repeat(200 * 1024) });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toMatch(/too large/i);
  });

  it('a form body past the limit of an upload form is refused by its declared length at once', async () => {
    const answer = await streamRequest(
      `POST /register HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${200 * 1024 * 1024}\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`,
      200 * 1024 * 1024,
      { chunked: false },
    );
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('a body sent to a page without a form is refused past the small default limit', async () => {
    const answer = await streamRequest(
      `POST /search HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: ${testAddress()}\r\n\r\n`,
      64 * 1024 * 1024,
    );
    expect([405, 413]).toContain(answer.status);
    expect(answer.bytesSent).toBeLessThan(16 * 1024 * 1024);
  });
});
