import { data } from 'react-router';
import { BillingError } from './errors.server';

/**
 * Turns a BillingError into the action's response (status + message beside the right field);
 * any other error is rethrown for the error boundary, never swallowed.
 */
export function billingFailure(error: unknown, values?: Record<string, string>) {
  if (error instanceof BillingError) {
    return data(
      { ok: false as const, formError: error.field ? undefined : error.message, fieldErrors: error.field ? { [error.field]: error.message } : {}, values },
      { status: error.status },
    );
  }
  throw error;
}

/** For loaders: a BillingError becomes an error page with its status and message. */
export function rethrowAsResponse(error: unknown): never {
  if (error instanceof BillingError) throw data(error.message, { status: error.status });
  throw error;
}

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  return values;
}

/** zod issues → one message per field, the shape every billing form shows beside its fields. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
