import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceBreakProblems } from '~/domain/listing';
import { parseHsn } from '~/domain/product-tax';
import { db } from '~/services/db/client.server';
import { categories, productGroups, products, subcategories } from '~/services/db/schema/catalog';
import { categoryTiles } from '~/services/db/schema/content';
import { illustrationFor } from '~/services/media/illustrations.server';
import { ratesInForce } from '~/services/tax/gst-rates.server';
import { categories as seedCategories } from '../../seed/data/catalog';
import { seedDemoData } from '../../seed/seed-demo';

/** The seed loads the listing model: product groups and every listing's terms, as the data says. */
describe('demo data: listings', () => {
  it('loads 2 to 6 product groups under each of the 45 subcategories, in the order of the data', async () => {
    const rows = await db()
      .select({ category: categories.slug, subcategory: subcategories.slug, group: productGroups.slug, name: productGroups.name })
      .from(productGroups)
      .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .orderBy(asc(categories.position), asc(subcategories.position), asc(productGroups.position));
    const expected = seedCategories.flatMap((category) =>
      category.subcategories.flatMap((sub) => sub.groups.map((group) => ({ category: category.slug, subcategory: sub.slug, group: group.slug, name: group.name }))),
    );
    expect(rows).toEqual(expected);
    const perSubcategory = new Map<string, number>();
    for (const row of rows) perSubcategory.set(row.subcategory, (perSubcategory.get(row.subcategory) ?? 0) + 1);
    expect(perSubcategory.size).toBe(45);
    expect([...perSubcategory.values()].every((n) => n >= 2 && n <= 6)).toBe(true);
  });

  it('puts every product, live, in a group of its own subcategory with the terms of the data', async () => {
    const rows = await db()
      .select({ product: products, groupSlug: productGroups.slug, groupSubcategoryId: productGroups.subcategoryId })
      .from(products)
      .innerJoin(productGroups, eq(productGroups.id, products.groupId));
    expect(rows).toHaveLength(270);
    const seeded = new Map(seedCategories.flatMap((c) => c.subcategories.flatMap((s) => s.products)).map((p) => [p.slug, p]));
    const rates = new Set((await ratesInForce(new Date())).map((rate) => rate.rateBp));
    for (const { product, groupSlug, groupSubcategoryId } of rows) {
      const data = seeded.get(product.slug);
      expect(data, product.slug).toBeDefined();
      expect(groupSubcategoryId, product.slug).toBe(product.subcategoryId);
      expect(product).toMatchObject({
        status: 'live',
        unit: data?.unit,
        hsnCode: data?.hsnCode,
        gstRateBp: data?.gstRateBp,
        pricesIncludeGst: data?.pricesIncludeGst,
        priceBreaks: data?.priceBreaks,
        leadTimeDays: data?.leadTimeDays,
        availability: data?.availability,
        sampleAvailable: data?.sampleAvailable,
        packaging: data?.packaging,
        deliveryStates: data?.deliveryStates,
        sku: data?.sku,
      });
      expect(groupSlug, product.slug).toBe(data?.group);
      expect(product.publishedAt, product.slug).toBeInstanceOf(Date);
      expect(parseHsn(product.hsnCode ?? '').ok, product.slug).toBe(true);
      expect(rates.has(product.gstRateBp ?? -1), `${product.slug}: ${product.gstRateBp}`).toBe(true);
      expect(priceBreakProblems(product.priceBreaks, product.minOrderQty), product.slug).toEqual([]);
    }
  });

  it('fills the terms of a demo product seeded before listings had them, but never of one a seller has edited', async () => {
    const blank = {
      groupId: null,
      hsnCode: null,
      gstRateBp: null,
      priceBreaks: [],
      leadTimeDays: null,
      availability: null,
      packaging: '',
      sku: null,
    };
    // As the seed of an older version left them: created and updated at the same moment.
    await db().update(products).set({ ...blank, updatedAt: sql`${products.createdAt}` }).where(eq(products.slug, 'tomato-seeds'));
    // Edited by its seller since: a later updated_at.
    await db().update(products).set({ ...blank, updatedAt: sql`${products.createdAt} + interval '1 day'` }).where(eq(products.slug, 'okra-seeds'));

    await seedDemoData();

    const [tomato] = await db().select().from(products).where(eq(products.slug, 'tomato-seeds'));
    expect(tomato).toMatchObject({ hsnCode: '120991', gstRateBp: 0, sku: 'TOM-HYB-10G', leadTimeDays: 3, availability: 'in_stock' });
    expect(tomato?.groupId).not.toBeNull();
    expect(tomato?.priceBreaks).toHaveLength(3);
    const [okra] = await db().select().from(products).where(eq(products.slug, 'okra-seeds'));
    expect(okra).toMatchObject(blank);

    // Nothing is left to fill: a third run changes no row.
    const before = await db().select({ slug: products.slug, groupId: products.groupId, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id));
    await seedDemoData();
    const after = await db().select({ slug: products.slug, groupId: products.groupId, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id));
    expect(after).toEqual(before);
  });

  it('gives every home tile its own drawing, served as an icon, and fills one a tile lacks', async () => {
    const tiles = await db().select().from(categoryTiles).orderBy(asc(categoryTiles.position));
    expect(tiles).toHaveLength(49);
    const icons = await Promise.all(tiles.map((tile) => illustrationFor('icon', tile.drawing ?? '')));
    expect(icons.every((svg) => svg?.startsWith('<svg '))).toBe(true);
    expect(new Set(icons.map((svg) => svg?.replace(/<title>.*?<\/title>|(id="|url\(#)[a-z0-9]+/g, ''))).size).toBe(49);
    expect(await illustrationFor('icon', 'no-such-drawing')).toBeNull();

    await db().update(categoryTiles).set({ drawing: null }).where(eq(categoryTiles.label, 'Grocery & Staples'));
    await db().update(categoryTiles).set({ drawing: 'seeds' }).where(eq(categoryTiles.label, 'Agriculture'));
    await seedDemoData();
    const after = new Map((await db().select().from(categoryTiles)).map((tile) => [tile.label, tile.drawing]));
    expect(after.get('Grocery & Staples')).toBe('atta-dal-rice');
    // A drawing someone chose is kept.
    expect(after.get('Agriculture')).toBe('seeds');
  });

  it('draws products with their subcategory’s picture', async () => {
    const picture = async (slug: string) => (await illustrationFor('product', slug))?.match(/<g transform="translate\(200 \d+\)[^>]*>(.*?)<\/g><circle cx="46"/)?.[1];
    const [seed, produce, otherSeed] = await Promise.all([picture('tomato-seeds'), picture('corn'), picture('okra-seeds')]);
    expect(seed).toBeTruthy();
    expect(seed).not.toBe(produce);
    expect(seed).toBe(otherSeed);
  });

  it('labels a product’s illustration with its Hindi name for Hindi pages, same drawing', async () => {
    const [english, hindi] = await Promise.all([illustrationFor('product', 'tomato-seeds'), illustrationFor('product', 'tomato-seeds.hi')]);
    expect(english).toContain('>Tomato Seeds</text>');
    expect(hindi).toContain('>टमाटर के बीज</text>');
    expect(hindi).toContain('<title>टमाटर के बीज</title>');
    const drawing = (svg: string | null) => svg?.replace(/<title>.*?<\/title>|<rect x="[\d.]+" y="326"[^>]*>|<text[^>]*>[^<]*<\/text>/g, '');
    expect(drawing(hindi)).toBe(drawing(english));
    expect(await illustrationFor('product', 'tomato-seeds.fr')).toBeNull();
    expect(await illustrationFor('product', 'tomato-seeds.hi.hi')).toBeNull();
  });
});
