import type { Route } from './+types/menu-tiles';
import { loadSiteMenuTiles } from '~/services/catalog/site-navigation.server';
import { withAppErrors } from '~/services/http/route-errors.server';

/**
 * JSON for the Products Category menu's third level, fetched when a visitor first opens the menu,
 * so the ~28 KB of tiles stay out of every page's root data. The same for everyone, so shared
 * caches may keep it briefly; the server's own cache refreshes every 30 seconds.
 */
export const loader = withAppErrors(async (_args: Route.LoaderArgs) => {
  const tiles = await loadSiteMenuTiles();
  return Response.json(tiles, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
