import { createHmac, timingSafeEqual } from 'node:crypto';
import { DELIVERY_CHANNELS, isNotificationKind, type UnsubscribeScope } from '~/domain/notification';
import { derivedKey } from '~/services/app-secret.server';

/**
 * One-click unsubscribe links: base64url(JSON {u, k, c}) "." base64url(HMAC-SHA256), keyed with a
 * key derived for this purpose only. They carry no expiry (an old email's link keeps working) and
 * can only turn notifications off, so a leaked link cannot do more than that.
 */
const key = () => derivedKey('unsubscribe-links-v1');
const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

export function unsubscribeToken(scope: UnsubscribeScope): string {
  const payload = Buffer.from(JSON.stringify({ u: scope.userId, k: scope.kind, c: scope.channel })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The scope of a genuine token; undefined for anything tampered with, forged or malformed. */
export function readUnsubscribeToken(token: string): UnsubscribeScope | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown; c?: unknown };
    const channel = DELIVERY_CHANNELS.find((c) => c === data.c);
    if (typeof data.u !== 'number' || !Number.isInteger(data.u) || !channel || typeof data.k !== 'string') return undefined;
    if (data.k !== 'all' && !isNotificationKind(data.k)) return undefined;
    return { userId: data.u, kind: data.k, channel };
  } catch {
    return undefined;
  }
}
