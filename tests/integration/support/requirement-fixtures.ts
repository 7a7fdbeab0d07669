import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { QuoteInput } from '~/domain/quote';
import { indianToday, requirementReference, type MatchReason, type RequirementInput } from '~/domain/requirement';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { categories, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { quotes, quoteVersions, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { clearSearchCache } from '~/services/search/search.server';
import { postRequirement, type AttachmentUpload } from '~/services/requirements/post-requirement.server';
import { createBuyer } from './billing-fixtures';
import { firstCategoryPair } from './catalog-fixtures';
import { createSeller, insertListings } from './listing-fixtures';

/**
 * Fixtures for buy requirements, shared by the tests of posting, the seller's inbox, quotes, the
 * buyer's page and members' opportunities. Everything is made for the test that asks (own category,
 * own companies), so tests never lean on seeded values or on each other. Two ways to a requirement:
 * `postedRequirement` through the posting service (matching, notifications), or `insertRequirement`
 * straight into the table, with `sendTo` and `insertQuote` for the suppliers it went to.
 */

const DAY = 24 * 3600 * 1000;

/** Today in India plus `days` (negative: in the past), as the date columns keep it. */
export const daysFromToday = (days: number) => indianToday(new Date(Date.now() + days * DAY));

/** Random letters, so a requirement's words match only this test's listings. */
export const uniqueWord = () =>
  Array.from(randomBytes(8))
    .map((byte) => 'bcdfghjklmnpqrstvwxz'[byte % 20])
    .join('');

/** A buyer: a login (a session user with its company's GSTIN) with a company registered in `stateCode` (role 'buyer'). */
export async function newBuyer(stateCode = '29') {
  const user = await createBuyer(stateCode);
  const [company] = await db().select({ id: companies.id, slug: companies.slug, name: companies.name }).from(companies).where(eq(companies.ownerUserId, user.id));
  if (!company) throw new Error('no company');
  return { ...user, userId: user.id, companyId: company.id, slug: company.slug, companyName: company.name };
}

/** A supplier: a login whose company (identity reviewed, role 'seller') is registered in `stateCode`; its GSTIN starts with it. */
export function newSupplier(stateCode = '27') {
  return createSeller(true, stateCode);
}

/** A category with one subcategory of its own, so matching in it sees only this test's suppliers. */
export async function newCategory(): Promise<{ categoryId: number; subcategoryId: number; slug: string }> {
  const word = uniqueWord();
  const [category] = await db().insert(categories).values({ slug: `cat-${word}`, name: `Category ${word}`, icon: 'box', description: 'Made for a test', position: 900 }).returning({ id: categories.id });
  if (!category) throw new Error('no category');
  const [sub] = await db().insert(subcategories).values({ categoryId: category.id, slug: `sub-${word}`, name: `Subcategory ${word}`, position: 1 }).returning({ id: subcategories.id });
  if (!sub) throw new Error('no subcategory');
  return { categoryId: category.id, subcategoryId: sub.id, slug: `cat-${word}` };
}

/** A seller (a login, role 'seller') with live listings named `names` in `where`, delivering to `deliveryStates` ([] = all India). */
export async function sellerWithListings(where: { categoryId: number; subcategoryId: number }, names: string[], options: { verified?: boolean; deliveryStates?: string[]; stateCode?: string } = {}) {
  const seller = await createSeller(options.verified ?? false, options.stateCode ?? '27');
  const listings = await insertListings(
    seller.companyId,
    where,
    names.map((name) => ({ name, deliveryStates: options.deliveryStates ?? [] })),
  );
  clearSearchCache();
  return { ...seller, listings };
}

/** A complete requirement in `where`, delivered to Mumbai (Maharashtra), needed in a month. */
export function requirementInput(where: { categoryId: number; subcategoryId: number | null }, gstin: string, overrides: Partial<RequirementInput> = {}): RequirementInput {
  return {
    title: `Basmati rice ${uniqueWord()}`,
    categoryId: where.categoryId,
    subcategoryId: where.subcategoryId,
    quantity: 2000,
    unit: 'kg',
    targetPricePaise: 8200,
    deliveryPin: '400001',
    deliveryStateCode: '27',
    neededBy: daysFromToday(30),
    details: 'Sortexed, in 25 kg bags.',
    showCompanyName: false,
    publishToMembers: false,
    buyerGstin: gstin,
    ...overrides,
  };
}

export const newKey = () => randomBytes(16).toString('base64url');

/** A requirement posted through the posting service (matching, notifications); returns its row. */
export async function postedRequirement(buyer: { userId: number; gstin: string }, where: { categoryId: number; subcategoryId: number | null }, overrides: Partial<RequirementInput> = {}, uploads: AttachmentUpload[] = []) {
  const posted = await postRequirement(buyer.userId, requirementInput(where, buyer.gstin, overrides), { uploads }, newKey());
  const [row] = await db().select().from(requirements).where(eq(requirements.reference, posted.reference));
  if (!row) throw new Error('not posted');
  return row;
}

type NewRequirement = typeof requirements.$inferInsert;
type RequirementRow = typeof requirements.$inferSelect;

/**
 * A requirement row written straight into the table, open for 14 days, in the first seeded category
 * unless told: 1,000 kg delivered to Mumbai (Maharashtra), needed in a month. With the buyer's
 * login and GSTIN when given (a fixture from newBuyer), else a fixed GSTIN.
 */
export async function insertRequirement(buyer: { companyId: number; id?: number; gstin?: string }, overrides: Partial<NewRequirement> = {}): Promise<RequirementRow> {
  const [row] = await db()
    .insert(requirements)
    .values({
      reference: requirementReference(randomBytes(8)),
      buyerCompanyId: buyer.companyId,
      buyerUserId: buyer.id ?? null,
      title: `Basmati rice 1121 ${randomBytes(2).toString('hex')}`,
      categoryId: overrides.categoryId ?? (await firstCategoryPair()).category,
      quantity: 1000,
      unit: 'kg',
      targetPricePaise: 8000,
      deliveryPin: '400001',
      deliveryStateCode: '27',
      neededBy: daysFromToday(30),
      details: 'Aged one year, sortexed, 25 kg bags.',
      buyerGstin: buyer.gstin ?? '27AAAAA0000A1Z5',
      idempotencyKey: randomUUID(),
      expiresAt: new Date(Date.now() + 14 * DAY),
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

/** Records that the requirement went to the supplier (matched, not answered yet unless told). */
export async function sendTo(requirementId: number, supplierCompanyId: number, values: Partial<typeof requirementSuppliers.$inferInsert> = {}): Promise<void> {
  await db().insert(requirementSuppliers).values({ requirementId, supplierCompanyId, source: 'matched', reasons: REASONS, score: 50, ...values });
}

/** A complete quote, valid for ten days. */
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

/**
 * The supplier's quote written straight into the tables (one version unless more are given): the
 * requirement went to the supplier, who answered, and the requirement has quotes.
 */
export async function insertQuote(requirementId: number, supplier: { companyId: number; userId: number }, supplierStateCode: string, versions: QuoteInput[] = [quoteInput()]) {
  await sendTo(requirementId, supplier.companyId, { reasons: [{ kind: 'category', text: 'Sells in this category' }], status: 'quoted', respondedAt: new Date() });
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

/** A login without a company (a member who never added one). */
export async function userWithoutCompany(): Promise<{ id: number }> {
  const [user] = await db().insert(users).values({ email: `nocompany-${uniqueWord()}@example.in`, name: 'No Company', passwordHash: 'not-used' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  return user;
}

export const samplePdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const sampleJpeg = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#884422' } }).jpeg().toBuffer();
