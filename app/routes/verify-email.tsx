import type { Route } from './+types/verify-email';
import { Link } from '~/components/i18n/links';
import { useT } from '~/components/i18n/context';
import { verifyEmail } from '~/services/accounts/tokens.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  return { verified: await verifyEmail(new URL(request.url).searchParams.get('token') ?? ''), title: requestTranslator(request, 'accounts')('verifyTitle') };
});

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useT('accounts');
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{loaderData.verified ? t('emailConfirmed') : t('linkExpired')}</h1>
      <p className="mt-4">
        {loaderData.verified ? t('emailConfirmedText') : t('verifyExpired')}
      </p>
      <Link className="mt-6 inline-block text-brand-700 underline" to="/account">
        {t('goToAccount')}
      </Link>
    </main>
  );
}
