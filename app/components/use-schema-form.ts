import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

interface SchemaFormOptions<Input extends Record<string, unknown>> {
  id: string;
  /** The action's answer (`actionData?.result`): its errors and what the user typed. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Input>;
  /**
   * The browser's own checks (required, maxlength, pattern) from the schema. Off where the server
   * must be able to answer a blank or wrong field itself, beside the field (the product form keeps
   * a photo while it asks for the name).
   */
  nativeConstraints?: boolean;
  /** A narrower schema for a button that submits less than the whole form (checkout's "Update price"). */
  schemaFor?: (submitter: HTMLElement | null) => z.ZodType | undefined;
}

/**
 * The recipe's form hook (docs/architecture.md): Conform with the one zod schema the action also
 * uses, a field's problem shown when the user leaves it and cleared as they fix it.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: Schema, options: SchemaFormOptions<z.input<Schema>>) {
  const { id, lastResult, defaultValue, nativeConstraints = true, schemaFor } = options;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: nativeConstraints ? getZodConstraint(schema) : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // A narrower schema's value is never used in the browser, only its errors: read it as the form's.
    onValidate: ({ formData, submitter }) => parseWithZod(formData, { schema: (schemaFor?.(submitter) ?? schema) as Schema }),
  });
}
