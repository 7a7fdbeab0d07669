import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from '~/components/form-controls';
import { FormField } from '~/components/form-field';
import { useT } from '~/components/i18n/context';

/**
 * A new password and the same typed again (the schema checks they match): choosing one when a
 * reset link or a team invitation is opened. `label` names the first ("New password"),
 * `confirmLabel` the second ("Confirm new password").
 */
export function NewPasswordFields({ password, confirmPassword, label, confirmLabel }: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string>; label: string; confirmLabel: string }) {
  const t = useT('accounts');
  return (
    <>
      <FormField meta={password} label={label} required hint={t('passwordHint')}>
        <input {...getInputProps(password, { type: 'password', ariaDescribedBy: password.descriptionId })} autoComplete="new-password" className={inputClass} />
      </FormField>
      <FormField meta={confirmPassword} label={confirmLabel} required>
        <input {...getInputProps(confirmPassword, { type: 'password' })} autoComplete="new-password" className={inputClass} />
      </FormField>
    </>
  );
}
