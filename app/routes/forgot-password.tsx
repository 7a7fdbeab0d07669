import { getFormProps, getInputProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/forgot-password';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, keepFieldFocus, inputClass } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { config } from '~/config.server';
import { ForgotPasswordSchema } from '~/domain/password-reset';
import { requestPasswordReset } from '~/services/accounts/tokens.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(({ request }: Route.LoaderArgs) => ({ title: requestTranslator(request, 'accounts')('forgotTitle') }));

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, ForgotPasswordSchema, async ({ email }) => {
    await requestPasswordReset(email, siteUrlForLinks(), context.clientIp, config().SITE_NAME);
    return { sent: true };
  });
});

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    id: 'forgot-password',
    lastResult: actionData?.result,
  });
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{t('forgotTitle')}</h1>
      {actionData?.ok ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
          {t('forgotSent')}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          <p className="text-slate-700">{t('forgotIntro')}</p>
          <FormErrors form={form} />
          <FormField meta={fields.email} label={t('emailAddress')} required>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
          </FormField>
          <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
            {t('sendResetLink')}
          </button>
        </Form>
      )}
    </main>
  );
}
