import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

const { db } = await import('~/services/db/client.server');
const { categories, subcategories } = await import('~/services/db/schema/catalog');
const { supplierRequirementPreferences } = await import('~/services/db/schema/requirements');
const { createSession } = await import('~/services/accounts/sessions.server');
const { findSupplierMatches } = await import('~/services/requirements/matching.server');
const page = await import('~/routes/account.requirement-preferences');
const { insertListings } = await import('./support/listing-fixtures');
const { insertRequirement, newBuyer, newSupplier } = await import('./support/requirement-fixtures');

const cookieFor = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));

async function twoCategories() {
  const rows = await db()
    .select({ categoryId: categories.id, subcategoryId: subcategories.id })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(subcategories.position));
  const first = rows[0];
  const other = rows.find((row) => row.categoryId !== first?.categoryId);
  if (!first || !other) throw new Error('the seeded tree has one category');
  return { first, other };
}

describe('supplier preferences', () => {
  it('saves ticked categories and states through the page, and shows them again', async () => {
    const supplier = await newSupplier('27');
    const cookie = await cookieFor(supplier.userId);
    const { first } = await twoCategories();
    const empty = await call(page.loader, '/account/requirement-preferences', {
      cookie,
    });
    expect((empty.data as { prefs: unknown; states: unknown[] }).prefs).toEqual({ categoryIds: [], stateCodes: [], paused: false });
    expect((empty.data as { states: unknown[] }).states).toHaveLength(36);

    const saved = await call(page.action, '/account/requirement-preferences', {
      cookie,
      body: form({
        categoryIds: String(first.categoryId),
        stateCodes: ['29', '27'],
      }),
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const [row] = await db().select().from(supplierRequirementPreferences).where(eq(supplierRequirementPreferences.companyId, supplier.companyId));
    expect(row).toMatchObject({
      categoryIds: [first.categoryId],
      stateCodes: ['27', '29'],
      paused: false,
    });

    const forged = await call(page.action, '/account/requirement-preferences', {
      cookie,
      body: form({ stateCodes: '99', categoryIds: '999999' }),
    });
    expect(forged.status).toBe(400);
    expect(forged.error.stateCodes).toEqual(['Choose states from the list']);
    const unknownCategory = await call(page.action, '/account/requirement-preferences', { cookie, body: form({ categoryIds: '999999' }) });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.error.categoryIds).toEqual(['Choose categories from the list']);

    const paused = await call(page.action, '/account/requirement-preferences', {
      cookie,
      body: form({ paused: 'on' }),
    });
    expect(paused.status).toBe(200);
    const again = await call(page.loader, '/account/requirement-preferences', {
      cookie,
    });
    expect((again.data as { prefs: unknown }).prefs).toEqual({
      categoryIds: [],
      stateCodes: [],
      paused: true,
    });
  });

  it('is respected by the matcher: another category, another state or a pause leaves the supplier out', async () => {
    const { first, other } = await twoCategories();
    const supplier = await newSupplier('27');
    await insertListings(supplier.companyId, first, [{ name: `Zqxv test goods ${supplier.companyId}` }]);
    const buyer = await newBuyer('29');
    const requirement = await insertRequirement(buyer, {
      categoryId: first.categoryId,
      subcategoryId: first.subcategoryId,
      deliveryStateCode: '27',
      deliveryPin: '400001',
    });
    const matched = async () => (await findSupplierMatches(requirement)).some((m) => m.companyId === supplier.companyId);
    expect(await matched()).toBe(true);

    const cookie = await cookieFor(supplier.userId);
    const save = (fields: Record<string, string | string[]>) =>
      call(page.action, '/account/requirement-preferences', {
        cookie,
        body: form(fields),
      });
    await save({ categoryIds: String(other.categoryId) });
    expect(await matched()).toBe(false);
    await save({ categoryIds: String(first.categoryId), stateCodes: '29' });
    expect(await matched()).toBe(false);
    await save({
      categoryIds: String(first.categoryId),
      stateCodes: ['27', '29'],
    });
    expect(await matched()).toBe(true);
    await save({ paused: 'on' });
    expect(await matched()).toBe(false);
    await save({});
    expect(await matched()).toBe(true);
  });
});
