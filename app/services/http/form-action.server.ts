import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { AppError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';

/** What a form's action answers when the form comes back: Conform's result, shown by `useForm`. */
export interface FormFailure {
  ok: false;
  result: SubmissionResult<string[]>;
}

/** A handled submission: the (reset or kept) form state plus whatever the handler returned. */
export type FormSuccess<Extra> = { ok: true; result: SubmissionResult<string[]> } & Extra;

interface SubmitOptions {
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[];
  /** Clear the form after a successful submission (a sent message), instead of keeping it (a saved profile). */
  resetOnSuccess?: boolean;
}

/**
 * The recipe for every form action: read the body (size-limited), validate with the same zod
 * schema the browser used, run the service, and answer in one shape. Field and form errors go back
 * with what the user typed (minus hidden fields) so nothing is lost; an AppError thrown by the
 * service is shown on the form with its status from APP_ERROR_TABLE (and Retry-After for rate
 * limits). A handler may return a Response (a redirect) or an object merged into the success answer.
 */
export async function submitForm<Schema extends z.ZodType, Extra extends Record<string, unknown> = Record<never, never>>(
  source: Request | FormData,
  schema: Schema,
  handle: (value: z.output<Schema>, form: FormData) => Promise<Response | Extra | void>,
  options: SubmitOptions = {},
) {
  const { hideFields } = options;
  let form: FormData;
  try {
    form = source instanceof FormData ? source : await readTextForm(source);
  } catch (error) {
    if (error instanceof AppError) return formFailure(error, undefined, hideFields);
    throw error;
  }
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') {
    return data<FormFailure>({ ok: false, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    const outcome = await handle(submission.value, form);
    if (outcome instanceof Response) return outcome;
    const success: FormSuccess<Extra> = { ...(outcome ?? ({} as Extra)), ok: true, result: options.resetOnSuccess ? submission.reply({ resetForm: true }) : submission.reply({ hideFields }) };
    return success;
  } catch (error) {
    if (error instanceof AppError) return formFailure(error, submission, hideFields);
    throw error;
  }
}

type Submission = { reply: (options: { formErrors: string[]; fieldErrors: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> };

function formFailure(error: AppError, submission: Submission | undefined, hideFields: string[] | undefined) {
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  const reply = { formErrors: hasFieldErrors ? [] : [error.publicMessage], fieldErrors: error.fieldErrors, hideFields };
  const result: SubmissionResult<string[]> = submission ? submission.reply(reply) : { status: 'error', error: { '': reply.formErrors, ...error.fieldErrors } };
  return data<FormFailure>({ ok: false, result }, { status: error.status, headers: error.headers });
}
