import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingContent } from '~/domain/listing';
import type * as Registration from '~/services/accounts/registration.server';

// The first two slugs drawn are the same, as two listings of one name can draw by chance.
vi.mock('~/services/accounts/registration.server', async (importOriginal) => {
  const original = await importOriginal<typeof Registration>();
  let drawn = 0;
  return { ...original, slugify: (text: string) => (++drawn <= 2 ? 'cotton-t-shirt-000000' : original.slugify(text)) };
});

const { db, transaction } = await import('~/services/db/client.server');
const { products } = await import('~/services/db/schema/catalog');
const { companies } = await import('~/services/db/schema/companies');
const { autosaveListingDraft, findListingDraft, newDataChecks, saveListingIn } = await import('~/services/catalog/listings.server');
const { createGroups, createSeller } = await import('./support/catalogue-fixtures');

let groupId: number;
beforeAll(async () => {
  groupId = (await createGroups()).general.id;
});

const content = (sku: string, overrides: Partial<ListingContent> = {}): ListingContent => ({
  name: 'Cotton T-shirt',
  groupId,
  description: '',
  unit: 'piece',
  minOrderQty: 10,
  priceMinPaise: 24900,
  priceMaxPaise: null,
  priceBreaks: [],
  hsnCode: null,
  gstRateBp: 500,
  pricesIncludeGst: false,
  specs: [],
  leadTimeDays: null,
  availability: null,
  sampleAvailable: false,
  packaging: '',
  deliveryStates: ['27'],
  sku,
  photos: [],
  ...overrides,
});

describe('saving many listings in one transaction (the import)', () => {
  it('draws another slug when two listings of one name draw the same, instead of failing the whole transaction', async () => {
    const seller = await createSeller(true);
    const [company] = await db().select().from(companies).where(eq(companies.id, seller.companyId));
    if (!company) throw new Error('no company');
    const checks = newDataChecks();
    await transaction(async (tx) => {
      for (const sku of ['TS-S', 'TS-M']) await saveListingIn(tx, company, { userId: seller.userId, productId: null, content: content(sku), expectedVersion: null, submit: true, checks });
    });
    const saved = await db().select({ slug: products.slug, sku: products.sku, status: products.status }).from(products).where(eq(products.companyId, seller.companyId));
    expect(saved).toHaveLength(2);
    expect(saved[0]?.slug).toBe('cotton-t-shirt-000000');
    expect(saved[1]?.slug).toMatch(/^cotton-t-shirt-[0-9a-f]{6}$/);
    expect(saved[1]?.slug).not.toBe('cotton-t-shirt-000000');
  });

  it('keeps the editor’s autosaved draft, and still refuses data the checks do not know', async () => {
    const seller = await createSeller(true);
    const [company] = await db().select().from(companies).where(eq(companies.id, seller.companyId));
    if (!company) throw new Error('no company');
    await autosaveListingDraft(seller.userId, 0, { name: 'Half-typed listing' }, null);
    const checks = newDataChecks();
    await transaction((tx) => saveListingIn(tx, company, { userId: seller.userId, productId: null, content: content('TS-L'), expectedVersion: null, submit: false, keepEditorDraft: true, checks }));
    expect((await findListingDraft(seller.userId, 0))?.values).toEqual({ name: 'Half-typed listing' });
    await expect(transaction((tx) => saveListingIn(tx, company, { userId: seller.userId, productId: null, content: content('TS-XL', { deliveryStates: ['99'] }), expectedVersion: null, submit: false, checks }))).rejects.toThrow('Choose delivery states from the list');
    await expect(transaction((tx) => saveListingIn(tx, company, { userId: seller.userId, productId: null, content: content('TS-XXL', { gstRateBp: 1200 }), expectedVersion: null, submit: false, checks }))).rejects.toThrow('12% is not a GST rate in force today');
  });
});
