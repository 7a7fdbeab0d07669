import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from '~/components/form-controls';
import { FormField } from '~/components/form-field';

/**
 * The HSN code and the GST rate (one of the rates in force today), as a listing and a quote ask for
 * them: both required on a quote, optional on a listing.
 */
export function HsnAndGstFields({ hsnCode, gstRate, gstRates, required }: { hsnCode: FieldMetadata<string>; gstRate: FieldMetadata<string>; gstRates: Array<{ rateBp: number; label: string }>; required: boolean }) {
  return (
    <>
      <FormField meta={hsnCode} label="HSN code" required={required} optional={!required} hint="4, 6 or 8 digits, e.g. 1006 for rice.">
        <input {...getInputProps(hsnCode, { type: 'text', ariaDescribedBy: hsnCode.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
      </FormField>
      <FormField meta={gstRate} label="GST rate" required={required} hint="The rates in force today.">
        <select {...getSelectProps(gstRate, { ariaDescribedBy: gstRate.descriptionId })} className={inputClass}>
          <option value="">{required ? 'Choose a rate' : 'Not set'}</option>
          {gstRates.map((rate) => (
            <option key={rate.rateBp} value={rate.rateBp}>
              {rate.label}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
