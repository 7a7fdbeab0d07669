import type { Route } from './+types/robots';
import { siteOrigin } from '~/services/seo/site-url.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const loader = withAppErrors(({ request }: Route.LoaderArgs) => {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /account', 'Disallow: /hi/account', 'Disallow: /admin', 'Disallow: /search/suggest', '', `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
});
