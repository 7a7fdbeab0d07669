import { Form, Link } from 'react-router';
import type { Route } from './+types/account.privacy';
import { buttonClass } from '~/components/form-controls';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { consentActionSchema } from '~/domain/consent-form';
import { consentStates, giveConsent, withdrawConsent } from '~/services/accounts/consents.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Privacy and consent' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { consents: await consentStates(user.id), noticeVersion: NOTICE_VERSION };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, consentActionSchema, async ({ intent, purpose }) => {
    if (intent === 'withdraw') {
      await withdrawConsent(user.id, purpose);
      return { message: 'Consent withdrawn. Notification emails are off; notifications still appear on the site.' };
    }
    await giveConsent(user.id, purpose, context.clientIp);
    return { message: 'Consent given. Notification emails are back at their usual settings; change them in notification settings.' };
  });
});

const when = (date: Date | string) => new Date(date).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What the person agreed to and when, with a button to withdraw or give again each optional consent. */
export default function AccountPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const refused = actionData && !actionData.ok ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <section aria-labelledby="privacy-title" className="mt-6 max-w-3xl">
      <h1 id="privacy-title" className="text-2xl font-bold text-brand-700">
        Privacy and consent
      </h1>
      <p className="mt-2 text-slate-700">
        What you agreed to under our <Link to="/privacy" className="font-semibold text-brand-700 underline">privacy notice</Link> (current version {loaderData.noticeVersion}). You can withdraw an optional consent as easily as you gave it.
      </p>
      <DoneNotice message={message} />
      <UnplacedErrors errors={refused} />
      <ul className="mt-4 grid gap-4">
        {loaderData.consents.map((consent) => (
          <li key={consent.purpose} className="rounded-md border border-slate-300 p-4" data-testid={`consent-${consent.purpose}`}>
            <h2 className="font-semibold">{consent.label}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {consent.active && consent.givenAt ? `Given on ${when(consent.givenAt)} under notice version ${consent.noticeVersion}.` : null}
              {!consent.active && consent.withdrawnAt ? `Withdrawn on ${when(consent.withdrawnAt)}.` : null}
              {!consent.givenAt ? 'Not given.' : null}
            </p>
            {consent.required ? (
              <p className="mt-2 text-sm text-slate-700">
                This consent is needed for the account itself. To withdraw it, delete your account and its data on <Link to="/account/data" className="font-semibold text-brand-700 underline">Your data</Link>.
              </p>
            ) : (
              <Form method="post" className="mt-2">
                <input type="hidden" name="purpose" value={consent.purpose} />
                <button type="submit" name="intent" value={consent.active ? 'withdraw' : 'give'} className={buttonClass}>
                  {consent.active ? 'Withdraw consent' : 'Give consent'}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
