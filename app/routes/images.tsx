import { createHash } from 'node:crypto';
import type { Route } from './+types/images';
import { illustrationFor, type IllustrationKind } from '~/services/media/illustrations.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { matchesEtag } from '~/services/http/stored-file-response.server';

const KINDS = new Set<IllustrationKind>(['product', 'category', 'icon', 'state', 'partner', 'avatar', 'slide']);

/**
 * Drawings that depend on nothing but their URL's key: cacheable for a year, immutable. The others
 * are drawn from database rows (a product's name and category can change under the same slug, a
 * slide carries SITE_NAME), so they are kept a day and revalidated by their ETag (docs/decisions/0038).
 */
const FIXED_BY_KEY = new Set<IllustrationKind>(['category', 'icon']);

/** `/images/{kind}/{key}.svg`: generated illustrations. */
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const kind = params.kind as IllustrationKind;
  const key = params.file.replace(/\.svg$/, '');
  const svg = KINDS.has(kind) && params.file.endsWith('.svg') ? await illustrationFor(kind, key) : null;
  if (!svg) throw new NotFoundError('No such image.');
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': FIXED_BY_KEY.has(kind) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  const known = request.headers.get('if-none-match');
  if (known && matchesEtag(known, etag)) return new Response(null, { status: 304, headers });
  return new Response(svg, { headers });
});
