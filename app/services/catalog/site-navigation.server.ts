import { asc } from 'drizzle-orm';
import type { MenuTiles, SiteNavigation } from '~/domain/navigation';
import { loadMenuOutline, loadMenuTiles } from '~/services/catalog/categories.server';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';
import { readDb } from '~/services/db/replicas.server';
import { enterpriseTypes, services } from '~/services/db/schema/content';

/**
 * The header's data changes only when the catalogue's structure changes, so a short in-memory
 * cache keeps it off the hot path without letting edits go stale for long. The menu's product
 * tiles name live listings, so every cache here is forgotten on a catalogue change (in every
 * process: catalogue-events.server.ts); the time limit bounds only changes made by hand in SQL.
 */
const CACHE_MS = 30_000;

function cachedRead<T>(read: () => Promise<T>): (now?: number) => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  onCatalogueChange(() => {
    cached = undefined;
  });
  return (now = Date.now()) => {
    if (cached && now - cached.at < CACHE_MS) return cached.value;
    const value = read();
    cached = { at: now, value };
    // A failed read must not be served from the cache for the next 30 seconds.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}

/** The header's data, loaded by the root route on every request: menu categories and subcategories, no product tiles. */
export const loadSiteNavigation = cachedRead(async (): Promise<SiteNavigation> => {
  const [productMenu, types, serviceRows] = await Promise.all([
    loadMenuOutline(),
    readDb().select({ slug: enterpriseTypes.slug, name: enterpriseTypes.name }).from(enterpriseTypes).orderBy(asc(enterpriseTypes.position)),
    readDb().select({ slug: services.slug, name: services.name }).from(services).orderBy(asc(services.position)),
  ]);
  return { productMenu, enterpriseTypes: types, services: serviceRows };
});

/** The mega menu's product tiles, served by the /menu/tiles resource route when the menu first opens. */
export const loadSiteMenuTiles = cachedRead((): Promise<MenuTiles> => loadMenuTiles());
