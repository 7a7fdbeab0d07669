import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useDomainText, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
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
  const t = useT('buyer-quotes');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <button type="submit" className={buttonClass} aria-label={t('acceptLabel', { supplier, landed })}>
        {t('accept')}
      </button>
      <p className="text-xs text-slate-600">{t('acceptHint')}</p>
    </Form>
  );
}

export function DeclineForm({ quoteId, supplier, lastResult }: { quoteId: number; supplier: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: `decline-${quoteId}`, lastResult });
  const t = useT('buyer-quotes');
  const domainText = useDomainText();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <FormField meta={fields.reason} label={t('declineLabel', { supplier })} required>
        <select {...getSelectProps(fields.reason)} className={inputClass}>
          <option value="">{t('chooseReason')}</option>
          {QUOTE_DECLINE_REASONS.map((r) => (
            <option key={r.code} value={r.code}>
              {domainText(r.label)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField meta={fields.note} label={t('noteToSupplier')} optional>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        {t('decline')}
      </button>
    </Form>
  );
}

export function ReviseForm({ quoteId, supplier, lastResult }: { quoteId: number; supplier: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: `revise-${quoteId}`, lastResult });
  const t = useT('buyer-quotes');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="revise" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <FormField meta={fields.note} label={t('reviseLabel', { supplier })} required hint={t('reviseHint')}>
        <textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        {t('revise')}
      </button>
    </Form>
  );
}

export function CloseForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useSchemaForm(requirementDecisionSchema, { id: 'close', lastResult });
  const t = useT('buyer-quotes');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="close" />
      <FormField meta={fields.reason} label={t('closeLabel')} required hint={t('closeHint')}>
        <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })} rows={2} className={inputClass} />
      </FormField>
      <button type="submit" className={secondaryButton}>
        {t('close')}
      </button>
    </Form>
  );
}
