import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { RequirementInput } from '~/domain/requirement';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { categories, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { requirements } from '~/services/db/schema/requirements';
import { clearSearchCache } from '~/services/search/search.server';
import { postRequirement, type AttachmentUpload } from '~/services/requirements/post-requirement.server';
import { createBuyer } from './billing-fixtures';
import { createSeller, insertListings } from './listing-fixtures';

/**
 * Fixtures for buy requirements, shared by the tests of posting, the seller's inbox, quotes and the
 * buyer's page. Everything is made for the test that asks (own category, own companies), so tests
 * never lean on seeded values or on each other.
 */

/** Random letters, so a requirement's words match only this test's listings. */
export const uniqueWord = () =>
  Array.from(randomBytes(8))
    .map((byte) => 'bcdfghjklmnpqrstvwxz'[byte % 20])
    .join('');

/** A buyer: a login with a company registered in `stateCode` (role 'buyer'). */
export async function newBuyer(stateCode = '29') {
  const user = await createBuyer(stateCode);
  const [company] = await db().select({ id: companies.id, slug: companies.slug }).from(companies).where(eq(companies.ownerUserId, user.id));
  if (!company) throw new Error('no company');
  return { ...user, userId: user.id, companyId: company.id, slug: company.slug };
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
    neededBy: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
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

/** A login without a company (a member who never added one). */
export async function userWithoutCompany(): Promise<{ id: number }> {
  const [user] = await db().insert(users).values({ email: `nocompany-${uniqueWord()}@example.in`, name: 'No Company', passwordHash: 'not-used' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  return user;
}

export const samplePdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const sampleJpeg = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#884422' } }).jpeg().toBuffer();
