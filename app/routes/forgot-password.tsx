import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { buttonClass, Field, inputClass } from '~/components/field';
import { config } from '~/config.server';
import { emailSchema } from '~/domain/registration';
import { requestPasswordReset } from '~/services/accounts/tokens.server';
import { DomainError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readTextForm(request);
  const parsed = emailSchema.safeParse(form.get('email') ?? '');
  if (!parsed.success) return data({ sent: false, error: parsed.error.issues[0]?.message ?? 'Enter your email address' }, { status: 400 });
  try {
    await requestPasswordReset(parsed.data, new URL(request.url).origin, context.clientIp, config().SITE_NAME);
  } catch (error) {
    if (error instanceof DomainError) return data({ sent: false, error: error.message }, { status: error.status });
    throw error;
  }
  return { sent: true, error: undefined };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Forgot password</h1>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
          If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.
        </p>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4">
          <p className="text-slate-700">Enter the email address of your account and we will email you a link to choose a new password.</p>
          <Field name="email" label="Email Address" required error={actionData?.error}>
            {(props) => <input {...props} name="email" type="email" autoComplete="email" required className={inputClass} />}
          </Field>
          <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
            Send reset link
          </button>
        </Form>
      )}
    </main>
  );
}
