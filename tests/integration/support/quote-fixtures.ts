import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { QuoteInput } from '~/domain/quote';
import { indianToday, requirementReference, type MatchReason } from '~/domain/requirement';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { createBuyer } from './billing-fixtures';
import { firstCategoryPair } from './catalog-fixtures';
import { createSeller } from './listing-fixtures';

/**
 * Requirements written straight into the tables (the posting service belongs to another part of
 * the work): a buyer company, a requirement and the suppliers it was sent to.
 */

export async function newBuyerCompany(stateCode = '27') {
  const user = await createBuyer(stateCode);
  const [company] = await db().select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.ownerUserId, user.id));
  if (!company) throw new Error('no buyer company');
  return {
    ...user,
    userId: user.id,
    companyId: company.id,
    companyName: company.name,
  };
}

/** A supplier company in `stateCode` (its GSTIN starts with it). */
export function newSupplier(stateCode = '27') {
  return createSeller(true, stateCode);
}

export type RequirementRow = typeof requirements.$inferSelect;

export async function insertRequirement(buyerCompanyId: number, overrides: Partial<typeof requirements.$inferInsert> = {}): Promise<RequirementRow> {
  const { category } = await firstCategoryPair();
  const [row] = await db()
    .insert(requirements)
    .values({
      reference: requirementReference(randomBytes(8)),
      buyerCompanyId,
      title: `Basmati rice 1121 ${randomBytes(2).toString('hex')}`,
      categoryId: category,
      quantity: 1000,
      unit: 'kg',
      targetPricePaise: 8000,
      deliveryPin: '400001',
      deliveryStateCode: '27',
      neededBy: '2999-01-31',
      details: 'Aged one year, sortexed, 25 kg bags.',
      buyerGstin: '27AAAAA0000A1Z5',
      idempotencyKey: randomUUID(),
      expiresAt: new Date(Date.now() + 14 * 24 * 3600 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no requirement');
  return row;
}

const REASONS: MatchReason[] = [
  { kind: 'category', text: 'Sells in Agriculture' },
  { kind: 'delivery', text: 'Delivers to Maharashtra' },
];

export async function sendTo(requirementId: number, supplierCompanyId: number, reasons: MatchReason[] = REASONS): Promise<void> {
  await db().insert(requirementSuppliers).values({
    requirementId,
    supplierCompanyId,
    source: 'matched',
    reasons,
    score: 50,
  });
}

/** A complete quote, valid until a day far ahead. */
export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    unitPricePaise: 8200,
    quantity: 1000,
    priceBreaks: [],
    hsnCode: '1006',
    gstRateBp: 500,
    freightPaise: 250000,
    deliveryTerms: 'delivered',
    leadTimeDays: 7,
    paymentTerms: '30% advance',
    validUntil: indianToday(new Date(Date.now() + 20 * 24 * 3600 * 1000)),
    notes: '',
    ...overrides,
  };
}
