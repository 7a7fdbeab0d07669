import { type SQL, sql } from 'drizzle-orm';
import { type EnterpriseType, roundEstimate, type ProductFilters, type ProductHit, type SortOrder } from '~/domain/search';
import { editDistance } from '~/domain/search-synonyms';
import { highlightTerms, isKnownTerm, queryTerms } from '~/domain/search-terms';
import { CLOSE_MATCHES, NO_SEARCHABLE_WORDS } from '~/domain/search';
import { thumbKeyOf, uploadUrl } from '~/domain/account-photos';
import { productImageUrl, productUrl, supplierUrl } from '~/domain/urls';
import { readDb } from '~/services/db/replicas.server';
import type { ProductSearchInput, ProductSearchResult, SearchEngine, SupplierSearchResult } from './engine';
import { facetQuery, facetsFor, type FacetRow } from './postgres-facets.server';
import { buildTsQuery, COLUMNS, COUNTED_MATCHES, filterConditions, JOINS, type Match, matchCondition, NAME_CANDIDATES, orderBy } from './postgres-sql.server';
import { searchSuppliers, supplierQuery, type SupplierRow, toSupplierResult } from './postgres-suppliers.server';
import { suggest } from './postgres-suggest.server';

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
  const result = await readDb().execute<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products p WHERE ${where}`);
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
    const result = await readDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${COUNTED_MATCHES + 1}) m`);
    n = result.rows[0]?.n ?? 0;
  }
  if (n <= COUNTED_MATCHES) return { total: n, estimated: false };
  const groups = match.kind === 'text' && match.groups.length > 1 ? match.groups : [match.kind === 'text' ? match.tsquery : ''];
  const estimates = await Promise.all(groups.map((group) => estimateRows(sql.join([matchCondition(match, group), ...filters], sql` AND `))));
  return { total: roundEstimate(Math.max(n, Math.min(...estimates))), estimated: true };
}

async function runProductQuery(match: Match, extras: Extras, sort: SortOrder, limit: number, offset: number): Promise<Found> {
  const { filters } = extras;
  const conditions = filterConditions(filters, match.kind === 'text');
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
      CROSS JOIN LATERAL (SELECT p.id, p.name, p.name_hi, p.slug, p.company_id, p.price_min_paise, p.price_max_paise, p.unit, p.min_order_qty, p.position
        FROM products p WHERE p.subcategory_id = s.id AND ${where} ORDER BY p.position, p.id LIMIT ${offset + limit}) p
      JOIN companies co ON co.id = p.company_id LEFT JOIN states st ON st.code = co.state_code
      ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${COLUMNS} FROM products p ${JOINS} WHERE ${where} ORDER BY ${orderBy(match, sort)} LIMIT ${limit} OFFSET ${offset}`;
  const [result, { total, estimated }] = await Promise.all([readDb().execute<ProductRow>(rows), countMatches(match, conditions)]);
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
  const result = await readDb().execute<{ matched: number; candidates: number; items: ProductRow[]; facets: FacetRow[] | null; suppliers: SupplierRow[] | null }>(sql`
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

/**
 * For each word the catalogue does not know, the closest catalogue word by trigram similarity.
 * English stop words, numbers and known trade words are left as typed.
 */
async function corrections(words: string[]): Promise<Map<string, string>> {
  const candidates = words.filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !isKnownTerm(word));
  if (candidates.length === 0) return new Map();
  const result = await readDb().execute<{ word: string; suggestion: string | null }>(sql`
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
    const near = await readDb().execute<{ word: string }>(sql`SELECT word FROM search_words WHERE length(word) BETWEEN ${Math.min(...lengths) - 1} AND ${Math.max(...lengths) + 1} ORDER BY word`);
    for (const word of unknown) {
      const close = near.rows.find((row) => editDistance(word, row.word, 1) <= 1);
      if (close && !(fixes.has(word) && editDistance(word, fixes.get(word) as string, 1) <= 1)) fixes.set(word, close.word);
    }
  }
  return fixes;
}

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
  const text = (list: string[], mode: 'all' | 'any', query: string, loose = false): Match => ({
    kind: 'text',
    tsquery: buildTsQuery(list, mode, false, loose),
    q: query,
    // Per-word queries bound the estimate of an AND query; an OR query has no such bound.
    groups: mode === 'all' ? list.map((word) => buildTsQuery([word], 'all', false, loose)) : [],
  });

  if (words.length === 0) return finish(await runProductQuery({ kind: 'browse' }, extras, sort, limit, offset), 'all-words', []);

  const typed = q.trim();
  const exact = await runProductQuery(text(words, 'all', typed), extras, sort, limit, offset);
  if (exact.total > 0) return finish(exact, 'all-words', withSynonyms(words));

  // Hinglish the vocabulary does not list as typed ("dhaniyaa", "jhumke"): its sound key may be a
  // Hindi name's word or a vocabulary word spelt another way. A real catalogue word a trader may
  // mean, so it is tried before any spelling correction (which would turn "dhaniya" into "chaniya").
  const loose = text(words, 'all', typed, true);
  if (loose.kind === 'text' && loose.tsquery !== buildTsQuery(words, 'all')) {
    const found = await runProductQuery(loose, extras, sort, limit, offset);
    if (found.total > 0) {
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
  if (didYouMean) {
    const fixed = await runProductQuery(text(corrected, 'all', didYouMean), extras, sort, limit, offset);
    if (fixed.total > 0) return finish(fixed, 'corrected', withSynonyms(corrected), didYouMean);
  }
  if (strict) return finish(exact, 'all-words', withSynonyms(words));
  // Words run together ("tomatoseeds") or a misspelt whole name: compare with product names.
  const byName = await runProductQuery({ kind: 'trigram', q: typed }, extras, sort, limit, offset);
  if (byName.total > 0) return finish(byName, 'similar-name', withSynonyms(corrected), byName.items[0]?.name);
  // Last resort: match on at least one word, best matches first.
  const lenient = await runProductQuery(text(corrected, 'any', didYouMean ?? typed), extras, sort, limit, offset);
  return finish(lenient, 'any-word', withSynonyms(corrected), didYouMean);
}

export const postgresSearchEngine: SearchEngine = { searchProducts, searchSuppliers, suggest };
