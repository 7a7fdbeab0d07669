import type { Route } from './+types/sitemap';
import { siteOrigin } from '~/services/seo/site-url.server';
import { sitemapIndex } from '~/services/seo/sitemap.server';

export function loader({ request }: Route.LoaderArgs) {
  return sitemapIndex(siteOrigin(request));
}
