import { getInputProps } from '@conform-to/react';
import { FieldErrors } from '~/components/form-field';
import { useT } from '~/components/i18n/context';
import type { RegistrationFields } from '~/components/registration/steps';

/**
 * The consent boxes at the end of registration, both unticked until the person ticks them: the
 * one the account needs (refused with a message beside it) and the optional notification emails.
 */
export function ConsentBoxes({ fields }: { fields: RegistrationFields }) {
  const t = useT('register');
  const boxes = [
    {
      meta: fields.consent,
      label: t('consentAccount'),
      required: true,
    },
    {
      meta: fields.consentNotificationEmails,
      label: t('consentEmails'),
      required: false,
    },
  ];
  return (
    <fieldset className="mt-4 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">{t('consentLegend')}</legend>
      {boxes.map(({ meta, label, required }) => (
        <div key={meta.name} className="mt-2">
          <label className="flex items-start gap-2 text-sm" htmlFor={meta.id}>
            <input {...getInputProps(meta, { type: 'checkbox', value: 'on' })} className="mt-1" />
            <span>
              {label}
              {required ? <span className="font-semibold">{t('required')}</span> : null}
            </span>
          </label>
          <FieldErrors id={meta.errorId} errors={meta.errors} />
        </div>
      ))}
    </fieldset>
  );
}
