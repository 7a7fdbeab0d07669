import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { requirementReference } from '~/domain/requirement';
import { confirmUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { categories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { notifications, requirements } from '~/services/db/schema/requirements';
import { checkoutInput, makeAdmin, utr } from './billing-fixtures';

type NewRequirement = typeof requirements.$inferInsert;

export async function categoryId(slug: string): Promise<number> {
  const [row] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A requirement row written directly (the posting form belongs to another part), open for 14 days. */
export async function insertRequirement(buyerCompanyId: number, values: Partial<NewRequirement> & Pick<NewRequirement, 'title' | 'categoryId'>) {
  const now = new Date();
  const [row] = await db()
    .insert(requirements)
    .values({
      reference: requirementReference(randomBytes(8)),
      buyerCompanyId,
      quantity: 500,
      unit: 'kg',
      deliveryPin: '560025',
      deliveryStateCode: '29',
      neededBy: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      buyerGstin: '29AAGCR4375J1ZU',
      idempotencyKey: randomBytes(8).toString('hex'),
      expiresAt: new Date(now.getTime() + 14 * 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no requirement');
  return row;
}

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
