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
