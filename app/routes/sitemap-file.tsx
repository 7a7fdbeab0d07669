import type { Route } from './+types/sitemap-file';
import { siteOrigin } from '~/services/seo/site-url.server';
import { sitemapFile } from '~/services/seo/sitemap.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { xmlResponse } from '~/services/http/xml-response.server';
import { NotFoundError } from '~/services/errors.server';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const xml = await sitemapFile(siteOrigin(request), params.file);
  if (xml === null) throw new NotFoundError('No such sitemap file.');
  return xmlResponse(xml);
});
