import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secureAttribute } from '~/services/accounts/sessions.server';
import { derivedKey } from '~/services/app-secret.server';

/**
 * "Known device" cookies (issue 18, finding 4): every successful login leaves a long-lived signed
 * cookie naming the user and a random device id. A login from a browser that holds one for the
 * account is counted apart from the account's other failures, so strangers guessing at the
 * account cannot slow its owner down there. The cookie grants nothing by itself: the password is
 * still asked for every time.
 */
const COOKIE = 'ts_device';
/** Browsers keep a cookie for at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const key = () => derivedKey('known-device-v1');
const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

export interface KnownDevice {
  userId: number;
  deviceId: string;
}

function readCookie(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The genuine device cookie the request carries; undefined when absent, forged or malformed. */
export function knownDevice(request: Request): KnownDevice | undefined {
  const value = readCookie(request);
  const [payload, signature, ...rest] = value?.split('.') ?? [];
  if (!payload || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{1,200}$/.test(payload)) return undefined;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const match = /^(\d{1,12}):([A-Za-z0-9_-]{22})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  return match ? { userId: Number(match[1]), deviceId: match[2]! } : undefined;
}

/** Set-Cookie for a browser that just logged in as `userId`: it keeps its device id if it had one. */
export function deviceCookie(request: Request, userId: number): string {
  const deviceId = knownDevice(request)?.deviceId ?? randomBytes(16).toString('base64url');
  const payload = Buffer.from(`${userId}:${deviceId}`).toString('base64url');
  return `${COOKIE}=${payload}.${sign(payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secureAttribute(request)}`;
}
