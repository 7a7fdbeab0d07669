import { describe, expect, it } from 'vitest';
import { searchProducts, searchSuppliers, suggest } from '~/services/search/search.server';

/**
 * The relevance test set: what a buyer types and the product that must come first (or within the
 * first few results). Exact names, plurals, misspellings, Hindi-English trade words, category words
 * and city + product.
 */
const TOP: Array<[query: string, expectedFirst: string, kind: string]> = [
  ['Tomato Seeds', 'Tomato Seeds', 'exact'],
  ['basmati rice', 'Basmati Rice', 'exact'],
  ['Blue Denim Jacket', 'Blue Denim Jacket', 'exact'],
  ['air fryer', 'Air Fryer', 'exact'],
  ['cordless drill', 'Cordless Drill', 'exact'],
  ['neem oil', 'Neem Oil', 'exact'],
  ['pulse oximeter', 'Pulse Oximeter', 'exact'],
  ['Kolhapuri Chappal', 'Kolhapuri Chappal', 'exact'],
  ['Banarasi Silk Saree', 'Banarasi Silk Saree', 'exact'],
  ['programmable logic controller', 'Programmable Logic Controller', 'exact'],
  ['tomato seed', 'Tomato Seeds', 'plural'],
  ['led bulbs', 'LED Bulb', 'plural'],
  ['safety helmets', 'Safety Helmet', 'plural'],
  ['mixer grinders', 'Mixer Grinder', 'plural'],
  ['solar panels', 'Monocrystalline Solar Panel', 'plural'],
  ['glass bangle', 'Glass Bangles', 'plural'],
  ['tomatto seeds', 'Tomato Seeds', 'typo'],
  ['basmti rice', 'Basmati Rice', 'typo'],
  ['oximetre', 'Pulse Oximeter', 'typo'],
  ['cordles dril', 'Cordless Drill', 'typo'],
  ['ashwagandah', 'Ashwagandha Root Powder', 'typo'],
  ['chyawanprash', 'Chyawanprash', 'exact'],
  ['chyavanprash', 'Chyawanprash', 'typo'],
  ['multimeter digital', 'Digital Multimeter', 'word order'],
  ['Tomatoseeds', 'Tomato Seeds', 'run together'],
  ['atta', 'Chakki Fresh Atta', 'hindi'],
  ['toor dal', 'Toor Dal', 'hindi'],
  ['kurti', 'Printed Cotton Kurti', 'hindi'],
  ['haldi', 'Turmeric Powder', 'hindi'],
  ['jeera', 'Cumin Seeds', 'hindi'],
  ['hing', 'Asafoetida', 'hindi'],
  ['chai', 'Assam CTC Tea', 'hindi'],
  ['tamatar beej', 'Tomato Seeds', 'hindi'],
  ['bhindi seeds', 'Okra Seeds', 'hindi'],
  ['mehndi powder', 'Natural Henna Powder', 'hindi'],
  ['jewelry', 'Kundan Necklace Set', 'spelling'],
  ['polarized sunglasses', 'Polarised Sunglasses', 'spelling'],
  ['voltage stabiliser', 'Voltage Stabilizer', 'spelling'],
  ['aluminum pressure cooker', 'Aluminium Pressure Cooker', 'spelling'],
  ['tomato seeds nashik', 'Tomato Seeds', 'city + product'],
];

describe('search relevance', () => {
  it.each(TOP)('%s → %s (%s)', async (query, expected) => {
    const { items } = await searchProducts({ q: query, limit: 5 });
    expect(items[0]?.name, `top results: ${items.map((item) => item.name).join(', ')}`).toBe(expected);
  });

  const WITHIN: Array<[query: string, expected: string]> = [
    ['jewellery', 'Kundan Necklace Set'],
    ['footwear', 'Canvas Sneakers'],
    ['spices', 'Garam Masala'],
    ['robot', 'SCARA Robot'],
    ['ayurvedic', 'Triphala Churna'],
  ];
  it.each(WITHIN)('category word %s finds %s in the first page', async (query, expected) => {
    const { items } = await searchProducts({ q: query, limit: 24 });
    expect(items.map((item) => item.name)).toContain(expected);
  });

  it('keeps the fields the chat assistant relies on', async () => {
    const { items, total } = await searchProducts({ q: 'tomato', limit: 3 });
    expect(total).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ name: expect.any(String), slug: expect.any(String), url: expect.stringMatching(/^\/product\//), categoryName: 'Agriculture', unit: expect.any(String) });
    expect(items[0]?.supplier).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^\/suppliers\//), verified: expect.any(Boolean) });
  });
});

describe('search module', () => {
  it('suggests the corrected spelling when the typed one finds nothing', async () => {
    const result = await searchProducts({ q: 'tomatto seeds', limit: 5 });
    expect(result.didYouMean).toBe('tomato seeds');
    expect(result.terms).toContain('tomato');
  });

  it('answers a sentence by the products with most of its words, not by the name sharing most letters', async () => {
    const found = await searchProducts({ q: 'basmati rice premium export quality long grain aged for hotel supply', limit: 5 });
    expect(found.match).toBe('any-word');
    expect(found.items[0]?.name).toBe('Basmati Rice');
    // Its letter triples are nearly all of one name's: a name mistyped would be answered by that name.
    const repeated = await searchProducts({ q: 'blue denim jacket blue denim jacket and basmati rice', limit: 24 });
    expect(repeated.match).toBe('any-word');
    expect(repeated.items.map((item) => item.name)).toEqual(expect.arrayContaining(['Blue Denim Jacket', 'Basmati Rice']));
  });

  it('does not second-guess a query that found results', async () => {
    const result = await searchProducts({ q: 'tomato seeds', limit: 5 });
    expect(result.didYouMean).toBeUndefined();
  });

  it('filters by category, state, enterprise type, verified, price and order quantity', async () => {
    const all = await searchProducts({ q: 'seeds', limit: 100 });
    const agri = await searchProducts({ q: 'seeds', limit: 100, filters: { category: 'agriculture' } });
    expect(agri.total).toBeGreaterThan(0);
    expect(agri.total).toBeLessThan(all.total);
    expect(agri.items.every((item) => item.categorySlug === 'agriculture')).toBe(true);

    const verified = await searchProducts({ q: '', limit: 300, filters: { verified: true } });
    expect(verified.items.every((item) => item.supplier.verified)).toBe(true);

    const startups = await searchProducts({ q: '', limit: 300, filters: { enterpriseType: 'startup' } });
    expect(startups.total).toBeGreaterThan(0);
    expect(startups.items.every((item) => item.supplier.enterpriseType === 'startup')).toBe(true);

    const cheap = await searchProducts({ q: '', limit: 300, filters: { priceMaxPaise: 10000 } });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.items.every((item) => (item.priceMinPaise ?? 0) <= 10000)).toBe(true);

    const smallOrders = await searchProducts({ q: '', limit: 300, filters: { maxMinOrderQty: 10 } });
    expect(smallOrders.items.every((item) => item.minOrderQty <= 10)).toBe(true);

    const maharashtra = await searchProducts({ q: '', limit: 300, filters: { state: 'maharashtra' } });
    expect(maharashtra.total).toBeGreaterThan(0);
    expect(maharashtra.items.every((item) => item.supplier.stateName === 'Maharashtra')).toBe(true);
  });

  it('counts facets over the matching products', async () => {
    const result = await searchProducts({ q: 'cotton', limit: 5, facets: true });
    const facets = result.facets;
    expect(facets).toBeDefined();
    const sum = (values: Array<{ count: number }>) => values.reduce((total, value) => total + value.count, 0);
    expect(sum(facets?.categories ?? [])).toBe(result.total);
    expect(sum(facets?.enterpriseTypes ?? [])).toBe(result.total);
    expect(facets?.categories.map((c) => c.value)).toContain('textiles-fabrics');
    const textiles = facets?.categories.find((c) => c.value === 'textiles-fabrics')?.count ?? 0;
    const filtered = await searchProducts({ q: 'cotton', limit: 5, filters: { category: 'textiles-fabrics' } });
    expect(filtered.total).toBe(textiles);
  });

  it('counts the same facets whether they come with the ranked matches or from their own query', async () => {
    // Relevance order computes facets in the ranking statement; price order counts them separately.
    for (const q of ['cotton', 'seeds', 'tomatto seeds']) {
      const ranked = await searchProducts({ q, limit: 5, facets: true });
      const byPrice = await searchProducts({ q, limit: 5, facets: true, sort: 'price-asc' });
      expect(ranked.total).toBeGreaterThan(0);
      expect(ranked.facets).toEqual(byPrice.facets);
    }
  });

  it('finds the suppliers of a search with its products, following a corrected spelling and the filters', async () => {
    const exact = await searchProducts({ q: 'tomato seeds', limit: 5, suppliers: 4 });
    const separate = await searchSuppliers({ q: 'tomato seeds', limit: 4 });
    expect(exact.suppliers?.items.map((s) => s.slug)).toEqual(separate.items.map((s) => s.slug));
    expect(exact.suppliers?.total).toBe(separate.total);
    expect(exact.suppliers?.items.map((s) => s.slug)).toContain('nashik-agro-seeds');

    const misspelt = await searchProducts({ q: 'tomatto seeds', limit: 5, suppliers: 4 });
    expect(misspelt.didYouMean).toBe('tomato seeds');
    expect(misspelt.suppliers?.items.map((s) => s.slug)).toContain('nashik-agro-seeds');

    const elsewhere = await searchProducts({ q: 'tomato seeds', limit: 5, suppliers: 4, filters: { state: 'punjab' } });
    expect(elsewhere.suppliers?.items.length).toBeGreaterThan(0);
    expect(elsewhere.suppliers?.items.every((s) => s.stateName === 'Punjab')).toBe(true);
    expect(elsewhere.suppliers?.items.map((s) => s.slug)).not.toContain('nashik-agro-seeds');

    const byPrice = await searchProducts({ q: 'tomato seeds', limit: 5, suppliers: 4, sort: 'price-desc' });
    expect(byPrice.suppliers?.items.map((s) => s.slug)).toEqual(separate.items.map((s) => s.slug));
    expect((await searchProducts({ q: 'tomato seeds', limit: 5 })).suppliers).toBeUndefined();
  });

  it('sorts by price and paginates without overlap', async () => {
    const sorted = await searchProducts({ q: '', limit: 50, sort: 'price-asc', filters: { category: 'agriculture' } });
    const prices = sorted.items.map((item) => item.priceMinPaise ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = await searchProducts({ q: '', limit: 10, offset: 0, filters: { category: 'agriculture' } });
    const second = await searchProducts({ q: '', limit: 10, offset: 10, filters: { category: 'agriculture' } });
    expect(first.total).toBe(18);
    expect(second.items.length).toBe(8);
    expect(first.items.map((i) => i.slug).filter((slug) => second.items.some((item) => item.slug === slug))).toEqual([]);
  });

  it('finds suppliers by name, city and what they sell', async () => {
    const byName = await searchSuppliers({ q: 'Nashik Agro Seeds' });
    expect(byName.items[0]?.slug).toBe('nashik-agro-seeds');
    const byProduct = await searchSuppliers({ q: 'tomato seeds' });
    expect(byProduct.items.map((s) => s.slug)).toContain('nashik-agro-seeds');
  });

  it('suggests products for a prefix and for a misspelt prefix', async () => {
    expect((await suggest('tomat')).map((s) => s.label)).toContain('Tomato Seeds');
    expect((await suggest('oximter')).map((s) => s.label)).toContain('Pulse Oximeter');
    expect((await suggest('agri')).some((s) => s.kind === 'category' && s.url === '/products/agriculture')).toBe(true);
  });

  it('treats operators in the query as text', async () => {
    const result = await searchProducts({ q: "rice & ! | ( ':*", limit: 5 });
    expect(result.items[0]?.name).toMatch(/Rice/);
  });
});
