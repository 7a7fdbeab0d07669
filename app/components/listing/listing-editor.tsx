import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { CategoryPicker } from '~/components/listing/category-picker';
import { PhotoFields } from '~/components/listing/photo-fields';
import { PriceBreakRows, SpecRows } from '~/components/listing/row-fields';
import { useAutosave } from '~/components/listing/use-autosave';
import { useHydrated } from '~/components/use-hydrated';
import { useSchemaForm } from '~/components/use-schema-form';
import { HsnAndGstFields } from '~/components/tax-fields';
import type { CategoryTreeCategory } from '~/domain/category-tree';
import { AVAILABILITY, availabilityName, UNITS, type Availability, type ListingState } from '~/domain/listing';
import { ListingFormSchema, MAX_DESCRIPTION_LENGTH, type ListingFormValues } from '~/domain/listing-form';
import { gstPriceNote } from '~/domain/product-tax';

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

/** Whether prices include GST, said as buyers will read it. */
function gstNote(rate: string | undefined, includes: boolean): string {
  const rateBp = /^\d+$/.test(rate ?? '') ? Number(rate) : null;
  const inclusive = includes ? 'Prices include GST' : 'Prices exclude GST';
  return rateBp === null ? `${inclusive}. Choose the GST rate so buyers know the tax.` : `${inclusive}; buyers see "${gstPriceNote(rateBp, includes)}".`;
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
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ListingFormSchema, { id: `listing-${productId ?? 'new'}-v${version ?? 0}`, lastResult, defaultValue: values, nativeConstraints: false });
  const [specNames, loadSpecNames] = useSpecNames(props.specNames);
  // A restored draft carries the version it was made from, so saving it over a newer listing is refused.
  const baseVersion = /^\d+$/.test(values.version) ? Number(values.version) : null;
  const autosave = useAutosave({ productId: productId ?? 0, baseVersion, value: form.value, formId: form.id });
  const canSubmit = status === null || status === 'draft' || status === 'rejected';
  const submitLabel = companyVerified ? 'Publish' : 'Submit for review';
  const unit = UNITS.find((u) => u.code === fields.unit.value)?.code ?? '';
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 flex flex-col gap-6" aria-busy={busy}>
      <input {...getInputProps(fields.version, { type: 'hidden' })} />
      <FormErrors form={form} />

      <Section title="What you sell">
        <FormField meta={fields.name} label="Name" required hint="What buyers search for: product, variety, grade and pack, e.g. Basmati rice 1121, 25 kg bag.">
          <input {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })} autoComplete="off" className={inputClass} />
        </FormField>
        <CategoryPicker meta={fields.groupId} tree={tree} hydrated={hydrated} onChosen={loadSpecNames} />
        <FormField meta={fields.description} label="Description" optional hint={`Up to ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-IN')} characters: what it is, how it is made or graded, what it is used for.`}>
          <textarea {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })} rows={5} className={inputClass} />
        </FormField>
      </Section>

      <Section title="Price and quantity">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField meta={fields.unit} label="Unit" required hint="Prices and quantities are per this unit.">
            <select {...getSelectProps(fields.unit, { ariaDescribedBy: fields.unit.descriptionId })} className={inputClass}>
              <option value="">Choose a unit</option>
              {UNITS.map((u) => (
                <option key={u.code} value={u.code}>
                  {u.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.minOrderQty} label="Minimum order quantity" required hint="In the unit above, e.g. 100.">
            <input {...getInputProps(fields.minOrderQty, { type: 'text', ariaDescribedBy: fields.minOrderQty.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.price} label="Price (₹ per unit)" optional hint="For a price range, the lowest price. Empty: buyers see “Price on request”.">
            <input {...getInputProps(fields.price, { type: 'text', ariaDescribedBy: fields.price.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.priceMax} label="Up to (₹ per unit)" optional hint="The highest price of a range; leave empty for one price.">
            <input {...getInputProps(fields.priceMax, { type: 'text', ariaDescribedBy: fields.priceMax.descriptionId })} inputMode="decimal" autoComplete="off" className={inputClass} />
          </FormField>
        </div>
        <PriceBreakRows form={form} fields={fields} unit={unit} hydrated={hydrated} />
      </Section>

      <Section title="Tax">
        <div className="grid gap-4 sm:grid-cols-2">
          <HsnAndGstFields hsnCode={fields.hsnCode} gstRate={fields.gstRate} gstRates={gstRates} required={false} />
        </div>
        <FormField meta={fields.pricesIncludeGst} label="Prices include GST" hint={gstNote(fields.gstRate.value, Boolean(fields.pricesIncludeGst.value))}>
          <input {...getInputProps(fields.pricesIncludeGst, { type: 'checkbox', ariaDescribedBy: fields.pricesIncludeGst.descriptionId })} className="h-5 w-5" />
        </FormField>
      </Section>

      <Section title="Details">
        <SpecRows form={form} fields={fields} specNames={specNames} hydrated={hydrated} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField meta={fields.leadTimeDays} label="Lead time (days)" optional hint="Days from order to dispatch; 0 for ready stock.">
            <input {...getInputProps(fields.leadTimeDays, { type: 'text', ariaDescribedBy: fields.leadTimeDays.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.sku} label="Your SKU" optional hint="Your own code for this product; a catalogue import matches rows by it.">
            <input {...getInputProps(fields.sku, { type: 'text', ariaDescribedBy: fields.sku.descriptionId })} autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.packaging} label="Packaging" optional hint="e.g. 25 kg PP bags, 40 bags a pallet.">
            <input {...getInputProps(fields.packaging, { type: 'text', ariaDescribedBy: fields.packaging.descriptionId })} className={inputClass} />
          </FormField>
        </div>
        <fieldset className="flex flex-col gap-1" aria-describedby={fields.availability.errors?.length ? fields.availability.errorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">Availability</legend>
          <div className="flex flex-wrap gap-4">
            {getCollectionProps(fields.availability, { type: 'radio', options: ['', ...AVAILABILITY.map((a) => a.code)], ariaAttributes: false }).map(({ key, ...radio }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input {...radio} className="h-4 w-4" />
                {radio.value === '' ? 'Not said' : availabilityName(radio.value as Availability)}
              </label>
            ))}
          </div>
          {fields.availability.errors?.length ? (
            <p id={fields.availability.errorId} role="alert" className="text-sm text-red-700">
              {fields.availability.errors.join(' ')}
            </p>
          ) : null}
        </fieldset>
        <FormField meta={fields.sampleAvailable} label="Sample available" hint="Tick if buyers can ask for a sample before ordering.">
          <input {...getInputProps(fields.sampleAvailable, { type: 'checkbox', ariaDescribedBy: fields.sampleAvailable.descriptionId })} className="h-5 w-5" />
        </FormField>
      </Section>

      <Section title="Delivery">
        <fieldset className="flex flex-col gap-2" aria-describedby={[`${fields.deliveryStates.id}-hint`, fields.deliveryStates.errors?.length ? fields.deliveryStates.errorId : null].filter(Boolean).join(' ')}>
          <legend className="text-sm font-medium text-slate-800">States you deliver to</legend>
          <p id={`${fields.deliveryStates.id}-hint`} className="text-xs text-slate-600">
            None ticked means &ldquo;All of India&rdquo;; tick the states you deliver to if you do not deliver everywhere.
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {getCollectionProps(fields.deliveryStates, { type: 'checkbox', options: states.map((s) => s.code), ariaAttributes: false }).map(({ key, ...box }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input {...box} className="h-4 w-4" />
                {states.find((s) => s.code === box.value)?.name}
              </label>
            ))}
          </div>
          {fields.deliveryStates.errors?.length ? (
            <p id={fields.deliveryStates.errorId} role="alert" className="text-sm text-red-700">
              {fields.deliveryStates.errors.join(' ')}
            </p>
          ) : null}
        </fieldset>
      </Section>

      <Section title="Photos">
        <PhotoFields fields={fields} />
      </Section>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5">
        {status === 'archived' ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="save" onMouseDown={keepFieldFocus} disabled={busy} className={canSubmit ? 'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:opacity-50' : buttonClass}>
              {canSubmit ? 'Save draft' : 'Save changes'}
            </button>
            {canSubmit ? (
              <button type="submit" name="intent" value="submit" onMouseDown={keepFieldFocus} disabled={busy} className={buttonClass}>
                {submitLabel}
              </button>
            ) : null}
          </div>
        )}
        <p className="text-sm text-slate-700">
          {companyVerified
            ? 'Your company is verified: listings go live when you publish them.'
            : 'Until our team has checked your company, a listing is reviewed before buyers see it, and so is a change to the name, category, price or photos of a live listing. Other changes show at once.'}
        </p>
        <p aria-live="polite" className="text-sm text-slate-600" data-testid="autosave-status">
          {autosave}
        </p>
      </div>
    </Form>
  );
}
