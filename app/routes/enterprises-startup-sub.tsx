import { redirect } from 'react-router';
import { withAppErrors } from '~/services/http/route-errors.server';

/** The spec's placeholder subcategory link; the closest real page is the startup enterprises page. */
export const loader = withAppErrors(() => {
  throw redirect('/enterprises/startup', 301);
});

export default function StartupSubRedirect() {
  return null;
}
