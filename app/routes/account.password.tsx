import { getFormProps, getInputProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/account.password';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { NewPasswordFields } from '~/components/new-password-fields';
import { useSchemaForm } from '~/components/use-schema-form';
import { ChangePasswordSchema } from '~/domain/password-reset';
import { changePassword } from '~/services/accounts/password-change.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireUser(request);
  return { title: requestTranslator(request, 'account')('passwordTitle') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(
    request,
    ChangePasswordSchema,
    async ({ currentPassword, password }) => {
      await changePassword(user.id, currentPassword, password, request);
      return { message: requestTranslator(request, 'account')('passwordChanged') };
    },
    { hideFields: ['currentPassword', 'password', 'confirmPassword'], resetOnSuccess: true },
  );
});

export default function AccountPassword({ actionData }: Route.ComponentProps) {
  const t = useT('account');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ChangePasswordSchema, { id: 'change-password', lastResult: actionData?.result });
  return (
    <section className="max-w-md">
      <h2 className="text-xl font-bold text-brand-700">{t('changePassword')}</h2>
      {actionData?.ok ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <FormErrors form={form} />
        <FormField meta={fields.currentPassword} label={t('currentPassword')} required>
          <input {...getInputProps(fields.currentPassword, { type: 'password' })} autoComplete="current-password" className={inputClass} />
        </FormField>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label={t('newPassword')} confirmLabel={t('confirmNewPassword')} />
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          {t('changePassword')}
        </button>
      </Form>
    </section>
  );
}
