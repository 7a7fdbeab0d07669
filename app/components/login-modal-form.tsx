import { getFormProps, getInputProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { keepFieldFocus } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { useLocalisedHref, useT } from '~/components/i18n/context';
import { useSchemaForm } from '~/components/use-schema-form';
import { LoginSchema } from '~/domain/login';

/** The login dialog's form (LoginModal loads it on first use): a plain POST to /login. */
export default function LoginModalForm({ redirectTo }: { redirectTo: string }) {
  const t = useT('shell');
  const href = useLocalisedHref();
  const emailRef = useRef<HTMLInputElement>(null);
  // The dialog is already open when this form arrives (it loads on first use): focus goes to it.
  useEffect(() => emailRef.current?.focus(), []);
  const [form, fields] = useSchemaForm(LoginSchema, {
    id: 'login-modal',
  });
  return (
    <form method="post" action={href('/login')} {...getFormProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors form={form} />
      <FormField meta={fields.email} label={t('emailAddress')}>
        <input {...getInputProps(fields.email, { type: 'email' })} ref={emailRef} autoComplete="email" className="field-input" />
      </FormField>
      <FormField meta={fields.password} label={t('password')}>
        <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" className="field-input" />
      </FormField>
      <button type="submit" className="btn-primary w-full" onMouseDown={keepFieldFocus}>
        {t('login')}
      </button>
    </form>
  );
}
