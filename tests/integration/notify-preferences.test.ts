import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, transaction } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { notificationDeliveries, notificationPreferences } from '~/services/db/schema/notifications';
import { notifications } from '~/services/db/schema/requirements';
import { sendDigests } from '~/services/notifications/digest.server';
import { notifyUser, type Notice } from '~/services/notifications/notify.server';
import { action as settingsAction, loader as settingsLoader } from '~/routes/account.notifications.settings';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

// Mail is off in these tests (no SMTP_URL): every email is kept in the outbox, which is where
// they are read. Delivery over a real SMTP server is in notify-email-once.test.ts.

async function newPerson(role: 'member' | 'administrator' = 'member') {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db().insert(users).values({ email: `priya-${suffix}@example.in`, name: 'Priya Nair', passwordHash: 'not-used', role }).returning();
  if (!user) throw new Error('no user');
  return user;
}

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  kind: 'quote_received',
  title: `New quote on Basmati rice ${randomBytes(2).toString('hex')}`,
  body: 'Sharma Agro quoted ₹82/kg <b>ex-works</b>.',
  link: '/account/requirements/RQ-7KD2M9X4',
  dedupeKey: randomBytes(6).toString('hex'),
  ...overrides,
});

const tell = (userId: number, n: Notice) => transaction((tx) => notifyUser(tx, userId, n));
const emailsTo = (address: string) => db().select().from(outboxEmails).where(eq(outboxEmails.to, address));
async function deliveriesOf(userId: number) {
  return db()
    .select({ kind: notifications.kind, channel: notificationDeliveries.channel, mode: notificationDeliveries.mode, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
}
const setPreference = (userId: number, kind: string, mode: 'immediate' | 'digest' | 'off') =>
  db().insert(notificationPreferences).values({ userId, kind, channel: 'email', mode }).onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel], set: { mode } });

describe('notification preferences', () => {
  it('by default emails right away, in HTML and text, with a fixed Message-ID and one-click unsubscribe headers', async () => {
    const person = await newPerson();
    const n = notice();
    await tell(person.id, n);
    await tell(person.id, n); // the same event again (a retried request): one notification, one email

    const [email, ...more] = await emailsTo(person.email);
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(n.title);
    expect(email?.text).toContain('Hello Priya Nair,');
    expect(email?.text).toMatch(/Stop emails like this .*: http:\/\/localhost:\d+\/unsubscribe\/[\w-]+\.[\w-]+/);
    // Escaped in HTML: the seller's text can never become markup in the email.
    expect(email?.html).toContain('Sharma Agro quoted ₹82/kg &lt;b&gt;ex-works&lt;/b&gt;.');
    expect(email?.html).not.toContain('<b>ex-works');
    expect(email?.html).toContain('href="http://localhost:');
    const [row] = await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, person.id));
    expect(email?.headers['Message-ID']).toMatch(new RegExp(`^<notification-${row?.id}@localhost>$`));
    expect(email?.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/unsubscribe\/[\w-]+\.[\w-]+>$/);
    expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliveriesOf(person.id)).toEqual([{ kind: 'quote_received', channel: 'email', mode: 'immediate', status: 'sent' }]);
  });

  it('"Off" sends no email and writes no delivery, but the notification is on the site', async () => {
    const person = await newPerson();
    await setPreference(person.id, 'quote_received', 'off');
    await tell(person.id, notice());
    await tell(person.id, notice({ kind: 'quote_accepted', title: 'Your quote was accepted' }));

    expect(await db().select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, person.id))).toHaveLength(2);
    const emails = await emailsTo(person.email);
    expect(emails.map((e) => e.subject)).toEqual(['Your quote was accepted']);
    expect((await deliveriesOf(person.id)).map((d) => d.kind)).toEqual(['quote_accepted']);
  });

  it('"Daily digest" sends nothing at once; the digest gathers the day in one email, once a day even when the job runs twice', async () => {
    const person = await newPerson();
    await setPreference(person.id, 'quote_received', 'digest');
    await setPreference(person.id, 'payment_confirmed', 'digest');
    const first = notice({ title: 'New quote on Basmati rice' });
    const second = notice({ kind: 'payment_confirmed', title: 'Your payment is confirmed', link: '/account/billing' });
    await tell(person.id, first);
    await tell(person.id, second);
    expect(await emailsTo(person.email)).toHaveLength(0);
    expect((await deliveriesOf(person.id)).map((d) => `${d.mode}/${d.status}`)).toEqual(['digest/pending', 'digest/pending']);

    const morning = new Date();
    await Promise.all([sendDigests(morning), sendDigests(morning)]);
    await sendDigests(morning);
    const [digest, ...more] = await emailsTo(person.email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('Your TradeSetu digest: 2 updates');
    expect(digest?.text).toMatch(/REQUIREMENTS AND QUOTES\n- New quote on Basmati rice\n {2}http:\/\/localhost:\d+\/account\/requirements\/RQ-7KD2M9X4/);
    expect(digest?.text).toMatch(/PAYMENTS\n- Your payment is confirmed\n {2}http:\/\/localhost:\d+\/account\/billing/);
    expect(digest?.html).toContain('<h2 style="margin:24px 0 8px;font-size:17px">Payments</h2>');
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await deliveriesOf(person.id)).map((d) => d.status)).toEqual(['sent', 'sent']);

    // A notice later that day waits for tomorrow's digest rather than making a second one today.
    await tell(person.id, notice({ title: 'Another quote' }));
    await sendDigests(morning);
    expect(await emailsTo(person.email)).toHaveLength(1);
    await sendDigests(new Date(morning.getTime() + 24 * 3600 * 1000));
    const emails = await emailsTo(person.email);
    expect(emails.map((e) => e.subject)).toEqual(['Your TradeSetu digest: 2 updates', 'Your TradeSetu digest: 1 update']);
  });

  it('the settings page saves choices per kind and channel, says SMS and WhatsApp are not set up, and refuses a made-up choice', async () => {
    const person = await newPerson();
    const page = (await callRoute(settingsLoader, await requestAs(person.id, '/account/notifications/settings'))) as { kinds: string[]; channels: string[]; modes: Record<string, Record<string, string>> };
    expect(page.channels).toEqual(['email']);
    expect(page.kinds).toContain('inquiry_received');
    expect(page.kinds).not.toContain('admin_queue');
    expect(page.modes.quote_received?.email).toBe('immediate');

    const saved = await answerOf(callRoute(settingsAction, await requestAs(person.id, '/account/notifications/settings', formPost({ 'email.quote_received': 'digest', 'email.inquiry_received': 'off', 'email.admin_queue': 'off' })), {}));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, message: 'Saved. New notifications follow these choices.' });
    const rows = await db().select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode }).from(notificationPreferences).where(eq(notificationPreferences.userId, person.id));
    // admin_queue is not a member's to set: ignored.
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'inquiry_received', mode: 'off' },
      { kind: 'quote_received', mode: 'digest' },
    ]);

    const refused = await answerOf(callRoute(settingsAction, await requestAs(person.id, '/account/notifications/settings', formPost({ 'email.quote_received': 'hourly' })), {}));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain('This choice is not one of the offered ones.');
    const [still] = await db().select({ mode: notificationPreferences.mode }).from(notificationPreferences).where(and(eq(notificationPreferences.userId, person.id), inArray(notificationPreferences.kind, ['quote_received'])));
    expect(still?.mode).toBe('digest');
  });
});
