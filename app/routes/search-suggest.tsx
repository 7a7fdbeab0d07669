import type { Route } from './+types/search-suggest';
import { suggest } from '~/services/search/search.server';
import { withAppErrors } from '~/services/http/route-errors.server';

/** JSON for the header's search-as-you-type box: GET /search/suggest?q=toma */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const suggestions = q.length >= 2 ? await suggest(q, 8) : [];
  return Response.json({ q, suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } });
});
