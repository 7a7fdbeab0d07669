/**
 * A small in-process cache for search answers: an LRU map with a time to live and a size cap.
 * It holds promises, so concurrent identical searches share one database round trip, and a failed
 * search is forgotten at once rather than cached. Entries expire after the TTL, or all at once
 * with `clear()` (search.server.ts clears on every catalogue change). Only public,
 * non-personalised answers may be stored here.
 */
export interface ResultCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ResultCacheOptions) {
    if (options.maxEntries < 1) throw new RangeError('maxEntries must be at least 1');
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for `key`, or `load()`'s, which is then kept for the TTL. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Re-inserting moves the key to the end of the Map's order: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const value = load();
    const entry: Entry<V> = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Case and spacing do not change what a search finds, so they do not split the cache. */
export function normaliseQuery(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A stable key for a search: the parts in a fixed order, object keys sorted and absent
 * (undefined) values dropped, so `{ city: undefined }` and `{}` share an entry while any filter
 * that is set keeps its own.
 */
export function cacheKey(kind: string, parts: Record<string, unknown>): string {
  return `${kind}:${JSON.stringify(parts, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return value;
  })}`;
}
