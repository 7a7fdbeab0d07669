import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { getCategory, getProduct, getSupplier } from '~/services/catalog/products.server';
import { categories } from '../../seed/data/catalog';

/** The prepared lookups behind the category, product and supplier pages, against the seeded catalogue. */
describe('catalogue page lookups', () => {
  it('gives every category its own subcategories in catalogue order', async () => {
    for (const seeded of categories) {
      const category = await getCategory(seeded.slug);
      expect(category?.name).toBe(seeded.name);
      expect(category?.subcategories.map((s) => s.slug)).toEqual(seeded.subcategories.map((s) => s.slug));
    }
    expect(await getCategory('no-such-category')).toBeNull();
  });

  it('gives a product its category, supplier and six related products from the same subcategory', async () => {
    const product = await getProduct('tomato-seeds');
    expect(product).toMatchObject({ name: 'Tomato Seeds', categorySlug: 'agriculture', supplier: { slug: 'nashik-agro-seeds' } });
    expect(product?.images).toEqual([]);
    const seededSub = categories.flatMap((c) => c.subcategories).find((s) => s.products.some((p) => p.name === 'Tomato Seeds'));
    const siblings = (seededSub?.products ?? []).map((p) => p.name).filter((name) => name !== 'Tomato Seeds');
    expect(product?.related.map((r) => r.name)).toEqual(siblings.slice(0, 6));
    expect(product?.related.every((r) => typeof r.slug === 'string' && (r.priceMinPaise === null || typeof r.priceMinPaise === 'number'))).toBe(true);
    // Two different products in a row: the prepared query takes each slug, not the first one's.
    expect((await getProduct('basmati-rice'))?.name).toBe('Basmati Rice');
    expect(await getProduct('no-such-product')).toBeNull();
  });

  it('finds a supplier by slug, never a buyer company', async () => {
    expect((await getSupplier('nashik-agro-seeds'))?.name).toMatch(/Nashik/);
    expect(await getSupplier('no-such-supplier')).toBeNull();
    // This test file has its own database: turn one seeded company into a buyer.
    const [buyer] = await db().update(companies).set({ role: 'buyer' }).where(eq(companies.slug, 'khandesh-irrigation-systems')).returning({ slug: companies.slug });
    expect(buyer?.slug).toBe('khandesh-irrigation-systems');
    expect(await getSupplier('khandesh-irrigation-systems')).toBeNull();
  });

  it('gives pages only what they show of a supplier: no PAN, no internal ids', async () => {
    const product = await getProduct('tomato-seeds');
    const supplier = await getSupplier('nashik-agro-seeds');
    // (A GSTIN contains its holder's PAN, but it is the public GST registration the badge cites.)
    expect(Object.keys(product?.supplier ?? {}).sort()).toEqual(['checks', 'city', 'dpiit', 'enterpriseType', 'gstin', 'legalForm', 'name', 'slug', 'stateName', 'udyam', 'verificationLevel', 'verified', 'yearEstablished']);
    expect(Object.keys(supplier ?? {}).sort()).toEqual(['businessType', 'checks', 'city', 'description', 'dpiit', 'enterpriseType', 'gstin', 'legalForm', 'name', 'slug', 'stateName', 'udyam', 'verificationLevel', 'verified', 'website', 'yearEstablished']);
  });
});
