import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { REJECTION_REASONS } from '~/domain/listing';
import { REVIEW_NOTE_MAX, reviewDecisionSchema, type ReviewSubject } from '~/domain/listing-review';

type Result = SubmissionResult<string[]> | undefined;

/** Which form an answer belongs to: the same intent and subject it was posted with. */
export const reviewFormKey = (intent: string, subject: string | undefined) => `${intent}:${subject ?? ''}`;

export function resultKey(result: Result): string | undefined {
  const posted = result?.initialValue;
  if (!posted) return undefined;
  const subject = typeof posted.subject === 'string' ? posted.subject : undefined;
  return typeof posted.intent === 'string' ? reviewFormKey(posted.intent, subject) : undefined;
}

/** Approves what the reviewer sees: `seen` identifies the version, so a newer one is not approved unseen. */
export function ApproveForm({ subject, seen, label, lastResult }: { subject: ReviewSubject; seen: string; label: string; lastResult: Result }) {
  const [form] = useSchemaForm(reviewDecisionSchema, { id: `approve-${subject}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="seen" value={seen} />
      <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
        {label}
      </button>
    </Form>
  );
}

/**
 * Rejects a listing or an edit, or takes a published listing down: a reason from the list and a
 * note, which the seller reads together.
 */
export function ReasonForm({ intent, subject, seen, label, lastResult }: { intent: 'reject' | 'take_down'; subject?: ReviewSubject; seen?: string; label: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(reviewDecisionSchema, { id: `${intent}-${subject ?? 'listing'}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-3">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={intent} />
      {subject ? <input type="hidden" name="subject" value={subject} /> : null}
      {seen ? <input type="hidden" name="seen" value={seen} /> : null}
      <FormField meta={fields.reason} label="Reason" required>
        <select {...getSelectProps(fields.reason)} className={inputClass}>
          <option value="">Choose a reason…</option>
          {REJECTION_REASONS.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {reason.text}
            </option>
          ))}
        </select>
      </FormField>
      <FormField meta={fields.note} label="Note to the seller" optional hint={`What to change, in plain words; the seller reads it after the reason. Up to ${REVIEW_NOTE_MAX.toLocaleString('en-IN')} characters.`}>
        <textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50" onMouseDown={keepFieldFocus}>
        {label}
      </button>
    </Form>
  );
}
