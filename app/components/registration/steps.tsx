import { getInputProps, type FormMetadata } from '@conform-to/react';
import type { z } from 'zod';
import { FormField } from '~/components/form-field';
import { inputClass } from '~/components/form-controls';
import { plainOptions, SelectField, SupportCheckboxes, TextAreaField, TextField } from '~/components/registration/fields';
import { PhotoPicker, type PhotoPickerProps } from '~/components/registration/photo-picker';
import { BUSINESS_TYPES, COMPANY_REGISTERED_AS, NOT_REGISTERED, PRODUCT_FIELDS, ROLES, type registrationSchema } from '~/domain/registration';

export type RegistrationFields = ReturnType<FormMetadata<z.input<ReturnType<typeof registrationSchema>>, string[]>['getFieldset']>;

export const STEP_TITLES = ['Personal Information and Company Information', 'Business Details and Category Details', 'Product Details and Looking for Support'] as const;

/** Step 1 (SPEC.md): who is registering and the company, plus the account's password. */
export function PersonalStep({ fields }: { fields: RegistrationFields }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField meta={fields.firstName} label="First Name" required autoComplete="given-name" />
      <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" />
      <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
      <TextField meta={fields.mobile} label="Mobile (WhatsApp)" type="tel" required autoComplete="tel" hint="10 digits, e.g. 98765 43210" />
      <TextField meta={fields.companyName} label="Company Name" required autoComplete="organization" />
      <TextField meta={fields.designation} label="Designation" required autoComplete="organization-title" />
      <div className="sm:col-span-2">
        <TextAreaField meta={fields.address} label="Address" required autoComplete="street-address" />
      </div>
      <TextField meta={fields.website} label="Website" type="url" autoComplete="url" hint="Optional, e.g. https://www.company.in" />
      <TextField meta={fields.pan} label="PAN" required hint="The company's PAN, e.g. AAPFU0939F" />
      <TextField meta={fields.yearOfEstablishment} label="Year of Establishment" type="number" inputMode="numeric" required />
      <div className="hidden sm:block" />
      <TextField meta={fields.password} label="Password" type="password" required autoComplete="new-password" hint="At least 8 characters. Not kept in the saved draft." />
      <TextField meta={fields.confirmPassword} label="Confirm Password" type="password" required autoComplete="new-password" />
    </div>
  );
}

export interface CategoryChoice {
  id: number;
  name: string;
  subcategories: { id: number; name: string }[];
}

/** Step 2 (SPEC.md): legal form, identifiers, role and category. */
export function BusinessStep({ fields, categories, category }: { fields: RegistrationFields; categories: readonly CategoryChoice[]; category: string }) {
  const chosen = categories.find((c) => String(c.id) === category);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField meta={fields.companyRegisteredAs} label="Company Registered As" options={plainOptions(COMPANY_REGISTERED_AS)} />
      <TextField meta={fields.dpiitRegistration} label="DPIIT Registration" hint={`e.g. DIPP12345, or type "${NOT_REGISTERED}" if the company has no DPIIT recognition`} />
      <TextField meta={fields.udyamNumber} label="Udyam Number" hint={`e.g. UDYAM-MH-33-0012345, or type "${NOT_REGISTERED}" if the company has no Udyam registration`} />
      <TextField meta={fields.gstNumber} label="GST Number" hint="15 characters, e.g. 27AAPFU0939F1ZV" />
      <SelectField meta={fields.businessType} label="Business Type" options={plainOptions(BUSINESS_TYPES)} />
      <SelectField meta={fields.role} label="I Want to Be a" options={plainOptions(ROLES)} />
      <SelectField meta={fields.category} label="Category" options={categories.map((c) => ({ value: String(c.id), label: c.name }))} />
      {/* A new category re-mounts the list with nothing chosen: the old sub category no longer counts. */}
      <SelectField
        key={`sub-${category}`}
        meta={fields.subCategory}
        label="Sub Category"
        options={(chosen?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        hint={chosen ? undefined : 'Choose a category first'}
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
  return (
    <div className="grid gap-3">
      {PRODUCT_FIELDS.map((name, index) => (
        <FormField key={name} meta={fields[name]} label={`Product ${index + 1}`}>
          <input {...getInputProps(fields[name], { type: 'text' })} className={inputClass} />
        </FormField>
      ))}
      <div>
        <button type="button" onClick={onAutofill} className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
          Autofill with AI
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
