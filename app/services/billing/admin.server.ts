import { eq } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { orders, payments } from '~/services/db/schema/billing';
import { plans } from '~/services/db/schema/content';

/** UPI payments waiting for the team, oldest first, with what the admin needs to find the transfer. */
export async function pendingUpiPayments() {
  return db()
    .select({
      id: payments.id,
      utr: payments.utr,
      amountPaise: payments.amountPaise,
      submittedAt: payments.createdAt,
      orderReference: orders.reference,
      billingName: orders.billingName,
      buyerEmail: users.email,
      planName: plans.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(eq(payments.status, 'submitted'))
    .orderBy(payments.createdAt);
}

export type EnsureAdminResult = { outcome: 'created'; userId: number } | { outcome: 'promoted'; userId: number } | { outcome: 'already-admin'; userId: number };

/**
 * Makes `email` a marketplace admin: promotes an existing user (password untouched) or creates
 * the user with `password` (already hashed by the caller).
 */
export async function ensureAdmin(email: string, newUserPasswordHash: () => Promise<string>): Promise<EnsureAdminResult> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db().select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalised)).limit(1);
  if (existing?.role === 'administrator') return { outcome: 'already-admin', userId: existing.id };
  if (existing) {
    await db().update(users).set({ role: 'administrator' }).where(eq(users.id, existing.id));
    return { outcome: 'promoted', userId: existing.id };
  }
  const [created] = await db()
    .insert(users)
    .values({ email: normalised, name: 'Marketplace admin', passwordHash: await newUserPasswordHash(), role: 'administrator', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (!created) throw new Error('admin insert returned no row');
  return { outcome: 'created', userId: created.id };
}
