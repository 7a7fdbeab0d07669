import { config } from '~/config.server';

/** The absolute origin for canonical links and sitemaps: SITE_URL when set, else the request's. */
export function siteOrigin(request: Request): string {
  return (config().SITE_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/**
 * The origin for links in emails and other messages that outlive a request: SITE_URL, or this
 * server's own address in development (never a request's Host header, which a sender can forge).
 */
export function siteUrlForLinks(): string {
  const { SITE_URL, PORT } = config();
  return (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
}
