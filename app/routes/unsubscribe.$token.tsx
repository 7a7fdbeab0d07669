import { data } from 'react-router';
import { RichText, useDomainText, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/unsubscribe.$token';
import { buttonClass } from '~/components/form-controls';
import { describeUnsubscribe } from '~/domain/notification';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { readUnsubscribeToken } from '~/services/notifications/unsubscribe-token.server';
import { applyUnsubscribe, maskedEmailOf } from '~/services/notifications/preferences.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

const INVALID = { state: 'invalid' as const };
const titleFor = (request: Request) => requestTranslator(request, 'accounts')('unsubscribe');

/**
 * The link in every notification email. Opening it only asks (a link scanner or a mail preview
 * that follows links turns nothing off); the button, or a mail client's RFC 8058 one-click POST
 * ("List-Unsubscribe=One-Click", exempt from the Origin check in server/http-app.ts), turns it off.
 * No login: the signed token is the authority, and it can only turn notifications off.
 */
export const loader = withAppErrors(async ({ params, request }: Route.LoaderArgs) => {
  const scope = readUnsubscribeToken(params.token);
  const email = scope ? await maskedEmailOf(scope.userId) : undefined;
  if (!scope || !email) return data({ ...INVALID, title: titleFor(request) }, { status: 400 });
  return { state: 'confirm' as const, what: describeUnsubscribe(scope), email, title: titleFor(request) };
});

export const action = withAppErrors(async ({ params }: Route.ActionArgs) => {
  const scope = readUnsubscribeToken(params.token);
  if (!scope || !(await applyUnsubscribe(scope))) return data(INVALID, { status: 400 });
  return { state: 'done' as const, what: describeUnsubscribe(scope) };
});

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accounts');
  const domainText = useDomainText();
  const page = actionData ?? loaderData;
  const settingsLink = <Link to="/account/notifications/settings" className="text-brand-700 underline" />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{page.state === 'done' ? t('unsubscribed') : page.state === 'invalid' ? t('unsubscribeInvalidTitle') : t('unsubscribe')}</h1>
      {page.state === 'invalid' ? (
        <p className="mt-4 text-slate-800" data-testid="unsubscribe-invalid">
          <RichText text={t('unsubscribeInvalid')} parts={[settingsLink]} />
        </p>
      ) : page.state === 'confirm' ? (
        <>
          <p className="mt-4 text-slate-800">
            {t('unsubscribeConfirm', { what: domainText(page.what), email: page.email })}
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass}>
              {t('unsubscribe')}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-800" role="status" data-testid="unsubscribe-done">
          <RichText text={t('unsubscribeDone', { what: domainText(page.what) })} parts={[settingsLink]} />
        </p>
      )}
    </main>
  );
}
