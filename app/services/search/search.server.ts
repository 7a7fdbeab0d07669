import type { Suggestion } from '~/domain/search';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';
import { readsOwnWrites } from '~/services/db/replicas.server';
import type { ProductSearchInput, ProductSearchResult, SearchEngine, SupplierSearchInput, SupplierSearchResult } from './engine';
import { onSearchIndexUpdated } from './memory-index-feed.server';
import { postgresSearchEngine } from './postgres-engine.server';
import { cacheKey, normaliseQuery, ResultCache } from './result-cache';

export type { ProductHit, Suggestion } from '~/domain/search';

/**
 * Repeated searches (the same words, filters, sort and page) are answered from memory for up to
 * a minute: at a million products one /search costs ~25 ms of database work (ranking, estimate,
 * facet counts, suppliers). Any change buyers can see (a listing goes live, is edited, paused,
 * archived or taken down, a supplier changes) calls catalogueChanged(tx), which empties this cache
 * in every app process when the change commits, so it shows in the next search anywhere; the TTL
 * only bounds changes made behind the app's back (SQL by hand). Answers hold public catalogue data
 * only; nothing about the visitor is part of a search input, so one visitor's answer is everyone's.
 * A visitor who has just written (a supplier who saved a listing) is answered from the database,
 * not the cache, for the few seconds their own reads must see that write (readsOwnWrites,
 * docs/decisions/0037).
 */
const SEARCH_CACHE_TTL_MS = 60_000;
const SEARCH_CACHE_MAX_ENTRIES = 1_000;

function cachedEngine(inner: SearchEngine): SearchEngine & { clearCache(): void } {
  const products = new ResultCache<ProductSearchResult>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  const suppliers = new ResultCache<SupplierSearchResult>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  const suggestions = new ResultCache<Suggestion[]>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: SEARCH_CACHE_MAX_ENTRIES });
  return {
    searchProducts(input) {
      // A storefront is where a supplier checks a product they just added, and one supplier's
      // listing is cheap to query, so it is never served from the cache.
      if (input.filters?.supplier || readsOwnWrites()) return inner.searchProducts(input);
      // The engine gets the normalised query too, so the key and the answer always agree.
      const normalised: ProductSearchInput = { ...input, q: normaliseQuery(input.q), facets: input.facets === true, suppliers: input.suppliers ?? 0 };
      return products.getOrLoad(cacheKey('products', { ...normalised }), () => inner.searchProducts(normalised));
    },
    searchSuppliers(input) {
      if (readsOwnWrites()) return inner.searchSuppliers({ ...input, q: normaliseQuery(input.q) });
      const normalised: SupplierSearchInput = { ...input, q: normaliseQuery(input.q) };
      return suppliers.getOrLoad(cacheKey('suppliers', { ...normalised }), () => inner.searchSuppliers(normalised));
    },
    suggest(q, limit) {
      const normalised = normaliseQuery(q);
      if (readsOwnWrites()) return inner.suggest(normalised, limit);
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
onCatalogueChange(() => engine.clearCache());
// A search between a change's commit and the in-memory index taking it in may have cached the old
// answer: once the index has the change, the cache goes again (docs/decisions/0040).
onSearchIndexUpdated(() => engine.clearCache());

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
