import { useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/logout';
import { buttonClass } from '~/components/form-controls';
import { destroySession } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(({ request }: Route.LoaderArgs) => ({ title: requestTranslator(request, 'accounts')('logoutTitle') }));

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  return localisedRedirect(request, '/', { headers: { 'Set-Cookie': await destroySession(request) } });
});

// Logging out changes state, so it is a POST; a GET shows the button instead of acting.
export default function Logout() {
  const t = useT('accounts');
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{t('logoutTitle')}</h1>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className={buttonClass}>
          {t('logoutTitle')}
        </button>
      </Form>
    </main>
  );
}
