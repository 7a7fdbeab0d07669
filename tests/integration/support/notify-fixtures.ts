import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { confirmUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { notifications } from '~/services/db/schema/requirements';
import { checkoutInput, makeAdmin, utr } from './billing-fixtures';

/** Gives a user the Premium plan (which opens B2B Opportunities) through the real payment path. */
export async function givePremium(userId: number): Promise<void> {
  const admin = await makeAdmin();
  const { order } = await createOrder(userId, checkoutInput({ plan: 'premium' }));
  await confirmUpiPayment(admin, (await submitUtr(userId, order.reference, utr())).id);
}

/** A login owning an existing seeded company (so it receives that company's inquiries). */
export async function ownerOf(companySlug: string): Promise<number> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db().insert(users).values({ email: `owner-${suffix}@example.in`, name: `Owner ${suffix}`, passwordHash: 'not-used' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db().update(companies).set({ ownerUserId: user.id }).where(eq(companies.slug, companySlug));
  return user.id;
}

/** A notification written directly, as notifyCompany would. */
export async function insertNotification(userId: number, values: { title: string; link: string; body?: string; createdAt?: Date; readAt?: Date | null }) {
  const [row] = await db()
    .insert(notifications)
    .values({ userId, kind: 'quote_received', body: '', dedupeKey: randomBytes(8).toString('hex'), ...values })
    .returning();
  if (!row) throw new Error('no notification');
  return row;
}
