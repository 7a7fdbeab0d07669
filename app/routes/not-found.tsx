import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

export const loader = withAppErrors(() => {
  throw new NotFoundError('We could not find that page. Try the search or go back to the home page.');
});

export default function NotFound() {
  return null;
}
