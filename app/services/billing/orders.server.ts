import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { config } from '~/config.server';
import type { CheckoutInput, PlanId } from '~/domain/billing';
import { formatInr } from '~/domain/money';
import { placeOfSupplyFromGstin, splitGst, type GstSplit } from '~/domain/gst';
import { gstinStateCode, parseGstin } from '~/domain/india-ids';
import { currentGstStateCode, indianStates, stateByGstCode } from '~/domain/india-states';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { orders, payments } from '~/services/db/schema/billing';
import { companies } from '~/services/db/schema/companies';
import { plans } from '~/services/db/schema/content';
import { AppError, ConflictError, fieldError, NotFoundError, UnavailableError, ValidationError, type FieldErrors } from '~/services/errors.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';
import { newIdempotencyKey } from '~/services/http/idempotency.server';
import { companyAllowing } from '~/services/accounts/membership.server';
import { companyMembers } from '~/services/db/schema/team';
import { notifyAdminQueue } from '~/services/notifications/admin-queues.server';

export type Plan = typeof plans.$inferSelect;
export type Order = typeof orders.$inferSelect;

/** The supplier's state: the first two digits of the platform's own GSTIN. */
function platformStateCode(): string {
  return gstinStateCode(config().PLATFORM_GSTIN) ?? config().PLATFORM_GSTIN.slice(0, 2);
}

export async function getPlan(id: string): Promise<Plan> {
  const [plan] = await db().select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!plan) {
    throw new NotFoundError(`We don't sell a plan called "${id}". Choose Basic, Premium or Elite on the subscription page.`);
  }
  return plan;
}

/** The price of a plan for a place of supply, split into taxable value and GST. */
function quote(plan: Plan, placeOfSupplyStateCode: string): GstSplit {
  return splitGst({ totalPaise: plan.pricePaise, supplierStateCode: platformStateCode(), placeOfSupplyStateCode });
}

/**
 * Place of supply: a registered buyer's GSTIN state, else the billing state. A GSTIN from another
 * state than the one chosen is refused, because the invoice would show contradictory states.
 */
function placeOfSupply(input: Pick<CheckoutInput, 'gstin' | 'billingStateCode'>): string {
  if (input.gstin) {
    const fromGstin = placeOfSupplyFromGstin(input.gstin);
    if (fromGstin && fromGstin !== currentGstStateCode(input.billingStateCode)) {
      const name = stateByGstCode(fromGstin)?.name ?? fromGstin;
      const message = `This GSTIN is registered in ${name}. Choose ${name} as the billing state, or leave the GSTIN empty to buy as an unregistered business.`;
      throw new ValidationError(message, fieldError('billingStateCode', message));
    }
    if (fromGstin) return fromGstin;
  }
  return currentGstStateCode(input.billingStateCode);
}

/** A GST split as the order/invoice columns (the components that do not apply are zero). */
function splitColumns(split: GstSplit) {
  return {
    totalPaise: split.total,
    taxablePaise: split.taxable,
    cgstPaise: split.kind === 'inter' ? 0 : split.cgst,
    sgstPaise: split.kind === 'intra' ? split.sgst : 0,
    utgstPaise: split.kind === 'intra-ut' ? split.utgst : 0,
    igstPaise: split.kind === 'inter' ? split.igst : 0,
  };
}

function newOrderReference(): string {
  return `TSO${randomBytes(6).toString('hex').toUpperCase()}`;
}
const orderReferencePattern = /^TSO[0-9A-F]{12}$/;

/** What the checkout page pre-fills: the buyer's own company, when they registered one. */
async function checkoutDefaults(userId: number) {
  const [company] = await db()
    .select({ name: companies.name, gstin: companies.gstin, address: companies.address, city: companies.city, pin: companies.pin, stateCode: companies.stateCode })
    .from(companies)
    .where(sql`${companies.id} IN (SELECT ${companyMembers.companyId} FROM ${companyMembers} WHERE ${companyMembers.userId} = ${userId})`)
    .limit(1);
  if (!company) return undefined;
  const address = [company.address, company.city, company.pin].filter((part) => part && part.trim() !== '').join(', ');
  return { billingName: company.name, gstin: company.gstin ?? '', billingAddress: address, billingStateCode: company.stateCode ?? '' };
}

type CheckoutDraft = Record<'billingName' | 'gstin' | 'billingAddress' | 'billingStateCode' | 'provider', string>;

/**
 * What the checkout page shows for a plan: the buyer's draft (from the query, which the "Update
 * price" button submits by GET, else their company), problems with that draft beside its fields,
 * and the tax split for the place of supply it gives.
 */
export async function checkoutPage(userId: number, query: URLSearchParams) {
  const plan = await getPlan(query.get('plan') ?? '');
  const defaults = (await checkoutDefaults(userId)) ?? { billingName: '', gstin: '', billingAddress: '', billingStateCode: '' };
  const fromQuery = (key: keyof CheckoutDraft) => query.get(key) ?? undefined;
  const draft: CheckoutDraft = {
    billingName: fromQuery('billingName') ?? defaults.billingName,
    gstin: fromQuery('gstin') ?? defaults.gstin,
    billingAddress: fromQuery('billingAddress') ?? defaults.billingAddress,
    billingStateCode: fromQuery('billingStateCode') ?? (defaults.billingStateCode || platformStateCode()),
    provider: fromQuery('provider') === 'razorpay' ? 'razorpay' : 'upi',
  };
  const key = query.get('idempotencyKey');
  const idempotencyKey = key && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : newIdempotencyKey();

  const draftErrors: FieldErrors = {};
  const gstin = draft.gstin.trim() === '' ? undefined : parseGstin(draft.gstin);
  if (gstin && !gstin.ok) draftErrors.gstin = [gstin.error];
  let place = draft.billingStateCode;
  try {
    place = placeOfSupply({ gstin: gstin?.ok ? gstin.value : undefined, billingStateCode: draft.billingStateCode });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    Object.assign(draftErrors, error.fieldErrors);
  }
  const split = quote(plan, indianStates.some((s) => s.gstCode === place) ? place : platformStateCode());
  return {
    plan: { id: plan.id, name: plan.name, pricePaise: plan.pricePaise },
    draft,
    draftErrors,
    idempotencyKey,
    razorpay: razorpayConfigured(),
    lines: { ...splitColumns(split), placeOfSupplyStateCode: place },
  };
}

export interface CreatedOrder {
  order: Order;
  /** False when the request landed on an order that already existed (retry, double click, second tab). */
  created: boolean;
}

/**
 * Creates the order for a checkout, or returns the one this request already made. The amount is
 * recomputed here from the plan price; `expectedTotalPaise` only guards against a stale or
 * tampered page. One open order per user and plan: a second tab updates the open order's billing
 * details instead of creating another, until a payment has been submitted for it.
 */
export async function createOrder(userId: number, input: CheckoutInput): Promise<CreatedOrder> {
  await enforceRateLimit(`checkout:user:${userId}`, 30, 3600, (wait) => `Too many checkout attempts. Try again in ${wait}.`);
  if (input.provider === 'razorpay' && !razorpayConfigured()) {
    const message = 'Card and net-banking payments are not available right now. Pay by UPI instead.';
    throw new UnavailableError(message, fieldError('provider', message));
  }
  const plan = await getPlan(input.plan);
  const place = placeOfSupply(input);
  const split = quote(plan, place);
  if (input.expectedTotalPaise !== split.total) {
    throw new ConflictError(`The price of ${plan.name} is ${formatInr(split.total)}, not what this page showed. Review the price below and submit again.`);
  }
  // A plan is bought for the company by an owner; a colleague in another role is told so in words.
  const company = await companyAllowing(userId, 'manage_company').then((membership) => (membership ? { id: membership.companyId } : undefined));
  const details = {
    provider: input.provider,
    billingName: input.billingName,
    gstin: input.gstin ?? null,
    billingAddress: input.billingAddress,
    billingStateCode: input.billingStateCode,
    placeOfSupplyStateCode: place,
    ...splitColumns(split),
  };

  return transaction(async (tx) => {
    // Serialise checkouts of one user so the "one open order per plan" rule holds under races.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274007, ${userId})`);
    const [sameKey] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (sameKey) return { order: sameKey, created: false };

    const [open] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.planId, plan.id as PlanId), inArray(orders.status, ['pending', 'submitted'])))
      .limit(1);
    if (open) {
      if (open.status !== 'pending') return { order: open, created: false };
      const [updated] = await tx
        .update(orders)
        .set({ ...details, razorpayOrderId: open.provider === details.provider ? open.razorpayOrderId : null, updatedAt: new Date() })
        .where(eq(orders.id, open.id))
        .returning();
      return { order: updated ?? open, created: false };
    }

    const [order] = await tx
      .insert(orders)
      .values({ reference: newOrderReference(), idempotencyKey: input.idempotencyKey, userId, companyId: company?.id ?? null, planId: plan.id, ...details })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    return { order, created: true };
  });
}

function razorpayConfigured(): boolean {
  const c = config();
  return Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET);
}

/** An order of this user; another user's order is "not found", so references cannot be probed. */
export async function getOrderForUser(userId: number, reference: string): Promise<Order> {
  const [order] = orderReferencePattern.test(reference)
    ? await db()
        .select()
        .from(orders)
        .where(and(eq(orders.reference, reference), eq(orders.userId, userId)))
        .limit(1)
    : [];
  if (!order) throw new NotFoundError('There is no order with this reference in your account. Open your orders from Billing in your account.');
  return order;
}

export async function lockOrder(tx: Transaction, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('This order no longer exists.');
  return order;
}

export type Payment = typeof payments.$inferSelect;

/** UTR submissions and Razorpay confirmations of one buyer share a budget, so neither can be hammered. */
export async function enforcePaymentAttemptLimit(userId: number): Promise<void> {
  await enforceRateLimit(`utr:user:${userId}`, 20, 3600, (wait) => `Too many attempts. Try again in ${wait}.`);
}

function utrUsedElsewhere(): ConflictError {
  const message = 'This UTR has already been used for another payment. Check the 12 digits in your UPI app.';
  return new ConflictError(message, fieldError('utr', message));
}

/**
 * Records the UTR the buyer got from their UPI app. Submitting the same UTR again for the same
 * order changes nothing; a UTR already used for another order is refused.
 */
export async function submitUtr(userId: number, reference: string, utr: string): Promise<Payment> {
  await enforcePaymentAttemptLimit(userId);
  const order = await getOrderForUser(userId, reference);
  return transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const [existing] = await tx.select().from(payments).where(eq(payments.utr, utr)).limit(1);
    if (existing) {
      if (existing.orderId === locked.id) return existing;
      throw utrUsedElsewhere();
    }
    if (locked.status === 'paid') throw new ConflictError('This order is already paid; your plan is active.');
    if (locked.status === 'submitted') {
      const message = 'We already have a UTR for this order and are checking it. You will see the plan here once it is confirmed.';
      throw new ConflictError(message, fieldError('utr', message));
    }
    // Two orders given the same UTR at the same instant do not see each other's row until one
    // commits; the unique UTR then decides, and the later one is refused in words, not with a 500.
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: locked.id, provider: 'upi', utr, amountPaise: locked.totalPaise, status: 'submitted' })
      .onConflictDoNothing({ target: payments.utr })
      .returning();
    if (!payment) throw utrUsedElsewhere();
    await tx.update(orders).set({ status: 'submitted', provider: 'upi', updatedAt: new Date() }).where(eq(orders.id, locked.id));
    await notifyAdminQueue(tx, 'payments');
    return payment;
  });
}

export async function paymentsForOrder(orderId: number): Promise<Payment[]> {
  return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

/** Orders matching `where` (a user's, or an owner's and their company's), newest first. */
export async function ordersFor(where: SQL | undefined) {
  return db().select({ order: orders, planName: plans.name }).from(orders).innerJoin(plans, eq(plans.id, orders.planId)).where(where).orderBy(desc(orders.createdAt));
}
