import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { hashPassword } from '~/services/accounts/passwords.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';

/** The server under attack, e.g. http://localhost:41234. */
export const baseUrl = inject('securityBaseUrl');
const { hostname, port } = new URL(baseUrl);

/** A fresh documentation address (RFC 5737 / 3849) per call, so one test's rate limits never touch another's. */
export function testAddress(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0]}.${bytes[1]! % 254 + 1}`;
}

interface SiteInit extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
  /** The client address the server sees (X-Forwarded-For from the loopback proxy). */
  ip?: string;
  cookie?: string;
}

/**
 * One request to the server as a browser on our own origin would send it: redirects are not
 * followed (tests read them), writes carry our Origin, and the client address is the test's own.
 */
export function site(path: string, init: SiteInit = {}): Promise<Response> {
  const { ip, cookie, headers, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  return fetch(new URL(path, baseUrl), {
    redirect: 'manual',
    ...rest,
    headers: {
      'X-Forwarded-For': ip ?? testAddress(),
      ...(method === 'GET' || method === 'HEAD' ? {} : { Origin: baseUrl }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
}

/** A form post (urlencoded) to `path`. */
export function postForm(path: string, fields: Record<string, string>, init: SiteInit = {}): Promise<Response> {
  return site(path, { ...init, method: 'POST', body: new URLSearchParams(fields) });
}

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends bytes exactly as given (malformed requests fetch would refuse to make) and reads the
 * answer until the server closes the connection or `timeoutMs` passes.
 */
export function rawRequest(bytes: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...body] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: Buffer.from(body.join('\r\n\r\n'), 'latin1').toString('utf8') });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)));
    socket.write(bytes);
  });
}

/** The session cookie (name=value) from a response's Set-Cookie, if it set one. */
export function sessionCookie(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    if (pair.startsWith('ts_session=') && pair !== 'ts_session=') return pair;
  }
  return undefined;
}

/** Logs in through the real form and returns the session cookie, or undefined when refused. */
export async function logIn(email: string, password: string, init: SiteInit = {}): Promise<string | undefined> {
  const answer = await postForm('/login', { email, password, redirectTo: '/' }, init);
  return sessionCookie(answer);
}

/** A member account with a real (argon2) password, made directly in the server's database. */
export async function newMember(password = `pass-${randomBytes(6).toString('hex')}`): Promise<{ id: number; email: string; password: string }> {
  const email = `member-${randomBytes(5).toString('hex')}@example.in`;
  const [user] = await db()
    .insert(users)
    .values({ email, name: 'Security Test Member', passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return { id: user!.id, email, password };
}

/** What the server has logged so far; pass the length of an earlier read to get only what came after. */
export function serverLog(since = 0): string {
  return readFileSync(inject('securityServerLog'), 'utf8').slice(since);
}

/** Gives an existing user (a fixture made without a usable password) a real one and logs in from a fresh address. */
export async function signInAs(userId: number, email: string): Promise<{ ip: string; cookie: string }> {
  const password = `pass-${randomBytes(6).toString('hex')}`;
  await db().update(users).set({ passwordHash: await hashPassword(password), emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  const ip = testAddress();
  const cookie = await logIn(email, password, { ip });
  if (!cookie) throw new Error(`could not log in as ${email}`);
  return { ip, cookie };
}

export interface StreamedAnswer extends RawAnswer {
  /** Body bytes the test managed to send before the server answered or closed the connection. */
  bytesSent: number;
}

/**
 * Sends `head` (request line and headers, ending in a blank line) and then a body of `total` bytes
 * in chunks of `chunkBytes`, as HTTP/1.1 chunked encoding when `chunked`, waiting for the socket to
 * drain between chunks, and stops as soon as the server answers or closes: how far a body gets
 * before it is refused.
 */
export function streamRequest(head: string, total: number, { chunked = true, chunkBytes = 64 * 1024, timeoutMs = 30_000 } = {}): Promise<StreamedAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    let bytesSent = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [answerHead = '', ...body] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answerHead)?.[1] ?? 0);
      resolve({ status, head: answerHead, body: Buffer.from(body.join('\r\n\r\n'), 'latin1').toString('utf8'), bytesSent });
    };
    const timer = setTimeout(finish, timeoutMs);
    const answered = () => chunks.length > 0 && Buffer.concat(chunks).includes('\r\n\r\n');
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // Wait briefly for the rest of a short answer, then stop sending.
      if (answered()) setTimeout(finish, 200);
    });
    socket.on('close', finish);
    socket.on('error', () => finish());
    const piece = Buffer.alloc(chunkBytes, 'a');
    const send = async () => {
      socket.write(head);
      while (bytesSent < total && !finished && !answered()) {
        const size = Math.min(chunkBytes, total - bytesSent);
        const data = size === chunkBytes ? piece : piece.subarray(0, size);
        const framed = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
        bytesSent += size;
        if (!socket.write(framed)) await new Promise((resume) => { socket.once('drain', resume); socket.once('close', resume); });
        // As a real client does, notice an answer as soon as it arrives instead of writing on blindly.
        else await new Promise((resume) => setImmediate(resume));
      }
      if (chunked && !finished && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => void send());
  });
}
