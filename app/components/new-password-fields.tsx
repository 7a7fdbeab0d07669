import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from '~/components/form-controls';
import { FormField } from '~/components/form-field';

/**
 * A new password and the same typed again (the schema checks they match): choosing one when a
 * reset link or a team invitation is opened. `label` names the first ("New password"); the second
 * is "Confirm new password".
 */
export function NewPasswordFields({ password, confirmPassword, label }: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string>; label: string }) {
  return (
    <>
      <FormField meta={password} label={label} required hint="At least 8 characters.">
        <input {...getInputProps(password, { type: 'password', ariaDescribedBy: password.descriptionId })} autoComplete="new-password" className={inputClass} />
      </FormField>
      <FormField meta={confirmPassword} label={`Confirm ${label.toLowerCase()}`} required>
        <input {...getInputProps(confirmPassword, { type: 'password' })} autoComplete="new-password" className={inputClass} />
      </FormField>
    </>
  );
}
