import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductFilters } from '~/domain/search';
import { queryTerms } from '~/domain/search-terms';
import { catalogueChanged, startCatalogueEvents, stopCatalogueEvents } from '~/services/catalog/catalogue-events.server';
import { db, transaction } from '~/services/db/client.server';
import { closeListening } from '~/services/db/listen.server';
import { onSearchIndexUpdated, readySearchIndex, searchIndexStatus, startSearchIndex, stopSearchIndex } from '~/services/search/memory-index-feed.server';
import { rankFromMemory, similarNamesFromMemory } from '~/services/search/memory-ranking.server';
import { SIMILARITY_THRESHOLD, similarity } from '~/services/search/trigrams';
import { buildTsQuery, normaliseTsQueries } from '~/services/search/postgres-sql.server';
import { clearSearchCache, searchProducts } from '~/services/search/search.server';
import { type DocumentView, documentView, matches, parseTsQuery, rankOperands, tsRank } from '~/services/search/tsquery';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';

/*
 * The in-memory search index (docs/decisions/0040) against PostgreSQL itself: the same matches and
 * the same ts_rank to the last bit for the seeded catalogue, the same search page as the SQL engine,
 * and a listing's change searchable within two seconds of its commit.
 */

afterAll(async () => {
  await stopSearchIndex();
  await stopCatalogueEvents();
  await closeListening();
});

const view = documentView;

/** Queries as the engine builds them, from words of the seeded listings' names and a few buyer phrases. */
async function engineQueries(): Promise<string[]> {
  const { rows } = await db().execute<{ name: string }>(sql`SELECT name FROM products WHERE status = 'live' ORDER BY id LIMIT 120`);
  const texts = new Set<string>(['tomato seeds', 'cotton kurti', 'ladies suit', 'haldi', 'tamatar beej', 'led bulb', 'steel', 'organic', 'cup of tea', 'air fryer']);
  for (const [index, { name }] of rows.entries()) {
    texts.add(name);
    const words = name.split(' ');
    texts.add(words[index % words.length] ?? name);
  }
  const built = [...texts].flatMap((text) => [buildTsQuery(queryTerms(text), 'all'), buildTsQuery(queryTerms(text), 'any'), buildTsQuery(queryTerms(text), 'all', false, true)]).filter(Boolean);
  return (await normaliseTsQueries(db(), built)).filter((query) => query !== '');
}

describe('PostgreSQL full-text semantics in TypeScript', () => {
  it('matches and ranks every listing as @@ and ts_rank do, to the last bit', async () => {
    const documents = await db().execute<{ id: number; document: string }>(sql`SELECT id, search_document::text AS document FROM products WHERE search_document IS NOT NULL ORDER BY id`);
    const queries = await engineQueries();
    expect(queries.length).toBeGreaterThan(150);
    const views = documents.rows.map((row) => ({ id: row.id, document: view(row.document) }));
    const byId = new Map(views.map((entry) => [entry.id, entry.document]));
    let compared = 0;
    for (const query of queries) {
      const { rows } = await db().execute<{ id: number; rank: number }>(
        sql`SELECT id, ts_rank(search_document, ${query}::tsquery)::float8 AS rank FROM products WHERE search_document @@ ${query}::tsquery ORDER BY id`,
      );
      const tree = parseTsQuery(query);
      if (!tree) throw new Error(`unparsed: ${query}`);
      const operands = rankOperands(tree);
      const matched = views.filter((entry) => matches(tree, entry.document)).map((entry) => entry.id);
      expect(matched, query).toEqual(rows.map((row) => row.id));
      for (const row of rows) {
        const document = byId.get(row.id) as DocumentView & { size: number };
        expect(tsRank(tree, operands, document, document.size), `${query} on ${row.id}`).toBe(row.rank);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

const PAGE_QUERIES: Array<Parameters<typeof searchProducts>[0]> = [
  ...['tomato seeds', 'cotton', 'kurti', 'haldi', 'tamatar beej', 'led bulbs', 'solar panel', 'steel', 'rice', 'Blue Denim Jacket', 'organic fertiliser', 'saree', 'तेल', 'हल्दी पाउडर'].map((q) => ({ q })),
  { q: 'seeds', filters: { state: 'maharashtra' } },
  { q: 'cotton', filters: { verified: true } },
  { q: 'oil', filters: { enterpriseType: 'msme' } },
  { q: 'powder', filters: { priceMaxPaise: 50_000 } },
  { q: 'seeds', filters: { priceMinPaise: 10_000, maxMinOrderQty: 100 } },
  { q: 'rice', filters: { availability: 'in_stock' } },
  { q: 'oil', filters: { deliversTo: '27' } },
  { q: 'seeds', filters: { city: 'Nashik' } },
  { q: 'tea', filters: { category: 'agriculture' } },
  { q: 'tea', filters: { category: 'no-such-category' } },
  { q: 'kurti', offset: 2, limit: 3 },
  // Suppliers found by their own profile (a name, a city) as well as by what they sell.
  ...['exports', 'tiruppur', 'noyyal knit', 'traders', 'industries pune', 'cotton', 'organic'].map((q) => ({ q, limit: 4 })),
  { q: 'cotton', filters: { city: 'Tiruppur' } },
  { q: 'exports', filters: { enterpriseType: 'msme', verified: true } },
  { q: 'seeds', filters: { state: 'no-such-state' } },
  // Words that find nothing: the similar-name pass (pg_trgm's similarity to the listings' names).
  ...['het gun', 'bal pen', 'steel flask 1 litre', 'cotton towel solapur', 'air fryer 4 litre', 'grinder 4 inch', 'xyzzy denim', 'tomatoseeds', 'cotonkurti'].map((q) => ({ q })),
  { q: 'grinder 4 inch', filters: { state: 'maharashtra' } },
  { q: 'bal pen', filters: { verified: true } },
  { q: 'het gun', filters: { availability: 'in_stock' } },
];

describe('the search page from the in-memory index', () => {
  it('lists the same products, totals, facets and suppliers as the SQL engine', async () => {
    const page = (input: Parameters<typeof searchProducts>[0]) => {
      clearSearchCache();
      return searchProducts({ limit: 24, facets: true, suppliers: 4, ...input });
    };
    await stopSearchIndex();
    const bySql = [];
    for (const input of PAGE_QUERIES) bySql.push(await page(input));
    await startSearchIndex();
    expect(searchIndexStatus()).toMatchObject({ state: 'ready' });
    expect(searchIndexStatus().listings).toBeGreaterThan(200);
    // The index answers (not PostgreSQL's statement behind it).
    expect(await rankFromMemory({ tsquery: "'cotton'", typed: 'cotton', filters: {}, limit: 24, offset: 0, documentMatches: 501, nameMatches: 300, suppliers: 0 })).toMatchObject({ page: expect.any(Array) });
    for (const [index, input] of PAGE_QUERIES.entries()) {
      const fromIndex = await page(input);
      expect(fromIndex, JSON.stringify(input)).toEqual(bySql[index]);
    }
    expect(bySql.filter((result) => result.items.length > 0).length).toBeGreaterThan(15);
    expect(bySql.filter((result) => result.match === 'similar-name' && result.items.length > 0).length).toBeGreaterThanOrEqual(6);
    expect(await similarNamesFromMemory({ typed: 'het gun', names: 10, filters: {}, limit: 24, offset: 0, documentMatches: 501, suppliers: 0 })).toMatchObject({ page: expect.any(Array) });
  });
});

describe('pg_trgm semantics in TypeScript', () => {
  it('gives every seeded name the similarity() and % of PostgreSQL for typed and misspelt queries', async () => {
    const { rows: names } = await db().execute<{ name: string }>(sql`SELECT DISTINCT lower(name) AS name FROM products ORDER BY 1`);
    const queries = ['tomatoseeds', 'het gun', 'bluedenim jaket', 'ledbulb', 'cotonkurti', 'a b', 'x²', 'café crème', 'हल्दी पाउडर', 'दाल', '', '!!', ...names.slice(0, 40).map(({ name }) => name.replace(/(.)(.)/, '$2$1'))];
    const { rows } = await db().execute<{ name: string; q: string; similarity: number; close: boolean }>(sql`
      SELECT n.name, q.q, similarity(n.name, q.q)::float8 AS similarity, n.name % q.q AS close
      FROM (SELECT DISTINCT lower(name) AS name FROM products) n CROSS JOIN jsonb_array_elements_text(${JSON.stringify([...queries, ...names.map(({ name }) => name)])}::jsonb) AS q(q)`);
    expect(rows.length).toBeGreaterThan(10_000);
    let close = 0;
    for (const row of rows) {
      expect(similarity(row.name, row.q), `${row.name} ~ ${row.q}`).toBe(row.similarity);
      expect(similarity(row.name, row.q) >= SIMILARITY_THRESHOLD, `${row.name} % ${row.q}`).toBe(row.close);
      if (row.close) close++;
    }
    expect(close).toBeGreaterThan(100);
  });
});

describe('the similar-name pass from the index', () => {
  it('picks the closest names and ranks their listings as PostgreSQL does: ties, spellings differing in case, more close names than are compared', async () => {
    await startCatalogueEvents();
    await startSearchIndex();
    const where = await lastCategoryPair();
    const [first, second] = [await createSeller(true, '27'), await createSeller(false, '09')];
    const names = ['Quartz Wall Clock', 'QUARTZ WALL CLOCK', 'quartz wall clock', 'Wall Clock Quartz', 'Quartz Clock Wall', 'Quartz Wall Clocks', 'Quartz Wal Clock', 'Quartz Table Clock', 'Quartz Desk Clock', 'Quartz Wall Clock Silent'];
    const numbered = Array.from({ length: 12 }, (_, k) => `Quartz Wall Clock ${k + 1}`);
    const inserted = [
      ...(await insertListings(first.companyId, where, [...names, ...numbered].map((name) => ({ name })))),
      ...(await insertListings(second.companyId, where, [...names.slice(0, 6), ...numbered.slice(0, 3)].map((name) => ({ name })))),
      ...(await insertListings(second.companyId, where, [{ name: 'Quartz Wall Clock', status: 'paused' }])),
    ];
    await transaction((tx) => catalogueChanged(tx));
    const last = inserted.at(-2)!.id;
    const rank = (q: string, filters: ProductFilters = {}) => similarNamesFromMemory({ typed: q, names: 10, filters, limit: 200, offset: 0, documentMatches: 501, suppliers: 0 });
    const started = performance.now();
    while (!(await rank('quartz wall clock'))?.page.includes(last)) {
      if (performance.now() - started > 5_000) throw new Error('the index did not take the listings in');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const queries: Array<[string, ProductFilters]> = [['quartz wal clok', {}], ['qartz wall clock', {}], ['clock wall quartz', {}], ['quartzwallclock', {}], ['QUARTZ desk', {}], ['quartz wall clock 1', {}], ['quartz wal clok', { state: 'uttar-pradesh' }], ['quartz wal clok', { verified: true }], ['zzzz qqqq', {}]];
    let ranked = 0;
    for (const [q, filters] of queries) {
      const tokens = [...(filters.state ? ["'st_09'"] : []), ...(filters.verified ? ["'vf_1'"] : [])];
      const { rows } = await db().execute<{ id: number }>(sql`
        SELECT p.id FROM products p
        WHERE lower(p.name) = ANY(ARRAY(SELECT lower(n.name) FROM product_names n WHERE lower(n.name) % lower(${q})
          ORDER BY similarity(lower(n.name), lower(${q})) DESC, n.name COLLATE "C" LIMIT 10))
          AND p.status = 'live' AND NOT p.supplier_suspended ${tokens.length > 0 ? sql`AND p.search_document @@ ${tokens.join(' & ')}::tsquery` : sql``}
        ORDER BY similarity(lower(p.name), lower(${q})) DESC, p.id`);
      const fromIndex = await rank(q, filters);
      expect(fromIndex?.page, `${q} ${JSON.stringify(filters)}`).toEqual(rows.map((row) => row.id));
      expect(fromIndex?.total).toBe(rows.length);
      ranked += rows.length;
    }
    expect(ranked).toBeGreaterThan(100);
  });
});

describe('following the catalogue', () => {
  const found = async (q: string) => (await searchProducts({ q, limit: 24 })).items.map((item) => item.id);
  /** Milliseconds until `check` holds (searching as a visitor would), failing after 5 s. */
  async function untilSearch(check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > 5_000) throw new Error('the index did not follow the change within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  }

  it('shows a listing added, renamed, paused and deleted through another process within two seconds', async () => {
    await startCatalogueEvents();
    await startSearchIndex();
    const seller = await createSeller(true);
    const where = await lastCategoryPair();
    // Written as another process would: the rows, then the NOTIFY in the same transaction.
    const write = (statement: ReturnType<typeof sql>) =>
      transaction(async (tx) => {
        await tx.execute(statement);
        await catalogueChanged(tx);
      });
    const [listing] = await insertListings(seller.companyId, where, [{ name: 'Zanskar Apricot Kernel Oil' }]);
    await write(sql`SELECT 1`);
    expect(await untilSearch(async () => (await found('zanskar apricot')).includes(listing!.id))).toBeLessThan(2_000);

    await write(sql`UPDATE products SET name = 'Ladakh Seabuckthorn Juice' WHERE id = ${listing!.id}`);
    // (The old name stays findable: the fixture's description repeats it.)
    expect(await untilSearch(async () => (await found('seabuckthorn')).includes(listing!.id))).toBeLessThan(2_000);

    await write(sql`UPDATE products SET status = 'paused' WHERE id = ${listing!.id}`);
    expect(await untilSearch(async () => !(await found('seabuckthorn')).includes(listing!.id))).toBeLessThan(2_000);

    await write(sql`UPDATE products SET status = 'live' WHERE id = ${listing!.id}`);
    expect(await untilSearch(async () => (await found('seabuckthorn')).includes(listing!.id))).toBeLessThan(2_000);

    await write(sql`DELETE FROM products WHERE id = ${listing!.id}`);
    expect(await untilSearch(async () => !(await found('seabuckthorn')).includes(listing!.id))).toBeLessThan(2_000);
    expect(searchIndexStatus().state).toBe('ready');
  });

  it("shows a supplier's profile change, suspension and removal in the suppliers strip within two seconds", async () => {
    await startCatalogueEvents();
    await startSearchIndex();
    const strip = async (q: string) => (await searchProducts({ q, limit: 24, suppliers: 4 })).suppliers?.items.map((item) => item.slug) ?? [];
    const write = (statement: ReturnType<typeof sql>) =>
      transaction(async (tx) => {
        await tx.execute(statement);
        await catalogueChanged(tx);
      });
    const seller = await createSeller(true);
    // Found by its own profile only: it sells nothing yet.
    await write(sql`UPDATE companies SET name = 'Zojila Pashmina Weavers' WHERE id = ${seller.companyId}`);
    expect(await untilSearch(async () => (await strip('pashmina weavers')).includes(seller.slug))).toBeLessThan(2_000);
    expect(readySearchIndex()?.index.suppliers.size).toBeGreaterThan(1);

    await write(sql`UPDATE companies SET suspended_at = now() WHERE id = ${seller.companyId}`);
    expect(await untilSearch(async () => !(await strip('pashmina weavers')).includes(seller.slug))).toBeLessThan(2_000);

    await write(sql`UPDATE companies SET suspended_at = NULL WHERE id = ${seller.companyId}`);
    expect(await untilSearch(async () => (await strip('pashmina weavers')).includes(seller.slug))).toBeLessThan(2_000);

    await write(sql`UPDATE companies SET role = 'buyer' WHERE id = ${seller.companyId}`);
    expect(await untilSearch(async () => !(await strip('pashmina weavers')).includes(seller.slug))).toBeLessThan(2_000);

    // Deleted by hand (the app closes accounts without deleting them): the index lets it go too.
    const other = await createSeller(false);
    await write(sql`UPDATE companies SET name = 'Changthang Pashmina Weavers' WHERE id = ${other.companyId}`);
    expect(await untilSearch(async () => (await strip('pashmina weavers')).includes(other.slug))).toBeLessThan(2_000);
    const before = (await searchProducts({ q: 'pashmina weavers', limit: 24, suppliers: 4 })).suppliers?.total ?? 0;
    await write(sql`DELETE FROM companies WHERE id = ${other.companyId}`);
    expect(await untilSearch(async () => (await searchProducts({ q: 'pashmina weavers', limit: 24, suppliers: 4 })).suppliers?.total === before - 1)).toBeLessThan(2_000);
    expect(searchIndexStatus().state).toBe('ready');
  });

  it('takes in only what changed: a change notice with nothing new leaves the index and the caches alone', async () => {
    await startCatalogueEvents();
    await startSearchIndex();
    let updates = 0;
    const unsubscribe = onSearchIndexUpdated(() => updates++);
    try {
      const seller = await createSeller();
      const [listing] = await insertListings(seller.companyId, await lastCategoryPair(), [{ name: 'Quiet Pistachio Kernels' }]);
      await transaction((tx) => catalogueChanged(tx));
      await untilSearch(async () => (await found('pistachio')).includes(listing!.id));
      const after = updates;
      expect(after).toBeGreaterThan(0);
      await transaction((tx) => catalogueChanged(tx));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(updates).toBe(after);
    } finally {
      unsubscribe();
    }
  });

  it('does not miss a change whose transaction began before and committed after another the index read', async () => {
    await startCatalogueEvents();
    await startSearchIndex();
    const seller = await createSeller();
    const where = await lastCategoryPair();
    const [early, late] = await insertListings(seller.companyId, where, [{ name: 'Early Walnut Kernels' }, { name: 'Late Almond Kernels' }]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The slow transaction takes its id first, renames one listing, and waits.
    const slow = transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET name = 'Kashmiri Walnut Kernels' WHERE id = ${early!.id}`);
      await held;
      await catalogueChanged(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET name = 'Mamra Almond Kernels' WHERE id = ${late!.id}`);
      await catalogueChanged(tx);
    });
    await untilSearch(async () => (await found('mamra')).includes(late!.id));
    release();
    await slow;
    expect(await untilSearch(async () => (await found('kashmiri walnut')).includes(early!.id))).toBeLessThan(2_000);
  });
});
