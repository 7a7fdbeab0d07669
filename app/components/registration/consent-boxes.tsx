import { getInputProps } from '@conform-to/react';
import { FieldErrors } from '~/components/form-field';
import type { RegistrationFields } from '~/components/registration/steps';

/**
 * The consent boxes at the end of registration, both unticked until the person ticks them: the
 * one the account needs (refused with a message beside it) and the optional notification emails.
 */
export function ConsentBoxes({ fields }: { fields: RegistrationFields }) {
  const boxes = [
    {
      meta: fields.consent,
      label: 'I have read the privacy notice above and agree to the use of my data it describes for my account.',
      required: true,
    },
    {
      meta: fields.consentNotificationEmails,
      label: 'Also email me about new leads, messages and quotes (optional; you can stop these emails at any time in Account → Privacy).',
      required: false,
    },
  ];
  return (
    <fieldset className="mt-4 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">Your consent</legend>
      {boxes.map(({ meta, label, required }) => (
        <div key={meta.name} className="mt-2">
          <label className="flex items-start gap-2 text-sm" htmlFor={meta.id}>
            <input {...getInputProps(meta, { type: 'checkbox', value: 'on' })} className="mt-1" />
            <span>
              {label}
              {required ? <span className="font-semibold"> (required)</span> : null}
            </span>
          </label>
          <FieldErrors id={meta.errorId} errors={meta.errors} />
        </div>
      ))}
    </fieldset>
  );
}
