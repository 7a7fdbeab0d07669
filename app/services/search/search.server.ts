import type { ProductFacets, ProductFilters, ProductHit, SortOrder, Suggestion, SupplierHit } from '~/domain/search';
import { postgresSearchEngine } from './postgres-engine.server';
import { cacheKey, normaliseQuery, ResultCache } from './result-cache';

export type { ProductHit, SupplierHit, Suggestion } from '~/domain/search';

export interface ProductSearchInput {
  q: string;
  limit?: number;
  offset?: number;
  filters?: ProductFilters;
  sort?: SortOrder;
  /** Facet counts cost one more query, so only pages that show them ask. */
  facets?: boolean;
  /**
   * Also this many suppliers that sell the matching products or whose profile matches (the
   * suppliers strip on /search), found from the same matches as the products, so they follow a
   * corrected spelling too. 0 or absent: none.
   */
  suppliers?: number;
}

export interface ProductSearchResult {
  items: ProductHit[];
  total: number;
  /** `total` is an estimate (rounded): the query matched more than the engine counts one by one. */
  estimated: boolean;
  /**
   * How many results can be paged through: `total`, or for an estimated total the best-ranked
   * candidates (a broad query asks the visitor to narrow it rather than page through thousands).
   */
  reachable: number;
  facets?: ProductFacets;
  /** The corrected query when the one typed found nothing and a close spelling did. */
  didYouMean?: string;
  /** Words to highlight in results: the query's words, their synonyms and corrections. */
  terms: string[];
  /**
   * How the results matched, from strict to lenient: every word, a spelling correction, a
   * similar product name, or at least one word. Callers that must not guess (the chat assistant)
   * can ignore lenient matches.
   */
  match: 'all-words' | 'corrected' | 'similar-name' | 'any-word';
  /** When `suppliers` was asked for. */
  suppliers?: SupplierSearchResult;
}

export interface SupplierSearchResult {
  items: SupplierHit[];
  total: number;
  /** A common word: suppliers were gathered from its first matching products, so `total` is a lower bound. */
  atLeast: boolean;
}

export interface SupplierSearchInput {
  q: string;
  limit?: number;
  offset?: number;
  filters?: SupplierFilters;
}

/** The filters that describe a supplier rather than a product. */
export type SupplierFilters = Pick<ProductFilters, 'state' | 'enterpriseType' | 'verified' | 'city'>;

/**
 * What a search engine provides. PostgreSQL (full-text + pg_trgm) fills it today; an OpenSearch
 * implementation can fill it later without touching the pages or the chat assistant.
 */
export interface SearchEngine {
  searchProducts(input: ProductSearchInput): Promise<ProductSearchResult>;
  searchSuppliers(input: SupplierSearchInput): Promise<SupplierSearchResult>;
  suggest(q: string, limit: number): Promise<Suggestion[]>;
}

/**
 * Repeated searches (the same words, filters, sort and page) are answered from memory for up to
 * a minute: at a million products one /search costs ~25 ms of database work (ranking, estimate,
 * facet counts, suppliers). Expiry is on time only, so a new or edited product can take up to
 * SEARCH_CACHE_TTL_MS to appear in search. Answers hold public catalogue data only; nothing about
 * the visitor is part of a search input, so one visitor's answer is everyone's.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;
const SEARCH_CACHE_MAX_ENTRIES = 1_000;

function cachedEngine(inner: SearchEngine): SearchEngine & { clearCache(): void } {
  const products = new ResultCache<ProductSearchResult>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  const suppliers = new ResultCache<SupplierSearchResult>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  const suggestions = new ResultCache<Suggestion[]>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  return {
    searchProducts(input) {
      // A storefront is where a supplier checks a product they just added, and one supplier's
      // listing is cheap to query, so it is never served from the cache.
      if (input.filters?.supplier) return inner.searchProducts(input);
      // The engine gets the normalised query too, so the key and the answer always agree.
      const normalised: ProductSearchInput = { ...input, q: normaliseQuery(input.q), facets: input.facets === true, suppliers: input.suppliers ?? 0 };
      return products.getOrLoad(cacheKey('products', { ...normalised }), () => inner.searchProducts(normalised));
    },
    searchSuppliers(input) {
      const normalised: SupplierSearchInput = { ...input, q: normaliseQuery(input.q) };
      return suppliers.getOrLoad(cacheKey('suppliers', { ...normalised }), () => inner.searchSuppliers(normalised));
    },
    suggest(q, limit) {
      const normalised = normaliseQuery(q);
      return suggestions.getOrLoad(cacheKey('suggest', { q: normalised, limit }), () => inner.suggest(normalised, limit));
    },
    clearCache() {
      products.clear();
      suppliers.clear();
      suggestions.clear();
    },
  };
}

const engine = cachedEngine(postgresSearchEngine);

/** Forgets cached answers: for tests and tools that change the catalogue and search at once. */
export function clearSearchCache(): void {
  engine.clearCache();
}

/**
 * The search module's public interface: everything that searches products goes through here, so
 * the engine behind it (PostgreSQL today, OpenSearch at larger scale) is one module to swap.
 * An empty `q` browses: the filters alone decide what is listed.
 */
export function searchProducts(input: ProductSearchInput): Promise<ProductSearchResult> {
  return engine.searchProducts(input);
}

export function searchSuppliers(input: SupplierSearchInput): Promise<SupplierSearchResult> {
  return engine.searchSuppliers(input);
}

/** Search-as-you-type: a few products and categories for a prefix, typo tolerant. */
export function suggest(q: string, limit = 8): Promise<Suggestion[]> {
  return engine.suggest(q, limit);
}
