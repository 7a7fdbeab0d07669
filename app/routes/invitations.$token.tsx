import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
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

export const meta: Route.MetaFunction = () => [{ title: 'Invitation to join a company' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await getUser(request);
  const invitation = await invitationPage(params.token, user);
  // A link that never was is "not found"; one that was used, withdrawn or has expired is "gone".
  const status = invitation.status === 'open' ? 200 : invitation.problem === 'unknown' ? 404 : 410;
  return data({ invitation, loginPath: `/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}` }, { status });
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
        return redirect('/account');
      }
      const { userId } = await createLoginFromInvitation(params.token, input, context.clientIp);
      return redirect('/account', { headers: { 'Set-Cookie': await createSession(request, userId) } });
    },
    { hideFields: ['password', 'confirmPassword'] },
  );
});

function CreateLogin({ email, loginPath, lastResult }: { email: string; loginPath: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(InvitationSignupSchema, { id: 'invitation-signup', lastResult, defaultValue: { intent: 'create-login' } });
  return (
    <section aria-labelledby="create-login" className="mt-6">
      <h2 id="create-login" className="text-lg font-bold">
        Create your login
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-4">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="create-login" />
        <div className="flex flex-col gap-1">
          <label htmlFor="invited-email" className="text-sm font-medium text-slate-800">
            Email address
          </label>
          <input id="invited-email" type="email" value={email} readOnly aria-describedby="invited-email-hint" className={`${inputClass} bg-slate-100`} />
          <p id="invited-email-hint" className="text-xs text-slate-600">
            The address the invitation was sent to; you log in with it.
          </p>
        </div>
        <FormField meta={fields.name} label="Your name" required>
          <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
        </FormField>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label="Password" />
        <div>
          <label className="flex items-start gap-2 text-sm" htmlFor={fields.consent.id}>
            <input {...getInputProps(fields.consent, { type: 'checkbox', value: 'on' })} className="mt-1" />
            <span>
              I have read the{' '}
              <a href="/privacy" target="_blank" rel="noopener" className="text-brand-700 underline">
                privacy notice
              </a>{' '}
              and agree to the use of my data it describes for my login.<span className="font-semibold"> (required)</span>
            </span>
          </label>
          <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} />
        </div>
        <div>
          <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
            Create login and join
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        Already have a login for {email}?{' '}
        <Link to={loginPath} className="text-brand-700 underline">
          Log in
        </Link>{' '}
        to accept with it.
      </p>
    </section>
  );
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { invitation, loginPath } = loaderData;
  if (invitation.status === 'problem') {
    return (
      <main className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-700">Invitation not available</h1>
        <p className="mt-4 text-slate-800" data-testid="invitation-problem">
          {invitation.message}
        </p>
        <p className="mt-4">
          <Link to="/account" className="text-brand-700 underline">
            Go to your account
          </Link>
        </p>
      </main>
    );
  }
  const viewer = invitation.viewer;
  const joinPosted = actionData?.result.initialValue?.intent === 'join';
  const joinRefusal = actionData && !actionData.ok && joinPosted ? actionData.result.error?.[''] : undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Join {invitation.companyName}</h1>
      <p className="mt-4 text-slate-800">
        {invitation.invitedBy ? `${invitation.invitedBy} invites` : 'You are invited:'} <strong>{invitation.email}</strong> to join <strong>{invitation.companyName}</strong> as{' '}
        <strong>{invitation.roleLabel}</strong>: {invitation.roleDescription}.
      </p>
      <p className="mt-2 text-sm text-slate-600">The invitation can be accepted until {formatIndianMoment(new Date(invitation.expiresAt))}.</p>
      <UnplacedErrors errors={joinRefusal} />
      {viewer.kind === 'visitor' ? (
        viewer.loginExists ? (
          <p className="mt-6">
            There is already a login for {invitation.email}.{' '}
            <Link to={loginPath} className="font-semibold text-brand-700 underline">
              Log in
            </Link>{' '}
            to accept the invitation with it.
          </p>
        ) : (
          <CreateLogin email={invitation.email} loginPath={loginPath} lastResult={joinPosted ? undefined : actionData?.result} />
        )
      ) : null}
      {viewer.kind === 'someone-else' ? (
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-amber-900" role="status">
          This invitation was sent to {invitation.email}, and you are logged in as {viewer.email}. Log out, then open the link from the email again to accept it with {invitation.email}.
        </p>
      ) : null}
      {viewer.kind === 'invitee' && viewer.otherCompany ? (
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-amber-900" role="status">
          Your login already works for {viewer.otherCompany}. One login works for one company: ask an owner of {viewer.otherCompany} to remove you from its team first, or ask
          {` ${invitation.companyName}`} to invite another email address.
        </p>
      ) : null}
      {viewer.kind === 'invitee' && viewer.alreadyMember ? (
        <p className="mt-6">
          You are already on the team of {invitation.companyName}.{' '}
          <Link to="/account" className="text-brand-700 underline">
            Go to your account
          </Link>
          .
        </p>
      ) : null}
      {viewer.kind === 'invitee' && !viewer.otherCompany && !viewer.alreadyMember ? (
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="join" className={buttonClass} disabled={navigation.state === 'submitting'}>
            Join {invitation.companyName} as {invitation.roleLabel}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
