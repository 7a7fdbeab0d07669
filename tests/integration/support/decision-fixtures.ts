import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { indianToday } from '~/domain/requirement';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { quotes, quoteVersions, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import type { QuoteInput } from '~/domain/quote';
import { createBuyer } from './billing-fixtures';
import { firstCategoryPair } from './catalog-fixtures';
import { createSeller } from './listing-fixtures';

/**
 * Requirements, matched suppliers and quotes written straight into the test database, so the
 * buyer's side can be tested without the posting and quoting forms (other parts of issue 15).
 */

const DAY = 24 * 3600 * 1000;
export const daysFromToday = (days: number) => indianToday(new Date(Date.now() + days * DAY));

export interface BuyerFixture extends SessionUser {
  gstin: string;
  companyId: number;
}

export async function buyerIn(stateCode: string): Promise<BuyerFixture> {
  const buyer = await createBuyer(stateCode);
  const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, buyer.id));
  if (!company) throw new Error('no buyer company');
  return { ...buyer, companyId: company.id };
}

/** A supplier company (identity reviewed) registered in `stateCode`, with its GSTIN. */
export async function supplierIn(stateCode: string) {
  const seller = await createSeller(true, stateCode);
  const [company] = await db().select({ gstin: companies.gstin }).from(companies).where(eq(companies.id, seller.companyId));
  return { ...seller, gstin: company?.gstin ?? '' };
}

/** A requirement of `buyer` delivered into `stateCode` (PIN given to match), open, expiring in 14 days unless told. */
export async function insertRequirement(buyer: BuyerFixture, options: { stateCode: string; pin: string; quantity?: number; expiresAt?: Date; title?: string }) {
  const { category } = await firstCategoryPair();
  const [row] = await db()
    .insert(requirements)
    .values({
      reference: `RQ-T${randomBytes(4).toString('hex').toUpperCase()}`,
      buyerCompanyId: buyer.companyId,
      buyerUserId: buyer.id,
      title: options.title ?? `Basmati rice ${randomBytes(2).toString('hex')}`,
      categoryId: category,
      quantity: options.quantity ?? 1000,
      unit: 'kg',
      targetPricePaise: 9000,
      deliveryPin: options.pin,
      deliveryStateCode: options.stateCode,
      neededBy: daysFromToday(30),
      details: 'Long grain, aged one year.',
      buyerGstin: buyer.gstin,
      idempotencyKey: randomBytes(8).toString('hex'),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 14 * DAY),
    })
    .returning();
  if (!row) throw new Error('no requirement');
  return row;
}

export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    unitPricePaise: 10_000,
    quantity: 1000,
    priceBreaks: [],
    hsnCode: '1006',
    gstRateBp: 500,
    freightPaise: 500_000,
    deliveryTerms: 'delivered',
    leadTimeDays: 7,
    paymentTerms: '30 days from delivery',
    validUntil: daysFromToday(10),
    notes: '',
    ...overrides,
  };
}

/** Matches `supplier` to the requirement and records its quote (one version unless more are given). */
export async function insertQuote(requirementId: number, supplier: { companyId: number; userId: number }, supplierStateCode: string, versions: QuoteInput[] = [quoteInput()]) {
  await db()
    .insert(requirementSuppliers)
    .values({ requirementId, supplierCompanyId: supplier.companyId, source: 'matched', reasons: [{ kind: 'category', text: 'Sells in this category' }], status: 'quoted', respondedAt: new Date() });
  const [quote] = await db().insert(quotes).values({ requirementId, supplierCompanyId: supplier.companyId, currentVersion: versions.length }).returning();
  if (!quote) throw new Error('no quote');
  let version = 0;
  for (const input of versions) {
    version += 1;
    await db()
      .insert(quoteVersions)
      .values({ quoteId: quote.id, version, ...input, supplierStateCode, createdByUserId: supplier.userId, idempotencyKey: randomBytes(8).toString('hex') });
  }
  await db().update(requirements).set({ status: 'quoted', firstQuoteAt: new Date() }).where(eq(requirements.id, requirementId));
  return quote;
}

/** A supplier the requirement went to that has not answered yet. */
export async function insertPendingSupplier(requirementId: number, supplierCompanyId: number) {
  await db().insert(requirementSuppliers).values({ requirementId, supplierCompanyId, source: 'matched', reasons: [{ kind: 'delivery', text: 'Delivers to Maharashtra' }] });
}
