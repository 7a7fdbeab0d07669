import type { Route } from './+types/sitemap-file';
import { siteOrigin } from '~/services/seo/site-url.server';
import { sitemapFile } from '~/services/seo/sitemap.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const response = await sitemapFile(siteOrigin(request), params.file);
  if (!response) throw new NotFoundError('No such sitemap file.');
  return response;
});
