import type { ProductFacets, ProductFilters, ProductHit, SearchMessage, SortOrder, Suggestion, SupplierHit } from '~/domain/search';

/*
 * The search engine's contract: what goes in and comes out of a search, and what an engine
 * provides. Its own module so the public search module (search.server.ts) and an engine
 * implementation (postgres-engine.server.ts) both depend on it instead of on each other.
 */

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
  /**
   * Only the words as typed, then their corrected spelling: no name-similarity or any-word
   * fallback (each a further query over the whole catalogue). For callers that want listings
   * matching the words or nothing, such as the requirement matcher. Absent: every fallback.
   */
  strict?: boolean;
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
  /** Why nothing was searched (a query of emoji or punctuation only), for the page to show. */
  message?: SearchMessage;
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
