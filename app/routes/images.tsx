import type { Route } from './+types/images';
import { illustrationFor, type IllustrationKind } from '~/services/media/illustrations.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

const KINDS = new Set<IllustrationKind>(['product', 'category', 'icon', 'state', 'partner', 'avatar', 'slide']);

/** `/images/{kind}/{key}.svg`: generated illustrations, cacheable for a year (they only change with the name). */
export const loader = withAppErrors(async ({ params }: Route.LoaderArgs) => {
  const kind = params.kind as IllustrationKind;
  const key = params.file.replace(/\.svg$/, '');
  const svg = KINDS.has(kind) && params.file.endsWith('.svg') ? await illustrationFor(kind, key) : null;
  if (!svg) throw new NotFoundError('No such image.');
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
