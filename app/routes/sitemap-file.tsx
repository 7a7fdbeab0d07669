import { data } from 'react-router';
import type { Route } from './+types/sitemap-file';
import { siteOrigin } from '~/services/seo/site-url.server';
import { sitemapFile } from '~/services/seo/sitemap.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const response = await sitemapFile(siteOrigin(request), params.file);
  if (!response) throw data('No such sitemap file.', { status: 404 });
  return response;
});
