import { asc } from 'drizzle-orm';
import type { MenuTiles, SiteNavigation } from '~/domain/navigation';
import { loadMenuOutline, loadMenuTiles } from '~/services/catalog/categories.server';
import { cachedRead } from '~/services/catalog/cached-read.server';
import { readDb } from '~/services/db/replicas.server';
import { enterpriseTypes, services } from '~/services/db/schema/content';

/*
 * The header's data changes only when the catalogue's structure changes, so it is read through a
 * short in-memory cache (cachedRead). The menu's product tiles name live listings, so every cache
 * here is forgotten on a catalogue change.
 */

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
