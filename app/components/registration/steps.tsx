import { getInputProps, type FormMetadata } from '@conform-to/react';
import type { z } from 'zod';
import { FormField } from '~/components/form-field';
import { inputClass } from '~/components/form-controls';
import { SelectField, SupportCheckboxes, TextAreaField, TextField, useOptionLabels } from '~/components/registration/fields';
import { shownName } from '~/components/catalog';
import { useLocale, useT } from '~/components/i18n/context';
import { PhotoPicker, type PhotoPickerProps } from '~/components/registration/photo-picker';
import { BUSINESS_TYPES, COMPANY_REGISTERED_AS, NOT_REGISTERED, PRODUCT_FIELDS, ROLES, type registrationSchema } from '~/domain/registration';

export type RegistrationFields = ReturnType<FormMetadata<z.input<ReturnType<typeof registrationSchema>>, string[]>['getFieldset']>;

/** The steps' titles (message keys of the `register` namespace). */
export const STEP_TITLE_KEYS = ['step1Title', 'step2Title', 'step3Title'] as const;

/** Step 1 (SPEC.md): who is registering and the company, plus the account's password. */
export function PersonalStep({ fields }: { fields: RegistrationFields }) {
  const t = useT('register');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.firstName} label={t('firstName')} required autoComplete="given-name" />
      <TextField meta={fields.lastName} label={t('lastName')} autoComplete="family-name" />
      <TextField meta={fields.email} label={t('email')} type="email" required autoComplete="email" />
      <TextField meta={fields.mobile} label={t('mobile')} type="tel" required autoComplete="tel" hint={t('mobileHint')} />
      <TextField meta={fields.companyName} label={t('companyName')} required autoComplete="organization" />
      <TextField meta={fields.designation} label={t('designation')} required autoComplete="organization-title" />
      <div className="sm:col-span-2">
        <TextAreaField meta={fields.address} label={t('address')} required autoComplete="street-address" />
      </div>
      <TextField meta={fields.website} label={t('website')} type="url" autoComplete="url" hint={t('websiteHint')} />
      <TextField meta={fields.pan} label={t('pan')} required hint={t('panHint')} />
      <TextField meta={fields.yearOfEstablishment} label={t('yearOfEstablishment')} type="number" inputMode="numeric" required />
      <div className="hidden sm:block" />
      <TextField meta={fields.password} label={t('password')} type="password" required autoComplete="new-password" hint={t('passwordHint')} />
      <TextField meta={fields.confirmPassword} label={t('confirmPassword')} type="password" required autoComplete="new-password" />
    </div>
  );
}

export interface CategoryChoice {
  id: number;
  name: string;
  /** The Hindi name (issue 19), when the catalogue has one. */
  nameHi?: string | null;
  subcategories: { id: number; name: string; nameHi?: string | null }[];
}

/** Step 2 (SPEC.md): legal form, identifiers, role and category. */
export function BusinessStep({ fields, categories, category }: { fields: RegistrationFields; categories: readonly CategoryChoice[]; category: string }) {
  const chosen = categories.find((c) => String(c.id) === category);
  const t = useT('register');
  const plainOptions = useOptionLabels();
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField meta={fields.companyRegisteredAs} label={t('companyRegisteredAs')} options={plainOptions(COMPANY_REGISTERED_AS)} />
      <TextField meta={fields.dpiitRegistration} label={t('dpiitRegistration')} hint={t('dpiitHint', { notRegistered: NOT_REGISTERED })} />
      <TextField meta={fields.udyamNumber} label={t('udyamNumber')} hint={t('udyamHint', { notRegistered: NOT_REGISTERED })} />
      <TextField meta={fields.gstNumber} label={t('gstNumber')} hint={t('gstHint')} />
      <SelectField meta={fields.businessType} label={t('businessType')} options={plainOptions(BUSINESS_TYPES)} />
      <SelectField meta={fields.role} label={t('role')} options={plainOptions(ROLES)} />
      <SelectField meta={fields.category} label={t('category')} options={categories.map((c) => ({ value: String(c.id), label: shownName(c, locale) }))} />
      {/* A new category re-mounts the list with nothing chosen: the old sub category no longer counts. */}
      <SelectField
        key={`sub-${category}`}
        meta={fields.subCategory}
        label={t('subCategory')}
        options={(chosen?.subcategories ?? []).map((s) => ({ value: String(s.id), label: shownName(s, locale) }))}
        hint={chosen ? undefined : t('chooseCategoryFirst')}
      />
    </div>
  );
}

interface ProductsStepProps extends PhotoPickerProps {
  fields: RegistrationFields;
  onAutofill: () => void;
  autofillMessage: string;
}

/** Step 3 (SPEC.md): five products, 'Autofill with AI', photos and support needs. */
export function ProductsStep({ fields, onAutofill, autofillMessage, ...photoProps }: ProductsStepProps) {
  const t = useT('register');
  return (
    <div className="grid gap-3">
      {PRODUCT_FIELDS.map((name, index) => (
        <FormField key={name} meta={fields[name]} label={t('product', { number: index + 1 })}>
          <input {...getInputProps(fields[name], { type: 'text' })} className={inputClass} />
        </FormField>
      ))}
      <div>
        <button type="button" onClick={onAutofill} className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
          {t('autofill')}
        </button>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="autofill-message">
          {autofillMessage}
        </p>
      </div>
      <PhotoPicker {...photoProps} />
      <SupportCheckboxes meta={fields.lookingForSupport} />
    </div>
  );
}
