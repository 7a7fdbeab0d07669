import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, keepFieldFocus, inputClass } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { LoginSchema } from '~/domain/login';
import { safeRedirectPath } from '~/domain/urls';
import { deviceCookie, knownDevice } from '~/services/accounts/known-device.server';
import { authenticate } from '~/services/accounts/login.server';
import { createSession, getUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Log in' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await getUser(request)) throw redirect(redirectTo);
  return { redirectTo, registered: new URL(request.url).searchParams.get('registered') === '1' };
});

// Also answers the header's login modal, which posts the same fields (LoginSchema) to /login.
export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(
    request,
    LoginSchema,
    async ({ email, password, redirectTo }) => {
      const user = await authenticate(email, password, context.clientIp, knownDevice(request));
      return redirect(redirectTo, {
        headers: [
          ['Set-Cookie', await createSession(request, user.id)],
          ['Set-Cookie', deviceCookie(request, user.id)],
        ],
      });
    },
    { hideFields: ['password'] },
  );
});

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(LoginSchema, {
    id: 'login',
    lastResult: actionData?.result,
  });
  // The form posts to /login without the query, so after an error the target comes back with the form.
  const posted = fields.redirectTo.initialValue;
  const redirectTo = typeof posted === 'string' ? posted : loaderData.redirectTo;
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Log in</h1>
      {loaderData.registered ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
          Thank you for registering. We have sent an email to the address you gave: open the link in it to confirm the address. Then log in below with your email address and password.
        </p>
      ) : null}
      <Form method="post" action="/login" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors form={form} />
        <FormField meta={fields.email} label="Email Address" required>
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
        </FormField>
        <FormField meta={fields.password} label="Password" required>
          <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" className={inputClass} />
        </FormField>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
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
        <Link className="text-brand-700 underline" to={redirectTo === '/account' ? '/register' : `/register?redirectTo=${encodeURIComponent(redirectTo)}`}>
          Register here
        </Link>
      </p>
    </main>
  );
}
