import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';

/**
 * Data that changes only with the catalogue's structure or listings (the header's menu, the names
 * search facets are shown with), kept in memory for `ttlMs` so it stays off the hot path without
 * letting edits go stale for long: forgotten on every catalogue change, in every process
 * (catalogue-events.server.ts); the time limit bounds only changes made by hand in SQL.
 */
export function cachedRead<T>(read: () => Promise<T>, ttlMs = 30_000): (now?: number) => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  onCatalogueChange(() => {
    cached = undefined;
  });
  return (now = Date.now()) => {
    if (cached && now - cached.at < ttlMs) return cached.value;
    const value = read();
    cached = { at: now, value };
    // A failed read must not be served from the cache until it expires.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}
