import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductFilters, SortOrder } from '~/domain/search';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db } from '~/services/db/client.server';
import { products } from '~/services/db/schema/catalog';
import { clearSearchCache, searchProducts } from '~/services/search/search.server';
import { loader as categoryLoader } from '~/routes/category';
import { loader as productLoader } from '~/routes/product';
import { loader as searchLoader } from '~/routes/search';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';
import { answerOf, callRoute, requestAs } from './support/route-call';

/*
 * The buyer's filters of issue 14 on the real search engine: price per unit, minimum order,
 * availability and delivery state, in every query shape the engine has (ranked words, other sort
 * orders, browsing a category) and from the URL of /search and the category pages.
 */
const place = await lastCategoryPair();
const seller = await createSeller(false, '27');
const [allIndia, madeToOrder, south, onRequest] = await insertListings(seller.companyId, place, [
  { name: 'Gharialgrain Flour A', availability: 'in_stock', priceMinPaise: 8200, minOrderQty: 100, position: -4 },
  { name: 'Gharialgrain Flour B', availability: 'made_to_order', deliveryStates: ['27'], priceMinPaise: 15000, minOrderQty: 1000, position: -3 },
  { name: 'Gharialgrain Flour C', availability: 'in_stock', deliveryStates: ['24', '29'], priceMinPaise: 5000, priceMaxPaise: 6000, minOrderQty: 10, position: -2 },
  { name: 'Gharialgrain Flour D', priceMinPaise: null, minOrderQty: 1, position: -1 },
]);
await catalogueChanged(db());
const ours = new Map([allIndia, madeToOrder, south, onRequest].map((listing, index) => [listing?.slug, 'ABCD'[index]]));
const letters = (items: Array<{ slug?: string; url?: string }>) =>
  items
    .map((item) => ours.get(item.slug ?? item.url?.replace('/product/', '')))
    .filter(Boolean)
    .sort()
    .join('');

describe('listing filters in the search engine', () => {
  const cases: Array<[string, ProductFilters, string]> = [
    ['in stock', { availability: 'in_stock' }, 'AC'],
    ['made to order', { availability: 'made_to_order' }, 'B'],
    ['delivers to Maharashtra (all India or Maharashtra named)', { deliversTo: '27' }, 'ABD'],
    ['delivers to Karnataka', { deliversTo: '29' }, 'ACD'],
    ['delivers to a state no listing names', { deliversTo: '10' }, 'AD'],
    ['price per unit up to ₹90', { priceMaxPaise: 9000 }, 'AC'],
    ['price per unit from ₹55 (a range that reaches it counts)', { priceMinPaise: 5500 }, 'ABC'],
    ['minimum order up to 100', { maxMinOrderQty: 100 }, 'ACD'],
    ['in stock, delivering to Gujarat, up to ₹60', { availability: 'in_stock', deliversTo: '24', priceMaxPaise: 6000 }, 'C'],
  ];
  for (const sort of ['relevance', 'price-asc'] as SortOrder[]) {
    it(`narrows words to what matches (${sort})`, async () => {
      for (const [what, filters, expected] of cases) expect(letters((await searchProducts({ q: 'gharialgrain', filters, sort })).items), what).toBe(expected);
    });
  }

  it('narrows a browsed subcategory the same way, with the total to match', async () => {
    for (const [what, filters, expected] of cases) {
      const found = await searchProducts({ q: '', filters: { ...filters, category: place.categorySlug, subcategory: place.subcategorySlug }, limit: 100, facets: true });
      expect(letters(found.items), what).toBe(expected);
      expect(found.total, what).toBe(found.items.length);
    }
  });
});

describe('availability lives in the search document (migration 0011)', () => {
  it('a listing whose availability changes moves between the filters at once, words or no words', async () => {
    const [flour] = await insertListings(seller.companyId, place, [{ name: 'Tapirwheat Atta', availability: 'in_stock' }]);
    const found = async (availability: 'in_stock' | 'made_to_order') => {
      clearSearchCache();
      // Whether this listing is among the answers: with none, search may fall back to a
      // correction ("wheat") whose seeded listings say their availability too.
      return (await searchProducts({ q: 'tapirwheat', filters: { availability } })).items.filter((item) => item.slug === flour?.slug).length;
    };
    expect([await found('in_stock'), await found('made_to_order')]).toEqual([1, 0]);
    await db().update(products).set({ availability: 'made_to_order' }).where(eq(products.id, flour?.id ?? 0));
    expect([await found('in_stock'), await found('made_to_order')]).toEqual([0, 1]);
    await db().update(products).set({ availability: null }).where(eq(products.id, flour?.id ?? 0));
    expect([await found('in_stock'), await found('made_to_order')]).toEqual([0, 0]);
  });
});

describe('filters from the URL, without JavaScript', () => {
  it('the category page and /search read availability, delivery state, price and MOQ from the query string', async () => {
    const path = `/products/${place.categorySlug}/${place.subcategorySlug}`;
    const page = await answerOf(callRoute(categoryLoader, await requestAs(undefined, `${path}?availability=made_to_order&deliversTo=maharashtra`), { category: place.categorySlug, subcategory: place.subcategorySlug }));
    const data = page.data as { query: Record<string, unknown>; result: { items: Array<{ url: string }> } };
    expect(data.query).toMatchObject({ availability: 'made_to_order', deliversTo: 'maharashtra' });
    expect(letters(data.result.items)).toBe('B');

    const search = await answerOf(callRoute(searchLoader, await requestAs(undefined, '/search?q=gharialgrain&deliversTo=karnataka&priceMax=60&moq=100')));
    expect(letters((search.data as { result: { items: Array<{ url: string }> } }).result.items)).toBe('C');
    // A state that does not exist, or an availability that is not one, is ignored rather than an error.
    const odd = await answerOf(callRoute(searchLoader, await requestAs(undefined, '/search?q=gharialgrain&deliversTo=atlantis&availability=sometimes')));
    expect(odd.status).toBe(200);
    expect(letters((odd.data as { result: { items: Array<{ url: string }> } }).result.items)).toBe('ABCD');
  });

  it('searches a query past 200 characters by its first words and says so, instead of listing everything', async () => {
    const long = `gharialgrain ${'premium quality export grade '.repeat(12)}`;
    const answer = await answerOf(callRoute(searchLoader, await requestAs(undefined, `/search?q=${encodeURIComponent(long)}`)));
    const data = answer.data as { shortened: boolean; query: { q: string }; result: { total: number } };
    expect(answer.status).toBe(200);
    expect(data.shortened).toBe(true);
    expect(data.query.q.startsWith('gharialgrain premium quality')).toBe(true);
    expect(data.query.q.length).toBeLessThanOrEqual(200);
    const everything = await answerOf(callRoute(searchLoader, await requestAs(undefined, '/search')));
    expect(data.result.total).toBeLessThan((everything.data as { result: { total: number } }).result.total);
    const short = await answerOf(callRoute(searchLoader, await requestAs(undefined, '/search?q=gharialgrain')));
    expect((short.data as { shortened: boolean }).shortened).toBe(false);
  });
});

describe('the product page carries everything the listing says', () => {
  it('price breaks, MOQ, lead time, availability, samples, packaging, delivery states and photos with alt text, main first', async () => {
    const [rice] = await insertListings(seller.companyId, place, [
      {
        name: 'Gharialgrain Basmati',
        unit: 'kg',
        minOrderQty: 100,
        priceMinPaise: 8200,
        priceBreaks: [
          { minQty: 100, maxQty: 499, pricePaise: 8200 },
          { minQty: 500, maxQty: null, pricePaise: 7800 },
        ],
        availability: 'made_to_order',
        leadTimeDays: 7,
        sampleAvailable: true,
        packaging: '25 kg jute bags',
        deliveryStates: ['27', '24'],
        photos: [
          { alt: 'Rice in a jute bag', width: 1200, height: 900 },
          { alt: '', width: 800, height: 800 },
        ],
      },
    ]);
    const slug = rice?.slug ?? '';
    const page = await answerOf(callRoute(productLoader, await requestAs(undefined, `/product/${slug}`), { slug }));
    expect(page.status).toBe(200);
    const product = (page.data as { product: Record<string, unknown> & { images: Array<Record<string, unknown>> } }).product;
    expect(product).toMatchObject({
      unit: 'kg',
      minOrderQty: 100,
      priceBreaks: [
        { minQty: 100, maxQty: 499, pricePaise: 8200 },
        { minQty: 500, maxQty: null, pricePaise: 7800 },
      ],
      availability: 'made_to_order',
      leadTimeDays: 7,
      sampleAvailable: true,
      packaging: '25 kg jute bags',
      deliveryStates: ['27', '24'],
      preview: null,
    });
    expect(product.images.map(({ alt, width, height }) => ({ alt, width, height }))).toEqual([
      { alt: 'Rice in a jute bag', width: 1200, height: 900 },
      { alt: '', width: 800, height: 800 },
    ]);
  });
});
