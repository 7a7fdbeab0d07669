import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmUpiPayment, rejectUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { outboxEmails } from '~/services/db/schema/accounts';
import { notifications } from '~/services/db/schema/requirements';
import { markAllNotificationsRead } from '~/services/notifications/notification-centre.server';
import { warnExpiringRequirements } from '~/services/requirements/lifecycle.server';
import { checkoutInput, createBuyer, makeAdmin, utr } from './support/billing-fixtures';
import { createProductGroup, createSeller, submitListing } from './support/listing-fixtures';
import { insertRequirement, newBuyer } from './support/requirement-fixtures';

const HOUR = 3600 * 1000;
const noticesOf = (userId: number, kind: string) =>
  db()
    .select({ title: notifications.title, body: notifications.body, link: notifications.link, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.id);

describe('events that notify', () => {
  it('a buyer hears once, two days ahead, that a requirement with no accepted quote is about to expire', async () => {
    const buyer = await newBuyer();
    const soon = await insertRequirement(buyer, { expiresAt: new Date(Date.now() + 30 * HOUR) });
    const later = await insertRequirement(buyer, { expiresAt: new Date(Date.now() + 5 * 24 * HOUR) });
    const decided = await insertRequirement(buyer, { expiresAt: new Date(Date.now() + 30 * HOUR), status: 'accepted' });

    await warnExpiringRequirements();
    await warnExpiringRequirements(); // the daily job run twice
    const notices = await noticesOf(buyer.userId, 'requirement_expiring');
    expect(notices.map((n) => n.title)).toEqual([`Your requirement ${soon.title} expires soon`]);
    expect(notices[0]?.link).toBe(`/account/requirements/${soon.reference}`);
    expect(notices[0]?.body).toMatch(/^It expires on \d+ \w+ \d{4}, \d+:\d\d [ap]m unless you accept a quote\./);
    expect(JSON.stringify(notices)).not.toContain(later.title);
    expect(JSON.stringify(notices)).not.toContain(decided.title);
  });

  it('a UPI payment: admins hear the queue grew (one unread notice however many arrive), the buyer hears it was confirmed or refused', async () => {
    const admin = await makeAdmin();
    const first = await createBuyer();
    const second = await createBuyer();
    const { order: firstOrder } = await createOrder(first.id, checkoutInput());
    const { order: secondOrder } = await createOrder(second.id, checkoutInput());
    const firstPayment = await submitUtr(first.id, firstOrder.reference, utr());
    const secondPayment = await submitUtr(second.id, secondOrder.reference, utr());

    let queue = await noticesOf(admin.id, 'admin_queue');
    expect(queue.map((n) => [n.title, n.link])).toEqual([['UPI payments are waiting to be confirmed', '/admin/payments']]);
    // Once the admin has read it, the next payment tells them again.
    await markAllNotificationsRead(admin.id);
    const third = await createBuyer();
    const { order: thirdOrder } = await createOrder(third.id, checkoutInput());
    await submitUtr(third.id, thirdOrder.reference, utr());
    queue = await noticesOf(admin.id, 'admin_queue');
    expect(queue.map((n) => n.readAt === null)).toEqual([false, true]);

    const invoice = await confirmUpiPayment(admin, firstPayment.id);
    const confirmed = await noticesOf(first.id, 'payment_confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.title).toBe('Your payment is confirmed: Premium Pack is active');
    expect(confirmed[0]?.link).toBe(`/account/billing/invoices/${invoice.number}`);
    await confirmUpiPayment(admin, firstPayment.id); // confirming again tells no one again
    expect(await noticesOf(first.id, 'payment_confirmed')).toHaveLength(1);
    const [email] = await db().select().from(outboxEmails).where(and(eq(outboxEmails.to, first.email), eq(outboxEmails.subject, 'Your payment is confirmed: Premium Pack is active')));
    expect(email?.html).toContain('Open it');

    await rejectUpiPayment(admin, secondPayment.id, 'No transfer with this UTR reached our account.');
    const refused = await noticesOf(second.id, 'payment_failed');
    expect(refused.map((n) => [n.title, n.link])).toEqual([[`We could not confirm your UPI payment (UTR ${secondPayment.utr ?? ''})`, `/subscription/orders/${secondOrder.reference}`]]);
    expect(refused[0]?.body).toContain('No transfer with this UTR reached our account.');
  });

  it('a listing sent for review: admins hear the review queue grew, once until they read it', async () => {
    const admin = await makeAdmin();
    const seller = await createSeller(false);
    const group = await createProductGroup();
    await submitListing(seller, group);
    await submitListing(seller, group);
    const queue = await noticesOf(admin.id, 'admin_queue');
    expect(queue.filter((n) => n.link === '/admin/listings').map((n) => n.title)).toEqual(['Listings are waiting for review']);
  });
});
