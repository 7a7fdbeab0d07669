import { getInputProps } from '@conform-to/react';
import { inputClass } from '~/components/form-controls';
import { useT } from '~/components/i18n/context';
import { useUnitName } from '~/components/i18n/units';
import { FieldErrors } from '~/components/form-field';
import { RowCell, rowLabelClass, RowGroup } from '~/components/form-rows';
import { rowControlAria, type ListingFields, type ListingForm } from '~/components/listing/form-types';
import { MAX_PRICE_BREAKS, MAX_SPECS } from '~/domain/listing';

const addButtonClass = 'self-start rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 disabled:opacity-50';

/** Quantity price breaks: rows of from – up to – price per unit. */
export function PriceBreakRows({ form, fields, unit, hydrated }: { form: ListingForm; fields: ListingFields; unit: string; hydrated: boolean }) {
  const t = useT('sellerListings');
  const rows = fields.breaks.getFieldList();
  const unitName = useUnitName();
  const per = unit ? t('perUnitCode', { unit: unitName(unit) }) : t('perUnit');
  return (
    <RowGroup
      legend={t('breaksLegend')}
      hintId={`${fields.breaks.id}-hint`}
      hint={t('breaksHint', { per })}
      list={fields.breaks}
      addLabel={
        hydrated ? (
          <button {...form.insert.getButtonProps({ name: fields.breaks.name, defaultValue: { from: '', to: '', price: '' } })} className={addButtonClass} disabled={rows.length >= MAX_PRICE_BREAKS}>
            {t('addBreak')}
          </button>
        ) : null
      }
    >
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li key={row.key} className="flex flex-col gap-1">
              <div role="group" aria-label={t('breakRow', { number: index + 1 })} className="grid grid-cols-3 gap-2">
                {(
                  [
                    [cells.from, t('breakFrom')],
                    [cells.to, t('breakTo')],
                    [cells.price, t('breakPrice', { per })],
                  ] as const
                ).map(([cell, label]) => (
                  <RowCell key={cell.name} meta={cell} label={label} row={t('breakRowShort', { number: index + 1 })}>
                    <input {...getInputProps(cell, { type: 'text', ariaAttributes: false })} {...rowControlAria(cell, row)} inputMode="decimal" autoComplete="off" className={inputClass} />
                  </RowCell>
                ))}
              </div>
              <FieldErrors id={row.errorId} errors={row.errors} />
            </li>
          );
        })}
      </ol>
    </RowGroup>
  );
}

/** Specifications: rows of name – value, the names suggested from what sellers in the same subcategory use. */
export function SpecRows({ form, fields, specNames, hydrated }: { form: ListingForm; fields: ListingFields; specNames: string[]; hydrated: boolean }) {
  const t = useT('sellerListings');
  const rows = fields.specs.getFieldList();
  const listId = `${fields.specs.id}-names`;
  return (
    <RowGroup
      legend={t('specsLegend')}
      hintId={`${fields.specs.id}-hint`}
      hint={specNames.length > 0 ? t('specsHintNames', { names: specNames.slice(0, 5).join(', ') }) : t('specsHint')}
      list={fields.specs}
      addLabel={
        hydrated ? (
          <button {...form.insert.getButtonProps({ name: fields.specs.name, defaultValue: { name: '', value: '' } })} className={addButtonClass} disabled={rows.length >= MAX_SPECS}>
            {t('addSpec')}
          </button>
        ) : null
      }
    >
      <datalist id={listId}>
        {specNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li key={row.key} className="flex flex-col gap-1">
              <div role="group" aria-label={t('specRow', { number: index + 1 })} className="grid grid-cols-2 gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={cells.name.id} className={rowLabelClass}>
                    {t('specName')}
                    <span className="sr-only">{t('specRowShort', { number: index + 1 })}</span>
                  </label>
                  <input {...getInputProps(cells.name, { type: 'text', ariaAttributes: false })} {...rowControlAria(cells.name, row)} list={listId} autoComplete="off" className={inputClass} />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={cells.value.id} className={rowLabelClass}>
                    {t('specValue')}
                    <span className="sr-only">{t('specRowShort', { number: index + 1 })}</span>
                  </label>
                  <input {...getInputProps(cells.value, { type: 'text', ariaAttributes: false })} {...rowControlAria(cells.value, row)} autoComplete="off" className={inputClass} />
                </div>
              </div>
              <FieldErrors id={row.errorId} errors={row.errors} />
            </li>
          );
        })}
      </ol>
    </RowGroup>
  );
}
