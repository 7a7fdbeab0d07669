import { type SQL, sql } from 'drizzle-orm';
import {
  type EnterpriseType,
  ENTERPRISE_TYPE_LABELS,
  roundEstimate,
  type FacetValue,
  type ProductFacets,
  type ProductFilters,
  type ProductHit,
  type SortOrder,
  type Suggestion,
  type SupplierHit,
} from '~/domain/search';
import { editDistance, isKnownTradeWord, queryWords, synonymsOf } from '~/domain/search-synonyms';
import { categoryUrl, productImageUrl, productUrl, supplierUrl } from '~/domain/urls';
import { db } from '~/services/db/client.server';
import type { ProductSearchInput, ProductSearchResult, SearchEngine, SupplierFilters, SupplierSearchInput, SupplierSearchResult } from './search.server';

/** Letters and digits only, so a word can never carry tsquery operators. */
const safeWord = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

function alternative(phrase: string, prefix: boolean): string | null {
  const words = phrase.split(' ').map(safeWord).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return `${words[0]}${prefix ? ':*' : ''}`;
  return `(${words.join(' <-> ')})`;
}

/**
 * to_tsquery text for the words: each word OR its synonyms, the words joined with AND (or OR for
 * the lenient pass). Built from sanitised words only; passed to PostgreSQL as a parameter.
 */
export function buildTsQuery(words: string[], mode: 'all' | 'any', prefixLast = false): string {
  const groups = words
    .map((word, index) => {
      const prefix = prefixLast && index === words.length - 1;
      const alternatives = [alternative(word, prefix), ...synonymsOf(word).map((s) => alternative(s, false))].filter((a): a is string => a !== null);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
    })
    .filter((group): group is string => Boolean(group));
  return groups.join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * Filters as conditions on `products p` alone (subqueries for the joined tables), so the bounded
 * candidate scans below stay single-table index scans whatever the filters.
 */
function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(sql`p.category_id = (SELECT c.id FROM categories c WHERE c.slug = ${filters.category})`);
  if (filters.subcategory) conditions.push(sql`p.subcategory_id IN (SELECT s.id FROM subcategories s WHERE s.slug = ${filters.subcategory})`);
  if (filters.supplier) conditions.push(sql`p.company_id = (SELECT co.id FROM companies co WHERE co.slug = ${filters.supplier})`);
  // State, enterprise type and verification are tokens in the product's own document (migration
  // 0006), so a filtered text search is one index lookup; the city is free text, joined.
  const tokens = supplierTokens(filters);
  if (tokens) conditions.push(sql`p.search_document @@ (${tokens})`);
  if (filters.city) conditions.push(sql`EXISTS (SELECT 1 FROM companies co WHERE co.id = p.company_id AND lower(co.city) = lower(${filters.city}))`);
  // A price filter keeps products whose price range overlaps the range asked for.
  if (filters.priceMinPaise !== undefined) conditions.push(sql`coalesce(p.price_max_paise, p.price_min_paise) >= ${filters.priceMinPaise}`);
  if (filters.priceMaxPaise !== undefined) conditions.push(sql`p.price_min_paise <= ${filters.priceMaxPaise}`);
  if (filters.maxMinOrderQty !== undefined) conditions.push(sql`p.min_order_qty <= ${filters.maxMinOrderQty}`);
  return conditions;
}

/**
 * The supplier filters a product's document carries as tokens ('st_27', 'et_msme', 'vf_1'; see
 * migration 0006), as one tsquery; null when none is asked for. An unknown state gives NULL, which
 * matches nothing.
 */
function supplierTokens(filters: SupplierFilters): SQL | null {
  const tokens: SQL[] = [];
  if (filters.state) tokens.push(sql`(SELECT ('st_' || st.code)::tsquery FROM states st WHERE st.slug = ${filters.state})`);
  if (filters.enterpriseType) tokens.push(sql`${`et_${filters.enterpriseType}`}::tsquery`);
  if (filters.verified) tokens.push(sql`'vf_1'::tsquery`);
  return tokens.length > 0 ? sql.join(tokens, sql` && `) : null;
}

/** The filters that describe the supplier, as conditions on `companies co`. */
function supplierConditions(filters: SupplierFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(sql`co.state_code = (SELECT st.code FROM states st WHERE st.slug = ${filters.state})`);
  if (filters.city) conditions.push(sql`lower(co.city) = lower(${filters.city})`);
  if (filters.enterpriseType) conditions.push(sql`co.enterprise_type = ${filters.enterpriseType}`);
  if (filters.verified) conditions.push(sql`co.verified`);
  return conditions;
}

/** How many of the closest product names a misspelt whole name is matched against. */
const SIMILAR_NAMES = 10;

type Match = { kind: 'browse' } | { kind: 'text'; tsquery: string; q: string; groups: string[] } | { kind: 'trigram'; q: string };

function matchCondition(match: Match, tsquery = match.kind === 'text' ? match.tsquery : ''): SQL {
  if (match.kind === 'text') return sql`p.search_document @@ to_tsquery('english', ${tsquery})`;
  // The closest few distinct names (a few thousand at a million products), then their products
  // by exact name: comparing with every product's name was the slow tail of misspelt searches.
  if (match.kind === 'trigram')
    return sql`lower(p.name) = ANY(ARRAY(SELECT lower(n.name) FROM product_names n WHERE lower(n.name) % lower(${match.q})
      ORDER BY similarity(lower(n.name), lower(${match.q})) DESC, n.name LIMIT ${SIMILAR_NAMES}))`;
  return sql`true`;
}

/**
 * How many matches are counted exactly and ranked for relevance. A broader query (a category word
 * at a million products matches tens of thousands) ranks a bounded candidate set — these document
 * matches plus the name matches below — and reports an estimated total: ranking or counting every
 * match of a common word is what made search slow (docs/decisions/0005-search-on-postgresql.md).
 */
export const COUNTED_MATCHES = 500;
const NAME_CANDIDATES = 300;

function orderBy(match: Match, sort: SortOrder): SQL {
  if (sort === 'price-asc') return sql`p.price_min_paise ASC NULLS LAST, p.id`;
  if (sort === 'price-desc') return sql`coalesce(p.price_max_paise, p.price_min_paise) DESC NULLS LAST, p.id`;
  if (sort === 'newest') return sql`p.created_at DESC, p.id DESC`;
  if (match.kind === 'text') {
    // Weighted text rank, plus a boost when the whole query appears in the name and a larger one
    // when it is the name, so "denim jacket" puts Blue Denim Jacket above a denim shirt.
    return sql`ts_rank(p.search_document, to_tsquery('english', ${match.tsquery}))
      + CASE WHEN lower(p.name) = lower(${match.q}) THEN 1 WHEN strpos(lower(p.name), lower(${match.q})) > 0 THEN 0.5 ELSE 0 END
      + CASE WHEN co.verified THEN 0.01 ELSE 0 END DESC, p.id`;
  }
  if (match.kind === 'trigram') return sql`similarity(lower(p.name), lower(${match.q})) DESC, p.id`;
  return sql`c.position, s.position, p.position, p.id`;
}

const COLUMNS = sql`p.id, p.name, p.slug, c.name AS category_name, c.slug AS category_slug, s.name AS subcategory_name,
  p.price_min_paise, p.price_max_paise, p.unit, p.min_order_qty,
  co.name AS supplier_name, co.slug AS supplier_slug, co.city, st.name AS state_name, co.verified, co.enterprise_type`;

const JOINS = sql`JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN states st ON st.code = co.state_code`;

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  category_name: string;
  category_slug: string;
  subcategory_name: string;
  price_min_paise: string | number | null;
  price_max_paise: string | number | null;
  unit: string;
  min_order_qty: number;
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
  /** Facet rows computed with the matches, when the query that found them could (see rankCandidates). */
  facetRows?: FacetRow[];
  suppliers?: SupplierSearchResult;
}

/** What a product query computes besides the page of products. */
interface Extras {
  facets: boolean;
  /** Suppliers to find among the matches; 0 for none. */
  suppliers: number;
  filters: ProductFilters;
}

/** The planner's row estimate for products matching `where` (EXPLAIN: nothing is read). */
async function estimateRows(where: SQL): Promise<number> {
  const result = await db().execute<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products p WHERE ${where}`);
  return result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * An exact count up to COUNTED_MATCHES, else an estimate. The planner multiplies word
 * selectivities as if words were independent ("basmati" and "rice" are not), so for several words
 * the estimate is the smallest single word's, an upper bound that is close in practice.
 */
async function countMatches(match: Match, filters: SQL[], counted?: number): Promise<{ total: number; estimated: boolean }> {
  const where = sql.join([matchCondition(match), ...filters], sql` AND `);
  let n = counted;
  if (n === undefined) {
    const result = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${COUNTED_MATCHES + 1}) m`);
    n = result.rows[0]?.n ?? 0;
  }
  if (n <= COUNTED_MATCHES) return { total: n, estimated: false };
  const groups = match.kind === 'text' && match.groups.length > 1 ? match.groups : [match.kind === 'text' ? match.tsquery : ''];
  const estimates = await Promise.all(groups.map((group) => estimateRows(sql.join([matchCondition(match, group), ...filters], sql` AND `))));
  return { total: roundEstimate(Math.max(n, Math.min(...estimates))), estimated: true };
}

async function runProductQuery(match: Match, extras: Extras, sort: SortOrder, limit: number, offset: number): Promise<Found> {
  const { filters } = extras;
  const conditions = filterConditions(filters);
  const where = sql.join([matchCondition(match), ...conditions], sql` AND `);
  if (sort === 'relevance' && match.kind !== 'browse') return rankCandidates(match, conditions, where, limit, offset, extras);
  // Catalogue order (subcategory, then position) one subcategory at a time: each reads at most
  // offset + limit rows through the (subcategory_id, position) index instead of sorting a whole
  // category. A supplier's few products are simply sorted.
  const sections = [filters.category ? sql`c.slug = ${filters.category}` : sql`true`, filters.subcategory ? sql`s.slug = ${filters.subcategory}` : sql`true`];
  const rows =
    sort === 'relevance' && !filters.supplier
      ? sql`SELECT ${COLUMNS}
      FROM categories c JOIN subcategories s ON s.category_id = c.id AND ${sql.join(sections, sql` AND `)}
      CROSS JOIN LATERAL (SELECT p.id, p.name, p.slug, p.company_id, p.price_min_paise, p.price_max_paise, p.unit, p.min_order_qty, p.position
        FROM products p WHERE p.subcategory_id = s.id AND ${where} ORDER BY p.position, p.id LIMIT ${offset + limit}) p
      JOIN companies co ON co.id = p.company_id LEFT JOIN states st ON st.code = co.state_code
      ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${COLUMNS} FROM products p ${JOINS} WHERE ${where} ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`;
  const [result, { total, estimated }] = await Promise.all([db().execute<ProductRow>(rows), countMatches(match, conditions)]);
  return { items: result.rows.map(toHit), total, estimated, reachable: total, where };
}

/**
 * Relevance order for a text or trigram match: up to COUNTED_MATCHES + 1 matches of the whole
 * document and NAME_CANDIDATES matches of the name alone (so products named by the query are
 * always in the running), ranked together. When the document matches fit, that is every match,
 * and the ranking and the total are exact.
 *
 * One statement also counts the facets and finds the suppliers from those same matches when asked:
 * each separate query used to look the query up in the full-text index again, and at a million
 * products that lookup (a common word's posting list runs to tens of thousands of rows) was most
 * of a search's cost.
 */
async function rankCandidates(match: Exclude<Match, { kind: 'browse' }>, conditions: SQL[], where: SQL, limit: number, offset: number, extras: Extras): Promise<Found> {
  const filters = conditions.length > 0 ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
  const byName =
    match.kind === 'text'
      ? sql`UNION SELECT id FROM (SELECT p.id FROM products p WHERE to_tsvector('english', p.name) @@ to_tsquery('english', ${match.tsquery})${filters} LIMIT ${NAME_CANDIDATES}) n`
      : sql``;
  const result = await db().execute<{ matched: number; candidates: number; items: ProductRow[]; facets: FacetRow[] | null; suppliers: SupplierRow[] | null }>(sql`
    WITH matched AS MATERIALIZED (SELECT p.id, p.category_id, p.subcategory_id, p.company_id FROM products p WHERE ${where} LIMIT ${COUNTED_MATCHES + 1}),
    candidates AS MATERIALIZED (SELECT id FROM matched ${byName}),
    page AS (
      SELECT ${COLUMNS}, row_number() OVER (ORDER BY ${orderBy(match, 'relevance')}) AS ord
      FROM candidates JOIN products p ON p.id = candidates.id ${JOINS}
      ORDER BY ${orderBy(match, 'relevance')} LIMIT ${limit} OFFSET ${offset})
    SELECT (SELECT count(*)::int FROM matched) AS matched, (SELECT count(*)::int FROM candidates) AS candidates,
      (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]') FROM page) AS items,
      ${extras.facets ? sql`(SELECT json_agg(f) FROM (${facetQuery(sql`matched p`)}) f)` : sql`NULL`} AS facets,
      ${extras.suppliers > 0 ? sql`(SELECT json_agg(s ORDER BY s.ord) FROM (${supplierQuery(match.kind === 'text' ? match.tsquery : null, sql`SELECT company_id FROM matched`, extras.filters, extras.suppliers, 0)}) s)` : sql`NULL`} AS suppliers`);
  const row = result.rows[0];
  const matched = row?.matched ?? 0;
  const { total, estimated } = await countMatches(match, conditions, matched);
  return {
    items: (row?.items ?? []).map(toHit),
    total,
    estimated,
    reachable: estimated ? (row?.candidates ?? 0) : total,
    where,
    facetRows: row?.facets ?? undefined,
    suppliers: extras.suppliers > 0 ? toSupplierResult(row?.suppliers ?? [], matched > COUNTED_MATCHES) : undefined,
  };
}

/** Prices are bigint: a string in a result row, a number inside JSON. */
const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

function toHit(row: ProductRow): ProductHit {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: productUrl(row.slug),
    imageUrl: productImageUrl(row.slug),
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

interface FacetRow extends Record<string, unknown> {
  g_category: number;
  g_subcategory: number;
  g_state: number;
  g_type: number;
  category_slug: string | null;
  category_name: string | null;
  subcategory_slug: string | null;
  subcategory_name: string | null;
  state_slug: string | null;
  state_name: string | null;
  enterprise_type: EnterpriseType | null;
  /** bigint: a string in a result row, a number inside JSON. */
  n: string | number;
  verified: string | number;
}

/** Facet counts of a broad query come from this many of its matches, scaled to the estimated total. */
const FACET_SAMPLE = 500;

/** Facet counts (GROUPING SETS) over `source`: product rows with category_id, subcategory_id and company_id, as `p`. */
function facetQuery(source: SQL): SQL {
  return sql`
    SELECT grouping(c.slug) AS g_category, grouping(s.slug) AS g_subcategory, grouping(st.slug) AS g_state, grouping(co.enterprise_type) AS g_type,
      c.slug AS category_slug, min(c.name) AS category_name, s.slug AS subcategory_slug, min(s.name) AS subcategory_name,
      st.slug AS state_slug, min(st.name) AS state_name, co.enterprise_type, count(*) AS n,
      count(*) FILTER (WHERE co.verified) AS verified
    FROM ${source} ${JOINS}
    GROUP BY GROUPING SETS ((c.slug), (s.slug), (st.slug), (co.enterprise_type), ())`;
}

/** The facets of what was found: computed with the matches when possible, else by one more query. */
async function facetsFor(found: Found): Promise<ProductFacets> {
  const rows =
    found.facetRows ??
    (await db().execute<FacetRow>(facetQuery(found.estimated ? sql`(SELECT p.* FROM products p WHERE ${found.where} LIMIT ${FACET_SAMPLE}) p` : sql`(SELECT p.* FROM products p WHERE ${found.where}) p`))).rows;
  const all = rows.find((row) => row.g_category === 1 && row.g_subcategory === 1 && row.g_state === 1 && row.g_type === 1);
  const scale = found.estimated && all ? found.total / Number(all.n) : 1;
  // Counts scaled up from a sample are estimates, rounded so they claim no more precision than that.
  const count = (n: string | number) => (scale === 1 ? Number(n) : roundEstimate(Number(n) * scale));
  const facets: ProductFacets = { categories: [], subcategories: [], states: [], enterpriseTypes: [], verified: 0, estimated: scale !== 1 };
  const value = (v: string, label: string, n: string | number): FacetValue => ({ value: v, label, count: count(n) });
  // Most products first; equal counts in label order, so the list does not shuffle between requests.
  const ordered = [...rows].sort((a, b) => Number(b.n) - Number(a.n) || String(a.category_name ?? a.subcategory_name ?? a.state_name ?? a.enterprise_type).localeCompare(String(b.category_name ?? b.subcategory_name ?? b.state_name ?? b.enterprise_type)));
  for (const row of ordered) {
    if (row.g_category === 0 && row.category_slug) facets.categories.push(value(row.category_slug, row.category_name ?? row.category_slug, row.n));
    else if (row.g_subcategory === 0 && row.subcategory_slug) facets.subcategories.push(value(row.subcategory_slug, row.subcategory_name ?? row.subcategory_slug, row.n));
    else if (row.g_state === 0 && row.state_slug) facets.states.push(value(row.state_slug, row.state_name ?? row.state_slug, row.n));
    else if (row.g_type === 0 && row.enterprise_type) facets.enterpriseTypes.push(value(row.enterprise_type, ENTERPRISE_TYPE_LABELS[row.enterprise_type], row.n));
    else if (row === all) facets.verified = count(row.verified);
  }
  return facets;
}

/**
 * For each word the catalogue does not know, the closest catalogue word by trigram similarity.
 * English stop words, numbers and known trade words are left as typed.
 */
async function corrections(words: string[]): Promise<Map<string, string>> {
  const candidates = words.filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !isKnownTradeWord(word));
  if (candidates.length === 0) return new Map();
  const result = await db().execute<{ word: string; suggestion: string | null }>(sql`
    SELECT t.word, (SELECT w.word FROM search_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT 1) AS suggestion
    FROM regexp_split_to_table(${candidates.join(' ')}, ' ') AS t(word)
    WHERE numnode(plainto_tsquery('english', t.word)) > 0
      AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.word)`);
  const fixes = new Map(result.rows.filter((row) => row.suggestion).map((row) => [row.word, row.suggestion as string]));
  // Trigrams miss a swapped pair ("cron", "sloar" share one trigram with "corn", "solar") and can
  // prefer a longer word sharing more trigrams ("copepr" → "cope"); a catalogue word one edit away
  // (a swap counts as one) is the better correction.
  const unknown = result.rows.map((row) => row.word);
  if (unknown.length > 0) {
    const lengths = unknown.map((word) => word.length);
    const near = await db().execute<{ word: string }>(sql`SELECT word FROM search_words WHERE length(word) BETWEEN ${Math.min(...lengths) - 1} AND ${Math.max(...lengths) + 1} ORDER BY word`);
    for (const word of unknown) {
      const close = near.rows.find((row) => editDistance(word, row.word, 1) <= 1);
      if (close && !(fixes.has(word) && editDistance(word, fixes.get(word) as string, 1) <= 1)) fixes.set(word, close.word);
    }
  }
  return fixes;
}

async function searchProducts({ q, limit = 20, offset = 0, filters = {}, sort = 'relevance', facets = false, suppliers = 0 }: ProductSearchInput): Promise<ProductSearchResult> {
  const words = queryWords(q);
  const extras: Extras = { facets, suppliers, filters };
  const withSynonyms = (list: string[]) => [...new Set(list.flatMap((word) => [word, ...synonymsOf(word).flatMap((s) => s.split(' '))]))];
  const finish = async (found: Found, match: ProductSearchResult['match'], terms: string[], didYouMean?: string): Promise<ProductSearchResult> => ({
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
  });
  const text = (list: string[], mode: 'all' | 'any', query: string): Match => ({
    kind: 'text',
    tsquery: buildTsQuery(list, mode),
    q: query,
    // Per-word queries bound the estimate of an AND query; an OR query has no such bound.
    groups: mode === 'all' ? list.map((word) => buildTsQuery([word], 'all')) : [],
  });

  if (words.length === 0) return finish(await runProductQuery({ kind: 'browse' }, extras, sort, limit, offset), 'all-words', []);

  const typed = q.trim();
  const exact = await runProductQuery(text(words, 'all', typed), extras, sort, limit, offset);
  if (exact.total > 0) return finish(exact, 'all-words', withSynonyms(words));

  const fixes = await corrections(words);
  const corrected = words.map((word) => fixes.get(word) ?? word);
  const didYouMean = fixes.size > 0 ? corrected.join(' ') : undefined;
  if (didYouMean) {
    const fixed = await runProductQuery(text(corrected, 'all', didYouMean), extras, sort, limit, offset);
    if (fixed.total > 0) return finish(fixed, 'corrected', withSynonyms(corrected), didYouMean);
  }
  // Words run together ("tomatoseeds") or a misspelt whole name: compare with product names.
  const byName = await runProductQuery({ kind: 'trigram', q: typed }, extras, sort, limit, offset);
  if (byName.total > 0) return finish(byName, 'similar-name', withSynonyms(corrected), byName.items[0]?.name);
  // Last resort: match on at least one word, best matches first.
  const lenient = await runProductQuery(text(corrected, 'any', didYouMean ?? typed), extras, sort, limit, offset);
  return finish(lenient, 'any-word', withSynonyms(corrected), didYouMean);
}

interface SupplierRow extends Record<string, unknown> {
  name: string;
  slug: string;
  city: string;
  state_name: string | null;
  enterprise_type: EnterpriseType;
  verified: boolean;
  year_established: number | null;
  /** bigint: a string in a result row, a number inside JSON. */
  product_count: string | number;
  total: string | number;
}

/**
 * Suppliers found through their products look at this many product matches: a common word
 * matches tens of thousands of products, and gathering all their suppliers was most of the cost.
 * Past it the supplier total is a lower bound.
 */
const SUPPLIER_PRODUCT_MATCHES = COUNTED_MATCHES;

/**
 * Suppliers (not buyers) that sell one of `sellers` (a query giving company ids) or whose own
 * profile matches `tsquery`, best profile match first, then verified, then by name. Both sets
 * are found through indexes (a UNION, not an OR, which made PostgreSQL test every company).
 */
function supplierQuery(tsquery: string | null, sellers: SQL | null, filters: SupplierFilters, limit: number, offset: number): SQL {
  const byProfile = tsquery ? sql`SELECT co.id FROM companies co WHERE co.search_document @@ to_tsquery('english', ${tsquery})` : null;
  const found = [sellers, byProfile].filter((part): part is SQL => part !== null);
  const conditions = [sql`co.role <> 'buyer'`, ...(found.length > 0 ? [sql`co.id IN (${sql.join(found, sql` UNION `)})`] : []), ...supplierConditions(filters)];
  const order = sql`${tsquery ? sql`ts_rank(co.search_document, to_tsquery('english', ${tsquery})) DESC,` : sql``} co.verified DESC, co.name`;
  // `ord` keeps this order when the rows are wrapped or aggregated.
  return sql`
    SELECT co.name, co.slug, co.city, st.name AS state_name, co.enterprise_type, co.verified, co.year_established,
      (SELECT count(*) FROM products p WHERE p.company_id = co.id) AS product_count, count(*) OVER () AS total,
      row_number() OVER (ORDER BY ${order}) AS ord
    FROM companies co LEFT JOIN states st ON st.code = co.state_code
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
}

function toSupplierResult(rows: SupplierRow[], atLeast: boolean): SupplierSearchResult {
  return {
    total: Number(rows[0]?.total ?? 0),
    atLeast,
    items: rows.map((row): SupplierHit => ({
      name: row.name,
      slug: row.slug,
      url: supplierUrl(row.slug),
      city: row.city,
      stateName: row.state_name,
      enterpriseType: row.enterprise_type,
      verified: row.verified,
      yearEstablished: row.year_established,
      productCount: Number(row.product_count),
    })),
  };
}

async function searchSuppliers({ q, limit = 10, offset = 0, filters = {} }: SupplierSearchInput): Promise<SupplierSearchResult> {
  const tsquery = buildTsQuery(queryWords(q), 'all');
  if (!tsquery) return toSupplierResult((await db().execute<SupplierRow>(supplierQuery(null, null, filters, limit, offset))).rows, false);
  // A supplier matches by its own profile or by what it sells (its products among the first matches).
  const result = await db().execute<SupplierRow & { sold: number }>(sql`
    WITH sold AS MATERIALIZED (SELECT p.company_id FROM products p WHERE p.search_document @@ to_tsquery('english', ${tsquery}) LIMIT ${SUPPLIER_PRODUCT_MATCHES + 1})
    SELECT found.*, (SELECT count(*)::int FROM sold) AS sold FROM (${supplierQuery(tsquery, sql`SELECT company_id FROM sold`, filters, limit, offset)}) found ORDER BY found.ord`);
  return toSupplierResult(result.rows, (result.rows[0]?.sold ?? 0) > SUPPLIER_PRODUCT_MATCHES);
}

async function suggest(q: string, limit: number): Promise<Suggestion[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const typed = q.trim();
  const tsquery = buildTsQuery(words, 'all', true);
  const categoriesFound = await db().execute<{ name: string; slug: string }>(sql`
    SELECT name, slug FROM categories WHERE lower(name) LIKE ${`${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR lower(name) % lower(${typed})
    ORDER BY similarity(lower(name), lower(${typed})) DESC LIMIT 2`);
  // As in searchProducts, only a bounded set of matches is ranked: a short prefix such as "bas"
  // matches a large part of a big catalogue.
  let products = await db().execute<{ name: string; slug: string }>(sql`
    SELECT p.name, p.slug FROM products p
    WHERE p.id IN (SELECT id FROM (SELECT p.id FROM products p WHERE to_tsvector('english', p.name) @@ to_tsquery('english', ${tsquery}) LIMIT ${NAME_CANDIDATES}) n
      UNION SELECT id FROM (SELECT p.id FROM products p WHERE p.search_document @@ to_tsquery('english', ${tsquery}) LIMIT ${NAME_CANDIDATES}) d)
    ORDER BY ts_rank(p.search_document, to_tsquery('english', ${tsquery})) + CASE WHEN lower(p.name) LIKE lower(${`${typed}%`}) THEN 1 ELSE 0 END DESC, p.id
    LIMIT ${limit}`);
  if (products.rows.length === 0) {
    products = await db().execute<{ name: string; slug: string }>(sql`
      SELECT p.name, p.slug FROM (SELECT p.id, p.name, p.slug FROM products p WHERE lower(p.name) % lower(${typed}) LIMIT ${NAME_CANDIDATES}) p
      ORDER BY similarity(lower(p.name), lower(${typed})) DESC, p.id LIMIT ${limit}`);
  }
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const row of categoriesFound.rows) suggestions.push({ label: row.name, url: categoryUrl(row.slug), kind: 'category' });
  for (const row of products.rows) {
    // Many suppliers list the same product name; one suggestion per name is enough.
    if (seen.has(row.name.toLowerCase())) continue;
    seen.add(row.name.toLowerCase());
    suggestions.push({ label: row.name, url: productUrl(row.slug), kind: 'product' });
  }
  return suggestions.slice(0, limit);
}

export const postgresSearchEngine: SearchEngine = { searchProducts, searchSuppliers, suggest };
