import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect } from '~/services/i18n/request.server';

/** The spec's placeholder subcategory link; the closest real page is the startup enterprises page. */
export const loader = withAppErrors(({ request }: { request: Request }) => {
  throw localisedRedirect(request, '/enterprises/startup', 301);
});

export default function StartupSubRedirect() {
  return null;
}
