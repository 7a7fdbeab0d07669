import { data } from 'react-router';
import { withAppErrors } from '~/services/http/route-errors.server';

export const loader = withAppErrors(() => {
  throw data('We could not find that page. Try the search or go back to the home page.', { status: 404 });
});

export default function NotFound() {
  return null;
}
