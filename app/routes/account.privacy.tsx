import { RichText, useLocale, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { MessageKey } from '~/content/messages';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import type { Route } from './+types/account.privacy';
import { buttonClass } from '~/components/form-controls';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { consentActionSchema } from '~/domain/consent-form';
import { consentStates, giveConsent, withdrawConsent } from '~/services/accounts/consents.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { consents: await consentStates(user.id), noticeVersion: NOTICE_VERSION, title: requestTranslator(request, 'accountData')('privacyTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, consentActionSchema, async ({ intent, purpose }) => {
    if (intent === 'withdraw') {
      await withdrawConsent(user.id, purpose);
      return { message: requestTranslator(request, 'accountData')('consentWithdrawn') };
    }
    await giveConsent(user.id, purpose, context.clientIp);
    return { message: requestTranslator(request, 'accountData')('consentGiven') };
  });
});

const when = (date: Date | string, locale: Locale) => new Date(date).toLocaleDateString(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What the person agreed to and when, with a button to withdraw or give again each optional consent. */
export default function AccountPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accountData');
  const locale = useLocale();
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const refused = actionData && !actionData.ok ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <section aria-labelledby="privacy-title" className="mt-6 max-w-3xl">
      <h1 id="privacy-title" className="text-2xl font-bold text-brand-700">
        {t('privacyTitle')}
      </h1>
      <p className="mt-2 text-slate-700">
        <RichText text={t('privacyIntro', { version: loaderData.noticeVersion })} parts={[<Link to="/privacy" className="font-semibold text-brand-700 underline" />]} />
      </p>
      <DoneNotice message={message} />
      <UnplacedErrors errors={refused} />
      <ul className="mt-4 grid gap-4">
        {loaderData.consents.map((consent) => (
          <li key={consent.purpose} className="rounded-md border border-slate-300 p-4" data-testid={`consent-${consent.purpose}`}>
            <h2 className="font-semibold">{t(`purpose.${consent.label}` as MessageKey<'accountData'>)}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {consent.active && consent.givenAt ? t('givenOn', { date: when(consent.givenAt, locale), version: consent.noticeVersion }) : null}
              {!consent.active && consent.withdrawnAt ? t('withdrawnOn', { date: when(consent.withdrawnAt, locale) }) : null}
              {!consent.givenAt ? t('notGiven') : null}
            </p>
            {consent.required ? (
              <p className="mt-2 text-sm text-slate-700">
                <RichText text={t('consentRequired')} parts={[<Link to="/account/data" className="font-semibold text-brand-700 underline" />]} />
              </p>
            ) : (
              <Form method="post" className="mt-2">
                <input type="hidden" name="purpose" value={consent.purpose} />
                <button type="submit" name="intent" value={consent.active ? 'withdraw' : 'give'} className={buttonClass}>
                  {consent.active ? t('withdrawConsent') : t('giveConsent')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
