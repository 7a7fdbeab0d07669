import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldErrors } from '~/components/form-field';

type Described = Pick<FieldMetadata<unknown>, 'errorId' | 'errors'>;

/** The small label of a control inside a row of a repeated group. */
export const rowLabelClass = 'text-xs font-medium text-slate-700';

/**
 * A group of repeated rows (price breaks, specifications) with a legend, a hint, the list's own
 * errors, the rows and (with JavaScript, where the form offers it) an "add a row" button.
 */
export function RowGroup({ legend, hint, hintId, list, addLabel, children }: { legend: string; hint: ReactNode; hintId: string; list: Described; addLabel?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={[hintId, list.errors?.length ? list.errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <FieldErrors id={list.errorId} errors={list.errors} />
      {children}
      {addLabel}
    </fieldset>
  );
}

/**
 * One control of a row with its label and its errors; the label also names the row for screen
 * readers (", price break 2"), since every row has the same visible labels.
 */
export function RowCell({ meta, label, row, children }: { meta: Described & { id: string }; label: ReactNode; row: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className={rowLabelClass}>
        {label}
        <span className="sr-only">{`, ${row}`}</span>
      </label>
      {children}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
