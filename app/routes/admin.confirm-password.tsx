import { getFormProps, getInputProps } from '@conform-to/react';
import { redirect } from 'react-router';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.confirm-password';
import { buttonClass, inputClass } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { STAFF_REAUTH_MINUTES } from '~/domain/staff';
import { ConfirmPasswordSchema } from '~/domain/staff-reauth';
import { safeRedirectPath } from '~/domain/urls';
import { confirmStaffPassword, requireStaff } from '~/services/admin/staff.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Confirm your password' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'view_accounts');
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/admin') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'view_accounts');
  return submitForm(
    request,
    ConfirmPasswordSchema,
    async ({ password, redirectTo }) => {
      await confirmStaffPassword(request, staff, password);
      return redirect(redirectTo);
    },
    { hideFields: ['password'] },
  );
});

export default function ConfirmPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(ConfirmPasswordSchema, { id: 'confirm-password', lastResult: actionData?.result, defaultValue: { redirectTo: loaderData.redirectTo } });
  return (
    <section className="max-w-md">
      <h1 className="text-2xl font-bold text-brand-700">Confirm your password</h1>
      <p className="mt-2 text-slate-700">
        This action changes accounts, money or trust, so we ask for your password when you last typed it more than {STAFF_REAUTH_MINUTES} minutes ago. After confirming, you come back to
        the page; send the form again.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <FormErrors form={form} />
        <input {...getInputProps(fields.redirectTo, { type: 'hidden' })} key={fields.redirectTo.key} />
        <FormField meta={fields.password} label="Password">
          <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" className={inputClass} />
        </FormField>
        <button type="submit" className={buttonClass}>
          Confirm
        </button>
      </Form>
    </section>
  );
}
