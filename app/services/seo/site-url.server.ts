import { config } from '~/config.server';

/** The absolute origin for canonical links and sitemaps: SITE_URL when set, else the request's. */
export function siteOrigin(request: Request): string {
  return (config().SITE_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}
