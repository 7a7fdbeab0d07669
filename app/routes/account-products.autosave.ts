import type { Route } from './+types/account-products.autosave';
import { AutosaveSchema, restoredFormValues } from '~/domain/listing-pages';
import { requireUser } from '~/services/accounts/sessions.server';
import { autosaveListingDraft } from '~/services/catalog/listings.server';
import { readJsonBody } from '~/services/http/json-body.server';
import { withJsonAppErrors } from '~/services/http/route-errors.server';

/**
 * POST /account/products/autosave: the listing editor keeps what is typed, as JSON (same-origin,
 * like every write: server/http-app.ts checks the Origin). Only the form's own fields are kept.
 */
export const action = withJsonAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const { productId, baseVersion, values } = await readJsonBody(request, AutosaveSchema);
  const { version: _version, ...kept } = restoredFormValues(values);
  const savedAt = await autosaveListingDraft(user.id, productId, kept, baseVersion);
  return Response.json({ savedAt: savedAt.toISOString() }, { headers: { 'Cache-Control': 'no-store' } });
});
