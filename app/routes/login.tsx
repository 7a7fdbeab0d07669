import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { buttonClass, Field, inputClass } from '~/components/field';
import { safeRedirectPath } from '~/domain/urls';
import { authenticate } from '~/services/accounts/login.server';
import { createSession, getUser } from '~/services/accounts/sessions.server';
import { DomainError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Log in' }];

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await getUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

// Accepts exactly what the header's login modal posts: email, password and a hidden redirectTo.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readTextForm(request);
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirectPath(form.get('redirectTo')?.toString());
  if (email.trim() === '' || password === '') {
    return data({ error: 'Enter your email address and password.', email, redirectTo }, { status: 400 });
  }
  try {
    const user = await authenticate(email, password, context.clientIp);
    const cookie = await createSession(request, user.id);
    return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, email, redirectTo }, { status: error.status });
    throw error;
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Log in</h1>
      <Form method="post" action="/login" className="mt-6 flex flex-col gap-4" noValidate={false}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {actionData?.error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <Field name="email" label="Email Address" required>
          {(props) => <input {...props} name="email" type="email" autoComplete="email" required defaultValue={actionData?.email} className={inputClass} />}
        </Field>
        <Field name="password" label="Password" required>
          {(props) => <input {...props} name="password" type="password" autoComplete="current-password" required className={inputClass} />}
        </Field>
        <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
          Login
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          Forgot password?
        </Link>
      </p>
      <p className="mt-2 text-sm">
        New here?{' '}
        <Link className="text-brand-700 underline" to="/register">
          Register here
        </Link>
      </p>
    </main>
  );
}
