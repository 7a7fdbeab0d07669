import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type EnterpriseType, roundEstimate, type ProductFilters, type ProductHit, type SortOrder } from '~/domain/search';
import { highlightTerms, queryTerms } from '~/domain/search-terms';
import { CLOSE_MATCHES, NO_SEARCHABLE_WORDS } from '~/domain/search';
import { thumbKeyOf, uploadUrl } from '~/domain/account-photos';
import { productImageUrl, productUrl, supplierUrl } from '~/domain/urls';
import { executePrepared } from '~/services/db/client.server';
import { readDb } from '~/services/db/replicas.server';
import type { ProductSearchInput, ProductSearchResult, SearchEngine, SupplierSearchResult } from './engine';
import { facetColumns, type FacetSource, facetSources, facetsFor } from './postgres-facets.server';
import { COLUMNS, COUNTED_MATCHES, everyCondition, filterConditions, type Filtering, JOINS, LIVE, type Match, joinTsQueries, NAME_CANDIDATES, SIMILAR_NAMES, normaliseGroups, orderBy, tsQueryGroups, productWhere, relevance } from './postgres-sql.server';
import { searchSuppliers, supplierQuery, suppliersByIds, type SupplierRow, toSupplierResult } from './postgres-suppliers.server';
import { indexAnswers, type MemoryRanking, rankFromMemory, similarNamesFromMemory } from './memory-ranking.server';
import { ResultCache } from './result-cache';
import { suggest } from './postgres-suggest.server';
import { corrections, hasUnknownWord } from './postgres-spelling.server';

/*
 * The search engine on PostgreSQL (full-text search plus pg_trgm; docs/decisions/0005 and 0008):
 * product search here, with its shared SQL in postgres-sql.server.ts, facet counts in
 * postgres-facets.server.ts, supplier search in postgres-suppliers.server.ts and suggestions in
 * postgres-suggest.server.ts.
 */

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  name_hi: string | null;
  slug: string;
  category_name: string;
  category_slug: string;
  subcategory_name: string;
  price_min_paise: string | number | null;
  price_max_paise: string | number | null;
  unit: string;
  min_order_qty: number;
  /** The seller's first photo, when there is one. */
  photo_key: string | null;
  supplier_name: string;
  supplier_slug: string;
  city: string;
  state_name: string | null;
  verified: boolean;
  enterprise_type: EnterpriseType;
}

interface Found {
  items: ProductHit[];
  total: number;
  /** The total is an estimate: more than COUNTED_MATCHES matched. */
  estimated: boolean;
  /** How many results can be paged through: every match, or a broad query's ranked candidates. */
  reachable: number;
  where: SQL;
  /** The matches' facet sources, listed with them when the query that found them could (see rankCandidates). */
  facetSources?: FacetSource[];
  suppliers?: SupplierSearchResult;
}

/** What a product query computes besides the page of products. */
interface Extras {
  facets: boolean;
  /** Suppliers to find among the matches; 0 for none. */
  suppliers: number;
  filters: ProductFilters;
}

/**
 * The planner's estimates, kept for ten minutes: they come from the table's statistics, which
 * change only when PostgreSQL analyses it again, and asking (EXPLAIN parses and plans a statement)
 * was a tenth of a broad search's database time. Most searches share a word with an earlier one.
 */
const estimates = new ResultCache<number>({ ttlMs: 10 * 60_000, maxEntries: 5_000 });
const dialect = new PgDialect();

/** The planner's row estimate for products matching `where` (EXPLAIN: nothing is read). */
function estimateRows(where: SQL): Promise<number> {
  const statement = sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products p WHERE ${where}`;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return estimates.getOrLoad(`${text}\u0000${JSON.stringify(params)}`, async () => {
    const result = await readDb().execute<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(statement);
    return result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  });
}

/** How many products match `where`, counted up to COUNTED_MATCHES + 1. */
async function countFirstMatches(where: SQL): Promise<number> {
  const result = await readDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${COUNTED_MATCHES + 1}) m`);
  return result.rows[0]?.n ?? 0;
}

/**
 * An exact count up to COUNTED_MATCHES, else an estimate. The planner multiplies word
 * selectivities as if words were independent ("basmati" and "rice" are not), so for several words
 * the estimate is the smallest single word's, an upper bound that is close in practice.
 */
async function countMatches(match: Match, filtering: Filtering, counted?: number): Promise<{ total: number; estimated: boolean }> {
  const where = productWhere(match, filtering);
  const n = counted ?? (await countFirstMatches(where));
  if (n <= COUNTED_MATCHES) return { total: n, estimated: false };
  // A stop word's group is empty: it bounds nothing.
  const wordGroups = match.kind === 'text' ? match.groups.filter((group) => group !== '') : [];
  const groups = wordGroups.length > 1 ? wordGroups : [match.kind === 'text' ? match.tsquery : ''];
  const estimates = await Promise.all(groups.map((group) => estimateRows(productWhere(match, filtering, group))));
  return { total: roundEstimate(Math.max(n, Math.min(...estimates))), estimated: true };
}

async function runProductQuery(match: Match, extras: Extras, sort: SortOrder, limit: number, offset: number): Promise<Found> {
  const { filters } = extras;
  const filtering = filterConditions(filters, match.kind === 'text');
  const where = productWhere(match, filtering);
  if (sort === 'relevance' && match.kind !== 'browse') return rankCandidates(match, filtering, where, limit, offset, extras);
  // Catalogue order (subcategory, then position) one subcategory at a time: each reads at most
  // offset + limit rows through the (subcategory_id, position) index instead of sorting a whole
  // category. A supplier's few products are simply sorted.
  const sections = [filters.category ? sql`c.slug = ${filters.category}` : sql`true`, filters.subcategory ? sql`s.slug = ${filters.subcategory}` : sql`true`];
  const rows =
    sort === 'relevance' && !filters.supplier
      ? sql`SELECT ${COLUMNS}
      FROM categories c JOIN subcategories s ON s.category_id = c.id AND ${sql.join(sections, sql` AND `)}
      CROSS JOIN LATERAL (SELECT p.id, p.name, p.name_hi, p.slug, p.company_id, p.price_min_paise, p.price_max_paise, p.unit, p.min_order_qty, p.position
        FROM products p WHERE p.subcategory_id = s.id AND ${where} ORDER BY p.position, p.id LIMIT ${offset + limit}) p
      JOIN companies co ON co.id = p.company_id LEFT JOIN states st ON st.code = co.state_code
      ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${COLUMNS} FROM products p ${JOINS} WHERE ${where} ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`;
  const [result, { total, estimated }] = await Promise.all([readDb().execute<ProductRow>(rows), countMatches(match, filtering)]);
  return { items: result.rows.map(toHit), total, estimated, reachable: total, where };
}

/** Whether the in-memory index ranks this search (relevance order, index in use): then a reading that matches nothing costs nothing to try. */
const indexRanks = (sort: SortOrder, filters: ProductFilters) => sort === 'relevance' && indexAnswers(filters);

/**
 * The products of a reading of the words that mostly matches nothing (the Hinglish reading: a
 * vocabulary word's other spellings, Hindi names' sound keys; words with a typo), or undefined
 * when it matches nothing: counting its first matches alone answers that for a fraction of what
 * planning the whole ranking, facet and supplier statement costs (none when the index ranks: it
 * answers a reading that matches nothing at once). Counted with the statement's own bound (LIMIT),
 * so PostgreSQL reads them the way that statement would: asked only whether one row exists, it chose to read the whole
 * table for words it had no statistics about, expecting an early hit. Not for readings that mostly
 * match: their probe would read the same matches twice.
 */
async function runIfAnyMatch(match: Extract<Match, { kind: 'text' }>, extras: Extras, sort: SortOrder, limit: number, offset: number): Promise<Found | undefined> {
  if (!indexRanks(sort, extras.filters) && (await countFirstMatches(productWhere(match, filterConditions(extras.filters, true)))) === 0) return undefined;
  const found = await runProductQuery(match, extras, sort, limit, offset);
  return found.total > 0 ? found : undefined;
}

/** What a query found when a probe found nothing: no products, facets or suppliers. */
function nothingFound(match: Match, filters: ProductFilters): Found {
  return { items: [], total: 0, estimated: false, reachable: 0, where: productWhere(match, filterConditions(filters, match.kind === 'text')), facetSources: [], suppliers: toSupplierResult([], false) };
}

/**
 * Relevance order for a text or trigram match: up to COUNTED_MATCHES + 1 matches of the whole
 * document and, when there are more, NAME_CANDIDATES matches of the name alone (so products named
 * by the query are always in the running), ranked together. When the document matches fit, that
 * is every match (a product's name is part of its document, so every name match among them), and
 * the ranking and the total are exact.
 *
 * One statement reads each match once: its score is computed as it is found, only the page's rows
 * are joined for display, and the facets and the suppliers are counted from those same matches.
 * At a million products, looking the words up again or fetching every candidate twice was most
 * of a search's cost (bench/RESULTS.md, issue 20 point 7).
 */
async function rankCandidates(match: Exclude<Match, { kind: 'browse' }>, filtering: Filtering, where: SQL, limit: number, offset: number, extras: Extras): Promise<Found> {
  const ranked =
    match.kind === 'text'
      ? await rankFromMemory({ tsquery: match.tsquery, typed: match.q, filters: extras.filters, limit, offset, documentMatches: COUNTED_MATCHES + 1, nameMatches: NAME_CANDIDATES, suppliers: extras.suppliers })
      : await similarNamesFromMemory({ typed: match.q, names: SIMILAR_NAMES, filters: extras.filters, limit, offset, documentMatches: COUNTED_MATCHES + 1, suppliers: extras.suppliers });
  if (ranked) return pageFromMemory(where, ranked, extras);
  const filters = sql` AND ${sql.join(everyCondition(filtering), sql` AND `)}`;
  const score = relevance(match);
  // Name matches are looked up only when the document matches did not all fit (else they are among
  // them), and scored only when they are not already candidates: mostly they are.
  const byName =
    match.kind === 'text'
      ? sql`, named AS MATERIALIZED (SELECT p.id FROM products p
          WHERE (SELECT count(*) FROM matched) > ${COUNTED_MATCHES} AND to_tsvector('english', p.name) @@ ${match.tsquery}::tsquery${filters} LIMIT ${NAME_CANDIDATES})`
      : sql``;
  const scoredByName =
    match.kind === 'text'
      ? sql`UNION ALL SELECT p.id, ${score} AS score FROM named JOIN products p ON p.id = named.id JOIN companies co ON co.id = p.company_id
          WHERE named.id NOT IN (SELECT id FROM matched)`
      : sql``;
  const rows = await executePrepared<{ matched: number; candidates: number; items: ProductRow[]; facets: FacetSource[] | null; suppliers: SupplierRow[] | null }>(readDb(), sql`
    WITH matched AS MATERIALIZED (SELECT p.id, p.company_id, ${facetColumns}, ${score} AS score
      FROM products p JOIN companies co ON co.id = p.company_id WHERE ${where} LIMIT ${COUNTED_MATCHES + 1})${byName},
    candidates AS MATERIALIZED (SELECT id, score FROM matched ${scoredByName}),
    top AS MATERIALIZED (SELECT id, score FROM candidates ORDER BY score DESC, id LIMIT ${limit} OFFSET ${offset}),
    page AS (SELECT ${COLUMNS}, row_number() OVER (ORDER BY top.score DESC, top.id) AS ord FROM top JOIN products p ON p.id = top.id ${JOINS})
    SELECT (SELECT count(*)::int FROM matched) AS matched, (SELECT count(*)::int FROM candidates) AS candidates,
      (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]') FROM page) AS items,
      ${extras.facets ? facetSources(sql`matched`) : sql`NULL`} AS facets,
      ${extras.suppliers > 0 ? sql`(SELECT json_agg(s ORDER BY s.ord) FROM (${supplierQuery(match.kind === 'text' ? sql`${match.tsquery}::tsquery` : null, sql`SELECT company_id FROM matched`, extras.filters, extras.suppliers, 0)}) s)` : sql`NULL`} AS suppliers`);
  const row = rows[0];
  const matched = row?.matched ?? 0;
  const { total, estimated } = await countMatches(match, filtering, matched);
  return {
    items: (row?.items ?? []).map(toHit),
    total,
    estimated,
    reachable: estimated ? (row?.candidates ?? 0) : total,
    where,
    facetSources: row?.facets ?? undefined,
    suppliers: extras.suppliers > 0 ? toSupplierResult(row?.suppliers ?? [], matched > COUNTED_MATCHES) : undefined,
  };
}

/**
 * rankCandidates' answer when the in-memory index found and ranked the candidates and the suppliers
 * (memory-ranking.server.ts): PostgreSQL fetches the page's rows and the suppliers shown by id (still
 * live: a listing paused a moment ago is left out), in one statement, and none when there is nothing
 * to show.
 */
async function pageFromMemory(where: SQL, ranked: MemoryRanking, extras: Extras): Promise<Found> {
  const ids = (list: number[]) => `{${list.join(',')}}`;
  const atLeast = ranked.matched > COUNTED_MATCHES;
  const strip = ranked.suppliers;
  const showsSuppliers = extras.suppliers > 0 && strip.ids.length > 0;
  const rows =
    ranked.page.length > 0 || showsSuppliers
      ? await executePrepared<{ items: ProductRow[]; suppliers: SupplierRow[] | null }>(readDb(), sql`
      WITH page AS (SELECT ${COLUMNS}, k.ord FROM unnest(${ids(ranked.page)}::int[]) WITH ORDINALITY AS k(id, ord) JOIN products p ON p.id = k.id ${JOINS} WHERE ${LIVE})
      SELECT (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]') FROM page) AS items,
        ${showsSuppliers ? sql`(SELECT json_agg(s ORDER BY s.ord) FROM (${suppliersByIds(ids(strip.ids), strip.total)}) s)` : sql`NULL`} AS suppliers`)
      : [];
  const row = rows[0];
  // More matches than are ranked: the index counted them (PostgreSQL's planner estimated them).
  const estimated = ranked.matched > COUNTED_MATCHES;
  const total = estimated ? roundEstimate(ranked.total) : ranked.matched;
  return {
    items: (row?.items ?? []).map(toHit),
    total,
    estimated,
    reachable: estimated ? ranked.candidates : total,
    where,
    facetSources: ranked.facetSources,
    suppliers: extras.suppliers > 0 ? toSupplierResult(row?.suppliers ?? [], atLeast, strip.total) : undefined,
  };
}

/** Prices are bigint: a string in a result row, a number inside JSON. */
const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

function toHit(row: ProductRow): ProductHit {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.name_hi,
    slug: row.slug,
    url: productUrl(row.slug),
    imageUrl: row.photo_key ? uploadUrl(thumbKeyOf(row.photo_key)) : productImageUrl(row.slug),
    categoryName: row.category_name,
    categorySlug: row.category_slug,
    subcategoryName: row.subcategory_name,
    priceMinPaise: toNumber(row.price_min_paise),
    priceMaxPaise: toNumber(row.price_max_paise),
    unit: row.unit,
    minOrderQty: row.min_order_qty,
    supplier: {
      name: row.supplier_name,
      slug: row.supplier_slug,
      url: supplierUrl(row.supplier_slug),
      city: row.city,
      stateName: row.state_name,
      verified: row.verified,
      enterpriseType: row.enterprise_type,
    },
  };
}

/** The most words a query can have and still be a product's whole name mistyped (the similar-name pass). */
const NAME_LENGTH_WORDS = 5;

async function searchProducts({ q, limit = 20, offset = 0, filters = {}, sort = 'relevance', facets = false, suppliers = 0, strict = false }: ProductSearchInput): Promise<ProductSearchResult> {
  const words = queryTerms(q);
  const extras: Extras = { facets, suppliers, filters };
  // Only emoji or punctuation ("🙂", "!!!"): nothing to search for, and listing the whole
  // catalogue would answer a question nobody asked.
  if (words.length === 0 && /\S/u.test(q)) return { items: [], total: 0, estimated: false, reachable: 0, match: 'all-words', terms: [], message: NO_SEARCHABLE_WORDS };
  const withSynonyms = (list: string[], loose = false) => highlightTerms(list, loose);
  const finish = async (found: Found, match: ProductSearchResult['match'], terms: string[], didYouMean?: string, message?: ProductSearchResult['message']): Promise<ProductSearchResult> => ({
    items: found.items,
    total: found.total,
    estimated: found.estimated,
    reachable: found.reachable,
    match,
    terms,
    didYouMean,
    facets: facets ? await facetsFor(found) : undefined,
    // Other sort orders do not gather the matches in one statement; their suppliers are looked up
    // for the words that found the products.
    suppliers: suppliers > 0 ? (found.suppliers ?? (await searchSuppliers({ q: didYouMean ?? q, limit: suppliers, filters }))) : undefined,
    ...(message ? { message } : {}),
  });
  // A reading's query: its groups' to_tsquery texts joined; with all words, each group bounds the
  // estimate of the whole (an OR query has no such bound).
  const text = async (queryGroups: string[], mode: 'all' | 'any', query: string): Promise<Extract<Match, { kind: 'text' }>> => {
    const groups = await normaliseGroups(readDb(), queryGroups);
    return { kind: 'text', tsquery: joinTsQueries(groups, mode), q: query, groups: mode === 'all' ? groups : [] };
  };

  if (words.length === 0) return finish(await runProductQuery({ kind: 'browse' }, extras, sort, limit, offset), 'all-words', []);

  const typed = q.trim();
  // The Hinglish reading (below) is read with the words as typed: its groups are asked with theirs, in one round trip.
  const [exactGroups, looseGroups] = [tsQueryGroups(words), tsQueryGroups(words, false, true)];
  const hinglish = looseGroups.join() !== exactGroups.join();
  await normaliseGroups(readDb(), [...exactGroups, ...(hinglish ? looseGroups : [])]);
  // Whether to probe first matters only when PostgreSQL ranks (runIfAnyMatch).
  const [exactMatch, unknown] = await Promise.all([text(exactGroups, 'all', typed), indexRanks(sort, filters) ? false : hasUnknownWord(words)]);
  // A word the catalogue does not have (a typo, mostly) usually finds nothing: probe first.
  const exact = unknown ? ((await runIfAnyMatch(exactMatch, extras, sort, limit, offset)) ?? nothingFound(exactMatch, extras.filters)) : await runProductQuery(exactMatch, extras, sort, limit, offset);
  if (exact.total > 0) return finish(exact, 'all-words', withSynonyms(words));

  // Hinglish the vocabulary does not list as typed ("dhaniyaa", "jhumke"): its sound key may be a
  // Hindi name's word or a vocabulary word spelt another way. A real catalogue word a trader may
  // mean, so it is tried before any spelling correction (which would turn "dhaniya" into "chaniya").
  if (hinglish) {
    const found = await runIfAnyMatch(await text(looseGroups, 'all', typed), extras, sort, limit, offset);
    if (found) {
      // A misspelt English word ("basmti") can meet its catalogue word by sound too: when spelling
      // correction names the very words the loose match found, the page still offers the spelling.
      const terms = withSynonyms(words, true);
      const fixes = await corrections(words);
      const sameWords = fixes.size > 0 && [...fixes.values()].every((fix) => terms.some((term) => term.toLowerCase() === fix.toLowerCase()));
      if (sameWords) return finish(found, 'corrected', terms, words.map((word) => fixes.get(word) ?? word).join(' '));
      return finish(found, 'all-words', terms, undefined, CLOSE_MATCHES);
    }
  }

  const fixes = await corrections(words);
  const corrected = words.map((word) => fixes.get(word) ?? word);
  const didYouMean = fixes.size > 0 ? corrected.join(' ') : undefined;
  // The corrected words (for all of them, then the last resort's any of them): at most one round trip.
  const correctedGroups = tsQueryGroups(corrected);
  await normaliseGroups(readDb(), correctedGroups);
  if (didYouMean) {
    const fixed = await runProductQuery(await text(correctedGroups, 'all', didYouMean), extras, sort, limit, offset);
    if (fixed.total > 0) return finish(fixed, 'corrected', withSynonyms(corrected), didYouMean);
  }
  if (strict) return finish(exact, 'all-words', withSynonyms(words));
  // Words run together ("tomatoseeds") or a misspelt whole name: compare with product names. Not a
  // sentence: "basmati rice premium export quality long grain aged …" was answered with the one name
  // sharing most letter triples ("Export Quality Ball Pen") instead of the products with most of its words.
  if (words.length <= NAME_LENGTH_WORDS) {
    const byName = await runProductQuery({ kind: 'trigram', q: typed }, extras, sort, limit, offset);
    if (byName.total > 0) return finish(byName, 'similar-name', withSynonyms(corrected), byName.items[0]?.name);
  }
  // Last resort: match on at least one word, best matches first.
  const lenient = await runProductQuery(await text(correctedGroups, 'any', didYouMean ?? typed), extras, sort, limit, offset);
  return finish(lenient, 'any-word', withSynonyms(corrected), didYouMean);
}

export const postgresSearchEngine: SearchEngine = { searchProducts, searchSuppliers, suggest };
