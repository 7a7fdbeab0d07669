import type { Route } from './+types/legacy-product';
import { productUrl } from '~/domain/urls';
import { findProductByLegacyPath } from '~/services/catalog/products.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { localisedRedirect } from '~/services/i18n/request.server';

/**
 * The spec's single-segment product tiles (/Tomatoseeds, /wheat, /Blue%20Denim%20Jacket …): a
 * permanent redirect to the canonical product page; every other single segment is a 404.
 */
export const loader = withAppErrors(async ({ params, request }: Route.LoaderArgs) => {
  const slug = await findProductByLegacyPath(`/${params.legacy}`);
  if (slug) throw localisedRedirect(request, productUrl(slug), 301);
  throw new NotFoundError('We could not find that page. Try the search or go back to the home page.');
});

export default function LegacyProduct() {
  return null;
}
