import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type HeadersFunction } from 'react-router';
import type { z } from 'zod';
import { AppError, LoginRequiredError, PasswordConfirmationRequiredError, TooLargeError, type FieldErrors } from '~/services/errors.server';
import { readFormData, readTextForm } from '~/services/http/body.server';

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
  /** Headers every non-redirect answer carries (a draft cookie, for example). */
  headers?: HeadersInit;
  /**
   * Problems found before validation (a refused photo among the uploads): shown with the schema's
   * errors, and the handler does not run while there are any.
   */
  priorErrors?: FieldErrors;
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
  const { hideFields, headers } = options;
  let form: FormData;
  try {
    form = source instanceof FormData ? source : await readTextForm(source);
  } catch (error) {
    if (error instanceof AppError) return formFailure(error, undefined, hideFields, headers);
    throw error;
  }
  const submission = parseWithZod(form, { schema });
  const priorErrors = options.priorErrors && Object.keys(options.priorErrors).length > 0 ? options.priorErrors : undefined;
  if (submission.status !== 'success' || priorErrors) {
    return data<FormFailure>({ ok: false, result: submission.reply({ hideFields, ...(priorErrors ? { fieldErrors: priorErrors } : {}) }) }, { status: 400, headers });
  }
  try {
    const outcome = await handle(submission.value, form);
    if (outcome instanceof Response) return outcome;
    const success: FormSuccess<Extra> = { ...(outcome ?? ({} as Extra)), ok: true, result: options.resetOnSuccess ? submission.reply({ resetForm: true }) : submission.reply({ hideFields }) };
    return data(success, { headers });
  } catch (error) {
    // A session that ended while the form was open goes to the route boundary, which sends the
    // visitor to /login (and staff whose password is too old to confirm it); every other refusal
    // is shown on the form.
    const redirected = error instanceof LoginRequiredError || error instanceof PasswordConfirmationRequiredError;
    if (error instanceof AppError && !redirected) return formFailure(error, submission, hideFields, headers);
    throw error;
  }
}

/**
 * Reads a form with photos (readFormData's upload limit). A body past the limit cannot be read, so
 * what was typed is lost with it; it is answered on the form (413, the message at `field`, the
 * page showing what was saved before) instead of with an error page.
 */
export async function readUploadForm(request: Request, field: string, tooLargeMessage = 'The form is too large to send: photos can be at most 5 MB each. Choose smaller photos, or fewer at a time, and send it again.') {
  try {
    return await readFormData(request, tooLargeMessage);
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return data<FormFailure>({ ok: false, result: { status: 'error', error: { [field]: [error.publicMessage] } } }, { status: error.status });
  }
}

type Submission = { reply: (options: { formErrors: string[]; fieldErrors: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> };

function formFailure(error: AppError, submission: Submission | undefined, hideFields: string[] | undefined, headers?: HeadersInit) {
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  const reply = { formErrors: hasFieldErrors ? [] : [error.publicMessage], fieldErrors: error.fieldErrors, hideFields };
  const result: SubmissionResult<string[]> = submission ? submission.reply(reply) : { status: 'error', error: { '': reply.formErrors, ...error.fieldErrors } };
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(error.headers)) merged.set(name, value);
  return data<FormFailure>({ ok: false, result }, { status: error.status, headers: merged });
}

/**
 * Every route with a form exports this as its `headers`. React Router passes on only the cookies of
 * a route's own action headers unless the route says otherwise, so without it a rate limit's
 * Retry-After would never reach the browser. The page's caching rules stay the root's: a loader
 * adds only its cookies, as by default.
 */
export const formHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append('set-cookie', cookie);
  for (const source of [actionHeaders, errorHeaders]) {
    if (!source) continue;
    for (const [name, value] of source) {
      if (name !== 'set-cookie') headers.set(name, value);
    }
    for (const cookie of source.getSetCookie()) headers.append('set-cookie', cookie);
  }
  return headers;
};
