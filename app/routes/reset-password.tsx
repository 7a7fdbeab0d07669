import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/reset-password';
import { buttonClass, Field, inputClass } from '~/components/field';
import { createSession } from '~/services/accounts/sessions.server';
import { resetPassword, resetTokenIsValid } from '~/services/accounts/tokens.server';
import { DomainError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password' }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: await resetTokenIsValid(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readTextForm(request);
  const token = String(form.get('token') ?? '');
  try {
    const { userId } = await resetPassword(token, String(form.get('password') ?? ''), String(form.get('confirmPassword') ?? ''));
    return redirect('/account', { headers: { 'Set-Cookie': await createSession(request, userId) } });
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, fieldErrors: error.legacyFieldErrors }, { status: error.status });
    throw error;
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-700">Link expired</h1>
        <p className="mt-4">
          This link has expired or was already used. <a className="text-brand-700 underline" href="/forgot-password">Ask for a new one</a>.
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Choose a new password</h1>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData?.error && Object.keys(actionData.fieldErrors).length === 0 ? <p role="alert" className="text-red-700">{actionData.error}</p> : null}
        <Field name="password" label="New password" required error={actionData?.fieldErrors.password} hint="At least 8 characters.">
          {(props) => <input {...props} name="password" type="password" autoComplete="new-password" required minLength={8} className={inputClass} />}
        </Field>
        <Field name="confirmPassword" label="Confirm new password" required error={actionData?.fieldErrors.confirmPassword}>
          {(props) => <input {...props} name="confirmPassword" type="password" autoComplete="new-password" required className={inputClass} />}
        </Field>
        <button type="submit" className={buttonClass}>
          Save new password
        </button>
      </Form>
    </main>
  );
}
