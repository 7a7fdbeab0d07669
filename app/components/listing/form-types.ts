import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { z } from 'zod';
import type { ListingFormSchema } from '~/domain/listing-form';

/** The editor's form and its fields, as Conform gives them to the editor's parts. */
export type ListingForm = FormMetadata<z.input<typeof ListingFormSchema>, string[]>;
export type ListingFields = ReturnType<ListingForm['getFieldset']>;

type Described = Pick<FieldMetadata<unknown>, 'errorId' | 'errors'>;

/**
 * ARIA for a control inside a row: its own error and the row's (an overlap is the row's problem,
 * not one field's) are read with it, and it is marked invalid when either exists.
 */
export function rowControlAria(field: Described, row: Described, hintId?: string) {
  const ids = [field.errors?.length ? field.errorId : null, row.errors?.length ? row.errorId : null, hintId ?? null].filter(Boolean);
  return { 'aria-invalid': field.errors?.length || row.errors?.length ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}
