import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '~/components/form-field';
import { useDomainText, useT } from '~/components/i18n/context';
import type { MessageKey } from '~/content/messages';
import { inputClass } from '~/components/form-controls';
import { SUPPORT_OPTIONS } from '~/domain/registration';

/**
 * The company fields of registration and of the account profile, built on FormField so each one's
 * hint and error sit beside it and are read with it.
 */
type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

interface TextFieldProps {
  meta: Meta;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password';
  required?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

export function TextField({ meta, label, type = 'text', required, hint, autoComplete, inputMode }: TextFieldProps) {
  return (
    <FormField meta={meta} label={label} hint={hint} required={required}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={inputClass}
      />
    </FormField>
  );
}

export function TextAreaField({ meta, label, required, autoComplete }: { meta: Meta; label: string; required?: boolean; autoComplete?: string }) {
  return (
    <FormField meta={meta} label={label} required={required}>
      <textarea {...getTextareaProps(meta)} rows={3} autoComplete={autoComplete} className={inputClass} />
    </FormField>
  );
}

interface SelectFieldProps {
  meta: Meta;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
}

export function SelectField({ meta, label, options, hint }: SelectFieldProps) {
  const t = useT('register');
  return (
    <FormField meta={meta} label={label} hint={hint}>
      <select {...getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })} className={inputClass}>
        <option value="">{t('select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A domain list's choices: the value stays the domain's English, the label is in the page's language. */
export function useOptionLabels(): (items: readonly string[]) => { value: string; label: string }[] {
  const t = useT('register');
  return (items) => items.map((item) => ({ value: item, label: t(`option.${item}` as MessageKey<'register'>) }));
}

/** 'Looking for Support': one checkbox per need, the group's error below it. */
export function SupportCheckboxes({ meta, className = '' }: { meta: Meta; className?: string }) {
  const t = useT('register');
  const domainText = useDomainText();
  return (
    <fieldset className={className} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-medium">{t('lookingForSupport')}</legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {getCollectionProps(meta, { type: 'checkbox', options: [...SUPPORT_OPTIONS], ariaAttributes: false }).map(({ key, ...props }) => (
          <label key={key} className="flex items-start gap-2 text-sm">
            <input {...props} className="mt-1" />
            {t(`option.${props.value}` as MessageKey<'register'>)}
          </label>
        ))}
      </div>
      {meta.errors ? (
        <p id={meta.errorId} className="text-sm text-red-700" role="alert">
          {meta.errors.map(domainText).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
