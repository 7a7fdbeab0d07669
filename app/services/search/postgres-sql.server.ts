import { type SQL, sql } from 'drizzle-orm';
import type { ProductFilters, SortOrder } from '~/domain/search';
import { termForms } from '~/domain/search-terms';
import type { Database } from '~/services/db/client.server';
import type { SupplierFilters } from './engine';

/* The SQL pieces the PostgreSQL engine's product, supplier and suggestion queries share. */

/** Letters and digits only, so a word can never carry tsquery operators. */
const safeWord = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

function alternative(phrase: string, prefix: boolean): string | null {
  const words = phrase.split(' ').map(safeWord).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return `${words[0]}${prefix ? ':*' : ''}`;
  return `(${words.join(' <-> ')})`;
}

/**
 * to_tsquery text for the query terms (queryTerms): each term OR its other forms (synonyms,
 * vocabulary words, Hindi-name sound keys: termForms), the terms joined with AND (or OR for the
 * lenient pass). `loose`: Latin words may also be Hinglish spellings of Hindi names. Built from
 * sanitised words only; passed to PostgreSQL as a parameter.
 */
export function buildTsQuery(words: string[], mode: 'all' | 'any', prefixLast = false, loose = false): string {
  return tsQueryGroups(words, prefixLast, loose).join(mode === 'all' ? ' & ' : ' | ');
}

/** buildTsQuery's parts: for each term that has one, the term or its other forms, as to_tsquery text. */
export function tsQueryGroups(words: string[], prefixLast = false, loose = false): string[] {
  return words
    .map((word, index) => {
      const prefix = prefixLast && index === words.length - 1;
      const { primary, others } = termForms(word, { loose, prefix });
      const alternatives = [primary === null ? null : alternative(primary, prefix), ...others.map((s) => alternative(s, false))].filter((a): a is string => a !== null);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
    })
    .filter((group): group is string => Boolean(group));
}

/**
 * Query texts joined with AND ('all') or OR ('any'), those that are empty (stop words only) left
 * out. For to_tsquery's results of buildTsQuery's groups (normaliseGroups), the result is the
 * query to_tsquery makes of buildTsQuery's text: it normalises each operand on its own, drops
 * operands of stop words only and their operator, and keeps the rest in order; phrases (`<->`, whose
 * distances a dropped stop word changes) occur only inside a group. tests/integration checks it.
 */
export function joinTsQueries(parts: string[], mode: 'all' | 'any'): string {
  const kept = parts.filter((part) => part !== '');
  return kept.length === 1 ? (kept[0] as string) : kept.map((part) => `(${part})`).join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * Only live listings of companies that are not suspended are public (docs/decisions/0018-listing-visibility.md,
 * 0023-suspension-and-staff.md). Nearly every row passes, so this is a cheap row filter on whatever
 * index a query reads, not an index of its own.
 */
export const LIVE = sql`p.status = 'live' AND NOT p.supplier_suspended`;

/** The filters of a product query, as productWhere and the engine's statements use them. */
export interface Filtering {
  /** Conditions on `products p` besides the words; the first keeps every search to live listings. */
  conditions: SQL[];
  /**
   * For a search by words, the filters the document carries as tokens (documentTokens), asked in
   * the same full-text lookup as the words (one tsquery, `&&`); null otherwise (then they are among
   * `conditions`). Asked as a second condition, PostgreSQL read every listing of a state from the
   * index to intersect it with the words' matches: a state-filtered search cost three times more.
   */
  tokens: SQL | null;
}

/**
 * Filters as conditions on `products p` alone (subqueries for the joined tables), so the bounded
 * candidate scans below stay single-table index scans whatever the filters. `byWords`: the search
 * matches the full-text document, so a filter the document also carries is asked of the same index
 * lookup (Filtering.tokens).
 */
export function filterConditions(filters: ProductFilters, byWords: boolean): Filtering {
  const conditions: SQL[] = [LIVE];
  if (filters.category) conditions.push(sql`p.category_id = (SELECT c.id FROM categories c WHERE c.slug = ${filters.category})`);
  if (filters.subcategory) conditions.push(sql`p.subcategory_id IN (SELECT s.id FROM subcategories s WHERE s.slug = ${filters.subcategory})`);
  if (filters.supplier) conditions.push(sql`p.company_id = (SELECT co.id FROM companies co WHERE co.slug = ${filters.supplier})`);
  // State, enterprise type, verification (migration 0006) and availability (0011) are tokens in
  // the product's own document, so a filtered text search is one index lookup; the city is free
  // text, joined. Availability is a token only for a search by words: browsing a category in
  // catalogue order reads a few rows of the (subcategory, position) index and keeps those with
  // the availability asked, where a token would fetch every listing with it (a sixth of a million
  // for "made to order"; docs/decisions/0018-listing-visibility.md).
  const tokens = documentTokens({ ...filters, availability: byWords ? filters.availability : undefined });
  if (tokens && !byWords) conditions.push(sql`p.search_document @@ (${tokens})`);
  if (filters.availability && !byWords) conditions.push(sql`p.availability = ${filters.availability}`);
  if (filters.city) conditions.push(sql`EXISTS (SELECT 1 FROM companies co WHERE co.id = p.company_id AND lower(co.city) = lower(${filters.city}))`);
  // A price filter keeps products whose price range overlaps the range asked for.
  if (filters.priceMinPaise !== undefined) conditions.push(sql`coalesce(p.price_max_paise, p.price_min_paise) >= ${filters.priceMinPaise}`);
  if (filters.priceMaxPaise !== undefined) conditions.push(sql`p.price_min_paise <= ${filters.priceMaxPaise}`);
  if (filters.maxMinOrderQty !== undefined) conditions.push(sql`p.min_order_qty <= ${filters.maxMinOrderQty}`);
  // Listings that deliver everywhere (no states named) or name the state asked for: most deliver
  // everywhere, so this removes few of the candidates (docs/decisions/0018-listing-visibility.md).
  if (filters.deliversTo) conditions.push(sql`(cardinality(p.delivery_states) = 0 OR p.delivery_states @> ARRAY[${filters.deliversTo}]::text[])`);
  return { conditions, tokens: byWords ? tokens : null };
}

/** Every filter as a condition on `products p` (the tokens too): for a lookup other than the document's. */
export function everyCondition({ conditions, tokens }: Filtering): SQL[] {
  return tokens ? [...conditions, sql`p.search_document @@ (${tokens})`] : conditions;
}

/** The products matching `match` and the filters; `tsquery`: one word group's instead of the whole query's (countMatches). */
export function productWhere(match: Match, filtering: Filtering, tsquery?: string): SQL {
  return sql.join([matchCondition(match, filtering.tokens, tsquery), ...filtering.conditions], sql` AND `);
}

/**
 * The filters a product's document carries as tokens ('st_27', 'et_msme', 'vf_1' for its supplier,
 * migration 0006; 'av_in_stock', 'av_made_to_order' for its availability, migration 0011), as one
 * tsquery; null when none is asked for. An unknown state gives NULL, which matches nothing.
 */
function documentTokens(filters: SupplierFilters & Pick<ProductFilters, 'availability'>): SQL | null {
  const tokens: SQL[] = [];
  if (filters.availability) tokens.push(sql`${`av_${filters.availability}`}::tsquery`);
  if (filters.state) tokens.push(sql`(SELECT ('st_' || st.code)::tsquery FROM states st WHERE st.slug = ${filters.state})`);
  if (filters.enterpriseType) tokens.push(sql`${`et_${filters.enterpriseType}`}::tsquery`);
  if (filters.verified) tokens.push(sql`'vf_1'::tsquery`);
  return tokens.length > 0 ? sql.join(tokens, sql` && `) : null;
}

/** The filters that describe the supplier, as conditions on `companies co`. */
export function supplierConditions(filters: SupplierFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(sql`co.state_code = (SELECT st.code FROM states st WHERE st.slug = ${filters.state})`);
  if (filters.city) conditions.push(sql`lower(co.city) = lower(${filters.city})`);
  if (filters.enterpriseType) conditions.push(sql`co.enterprise_type = ${filters.enterpriseType}`);
  if (filters.verified) conditions.push(sql`co.verified`);
  return conditions;
}

/** How many of the closest product names a misspelt whole name is matched against. */
export const SIMILAR_NAMES = 10;

/**
 * What a product query matches. For words, `tsquery` and `groups` (each word's own query, for the
 * estimate) are to_tsquery's result as text (normaliseTsQueries): cast in each statement instead
 * of calling to_tsquery there, so planning does not run the dictionaries for every mention.
 */
export type Match = { kind: 'browse' } | { kind: 'text'; tsquery: string; q: string; groups: string[] } | { kind: 'trigram'; q: string };

/**
 * to_tsquery('english', …) of each query text (buildTsQuery's), as tsquery text: stemmed and
 * without stop words, '' for a query of stop words only. One round trip for all of them. The
 * statements that follow cast these (`::tsquery`), which PostgreSQL parses without dictionaries:
 * a search statement mentions its query seven times, and running to_tsquery for each while
 * planning was over a millisecond of a search's database time at a million products.
 */
export async function normaliseTsQueries(database: Pick<Database, 'execute'>, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const result = await database.execute<{ q: string }>(sql`SELECT to_tsquery('english', t)::text AS q FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) WITH ORDINALITY AS u(t, n) ORDER BY n`);
  return result.rows.map((row) => row.q);
}

/**
 * to_tsquery's text of each of buildTsQuery's groups (tsQueryGroups), remembered across searches:
 * it depends only on the group's text and the 'english' configuration, and most searches share
 * their words with earlier ones, so most searches need no round trip for it. Groups not yet known
 * are asked in one round trip. Joined with joinTsQueries, they make the whole query's text.
 */
export async function normaliseGroups(database: Pick<Database, 'execute'>, groups: string[]): Promise<string[]> {
  const known = new Map(groups.map((group) => [group, normalisedGroups.get(group)]));
  const missing = [...known].filter(([, normalised]) => normalised === undefined).map(([group]) => group);
  (await normaliseTsQueries(database, missing)).forEach((normalised, k) => {
    const group = missing[k] as string;
    known.set(group, normalised);
    rememberGroup(group, normalised);
  });
  return groups.map((group) => known.get(group) ?? '');
}

/** Enough for a large vocabulary's words and their forms (a group's text is a few dozen bytes). */
const NORMALISED_GROUPS_KEPT = 50_000;
const normalisedGroups = new Map<string, string>();

function rememberGroup(group: string, normalised: string): void {
  // A Map iterates in insertion order: the first key is the longest kept.
  if (normalisedGroups.size >= NORMALISED_GROUPS_KEPT) normalisedGroups.delete(normalisedGroups.keys().next().value as string);
  normalisedGroups.set(group, normalised);
}

function matchCondition(match: Match, tokens: SQL | null, tsquery = match.kind === 'text' ? match.tsquery : ''): SQL {
  if (match.kind === 'text') {
    // Only stop words: nothing to match (and `&&` with an empty query would keep the filters alone).
    if (tsquery === '') return sql`false`;
    return tokens ? sql`p.search_document @@ (${tsquery}::tsquery && ${tokens})` : sql`p.search_document @@ ${tsquery}::tsquery`;
  }
  // The closest few distinct names (a few thousand at a million products), then their products
  // by exact name: comparing with every product's name was the slow tail of misspelt searches.
  // Equally close names go in byte order ("C"), whatever the database's collation, as the
  // in-memory index orders them (memory-similar-names.server.ts).
  if (match.kind === 'trigram')
    return sql`lower(p.name) = ANY(ARRAY(SELECT lower(n.name) FROM product_names n WHERE lower(n.name) % lower(${match.q})
      ORDER BY similarity(lower(n.name), lower(${match.q})) DESC, n.name COLLATE "C" LIMIT ${SIMILAR_NAMES}))`;
  return tokens ? sql`p.search_document @@ (${tokens})` : sql`true`;
}

/**
 * How many matches are counted exactly and ranked for relevance. A broader query (a category word
 * at a million products matches tens of thousands) ranks a bounded candidate set — these document
 * matches plus the name matches below — and reports an estimated total: ranking or counting every
 * match of a common word is what made search slow (docs/decisions/0005-search-on-postgresql.md).
 */
export const COUNTED_MATCHES = 500;
export const NAME_CANDIDATES = 300;

export function orderBy(match: Match, sort: SortOrder): SQL {
  if (sort === 'price-asc') return sql`p.price_min_paise ASC NULLS LAST, p.id`;
  if (sort === 'price-desc') return sql`coalesce(p.price_max_paise, p.price_min_paise) DESC NULLS LAST, p.id`;
  if (sort === 'newest') return sql`p.created_at DESC, p.id DESC`;
  if (match.kind === 'browse') return sql`c.position, s.position, p.position, p.id`;
  return sql`${relevance(match)} DESC, p.id`;
}

/**
 * How well a product `p` (sold by `co`) matches a text or trigram query, higher first; equal
 * scores go by id. Text: weighted text rank, plus a boost when the whole query appears in the name
 * and a larger one when it is the name, so "denim jacket" puts Blue Denim Jacket above a denim shirt.
 */
export function relevance(match: Exclude<Match, { kind: 'browse' }>): SQL {
  if (match.kind === 'trigram') return sql`similarity(lower(p.name), lower(${match.q}))`;
  return sql`(ts_rank(p.search_document, ${match.tsquery}::tsquery)
      + CASE WHEN lower(p.name) = lower(${match.q}) THEN 1 WHEN strpos(lower(p.name), lower(${match.q})) > 0 THEN 0.5 ELSE 0 END
      + CASE WHEN co.verified THEN 0.01 ELSE 0 END)`;
}

export const COLUMNS = sql`p.id, p.name, p.name_hi, p.slug, c.name AS category_name, c.slug AS category_slug, s.name AS subcategory_name,
  p.price_min_paise, p.price_max_paise, p.unit, p.min_order_qty,
  co.name AS supplier_name, co.slug AS supplier_slug, co.city, st.name AS state_name, co.verified, co.enterprise_type,
  (SELECT pi.storage_key FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS photo_key`;

export const JOINS = sql`JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN states st ON st.code = co.state_code`;
