import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { data, useNavigation } from 'react-router';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/invitations.$token';
import { FieldErrors, FormErrors, FormField } from '~/components/form-field';
import { NewPasswordFields } from '~/components/new-password-fields';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment } from '~/domain/india-time';
import { InvitationActionSchema, InvitationSignupSchema } from '~/domain/team-invitations';
import { createSession, getUser, requireUser } from '~/services/accounts/sessions.server';
import { acceptInvitation, createLoginFromInvitation, invitationPage } from '~/services/accounts/team.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await getUser(request);
  const invitation = await invitationPage(params.token, user);
  // A link that never was is "not found"; one that was used, withdrawn or has expired is "gone".
  const status = invitation.status === 'open' ? 200 : invitation.problem === 'unknown' ? 404 : 410;
  const title = requestTranslator(request, 'accounts')('invitationTitle');
  return data({ invitation, title, loginPath: `/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}` }, { status });
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  return submitForm(
    request,
    InvitationActionSchema,
    async (input) => {
      if (input.intent === 'join') {
        const user = await requireUser(request);
        await acceptInvitation(params.token, user);
        return localisedRedirect(request, '/account');
      }
      const { userId } = await createLoginFromInvitation(params.token, input, context.clientIp);
      return localisedRedirect(request, '/account', { headers: { 'Set-Cookie': await createSession(request, userId) } });
    },
    { hideFields: ['password', 'confirmPassword'] },
  );
});

function CreateLogin({ email, loginPath, lastResult }: { email: string; loginPath: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(InvitationSignupSchema, { id: 'invitation-signup', lastResult, defaultValue: { intent: 'create-login' } });
  return (
    <section aria-labelledby="create-login" className="mt-6">
      <h2 id="create-login" className="text-lg font-bold">
        {t('createLogin')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-4">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="create-login" />
        <div className="flex flex-col gap-1">
          <label htmlFor="invited-email" className="text-sm font-medium text-slate-800">
            {t('emailAddress')}
          </label>
          <input id="invited-email" type="email" value={email} readOnly aria-describedby="invited-email-hint" className={`${inputClass} bg-slate-100`} />
          <p id="invited-email-hint" className="text-xs text-slate-600">
            {t('invitedEmailHint')}
          </p>
        </div>
        <FormField meta={fields.name} label={t('yourName')} required>
          <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
        </FormField>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t('password')} confirmLabel={t('confirmPassword')} />
        <div>
          <label className="flex items-start gap-2 text-sm" htmlFor={fields.consent.id}>
            <input {...getInputProps(fields.consent, { type: 'checkbox', value: 'on' })} className="mt-1" />
            <span>
              <RichText text={t('invitationConsent')} parts={[<Link to="/privacy" target="_blank" rel="noopener" className="text-brand-700 underline" />]} />
              <span className="font-semibold">{t('required')}</span>
            </span>
          </label>
          <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} />
        </div>
        <div>
          <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
            {t('createLoginAndJoin')}
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        <RichText text={t('alreadyHaveLogin', { email })} parts={[<Link to={loginPath} className="text-brand-700 underline" />]} />
      </p>
    </section>
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accounts');
  const domainText = useDomainText();
  const locale = useLocale();
  const navigation = useNavigation();
  const { invitation, loginPath } = loaderData;
  if (invitation.status === 'problem') {
    return (
      <main className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-700">{t('invitationUnavailable')}</h1>
        <p className="mt-4 text-slate-800" data-testid="invitation-problem">
          {domainText(invitation.message)}
        </p>
        <p className="mt-4">
          <Link to="/account" className="text-brand-700 underline">
            {t('goToAccount')}
          </Link>
        </p>
      </main>
    );
  }
  const viewer = invitation.viewer;
  const joinPosted = actionData?.result.initialValue?.intent === 'join';
  const joinRefusal = actionData && !actionData.ok && joinPosted ? actionData.result.error?.[''] : undefined;
  const role = domainText(invitation.roleLabel);
  const invitedBy = { email: invitation.email, company: invitation.companyName, role, description: domainText(invitation.roleDescription) };
  const strong = <strong />;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{t('joinCompany', { company: invitation.companyName })}</h1>
      <p className="mt-4 text-slate-800">
        <RichText text={invitation.invitedBy ? t('invitesBy', { ...invitedBy, inviter: invitation.invitedBy }) : t('invitesAnonymous', invitedBy)} parts={[strong, strong, strong]} />
      </p>
      <p className="mt-2 text-sm text-slate-600">{t('acceptUntil', { moment: formatIndianMoment(new Date(invitation.expiresAt), locale) })}</p>
      <UnplacedErrors errors={joinRefusal} />
      {viewer.kind === 'visitor' ? (
        viewer.loginExists ? (
          <p className="mt-6">
            <RichText text={t('loginExists', { email: invitation.email })} parts={[<Link to={loginPath} className="font-semibold text-brand-700 underline" />]} />
          </p>
        ) : (
          <CreateLogin email={invitation.email} loginPath={loginPath} lastResult={joinPosted ? undefined : actionData?.result} />
        )
      ) : null}
      {viewer.kind === 'someone-else' ? (
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-amber-900" role="status">
          {t('someoneElse', { email: invitation.email, viewer: viewer.email })}
        </p>
      ) : null}
      {viewer.kind === 'invitee' && viewer.otherCompany ? (
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-amber-900" role="status">
          {t('otherCompany', { other: viewer.otherCompany, company: invitation.companyName })}
        </p>
      ) : null}
      {viewer.kind === 'invitee' && viewer.alreadyMember ? (
        <p className="mt-6">
          <RichText text={t('alreadyMember', { company: invitation.companyName })} parts={[<Link to="/account" className="text-brand-700 underline" />]} />
        </p>
      ) : null}
      {viewer.kind === 'invitee' && !viewer.otherCompany && !viewer.alreadyMember ? (
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="join" className={buttonClass} disabled={navigation.state === 'submitting'}>
            {t('joinAs', { company: invitation.companyName, role })}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
