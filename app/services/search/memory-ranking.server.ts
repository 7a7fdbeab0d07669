import type { ProductFilters } from '~/domain/search';
import { readsOwnWrites } from '~/services/db/replicas.server';
import { logger } from '~/services/logging/logger.server';
import type { FacetSource } from './postgres-facets.server';
import { facetNames } from './postgres-facets.server';
import { findCandidates } from './memory-candidates.server';
import type { ListingCondition, SearchIndex } from './memory-index.server';
import type { SimilarName } from './memory-similar-names.server';
import { AllCursor } from './posting-cursors';
import { readySearchIndex } from './memory-index-feed.server';
import type { SupplierConditions } from './memory-suppliers.server';
import { parseTsQuery, type TsQueryNode } from './tsquery';

/*
 * A relevance search's candidates from the in-memory index (docs/decisions/0040), in the shape the
 * SQL engine's rankCandidates needs them: the same candidates it would read (the first
 * COUNTED_MATCHES + 1 matches in id order and, when there are more, the first NAME_CANDIDATES name
 * matches), scored by the same relevance(), so PostgreSQL only fetches the page's rows.
 */

export interface MemoryRanking {
  /** How many listings matched, up to the bound. */
  matched: number;
  /** How many match in all (counted, or extrapolated past a limit: memory-candidates.server.ts). */
  total: number;
  /** Candidates ranked: matched plus name matches not among them. */
  candidates: number;
  /** The page's listing ids, best first. */
  page: number[];
  facetSources: FacetSource[];
  /** The suppliers strip when one was asked for: the companies shown, best first, and how many there are. */
  suppliers: { ids: number[]; total: number };
}

/**
 * The filters as the index checks them: lexemes of the document, a condition on the listing's
 * columns, and the suppliers strip's conditions. `none` when a filter names nothing that exists (no
 * listing matches; the strip still lists suppliers by profile unless it is the state that is unknown).
 */
async function indexFilters(filters: ProductFilters, lower: (text: string) => string): Promise<{ tokens: string[]; condition: ListingCondition | null; suppliers: SupplierConditions | null; none: boolean }> {
  const names = await facetNames();
  const tokens: string[] = [];
  const suppliers: SupplierConditions = { cityLower: filters.city === undefined ? undefined : lower(filters.city), enterpriseType: filters.enterpriseType, verified: filters.verified };
  if (filters.availability) tokens.push(`av_${filters.availability}`);
  if (filters.state) {
    const code = [...names.states].find(([, named]) => named.slug === filters.state)?.[0];
    if (code === undefined) return { tokens, condition: null, suppliers: null, none: true };
    tokens.push(`st_${code}`);
    suppliers.stateCode = code;
  }
  if (filters.enterpriseType) tokens.push(`et_${filters.enterpriseType}`);
  if (filters.verified) tokens.push('vf_1');
  const checks: ListingCondition[] = [];
  const none = { tokens, condition: null, suppliers, none: true };
  if (filters.category) {
    const id = [...names.categories].find(([, named]) => named.slug === filters.category)?.[0];
    if (id === undefined) return none;
    checks.push((listing) => listing.categoryId === id);
  }
  if (filters.subcategory) {
    const ids = new Set([...names.subcategories].filter(([, named]) => named.slug === filters.subcategory).map(([id]) => id));
    if (ids.size === 0) return none;
    checks.push((listing) => ids.has(listing.subcategoryId));
  }
  if (filters.city) {
    const city = lower(filters.city);
    checks.push((listing) => listing.company.city === city);
  }
  const { priceMinPaise, priceMaxPaise, maxMinOrderQty, deliversTo } = filters;
  if (priceMinPaise !== undefined) checks.push((listing) => (listing.priceMaxPaise ?? listing.priceMinPaise ?? Number.NEGATIVE_INFINITY) >= priceMinPaise);
  if (priceMaxPaise !== undefined) checks.push((listing) => listing.priceMinPaise !== null && listing.priceMinPaise <= priceMaxPaise);
  if (maxMinOrderQty !== undefined) checks.push((listing) => listing.minOrderQty <= maxMinOrderQty);
  if (deliversTo !== undefined) checks.push((listing) => listing.deliveryStates.length === 0 || listing.deliveryStates.includes(deliversTo));
  return { tokens, condition: checks.length === 0 ? null : (listing) => checks.every((check) => check(listing)), suppliers, none: false };
}

/** Whether a relevance search with these filters is answered from the index now (see rankFromMemory). */
export function indexAnswers(filters: ProductFilters): boolean {
  return readySearchIndex() !== null && !readsOwnWrites() && !filters.supplier;
}

/**
 * The page and what the search page shows around it, from the index; undefined when the index
 * cannot answer (not loaded, behind, the visitor just wrote and must see it, a supplier's
 * storefront, a query the postings cannot narrow), so the caller asks PostgreSQL.
 */
export async function rankFromMemory(request: {
  tsquery: string;
  typed: string;
  filters: ProductFilters;
  limit: number;
  offset: number;
  documentMatches: number;
  nameMatches: number;
  /** Suppliers to show in the strip; 0 for none. */
  suppliers: number;
}): Promise<MemoryRanking | undefined> {
  const ready = readySearchIndex();
  if (!ready || !indexAnswers(request.filters)) return undefined;
  let query: ReturnType<typeof parseTsQuery>;
  try {
    query = parseTsQuery(request.tsquery);
  } catch (error) {
    // PostgreSQL printed something this parser does not know: its own engine answers instead.
    logger.warn({ err: error, tsquery: request.tsquery }, 'search index could not read a query; searching PostgreSQL');
    return undefined;
  }
  if (!query) return undefined;
  const filtering = await indexFilters(request.filters, ready.lower);
  if (filtering.none) return ranking(ready.index, [], 0, [], { ...request, query, conditions: filtering.suppliers });
  const found = findCandidates(ready.index, { query, tokens: filtering.tokens, condition: filtering.condition, typed: request.typed, lower: ready.lower, documentMatches: request.documentMatches, nameMatches: request.nameMatches });
  if (!found) return undefined;
  const ranked = found.scored.sort((a, b) => b.score - a.score || a.id - b.id).map((candidate) => candidate.id);
  return ranking(ready.index, found.matched, found.total, ranked, { ...request, query, conditions: filtering.suppliers });
}

/**
 * What the search page needs of the `ranked` candidates' ids (best first), of which `matched` are
 * the matches the facets and suppliers come from; the suppliers also by their own profile's match
 * to `query` (none for a search by similar name).
 */
function ranking(
  index: SearchIndex,
  matched: number[],
  total: number,
  ranked: number[],
  page: { limit: number; offset: number; suppliers: number; query: TsQueryNode | null; conditions: SupplierConditions | null },
): MemoryRanking {
  return {
    matched: matched.length,
    total,
    candidates: ranked.length,
    page: ranked.slice(page.offset, page.offset + page.limit),
    facetSources: matched.map((id): FacetSource => index.columns.facetSource(id)),
    // The strip (page one only) looks at the sellers of the matched listings. No conditions: one
    // names nothing (an unknown state), so no supplier meets them.
    suppliers:
      page.suppliers > 0 && page.conditions
        ? index.suppliers.rank({ query: page.query, sellers: new Set(matched.map((id) => index.columns.companyOf(id))), conditions: page.conditions, limit: page.suppliers })
        : { ids: [], total: 0 },
  };
}

/**
 * The similar-name pass from the index (the SQL engine's `trigram` match): listings whose lower-cased
 * name is one of the `names` closest to the typed query by pg_trgm's similarity(), best name
 * first, then by id, scored by that similarity. The first `documentMatches` are the matches ranked
 * (and counted for facets and suppliers); the rest are only counted. Undefined when the index
 * cannot answer (see rankFromMemory).
 */
export async function similarNamesFromMemory(request: { typed: string; names: number; filters: ProductFilters; limit: number; offset: number; documentMatches: number; suppliers: number }): Promise<MemoryRanking | undefined> {
  const ready = readySearchIndex();
  if (!ready || !indexAnswers(request.filters)) return undefined;
  const filtering = await indexFilters(request.filters, ready.lower);
  const { index } = ready;
  if (filtering.none) return ranking(index, [], 0, [], { ...request, query: null, conditions: filtering.suppliers });
  const { tokens, condition, suppliers } = filtering;
  const names = index.similarNames.closest(ready.lower(request.typed), request.names);
  const ranked: number[] = [];
  let total = 0;
  // Names of equal similarity rank their listings together, by id.
  for (let from = 0; from < names.length; ) {
    const { similarity } = names[from] as SimilarName;
    let to = from;
    while (to < names.length && names[to]?.similarity === similarity) to++;
    const found: number[] = [];
    for (const { group } of names.slice(from, to)) {
      const members = index.similarNames.membersOf(group);
      const filter = tokens.length > 0 ? new AllCursor(tokens.map((token) => index.postingCursor(token, false, false))) : null;
      for (const id of members) if ((!filter || filter.seek(id) === id) && (!condition || condition(index.columns.facts(id)))) found.push(id);
    }
    total += found.length;
    if (ranked.length < request.documentMatches) ranked.push(...found.sort((a, b) => a - b).slice(0, request.documentMatches - ranked.length));
    from = to;
  }
  return ranking(index, ranked, total, ranked, { ...request, query: null, conditions: suppliers });
}
