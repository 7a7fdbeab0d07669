import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingState } from '~/domain/listing';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { listCategorySummaries } from '~/services/catalog/categories.server';
import { loadSiteMenuTiles } from '~/services/catalog/site-navigation.server';
import { db } from '~/services/db/client.server';
import { searchProducts, searchSuppliers, suggest } from '~/services/search/search.server';
import { sitemapFile } from '~/services/seo/sitemap.server';
import { listDirectory } from '~/services/site/company-directory.server';
import { menuTilesKey } from '~/domain/navigation';
import { loader as legacyLoader } from '~/routes/legacy-product';
import { action as productAction, loader as productLoader } from '~/routes/product';
import { createSeller, insertListings, lastCategoryPair, setStatus } from './support/listing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

/*
 * Only live listings are public (issue 14; docs/decisions/0018-listing-visibility.md). One seller
 * with a live listing and one listing in every other state, each named with a word nothing else in
 * the catalogue uses, so every public read can be asked for it.
 */
const place = await lastCategoryPair();
const seller = await createSeller(false, '27');
const hiddenSeller = await createSeller(false, '24');
const HIDDEN: Array<Exclude<ListingState, 'live'>> = ['draft', 'submitted', 'rejected', 'paused', 'archived'];
const HIDDEN_WORDS: Record<Exclude<ListingState, 'live'>, string> = { draft: 'Zebrafruit', submitted: 'Okapinut', rejected: 'Narwhalroot', paused: 'Wombatine', archived: 'Axolotlseed' };
const [live, ...hidden] = await insertListings(seller.companyId, place, [
  { name: 'Quokkaberry Jam', position: -10, legacyPath: '/Quokkaberryjam' },
  ...HIDDEN.map((status, index) => ({ name: `${HIDDEN_WORDS[status]} Pickle`, status, position: -9 + index, legacyPath: `/${HIDDEN_WORDS[status]}pickle` })),
]);
// A company whose only listing is paused sells nothing buyers can see.
await insertListings(hiddenSeller.companyId, place, [{ name: 'Wombatine Chutney', status: 'paused' }]);
await catalogueChanged(db());
if (!live) throw new Error('no live listing');

const productNamesCount = async (name: string) => (await db().execute<{ n: number }>(sql`SELECT product_count AS n FROM product_names WHERE name = ${name}`)).rows[0]?.n ?? 0;
const inWordList = async (word: string) => (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_words WHERE word = ${word}`)).rows[0]?.n === 1;

describe('listings that are not live stay out of every public read', () => {
  it('search by words, by a misspelt name, by browsing the category, and suggestions', async () => {
    expect((await searchProducts({ q: 'quokkaberry' })).items.map((item) => item.slug)).toEqual([live.slug]);
    for (const status of HIDDEN) {
      const word = HIDDEN_WORDS[status].toLowerCase();
      const found = await searchProducts({ q: word });
      expect(found.items.filter((item) => item.name.startsWith(HIDDEN_WORDS[status])), `${status} by word`).toEqual([]);
      // The whole name run together goes to the similar-name fallback (product_names).
      const byName = await searchProducts({ q: `${word}pickl` });
      expect(byName.items.filter((item) => item.name.startsWith(HIDDEN_WORDS[status])), `${status} by name`).toEqual([]);
      expect((await suggest(word.slice(0, 6))).filter((s) => s.label.startsWith(HIDDEN_WORDS[status])), `${status} suggested`).toEqual([]);
    }
    const browsed = await searchProducts({ q: '', filters: { category: place.categorySlug, subcategory: place.subcategorySlug }, limit: 100 });
    expect(browsed.items.map((item) => item.slug)).toContain(live.slug);
    expect(browsed.items.filter((item) => hidden.some((h) => h.slug === item.slug))).toEqual([]);
    expect(browsed.total).toBe(browsed.items.length);
  });

  it("supplier storefronts and product counts, the company directory's category filter", async () => {
    const storefront = await searchProducts({ q: '', filters: { supplier: seller.slug } });
    expect(storefront.items.map((item) => item.slug)).toEqual([live.slug]);
    expect(storefront.total).toBe(1);
    expect((await searchProducts({ q: '', filters: { supplier: hiddenSeller.slug } })).total).toBe(0);
    const suppliers = await searchSuppliers({ q: 'quokkaberry' });
    expect(suppliers.items.find((s) => s.slug === seller.slug)?.productCount).toBe(1);
    // Found by its profile (its city), the company with nothing live shows no products.
    const bySold = await searchSuppliers({ q: 'wombatine' });
    expect(bySold.items.map((s) => s.slug)).not.toContain(hiddenSeller.slug);
    const directory = await listDirectory({ categorySlug: place.categorySlug });
    expect(directory.companies.map((c) => c.slug)).toContain(seller.slug);
    expect(directory.companies.map((c) => c.slug)).not.toContain(hiddenSeller.slug);
  });

  it('category counts, the mega menu tiles, the sitemap and the legacy single-segment paths', async () => {
    const counted = (await listCategorySummaries()).find((c) => c.slug === place.categorySlug)?.productCount;
    const liveInCategory = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE category_id = ${place.categoryId} AND status = 'live'`);
    expect(counted).toBe(liveInCategory.rows[0]?.n);
    const tiles = (await loadSiteMenuTiles())[menuTilesKey(place.categorySlug, place.subcategorySlug)] ?? [];
    expect(tiles[0]?.slug).toBe(live.slug);
    expect(tiles.filter((tile) => hidden.some((h) => h.slug === tile.slug))).toEqual([]);
    const sitemap = (await sitemapFile('https://tradesetu.example', 'products-1.xml')) ?? '';
    expect(sitemap).toContain(`/product/${live.slug}<`);
    for (const h of hidden) expect(sitemap).not.toContain(h.slug);
    expect((await answerOf(callRoute(legacyLoader, await requestAs(undefined, '/Quokkaberryjam'), { legacy: 'Quokkaberryjam' }))).status).toBe(301);
    for (const status of HIDDEN) {
      const legacy = `${HIDDEN_WORDS[status]}pickle`;
      expect((await answerOf(callRoute(legacyLoader, await requestAs(undefined, `/${legacy}`), { legacy }))).status, status).toBe(404);
    }
  });

  it('the product page: 404 for the public and other members, a preview naming the state for its own company; no inquiry', async () => {
    const stranger = await createSeller(false, '29');
    for (const [index, status] of HIDDEN.entries()) {
      const slug = hidden[index]?.slug ?? '';
      for (const viewer of [undefined, stranger.userId]) {
        const answer = await answerOf(callRoute(productLoader, await requestAs(viewer, `/product/${slug}`), { slug }));
        expect(answer.status, `${status} for ${viewer ?? 'a visitor'}`).toBe(404);
      }
      const preview = await answerOf(callRoute(productLoader, await requestAs(seller.userId, `/product/${slug}`), { slug }));
      expect(preview.status).toBe(200);
      expect((preview.data as { product: { preview: string; name: string } }).product).toMatchObject({ preview: status, name: `${HIDDEN_WORDS[status]} Pickle` });
      const inquiry = await answerOf(
        callRoute(productAction, await requestAs(undefined, `/product/${slug}`, formPost({ quantity: '10', unit: 'kg', requirement: 'Please quote for 10 kg, delivery to Pune.', buyerName: 'Priya Nair', buyerEmail: 'priya@example.in', buyerMobile: '9876543210', productSlug: slug })), { slug }),
      );
      expect(inquiry.status, `inquiry on ${status}`).toBe(404);
    }
    const page = await answerOf(callRoute(productLoader, await requestAs(undefined, `/product/${live.slug}`), { slug: live.slug }));
    expect(page.status).toBe(200);
    const product = (page.data as { product: Record<string, unknown> }).product;
    expect(product.preview).toBeNull();
    // What decides visibility stays on the server.
    expect(product).not.toHaveProperty('ownerUserId');
    expect(product).not.toHaveProperty('status');
  });
});

describe('the names and words behind corrections follow the state (migration 0011)', () => {
  it('product_names counts only live listings and follows every status change', async () => {
    expect(await productNamesCount('Quokkaberry Jam')).toBe(1);
    for (const status of HIDDEN) expect(await productNamesCount(`${HIDDEN_WORDS[status]} Pickle`), status).toBe(0);
    const [draft, paused] = [hidden[0], hidden[3]];
    if (!draft || !paused) throw new Error('fixtures');
    await setStatus(draft.id, 'live');
    expect(await productNamesCount('Zebrafruit Pickle')).toBe(1);
    await setStatus(draft.id, 'paused');
    expect(await productNamesCount('Zebrafruit Pickle')).toBe(0);
    // A rename while not live counts nothing; going live counts the new name.
    await db().execute(sql`UPDATE products SET name = 'Zebrafruit Relish' WHERE id = ${draft.id}`);
    expect(await productNamesCount('Zebrafruit Relish')).toBe(0);
    // Two rows in one statement: one goes live, one goes from paused to archived.
    await db().execute(sql`UPDATE products SET status = CASE WHEN id = ${draft.id} THEN 'live' ELSE 'archived' END WHERE id IN (${draft.id}, ${paused.id})`);
    expect(await productNamesCount('Zebrafruit Relish')).toBe(1);
    expect(await productNamesCount('Wombatine Pickle')).toBe(0);
    // A live listing renamed and taken down in one statement leaves nothing behind.
    await db().execute(sql`UPDATE products SET name = 'Zebrafruit Spread', status = 'rejected' WHERE id = ${draft.id}`);
    expect(await productNamesCount('Zebrafruit Relish')).toBe(0);
    expect(await productNamesCount('Zebrafruit Spread')).toBe(0);
    await db().execute(sql`DELETE FROM products WHERE id = ${draft.id}`);
    // The whole table agrees with a recount.
    const wrong = await db().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT name, count(*)::int AS k FROM products WHERE status = 'live' GROUP BY name) p
        FULL JOIN product_names n USING (name) WHERE n.product_count IS DISTINCT FROM p.k`);
    expect(wrong.rows[0]?.n).toBe(0);
  });

  it("a listing's words join the spelling dictionary when it goes live, not before", async () => {
    const [draft] = await insertListings(seller.companyId, place, [{ name: 'Pangolinpepper Sauce', status: 'draft' }]);
    expect(await inWordList('pangolinpepper')).toBe(false);
    await setStatus(draft?.id ?? 0, 'submitted');
    expect(await inWordList('pangolinpepper')).toBe(false);
    await setStatus(draft?.id ?? 0, 'live');
    expect(await inWordList('pangolinpepper')).toBe(true);
    expect(await inWordList('quokkaberry')).toBe(true);
  });
});

describe('a change shows at once: catalogueChanged() forgets the cached catalogue', () => {
  it('a listing found by search disappears when paused and comes back when live again', async () => {
    const [listing] = await insertListings(seller.companyId, place, [{ name: 'Capybarachilli Paste', position: -20 }]);
    if (!listing) throw new Error('fixtures');
    await catalogueChanged(db());
    const found = async () => (await searchProducts({ q: 'capybarachilli' })).items.map((item) => item.slug);
    const tiled = async () => ((await loadSiteMenuTiles())[menuTilesKey(place.categorySlug, place.subcategorySlug)] ?? []).map((tile) => tile.slug);
    expect(await found()).toEqual([listing.slug]);
    expect(await tiled()).toContain(listing.slug);

    await setStatus(listing.id, 'paused');
    // The answers are cached: without the signal the paused listing would still be shown…
    expect(await found()).toEqual([listing.slug]);
    const started = performance.now();
    await catalogueChanged(db());
    // …and with it, the very next search and menu no longer show it.
    expect(await found()).toEqual([]);
    expect(await tiled()).not.toContain(listing.slug);
    expect(performance.now() - started).toBeLessThan(2000);

    await setStatus(listing.id, 'live');
    await catalogueChanged(db());
    expect(await found()).toEqual([listing.slug]);
    expect(await tiled()).toContain(listing.slug);
  });
});
