import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, transaction } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { notificationPreferences } from '~/services/db/schema/notifications';
import { notifyUser, type Notice } from '~/services/notifications/notify.server';
import { action, loader } from '~/routes/unsubscribe.$token';
import { answerOf, callRoute, requestAs } from './support/route-call';

async function newPerson() {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db().insert(users).values({ email: `ravi-${suffix}@example.in`, name: 'Ravi Kumar', passwordHash: 'not-used' }).returning();
  if (!user) throw new Error('no user');
  return user;
}

const notice = (kind: Notice['kind'] = 'inquiry_received'): Notice => ({ kind, title: `${kind === 'inquiry_received' ? 'A new inquiry' : 'A new quote'} ${randomBytes(2).toString('hex')}`, link: '/account/inquiries', dedupeKey: randomBytes(6).toString('hex') });
const tell = (userId: number, n: Notice) => transaction((tx) => notifyUser(tx, userId, n));
const emailsTo = (address: string) => db().select().from(outboxEmails).where(eq(outboxEmails.to, address));
const preferencesOf = (userId: number) => db().select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel, mode: notificationPreferences.mode }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

/** The token in the unsubscribe link of the person's latest email. */
async function linkToken(address: string): Promise<string> {
  const emails = await emailsTo(address);
  const text = emails.at(-1)?.text ?? '';
  const token = /\/unsubscribe\/([\w-]+\.[\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no unsubscribe link');
  expect(emails.at(-1)?.headers['List-Unsubscribe']).toContain(`/unsubscribe/${token}>`);
  return token;
}

// Visitors without a session: the link works without a login.
const get = async (token: string) => answerOf(callRoute(loader, await requestAs(undefined, `/unsubscribe/${token}`), { token }));
const post = async (token: string, body = 'List-Unsubscribe=One-Click') =>
  answerOf(callRoute(action, await requestAs(undefined, `/unsubscribe/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), { token }));

describe('one-click unsubscribe', () => {
  it('opening the link only asks; the button (or the mail client’s one-click POST) turns that kind of email off, and later ones are not sent', async () => {
    const person = await newPerson();
    await tell(person.id, notice());
    const token = await linkToken(person.email);

    const asked = await get(token);
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ state: 'confirm', what: 'emails about “a new inquiry for your company”' });
    expect(JSON.stringify(asked.data)).toContain('r•••@example.in');
    expect(await preferencesOf(person.id)).toEqual([]); // a link scanner's GET changes nothing

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ state: 'done', what: 'emails about “a new inquiry for your company”' });
    expect(await preferencesOf(person.id)).toEqual([{ kind: 'inquiry_received', channel: 'email', mode: 'off' }]);
    expect((await post(token)).status).toBe(200); // twice is harmless

    await tell(person.id, notice()); // no email for this kind any more
    await tell(person.id, notice('quote_received')); // other kinds still come
    expect((await emailsTo(person.email)).map((e) => e.subject.startsWith('A new inquiry'))).toEqual([true, false]);
  });

  it('the digest’s link turns every notification email off', async () => {
    const person = await newPerson();
    const { unsubscribeToken } = await import('~/services/notifications/unsubscribe-token.server');
    const token = unsubscribeToken({ userId: person.id, kind: 'all', channel: 'email' });
    expect((await get(token)).data).toMatchObject({ what: 'all notification emails' });
    await post(token, '');
    const prefs = await preferencesOf(person.id);
    expect(prefs.length).toBeGreaterThan(10);
    expect(prefs.every((p) => p.mode === 'off' && p.channel === 'email')).toBe(true);
    expect(prefs.map((p) => p.kind)).not.toContain('admin_queue');
  });

  it('a tampered or forged link is refused in words with 400, and nothing changes', async () => {
    const victim = await newPerson();
    const other = await newPerson();
    await tell(other.id, notice());
    const token = await linkToken(other.email);
    const [payload = '', signature = ''] = token.split('.');

    // Another user id in the payload, the other's signature kept.
    const swapped = `${Buffer.from(JSON.stringify({ u: victim.id, k: 'all', c: 'email' })).toString('base64url')}.${signature}`;
    // Signed, but with a key guessed by an attacker (the HMAC of the payload without the server's secret).
    const forged = `${payload}.${createHmac('sha256', 'guess').update(payload).digest('base64url')}`;
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [swapped, forged, flipped, payload, `${token}.extra`, 'not-a-token', '']) {
      const page = await get(bad);
      expect(page.status, bad).toBe(400);
      expect(page.data).toEqual({ state: 'invalid', title: 'Unsubscribe' });
      expect((await post(bad)).status, bad).toBe(400);
    }
    expect(await preferencesOf(victim.id)).toEqual([]);
    expect(await preferencesOf(other.id)).toEqual([]);
  });
});
