import { getFormProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { RichText, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/reset-password';
import { isStaffRole } from '~/domain/staff';
import { FormErrors } from '~/components/form-field';
import { NewPasswordFields } from '~/components/new-password-fields';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { ResetPasswordSchema } from '~/domain/password-reset';
import { createSession } from '~/services/accounts/sessions.server';
import { resetPassword, resetTokenIsValid } from '~/services/accounts/tokens.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: await resetTokenIsValid(token), title: requestTranslator(request, 'accounts')('resetTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  return submitForm(
    request,
    ResetPasswordSchema,
    async ({ token, password }) => {
      const { userId, role } = await resetPassword(token, password);
      // A staff member (invited by email) works in the console; a member in their account.
      return localisedRedirect(request, isStaffRole(role) ? '/admin' : '/account', { headers: { 'Set-Cookie': await createSession(request, userId) } });
    },
    { hideFields: ['password', 'confirmPassword'] },
  );
});

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    id: 'reset-password',
    lastResult: actionData?.result,
  });
  if (!loaderData.valid) {
    return (
      <main className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-700">{t('linkExpired')}</h1>
        <p className="mt-4">
          <RichText text={t('resetExpired')} parts={[<Link className="text-brand-700 underline" to="/forgot-password" />]} />
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{t('resetTitle')}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrors form={form} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t('newPassword')} confirmLabel={t('confirmNewPassword')} />
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          {t('saveNewPassword')}
        </button>
      </Form>
    </main>
  );
}
