import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useDomainText, useT } from '~/components/i18n/context';

interface FormFieldProps {
  /** The field from Conform's `useForm`; its ids tie the label, hint and error to the control. */
  meta: Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'descriptionId' | 'errors'>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  /** The control, built with Conform's getInputProps / getSelectProps / getTextareaProps. */
  children: ReactNode;
}

/**
 * A labelled field with its hint and its errors beside it. Conform's prop getters point the
 * control's aria-describedby at `errorId` (pass `ariaDescribedBy: meta.descriptionId` for the hint)
 * and set aria-invalid, so screen readers read the error with the field.
 */
export function FormField({ meta, label, hint, required, optional, children }: FormFieldProps) {
  const t = useT('common');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-slate-600"> ({t('optional')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Errors that belong to the whole form (a refused login, a rate limit), above its fields. */
export function FormErrors({ form }: { form: Pick<FormMetadata<Record<string, unknown>>, 'errorId' | 'errors'> }) {
  const domainText = useDomainText();
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {form.errors.map(domainText).join(' ')}
    </p>
  );
}

/** A field's errors, at the id its control's aria-describedby points at; nothing when there are none. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const domainText = useDomainText();
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-700" role="alert">
      {errors.map(domainText).join(' ')}
    </p>
  );
}
