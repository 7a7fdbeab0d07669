import type { z } from 'zod';
import { fieldErrorsFromIssues, ValidationError, type FieldErrors } from '~/services/errors.server';
import { readBodyText } from '~/services/http/body.server';

interface ReadJsonOptions {
  /** The message of a body that fails the schema, given its field errors (the default names no field). */
  invalidMessage?: (fieldErrors: FieldErrors) => string;
}

/**
 * Reads a JSON request body within its route's limit (body-limits.server.ts) and validates it with `schema`. Throws TooLargeError
 * (413) past the limit and ValidationError (400) for a body that is not JSON or fails the schema,
 * with field errors keyed by the path ("messages.0.role"). NUL is dropped from every string: no one
 * types it and PostgreSQL text cannot hold it.
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema, options: ReadJsonOptions = {}): Promise<z.output<Schema>> {
  const text = await readBodyText(request);
  let body: unknown;
  try {
    body = JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value));
  } catch {
    throw new ValidationError('The request body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
  throw new ValidationError(options.invalidMessage?.(fieldErrors) ?? 'The request body was not valid.', fieldErrors);
}
