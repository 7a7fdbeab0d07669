import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { isLocale, localisedHref } from '~/domain/locale';
import { safeRedirectPath } from '~/domain/urls';
import { languageCookie, rememberLocale } from '~/services/accounts/language.server';
import { getUser } from '~/services/accounts/sessions.server';
import { readTextForm } from '~/services/http/body.server';
import { withAppErrors } from '~/services/http/route-errors.server';

/**
 * The language switch on every page (a small form, so it works without JavaScript): keeps the
 * choice (a cookie; a member's account too) and opens the same page in the chosen language.
 */
export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  // Within the route's body limit; a body that is not a form is a 422, not a failure.
  const form = await readTextForm(request);
  const chosen = form.get('locale');
  const locale = isLocale(chosen) ? chosen : 'en';
  const page = safeRedirectPath(typeof form.get('path') === 'string' ? (form.get('path') as string) : '/', '/');
  const user = await getUser(request);
  if (user) await rememberLocale(user.id, locale);
  return redirect(localisedHref(page, locale), { status: 303, headers: { 'Set-Cookie': languageCookie(request, locale), 'Cache-Control': 'no-store' } });
});

/** A GET has nothing to show: the switch is a form; send the browser home. */
export const loader = withAppErrors(() => redirect('/', 303));
