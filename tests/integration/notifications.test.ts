import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, transaction } from '~/services/db/client.server';
import { outboxEmails } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { notifications } from '~/services/db/schema/requirements';
import { notifyCompany } from '~/services/notifications/notify.server';
import { listNotifications, markAllNotificationsRead, openNotification, unreadNotificationCount } from '~/services/notifications/notification-centre.server';
import { NotFoundError } from '~/services/errors.server';
import { action as notificationsAction, loader as notificationsLoader } from '~/routes/account.notifications';
import { loader as rootLoader } from '~/root';
import { createBuyer } from './support/billing-fixtures';
import { insertNotification } from './support/notify-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

describe('notification centre', () => {
  it('counts unread ones in the header of a signed-in page only, and keeps visitors\' pages cacheable', async () => {
    const user = await createBuyer('29');
    await insertNotification(user.id, { title: 'New quote on RQ-AAAA1111', link: '/account/requirements/RQ-AAAA1111' });
    await insertNotification(user.id, { title: 'Old one', link: '/account', readAt: new Date() });
    const signedIn = await answerOf(callRoute(rootLoader, await requestAs(user.id, '/')));
    expect((signedIn.data as { user: { unreadNotifications: number } }).user.unreadNotifications).toBe(1);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const visitor = await answerOf(callRoute(rootLoader, await requestAs(undefined, '/')));
    expect((visitor.data as { user: unknown }).user).toBeNull();
    expect(visitor.headers.get('cache-control')).toBeNull();
  });

  it('stops counting at 100 and answers "99+" worth of work with one bounded query', async () => {
    const user = await createBuyer('29');
    await db()
      .insert(notifications)
      .values(Array.from({ length: 130 }, (_, i) => ({ userId: user.id, kind: 'quote_received', title: `Quote ${i}`, link: '/account', dedupeKey: `bulk-${i}` })));
    expect(await unreadNotificationCount(user.id)).toBe(100);
  });

  it('lists newest first, twenty a page, with unread marked; another user sees none of them', async () => {
    const user = await createBuyer('29');
    const other = await createBuyer('29');
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 25; i += 1) await insertNotification(user.id, { title: `Notice ${i}`, link: `/account/n/${i}`, createdAt: new Date(base + i * 1000), readAt: i % 2 === 0 ? new Date() : null });
    const first = await callRoute(notificationsLoader, await requestAs(user.id, '/account/notifications'));
    expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Notice ${24 - i}`));
    expect(first.items[0]?.unread).toBe(false);
    expect(first.items[1]?.unread).toBe(true);
    expect(first).toMatchObject({ page: 1, hasNewer: false, hasOlder: true });
    const second = await callRoute(notificationsLoader, await requestAs(user.id, '/account/notifications?page=2'));
    expect(second.items.map((item) => item.title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2', 'Notice 1', 'Notice 0']);
    expect(second).toMatchObject({ page: 2, hasNewer: true, hasOlder: false });
    expect((await listNotifications(user.id, Number.NaN)).page).toBe(1);
    expect((await callRoute(notificationsLoader, await requestAs(other.id, '/account/notifications'))).items).toEqual([]);
  });

  it('opens one by POST: marks it read and redirects to its link; another user\'s is not found; GET changes nothing', async () => {
    const user = await createBuyer('29');
    const other = await createBuyer('29');
    const notice = await insertNotification(user.id, { title: 'Your quote was accepted', link: '/account/leads/requirements/RQ-BBBB2222' });
    await callRoute(notificationsLoader, await requestAs(user.id, '/account/notifications'));
    expect(await unreadNotificationCount(user.id)).toBe(1);

    const refused = await answerOf(callRoute(notificationsAction, await requestAs(other.id, '/account/notifications', formPost({ intent: 'open', notificationId: String(notice.id) }))));
    expect(refused.status).toBe(404);
    expect(await unreadNotificationCount(user.id)).toBe(1);

    const opened = await answerOf(callRoute(notificationsAction, await requestAs(user.id, '/account/notifications', formPost({ intent: 'open', notificationId: String(notice.id) }))));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account/leads/requirements/RQ-BBBB2222');
    expect(await unreadNotificationCount(user.id)).toBe(0);
    const [row] = await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, notice.id));
    const firstRead = row?.readAt;
    expect(firstRead).toBeInstanceOf(Date);
    // Opening it again keeps the time it was first read.
    expect(await openNotification(user.id, notice.id)).toBe('/account/leads/requirements/RQ-BBBB2222');
    const [again] = await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, notice.id));
    expect(again?.readAt?.getTime()).toBe(firstRead?.getTime());
    await expect(openNotification(user.id, 999_999_999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('never redirects outside the site, whatever link was stored', async () => {
    const user = await createBuyer('29');
    const notice = await insertNotification(user.id, { title: 'Odd link', link: '//evil.example/phish' });
    const opened = await answerOf(callRoute(notificationsAction, await requestAs(user.id, '/account/notifications', formPost({ intent: 'open', notificationId: String(notice.id) }))));
    expect(opened.headers.get('location')).toBe('/account/notifications');
  });

  it('marks all read for this user only', async () => {
    const user = await createBuyer('29');
    const other = await createBuyer('29');
    await insertNotification(user.id, { title: 'One', link: '/account' });
    await insertNotification(user.id, { title: 'Two', link: '/account' });
    await insertNotification(other.id, { title: 'Theirs', link: '/account' });
    const answer = await answerOf(callRoute(notificationsAction, await requestAs(user.id, '/account/notifications', formPost({ intent: 'read-all' }))));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, markedRead: 2 });
    expect(await unreadNotificationCount(user.id)).toBe(0);
    expect(await unreadNotificationCount(other.id)).toBe(1);
    expect(await markAllNotificationsRead(user.id)).toBe(0);
  });

  it('notifyCompany writes one notification and one outbox email per event, with the link in the mail', async () => {
    const user = await createBuyer('29');
    const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, user.id));
    const notice = { kind: 'quote_received' as const, title: 'New quote for RQ-CCCC3333', body: 'Kaveri Mechatronics quoted ₹1,20,000 before GST.', link: '/account/requirements/RQ-CCCC3333', dedupeKey: 'quote:1:v1' };
    await transaction((tx) => notifyCompany(tx, Number(company?.id), notice));
    await transaction((tx) => notifyCompany(tx, Number(company?.id), notice));
    const rows = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(1);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New quote for RQ-CCCC3333');
    const text = mails[0]?.text ?? '';
    expect(text).toContain(`Hello ${user.name},`);
    expect(text).toContain('Kaveri Mechatronics quoted ₹1,20,000 before GST.');
    expect(text).toMatch(/Open it: https?:\/\/[^\s]+\/account\/requirements\/RQ-CCCC3333/);
    expect(text).toMatch(/\/account\/notifications/);
  });
});
