import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { buttonClass, inputClass } from '~/components/billing/ui';
import { FormErrors, FormField } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { QUOTE_DECLINE_REASONS } from '~/domain/requirement';
import { requirementDecisionSchema } from '~/domain/requirement-decisions';

export type DecisionIntent = 'accept' | 'decline' | 'revise' | 'close';
type Result = SubmissionResult<string[]> | undefined;

const secondaryButton = 'rounded-md border border-slate-500 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50';

/** Accept one quote: a single button; what it answers (accepted, or someone was faster) comes back on the page. */
export function AcceptForm({ quoteId, supplier, landed, lastResult }: { quoteId: number; supplier: string; landed: string; lastResult: Result }) {
  const [form] = useSchemaForm(requirementDecisionSchema, { id: `accept-${quoteId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <button type="submit" className={buttonClass} aria-label={`Accept the quote from ${supplier} (${landed} landed)`}>
        Accept this quote
      </button>
      <p className="text-xs text-slate-600">Accepting makes a purchase order and tells the other suppliers, politely, that you chose another quote.</p>
    </Form>
  );
}

export function DeclineForm({ quoteId, supplier, lastResult }: { quoteId: number; supplier: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: `decline-${quoteId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <FormField meta={fields.reason} label={`Why decline the quote from ${supplier}?`} required>
        <select {...getSelectProps(fields.reason)} className={inputClass}>
          <option value="">Choose a reason</option>
          {QUOTE_DECLINE_REASONS.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField meta={fields.note} label="Note to the supplier" optional>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        Decline this quote
      </button>
    </Form>
  );
}

export function ReviseForm({ quoteId, supplier, lastResult }: { quoteId: number; supplier: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: `revise-${quoteId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="revise" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <FormField meta={fields.note} label={`What should ${supplier} change?`} required hint="The supplier reads this with your request for a new version.">
        <textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        Ask for a revision
      </button>
    </Form>
  );
}

export function CloseForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: 'close', lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="close" />
      <FormField meta={fields.reason} label="Why are you closing it?" required hint="Every supplier it went to is told that you closed it without choosing a quote.">
        <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        Close without accepting a quote
      </button>
    </Form>
  );
}
