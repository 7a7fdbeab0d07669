import type { Route } from './+types/account-products.spec-names';
import { requireUser } from '~/services/accounts/sessions.server';
import { specNamesForGroup } from '~/services/catalog/listing-pages.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';

/** GET /account/products/spec-names?group=ID: specification names to suggest in the editor for a category. */
export const loader = withJsonAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireUser(request);
  const group = Number(new URL(request.url).searchParams.get('group'));
  return Response.json({ names: await specNamesForGroup(group) }, { headers: { 'Cache-Control': 'private, max-age=300' } });
});
