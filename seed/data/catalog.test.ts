import { describe, expect, it } from 'vitest';
import { gstStateName } from '~/domain/india-ids';
import { AVAILABILITY, isUnit, priceBreakProblems, skuSchema, specProblems } from '~/domain/listing';
import { parseHsn } from '~/domain/product-tax';
import { categories } from './catalog';
import { productSupplierAssignment } from './suppliers';

/** The GST slabs on goods from 22 September 2025 (db/migrations/0009_gst_rates.sql), less the 28% kept for tobacco. */
const SLABS_FROM_22_SEPT_2025 = new Set([0, 25, 300, 500, 1800, 4000]);

const subcategories = categories.flatMap((category) => category.subcategories.map((sub) => ({ category, sub })));
const products = subcategories.flatMap(({ category, sub }) => sub.products.map((product) => ({ category, sub, product })));

describe('demo catalogue: the category tree', () => {
  it('has 15 categories of 3 subcategories of 6 products', () => {
    expect(categories).toHaveLength(15);
    expect(categories.every((category) => category.subcategories.length === 3)).toBe(true);
    expect(products).toHaveLength(270);
    expect(new Set(products.map(({ product }) => product.slug)).size).toBe(270);
  });

  it('gives every subcategory 2 to 6 product groups, unique by slug and by name', () => {
    for (const { sub } of subcategories) {
      expect(sub.groups.length, sub.slug).toBeGreaterThanOrEqual(2);
      expect(sub.groups.length, sub.slug).toBeLessThanOrEqual(6);
      expect(new Set(sub.groups.map((group) => group.slug)).size, sub.slug).toBe(sub.groups.length);
      expect(new Set(sub.groups.map((group) => group.name.toLowerCase())).size, sub.slug).toBe(sub.groups.length);
      for (const group of sub.groups) expect(group.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('puts every product in a group of its own subcategory, and most groups have products', () => {
    for (const { sub, product } of products) {
      expect(sub.groups.map((group) => group.slug), product.slug).toContain(product.group);
    }
    const groups = subcategories.flatMap(({ sub }) => sub.groups.map((group) => `${sub.slug}/${group.slug}`));
    const used = new Set(products.map(({ sub, product }) => `${sub.slug}/${product.group}`));
    expect(used.size / groups.length).toBeGreaterThan(0.9);
  });
});

describe('demo catalogue: every listing is complete and valid', () => {
  it('has a valid HSN code of 4, 6 or 8 digits and a GST slab in force since 22 September 2025', () => {
    for (const { product } of products) {
      const hsn = parseHsn(product.hsnCode);
      expect(hsn, `${product.slug}: ${product.hsnCode}`).toEqual({ ok: true, value: product.hsnCode });
      expect(SLABS_FROM_22_SEPT_2025.has(product.gstRateBp), `${product.slug}: ${product.gstRateBp}`).toBe(true);
    }
  });

  it('classifies goods under the HSN chapters a tax officer would expect', () => {
    const hsnOf = (slug: string) => products.find(({ product }) => product.slug === slug)?.product.hsnCode ?? '';
    const expected: Array<[string, RegExp, number]> = [
      ['basmati-rice', /^1006/, 500],
      ['sona-masoori-rice', /^1006/, 0],
      ['tomato-seeds', /^1209/, 0],
      ['printed-cotton-kurti', /^6[12]04/, 500],
      ['hand-trowel', /^8201/, 0],
      ['combination-spanner-set', /^8204/, 1800],
      ['air-fryer', /^8516/, 1800],
      ['cordless-drill', /^8467/, 1800],
      ['monocrystalline-solar-panel', /^8541/, 500],
      ['oxidised-jhumka-earrings', /^7117/, 300],
      ['biodegradable-sanitary-pads', /^9619/, 0],
      ['6-axis-industrial-robot-arm', /^847950/, 1800],
    ];
    for (const [slug, hsn, rate] of expected) {
      expect(hsnOf(slug), slug).toMatch(hsn);
      expect(products.find(({ product }) => product.slug === slug)?.product.gstRateBp, slug).toBe(rate);
    }
  });

  it('sells in a known unit with a positive MOQ and a price range in order', () => {
    for (const { product } of products) {
      expect(isUnit(product.unit), `${product.slug}: ${product.unit}`).toBe(true);
      expect(Number.isInteger(product.minOrderQty) && product.minOrderQty > 0, product.slug).toBe(true);
      expect(product.priceMinPaise, product.slug).toBeGreaterThan(0);
      expect(product.priceMinPaise, product.slug).toBeLessThanOrEqual(product.priceMaxPaise);
    }
  });

  it('has valid price breaks: from the MOQ, ascending, falling in price, within the price range', () => {
    const withBreaks = products.filter(({ product }) => product.priceBreaks.length > 0);
    expect(withBreaks.length).toBeGreaterThan(240);
    for (const { product } of products) {
      const breaks = product.priceBreaks;
      expect(priceBreakProblems(breaks, product.minOrderQty), product.slug).toEqual([]);
      if (breaks.length === 0) continue;
      expect(breaks.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(breaks.length, product.slug).toBeLessThanOrEqual(3);
      expect(breaks[0]?.minQty, product.slug).toBe(product.minOrderQty);
      expect(breaks.at(-1)?.maxQty, product.slug).toBeNull();
      breaks.forEach((current, index) => {
        expect(Number.isInteger(current.pricePaise), product.slug).toBe(true);
        expect(current.pricePaise, product.slug).toBeGreaterThanOrEqual(product.priceMinPaise);
        expect(current.pricePaise, product.slug).toBeLessThanOrEqual(product.priceMaxPaise);
        const next = breaks[index + 1];
        if (!next) return;
        expect(next.minQty, product.slug).toBe((current.maxQty ?? Number.NaN) + 1);
        expect(next.pricePaise, product.slug).toBeLessThan(current.pricePaise);
      });
    }
  });

  it('has specifications, a lead time, availability, sample, packaging and delivery states', () => {
    const availability = new Set<string>(AVAILABILITY.map((a) => a.code));
    for (const { product } of products) {
      const specs = Object.entries(product.specs).map(([name, value]) => ({ name, value }));
      expect(specs.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(specProblems(specs), product.slug).toEqual([]);
      // Packing is said once, in its own field.
      expect(specs.map((spec) => spec.name), product.slug).not.toContain('Packaging');
      expect(Number.isInteger(product.leadTimeDays) && product.leadTimeDays >= 1 && product.leadTimeDays <= 120, product.slug).toBe(true);
      expect(availability.has(product.availability), product.slug).toBe(true);
      if (product.availability === 'in_stock') expect(product.leadTimeDays, product.slug).toBeLessThanOrEqual(14);
      expect(typeof product.sampleAvailable).toBe('boolean');
      expect(product.packaging.length, product.slug).toBeGreaterThan(10);
      expect(product.packaging.length, product.slug).toBeLessThanOrEqual(200);
      expect(new Set(product.deliveryStates).size, product.slug).toBe(product.deliveryStates.length);
      for (const code of product.deliveryStates) expect(gstStateName(code), `${product.slug}: ${code}`).toBeDefined();
    }
    const regional = products.filter(({ product }) => product.deliveryStates.length > 0);
    expect(regional.length).toBeGreaterThanOrEqual(5);
    expect(regional.length / products.length).toBeLessThan(0.1);
    expect(products.some(({ product }) => product.availability === 'made_to_order')).toBe(true);
    expect(products.some(({ product }) => product.pricesIncludeGst)).toBe(true);
    expect(products.filter(({ product }) => !product.pricesIncludeGst).length / products.length).toBeGreaterThan(0.9);
  });

  it('has a valid seller SKU, unique within each seller', () => {
    const seen = new Set<string>();
    for (const { product } of products) {
      expect(skuSchema.safeParse(product.sku), `${product.slug}: ${product.sku}`).toEqual({ success: true, data: product.sku });
      const key = `${productSupplierAssignment[product.slug] ?? '?'}/${product.sku.toLowerCase()}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
