import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { useDomainText, useT } from '~/components/i18n/context';
import { useUnitName } from '~/components/i18n/units';
import { Form } from '~/components/i18n/links';
import { buttonClass, fileInputClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { FieldErrors, FormErrors, FormField } from '~/components/form-field';
import { RowCell, RowGroup } from '~/components/form-rows';
import { HsnAndGstFields } from '~/components/tax-fields';
import { useSchemaForm } from '~/components/use-schema-form';
import { DELIVERY_TERMS } from '~/domain/quote';
import { DeclineFormSchema, quoteFormSchema, type QuoteFormValues } from '~/domain/quote-form';
import { DECLINE_REASONS, indianToday } from '~/domain/requirement';

export interface QuoteFormProps {
  formId: string;
  revising: boolean;
  unit: string;
  values: QuoteFormValues;
  gstRates: Array<{ rateBp: number; label: string }>;
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * The quote form: a plain multipart POST (works without JavaScript), checked by the same schema in
 * the browser. "Check the total" shows what the buyer would pay without sending; "Send" sends it.
 */
export function QuoteForm({ formId, revising, unit, values, gstRates, lastResult }: QuoteFormProps) {
  const navigation = useNavigation();
  const schema = useMemo(() => quoteFormSchema(), []);
  const [form, fields] = useSchemaForm(schema, { id: formId, lastResult, defaultValue: values, nativeConstraints: false });
  const busy = navigation.state === 'submitting';
  const rows = fields.breaks.getFieldList();
  const t = useT('sellerQuotes');
  const domainText = useDomainText();
  // The unit's name in the page's language; the quote is still in the requirement's unit.
  const unitWord = useUnitName()(unit);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 flex flex-col gap-5" aria-busy={busy}>
      <input {...getInputProps(fields.idempotencyKey, { type: 'hidden' })} />
      <FormErrors form={form} />
      <p className="text-sm text-slate-700">{t('pricesIntro', { unit: unitWord })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField meta={fields.unitPrice} label={t('unitPriceLabel', { unit: unitWord })} required>
          <input {...getInputProps(fields.unitPrice, { type: 'text', ariaDescribedBy: fields.unitPrice.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
        </FormField>
        <FormField meta={fields.quantity} label={t('quantityLabel', { unit: unitWord })} required hint={t('quantityHint')}>
          <input {...getInputProps(fields.quantity, { type: 'text', ariaDescribedBy: fields.quantity.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
        </FormField>
      </div>
      <RowGroup
        legend={t('breaksLegend')}
        hintId={`${fields.breaks.id}-hint`}
        hint={t('breaksHint', { unit: unitWord })}
        list={fields.breaks}
      >
        <ol className="flex flex-col gap-2">
          {rows.map((row, index) => {
            const cells = row.getFieldset();
            return (
              <li key={row.key}>
                <div role="group" aria-label={t('priceBreakGroup', { number: index + 1 })} className="grid grid-cols-2 gap-2">
                  {(
                    [
                      [cells.from, t('fromUnit', { unit: unitWord })],
                      [cells.price, t('pricePerUnit', { unit: unitWord })],
                    ] as const
                  ).map(([cell, label]) => (
                    <RowCell key={cell.name} meta={cell} label={label} row={t('priceBreakRow', { number: index + 1 })}>
                      <input {...getInputProps(cell, { type: 'text' })} inputMode="decimal" autoComplete="off" className={inputClass} />
                    </RowCell>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      </RowGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <HsnAndGstFields hsnCode={fields.hsnCode} gstRate={fields.gstRate} gstRates={gstRates} required />
        <FormField meta={fields.freight} label={t('freightLabel')} hint={t('freightHint')}>
          <input {...getInputProps(fields.freight, { type: 'text', ariaDescribedBy: fields.freight.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
        </FormField>
        <FormField meta={fields.leadTimeDays} label={t('leadTimeLabel')} required hint={t('leadTimeHint')}>
          <input {...getInputProps(fields.leadTimeDays, { type: 'text', ariaDescribedBy: fields.leadTimeDays.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-1" aria-describedby={fields.deliveryTerms.errors?.length ? fields.deliveryTerms.errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t('deliveryTerms')}
          <span className="text-red-700"> *</span>
        </legend>
        <div className="flex flex-wrap gap-4">
          {getCollectionProps(fields.deliveryTerms, { type: 'radio', options: DELIVERY_TERMS.map((terms) => terms.code), ariaAttributes: false }).map(({ key, ...radio }) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input {...radio} className="h-4 w-4" />
              {domainText(DELIVERY_TERMS.find((terms) => terms.code === radio.value)?.label ?? '')}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.deliveryTerms.errorId} errors={fields.deliveryTerms.errors} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField meta={fields.paymentTerms} label={t('paymentTerms')} required hint={t('paymentHint')}>
          <input {...getInputProps(fields.paymentTerms, { type: 'text', ariaDescribedBy: fields.paymentTerms.descriptionId })} className={inputClass} />
        </FormField>
        <FormField meta={fields.validUntil} label={t('validUntil')} required hint={t('validHint')}>
          <input {...getInputProps(fields.validUntil, { type: 'date', ariaDescribedBy: fields.validUntil.descriptionId })} min={indianToday()} className={inputClass} />
        </FormField>
      </div>
      <FormField meta={fields.notes} label={t('notes')} optional hint={t('notesHint')}>
        <textarea {...getTextareaProps(fields.notes, { ariaDescribedBy: fields.notes.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <FormField meta={fields.attachment} label={t('attachment')} optional hint={t('attachmentHint')}>
        <input {...getInputProps(fields.attachment, { type: 'file', ariaDescribedBy: fields.attachment.descriptionId })} accept="application/pdf,image/jpeg,image/png,image/webp" className={fileInputClass} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="check" onMouseDown={keepFieldFocus} disabled={busy} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:opacity-50">
          {t('checkTotal')}
        </button>
        <button type="submit" name="intent" value="send" onMouseDown={keepFieldFocus} disabled={busy} className={buttonClass}>
          {revising ? t('sendRevised') : t('sendQuote')}
        </button>
      </div>
    </Form>
  );
}

/** Declining with a reason the buyer reads. */
export function DeclineForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(DeclineFormSchema, { id: 'decline', lastResult, nativeConstraints: false });
  const t = useT('sellerQuotes');
  const domainText = useDomainText();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value="decline" />
      <FormErrors form={form} />
      <FormField meta={fields.reason} label={t('whyCannotQuote')} required>
        <select {...getSelectProps(fields.reason)} className={inputClass}>
          <option value="">{t('chooseReason')}</option>
          {DECLINE_REASONS.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {domainText(reason.label)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField meta={fields.note} label={t('noteForBuyer')} optional hint={t('noteForBuyerHint')}>
        <textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={2} className={inputClass} />
      </FormField>
      <div>
        <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-50">
          {t('declineRequirement')}
        </button>
      </div>
    </Form>
  );
}
