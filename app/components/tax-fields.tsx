import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { inputClass } from '~/components/form-controls';
import { FormField } from '~/components/form-field';
import { useT } from '~/components/i18n/context';

/**
 * The HSN code and the GST rate (one of the rates in force today), as a listing and a quote ask for
 * them: both required on a quote, optional on a listing.
 */
export function HsnAndGstFields({ hsnCode, gstRate, gstRates, required }: { hsnCode: FieldMetadata<string>; gstRate: FieldMetadata<string>; gstRates: Array<{ rateBp: number; label: string }>; required: boolean }) {
  const t = useT('buyer-billing');
  return (
    <>
      <FormField meta={hsnCode} label={t('hsnCode')} required={required} optional={!required} hint={t('hsnHint')}>
        <input {...getInputProps(hsnCode, { type: 'text', ariaDescribedBy: hsnCode.descriptionId })} inputMode="numeric" autoComplete="off" className={inputClass} />
      </FormField>
      <FormField meta={gstRate} label={t('gstRate')} required={required} hint={t('gstRatesHint')}>
        <select {...getSelectProps(gstRate, { ariaDescribedBy: gstRate.descriptionId })} className={inputClass}>
          <option value="">{required ? t('chooseRate') : t('notSet')}</option>
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
