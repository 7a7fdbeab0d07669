import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { inputClass } from '~/components/form-controls';
import { rowControlAria, type ListingFields, type ListingForm } from '~/components/listing/form-types';
import { MAX_PRICE_BREAKS, MAX_SPECS } from '~/domain/listing';

const smallLabel = 'text-xs font-medium text-slate-700';
const addButtonClass = 'self-start rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 disabled:opacity-50';

function Errors({ meta }: { meta: Pick<FieldMetadata<unknown>, 'errorId' | 'errors'> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} role="alert" className="text-sm text-red-700">
      {meta.errors.join(' ')}
    </p>
  );
}

/** A group of rows with a legend, a hint, the list's own errors and (with JavaScript) an "add a row" button. */
function RowGroup({ legend, hint, hintId, list, addLabel, children }: { legend: string; hint: ReactNode; hintId: string; list: Pick<FieldMetadata<unknown>, 'errorId' | 'errors'>; addLabel?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={[hintId, list.errors?.length ? list.errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <Errors meta={list} />
      {children}
      {addLabel}
    </fieldset>
  );
}

/** Quantity price breaks: rows of from – up to – price per unit. */
export function PriceBreakRows({ form, fields, unit, hydrated }: { form: ListingForm; fields: ListingFields; unit: string; hydrated: boolean }) {
  const rows = fields.breaks.getFieldList();
  const per = unit ? ` per ${unit}` : ' per unit';
  return (
    <RowGroup
      legend="Prices for larger quantities (optional)"
      hintId={`${fields.breaks.id}-hint`}
      hint={`For example 100 to 499 at ₹82${per}, 500 and more at ₹78${per}. Leave "up to" empty on the last row for "and more"; leave a row empty to skip it.`}
      list={fields.breaks}
      addLabel={
        hydrated ? (
          <button {...form.insert.getButtonProps({ name: fields.breaks.name, defaultValue: { from: '', to: '', price: '' } })} className={addButtonClass} disabled={rows.length >= MAX_PRICE_BREAKS}>
            Add a price break
          </button>
        ) : null
      }
    >
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li key={row.key} className="flex flex-col gap-1">
              <div role="group" aria-label={`Price break ${index + 1}`} className="grid grid-cols-3 gap-2">
                {(
                  [
                    [cells.from, `From (quantity)`],
                    [cells.to, 'Up to (quantity)'],
                    [cells.price, `Price${per} (₹)`],
                  ] as const
                ).map(([cell, label]) => (
                  <div key={cell.name} className="flex flex-col gap-1">
                    <label htmlFor={cell.id} className={smallLabel}>
                      {label}
                      <span className="sr-only">{`, price break ${index + 1}`}</span>
                    </label>
                    <input {...getInputProps(cell, { type: 'text', ariaAttributes: false })} {...rowControlAria(cell, row)} inputMode="decimal" autoComplete="off" className={inputClass} />
                    <Errors meta={cell} />
                  </div>
                ))}
              </div>
              <Errors meta={row} />
            </li>
          );
        })}
      </ol>
    </RowGroup>
  );
}

/** Specifications: rows of name – value, the names suggested from what sellers in the same subcategory use. */
export function SpecRows({ form, fields, specNames, hydrated }: { form: ListingForm; fields: ListingFields; specNames: string[]; hydrated: boolean }) {
  const rows = fields.specs.getFieldList();
  const listId = `${fields.specs.id}-names`;
  return (
    <RowGroup
      legend="Specifications (optional)"
      hintId={`${fields.specs.id}-hint`}
      hint={specNames.length > 0 ? `Name and value, e.g. Grade – A. Names other sellers in this category use are suggested: ${specNames.slice(0, 5).join(', ')}.` : 'Name and value, e.g. Grade – A, Moisture – 12% max.'}
      list={fields.specs}
      addLabel={
        hydrated ? (
          <button {...form.insert.getButtonProps({ name: fields.specs.name, defaultValue: { name: '', value: '' } })} className={addButtonClass} disabled={rows.length >= MAX_SPECS}>
            Add a specification
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
              <div role="group" aria-label={`Specification ${index + 1}`} className="grid grid-cols-2 gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={cells.name.id} className={smallLabel}>
                    Name<span className="sr-only">{`, specification ${index + 1}`}</span>
                  </label>
                  <input {...getInputProps(cells.name, { type: 'text', ariaAttributes: false })} {...rowControlAria(cells.name, row)} list={listId} autoComplete="off" className={inputClass} />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={cells.value.id} className={smallLabel}>
                    Value<span className="sr-only">{`, specification ${index + 1}`}</span>
                  </label>
                  <input {...getInputProps(cells.value, { type: 'text', ariaAttributes: false })} {...rowControlAria(cells.value, row)} autoComplete="off" className={inputClass} />
                </div>
              </div>
              <Errors meta={row} />
            </li>
          );
        })}
      </ol>
    </RowGroup>
  );
}
