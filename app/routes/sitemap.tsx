import type { Route } from './+types/sitemap';
import { siteOrigin } from '~/services/seo/site-url.server';
import { sitemapIndex } from '~/services/seo/sitemap.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { xmlResponse } from '~/services/http/xml-response.server';

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => xmlResponse(await sitemapIndex(siteOrigin(request))));
