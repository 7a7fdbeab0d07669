import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { gstinStateCode, panFromGstin, parseGstin } from '~/domain/india-ids';
import { db } from '~/services/db/client.server';
import { categories, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { categoryTiles, enterpriseTypes, partners, plans, services, states, stats, testimonials } from '~/services/db/schema/content';
import { seedDemoData } from '../../seed/seed-demo';

async function countOf(table: PgTable) {
  const [row] = await db().select({ n: count() }).from(table);
  return row?.n;
}

describe('demo data', () => {
  it('has the catalogue of SPEC.md: 15 categories × 3 subcategories × 6 products', async () => {
    expect(await countOf(categories)).toBe(15);
    expect(await countOf(subcategories)).toBe(45);
    expect(await countOf(products)).toBe(270);
    const perSubcategory = await db()
      .select({ n: count(products.id) })
      .from(subcategories)
      .leftJoin(products, eq(products.subcategoryId, subcategories.id))
      .groupBy(subcategories.id);
    expect(perSubcategory.every((row) => row.n === 6)).toBe(true);
  });

  it('has the category routes of the spec', async () => {
    const slugs = (await db().select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position))).map((r) => r.slug);
    expect(slugs.sort()).toEqual(
      [
        'agriculture', 'apparels-and-fashion', 'electrical-electronics', 'energy', 'food-beverages', 'for-her', 'gifting',
        'healthcare', 'household', 'kids-corner', 'leather-products', 'robotics-automation', 'textiles-fabrics',
        'tools-machineries', 'work-essentials',
      ].sort(),
    );
  });

  it('keeps the product tile routes the spec names', async () => {
    const rows = await db().select({ name: products.name, legacyPath: products.legacyPath }).from(products);
    const byPath = new Map(rows.map((row) => [row.legacyPath, row.name]));
    for (const legacy of ['/Tomatoseeds', '/Corn', '/wheat', '/Barley', '/Pumpkin', '/Sunflower', '/HandTrowel', '/NeemOil', '/BasmatiRice', '/AirFryer', '/CordlessDrill', '/Blue Denim Jacket']) {
      expect(byPath.has(legacy), legacy).toBe(true);
    }
    expect(byPath.get('/')).toBe('Black Pepper');
  });

  it('has the home page content counts', async () => {
    expect(await countOf(categoryTiles)).toBe(49);
    expect(await countOf(states)).toBe(18);
    expect(await countOf(testimonials)).toBe(4);
    expect(await countOf(partners)).toBe(9);
    expect(await countOf(enterpriseTypes)).toBe(4);
    expect(await countOf(services)).toBe(8);
    // The home page's figures are counted from the catalogue (figures.server.ts); no typed marketing figures are seeded.
    expect(await countOf(stats)).toBe(0);
  });

  it('has the three plans with the exact prices and feature flags of SPEC.md section 9', async () => {
    const rows = await db().select().from(plans).orderBy(asc(plans.position));
    const flags = (p: (typeof rows)[number]) => [p.directoryOfMembers, p.globalTenders, p.knowledgeBank, p.infoTracker, p.onlineMasterClasses, p.b2bOpportunities];
    expect(rows.map((p) => [p.name, p.pricePaise, flags(p)])).toEqual([
      ['Basic Pack', 590000, [true, false, false, false, false, false]],
      ['Premium Pack', 1180000, [true, false, true, true, true, true]],
      ['Elite Pack', 1770000, [true, true, true, true, true, true]],
    ]);
  });

  it('gives every supplier a valid GSTIN matching its state and PAN', async () => {
    const rows = await db().select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    for (const company of rows) {
      const parsed = parseGstin(company.gstin ?? '');
      expect(parsed.ok, `${company.name}: ${company.gstin}`).toBe(true);
      expect(gstinStateCode(company.gstin ?? '')).toBe(company.stateCode);
      expect(panFromGstin(company.gstin ?? '')).toBe(company.pan);
    }
    expect(new Set(rows.map((c) => c.stateCode)).size).toBe(18);
    expect(new Set(rows.map((c) => c.enterpriseType)).size).toBe(4);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await db().select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id));
    const counts = await seedDemoData();
    expect(counts).toMatchObject({ categories: 15, subcategories: 45, products: 270 });
    const after = await db().select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id));
    expect(after).toEqual(before);
    expect(await countOf(categoryTiles)).toBe(49);
  });
});
