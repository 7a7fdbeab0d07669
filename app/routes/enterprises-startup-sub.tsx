import { redirect } from 'react-router';

/** The spec's placeholder subcategory link; the closest real page is the startup enterprises page. */
export function loader() {
  throw redirect('/enterprises/startup', 301);
}

export default function StartupSubRedirect() {
  return null;
}
