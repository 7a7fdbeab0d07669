import { asc } from 'drizzle-orm';
import type { SiteNavigation } from '~/domain/navigation';
import { loadProductMenu } from '~/services/catalog/categories.server';
import { db } from '~/services/db/client.server';
import { enterpriseTypes, services } from '~/services/db/schema/content';

/**
 * The header's data, loaded by the root route on every request. The menu changes only when the
 * catalogue's structure changes, so a short in-memory cache keeps it off the hot path without
 * letting edits go stale for long.
 */
const CACHE_MS = 30_000;
let cached: { at: number; value: Promise<SiteNavigation> } | undefined;

export function loadSiteNavigation(now = Date.now()): Promise<SiteNavigation> {
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = readSiteNavigation();
  cached = { at: now, value };
  // A failed read must not be served from the cache for the next 30 seconds.
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

async function readSiteNavigation(): Promise<SiteNavigation> {
  const [productMenu, types, serviceRows] = await Promise.all([
    loadProductMenu(),
    db().select({ slug: enterpriseTypes.slug, name: enterpriseTypes.name }).from(enterpriseTypes).orderBy(asc(enterpriseTypes.position)),
    db().select({ slug: services.slug, name: services.name }).from(services).orderBy(asc(services.position)),
  ]);
  return { productMenu, enterpriseTypes: types, services: serviceRows };
}
