import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useDomainText, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { CategoryPicker } from '~/components/listing/category-picker';
import { PhotoFields } from '~/components/listing/photo-fields';
import { PriceBreakRows, SpecRows } from '~/components/listing/row-fields';
import { AVAILABILITY_KEYS } from '~/components/listing/listing-texts';
import { useUnitChoiceName } from '~/components/i18n/units';
import { useAutosave, type AutosaveStatus } from '~/components/listing/use-autosave';
import { useHydrated } from '~/components/use-hydrated';
import { useSchemaForm } from '~/components/use-schema-form';
import { HsnAndGstFields } from '~/components/tax-fields';
import type { CategoryTreeCategory } from '~/domain/category-tree';
import { AVAILABILITY, UNITS, type Availability, type ListingState } from '~/domain/listing';
import { ListingFormSchema, MAX_DESCRIPTION_LENGTH, type ListingFormValues } from '~/domain/listing-form';
import { formatGstRate } from '~/domain/product-tax';
import type { Translate } from '~/domain/translate';

export interface ListingEditorProps {
  productId: number | null;
  status: ListingState | null;
  /** The listing's saved version (it names the form, so a saved listing starts a fresh form). */
  version: number | null;
  companyVerified: boolean;
  values: ListingFormValues;
  tree: CategoryTreeCategory[];
  gstRates: Array<{ rateBp: number; label: string }>;
  states: Array<{ code: string; name: string }>;
  specNames: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}

const SPEC_NAMES_URL = '/account/products/spec-names';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

type T = Translate<'sellerListings'>;

/** Whether prices include GST, said as buyers will read it (gstPriceNote of app/domain/product-tax.ts). */
function gstNote(t: T, rate: string | undefined, includes: boolean): string {
  const rateBp = /^\d+$/.test(rate ?? '') ? Number(rate) : null;
  const inclusive = t(includes ? 'gstIncluded' : 'gstExcluded');
  if (rateBp === null) return t('gstChooseRate', { inclusive });
  return t('gstBuyersSee', { inclusive, note: t(includes ? 'gstNoteIncludes' : 'gstNoteExcludes', { rate: formatGstRate(rateBp) }) });
}

function autosaveText(t: T, domainText: (text: string) => string, status: AutosaveStatus): string {
  if (!status) return '';
  return 'savedAt' in status ? t('autosaved', { time: status.savedAt }) : t('autosaveFailed', { reason: status.failure ? domainText(status.failure) : t('noConnection') });
}

/** The specification names for a category, fetched again when the seller picks another one. */
function useSpecNames(initial: string[]) {
  const [names, setNames] = useState(initial);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const load = (groupId: number) => {
    controller.current?.abort();
    if (groupId <= 0) return setNames([]);
    const current = new AbortController();
    controller.current = current;
    fetch(`${SPEC_NAMES_URL}?group=${groupId}`, { signal: current.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { names: string[] }).names : []))
      .then(setNames)
      .catch(() => undefined);
  };
  return [names, load] as const;
}

/**
 * The listing editor: every field of a listing in one plain form (works without JavaScript), the
 * same schema checking it in the browser, and with JavaScript the category type-ahead, extra rows
 * and the autosave of what is typed.
 */
export function ListingEditor(props: ListingEditorProps) {
  const { productId, status, version, companyVerified, values, tree, gstRates, states, lastResult } = props;
  const t = useT('sellerListings');
  const domainText = useDomainText();
  const maxDescription = MAX_DESCRIPTION_LENGTH.toLocaleString('en-IN');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ListingFormSchema, { id: `listing-${productId ?? 'new'}-v${version ?? 0}`, lastResult, defaultValue: values, nativeConstraints: false });
  const [specNames, loadSpecNames] = useSpecNames(props.specNames);
  // A restored draft carries the version it was made from, so saving it over a newer listing is refused.
  const baseVersion = /^\d+$/.test(values.version) ? Number(values.version) : null;
  const autosave = useAutosave({ productId: productId ?? 0, baseVersion, value: form.value, formId: form.id });
  const canSubmit = status === null || status === 'draft' || status === 'rejected';
  const submitLabel = t(companyVerified ? 'publish' : 'submitForReview');
  const unit = UNITS.find((u) => u.code === fields.unit.value)?.code ?? '';
  const unitChoice = useUnitChoiceName();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 flex flex-col gap-6" aria-busy={busy}>
      <input {...getInputProps(fields.version, { type: 'hidden' })} />
      <FormErrors form={form} />

      <Section title={t('sectionWhat')}>
        <FormField meta={fields.name} label={t('name')} required hint={t('nameHint')}>
          <input {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })} autoComplete="off" className={inputClass} />
        </FormField>
        <FormField meta={fields.nameHi} label={t('nameHi')} optional hint={t('nameHiHint')}>
          <input {...getInputProps(fields.nameHi, { type: 'text', ariaDescribedBy: fields.nameHi.descriptionId })} lang="hi" autoComplete="off" className={inputClass} />
        </FormField>
        <CategoryPicker meta={fields.groupId} tree={tree} hydrated={hydrated} onChosen={loadSpecNames} />
        <FormField meta={fields.description} label={t('description')} optional hint={t('descriptionHint', { max: maxDescription })}>
          <textarea {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })} rows={5} className={inputClass} />
        </FormField>
        <FormField meta={fields.descriptionHi} label={t('descriptionHi')} optional hint={t('descriptionHiHint', { max: maxDescription })}>
          <textarea {...getTextareaProps(fields.descriptionHi, { ariaDescribedBy: fields.descriptionHi.descriptionId })} lang="hi" rows={5} className={inputClass} />
        </FormField>
      </Section>

      <Section title={t('sectionPrice')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField meta={fields.unit} label={t('unit')} required hint={t('unitHint')}>
            <select {...getSelectProps(fields.unit, { ariaDescribedBy: fields.unit.descriptionId })} className={inputClass}>
              <option value="">{t('chooseUnit')}</option>
              {UNITS.map((u) => (
                <option key={u.code} value={u.code}>
                  {unitChoice(u.code)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.minOrderQty} label={t('minOrderQty')} required hint={t('minOrderQtyHint')}>
            <input {...getInputProps(fields.minOrderQty, { type: 'text', ariaDescribedBy: fields.minOrderQty.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.price} label={t('price')} optional hint={t('priceHint')}>
            <input {...getInputProps(fields.price, { type: 'text', ariaDescribedBy: fields.price.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.priceMax} label={t('priceMax')} optional hint={t('priceMaxHint')}>
            <input {...getInputProps(fields.priceMax, { type: 'text', ariaDescribedBy: fields.priceMax.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
          </FormField>
        </div>
        <PriceBreakRows form={form} fields={fields} unit={unit} hydrated={hydrated} />
      </Section>

      <Section title={t('sectionTax')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <HsnAndGstFields hsnCode={fields.hsnCode} gstRate={fields.gstRate} gstRates={gstRates} required={false} />
        </div>
        <FormField meta={fields.pricesIncludeGst} label={t('pricesIncludeGst')} hint={gstNote(t, fields.gstRate.value, Boolean(fields.pricesIncludeGst.value))}>
          <input {...getInputProps(fields.pricesIncludeGst, { type: 'checkbox', ariaDescribedBy: fields.pricesIncludeGst.descriptionId })} className="h-5 w-5" />
        </FormField>
      </Section>

      <Section title={t('sectionDetails')}>
        <SpecRows form={form} fields={fields} specNames={specNames} hydrated={hydrated} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField meta={fields.leadTimeDays} label={t('leadTime')} optional hint={t('leadTimeHint')}>
            <input {...getInputProps(fields.leadTimeDays, { type: 'text', ariaDescribedBy: fields.leadTimeDays.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.sku} label={t('sku')} optional hint={t('skuHint')}>
            <input {...getInputProps(fields.sku, { type: 'text', ariaDescribedBy: fields.sku.descriptionId })} autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.packaging} label={t('packaging')} optional hint={t('packagingHint')}>
            <input {...getInputProps(fields.packaging, { type: 'text', ariaDescribedBy: fields.packaging.descriptionId })} className={inputClass} />
          </FormField>
        </div>
        <fieldset className="flex flex-col gap-1" aria-describedby={fields.availability.errors?.length ? fields.availability.errorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('availability')}</legend>
          <div className="flex flex-wrap gap-4">
            {getCollectionProps(fields.availability, { type: 'radio', options: ['', ...AVAILABILITY.map((a) => a.code)], ariaAttributes: false }).map(({ key, ...radio }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input {...radio} className="h-4 w-4" />
                {radio.value === '' ? t('availabilityNotSaid') : t(AVAILABILITY_KEYS[radio.value as Availability])}
              </label>
            ))}
          </div>
          {fields.availability.errors?.length ? (
            <p id={fields.availability.errorId} role="alert" className="text-sm text-red-700">
              {fields.availability.errors.map(domainText).join(' ')}
            </p>
          ) : null}
        </fieldset>
        <FormField meta={fields.sampleAvailable} label={t('sampleAvailable')} hint={t('sampleHint')}>
          <input {...getInputProps(fields.sampleAvailable, { type: 'checkbox', ariaDescribedBy: fields.sampleAvailable.descriptionId })} className="h-5 w-5" />
        </FormField>
      </Section>

      <Section title={t('sectionDelivery')}>
        <fieldset className="flex flex-col gap-2" aria-describedby={[`${fields.deliveryStates.id}-hint`, fields.deliveryStates.errors?.length ? fields.deliveryStates.errorId : null].filter(Boolean).join(' ')}>
          <legend className="text-sm font-medium text-slate-800">{t('deliveryStates')}</legend>
          <p id={`${fields.deliveryStates.id}-hint`} className="text-xs text-slate-600">
            {t('deliveryHint')}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {getCollectionProps(fields.deliveryStates, { type: 'checkbox', options: states.map((s) => s.code), ariaAttributes: false }).map(({ key, ...box }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input {...box} className="h-4 w-4" />
                <span data-user-text>{states.find((s) => s.code === box.value)?.name}</span>
              </label>
            ))}
          </div>
          {fields.deliveryStates.errors?.length ? (
            <p id={fields.deliveryStates.errorId} role="alert" className="text-sm text-red-700">
              {fields.deliveryStates.errors.map(domainText).join(' ')}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section title={t('sectionPhotos')}>
        <PhotoFields fields={fields} />
      </Section>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5">
        {status === 'archived' ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="save" onMouseDown={keepFieldFocus} disabled={busy} className={canSubmit ? 'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:opacity-50' : buttonClass}>
              {t(canSubmit ? 'saveDraft' : 'saveChanges')}
            </button>
            {canSubmit ? (
              <button type="submit" name="intent" value="submit" onMouseDown={keepFieldFocus} disabled={busy} className={buttonClass}>
                {submitLabel}
              </button>
            ) : null}
          </div>
        )}
        <p className="text-sm text-slate-700">
          {t(companyVerified ? 'verifiedNote' : 'unverifiedNote')}
        </p>
        <p aria-live="polite" className="text-sm text-slate-600" data-testid="autosave-status">
          {autosaveText(t, domainText, autosave)}
        </p>
      </div>
    </Form>
  );
}
