/**
 * The application's errors: the one set of failures a service may throw. Services throw these and
 * never build a Response; the route boundary (`~/services/http/route-errors.server`) and the form
 * action helper (`~/services/http/form-action.server`) turn them into answers using the table
 * below. Anything else thrown is unexpected: it is logged once with the request id and the visitor
 * sees the friendly error page carrying that id.
 *
 * Field errors have one shape everywhere: field name → messages, the shape Conform shows beside
 * each field.
 */
export type FieldErrors = Record<string, string[]>;

export type AppErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'rate-limited' | 'unavailable';

/** Each kind's HTTP status and the message a visitor sees when the service did not say more. */
const APP_ERROR_TABLE: Record<AppErrorKind, { status: number; message: string }> = {
  validation: { status: 400, message: 'Some fields need correcting.' },
  unauthenticated: { status: 401, message: 'Please log in to continue.' },
  forbidden: { status: 403, message: 'You do not have access to this page.' },
  'not-found': { status: 404, message: 'We could not find that page.' },
  conflict: { status: 409, message: 'That clashes with something already saved. Reload the page and try again.' },
  'too-large': { status: 413, message: 'That is too large to send. Make it smaller and try again.' },
  'rate-limited': { status: 429, message: 'Too many attempts. Please wait a little and try again.' },
  unavailable: { status: 503, message: 'This service is not available right now. Please try again in a few minutes.' },
};

export abstract class AppError extends Error {
  abstract readonly kind: AppErrorKind;
  /** Messages to show beside fields; empty when the error is about the whole form or page. */
  readonly fieldErrors: FieldErrors;

  constructor(message: string | undefined, fieldErrors: FieldErrors = {}) {
    super(message ?? '');
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return APP_ERROR_TABLE[this.kind].status;
  }

  /** What the visitor reads: the service's own words, or the table's default for the kind. */
  get publicMessage(): string {
    return this.message || APP_ERROR_TABLE[this.kind].message;
  }

  /** Extra response headers the kind calls for (Retry-After for rate limits). */
  get headers(): Record<string, string> {
    return {};
  }
}

export class ValidationError extends AppError {
  readonly kind = 'validation';
  override name = 'ValidationError';
}

export class UnauthenticatedError extends AppError {
  readonly kind = 'unauthenticated';
  override name = 'UnauthenticatedError';
}

/**
 * A page or action that needs a signed-in member, asked for by a visitor: the route boundary sends
 * them to /login and back again afterwards.
 */
export class LoginRequiredError extends UnauthenticatedError {
  override name = 'LoginRequiredError';
  constructor() {
    super(undefined);
  }
}

export class ForbiddenError extends AppError {
  readonly kind = 'forbidden';
  override name = 'ForbiddenError';
}

/**
 * A sensitive staff action asked by a session whose password was typed too long ago
 * (STAFF_REAUTH_MINUTES): the route boundary sends them to confirm it and come back.
 */
export class PasswordConfirmationRequiredError extends ForbiddenError {
  override name = 'PasswordConfirmationRequiredError';
  constructor() {
    super('Please confirm your password to continue.');
  }
}

export class NotFoundError extends AppError {
  readonly kind = 'not-found';
  override name = 'NotFoundError';
}

export class ConflictError extends AppError {
  readonly kind = 'conflict';
  override name = 'ConflictError';
}

export class TooLargeError extends AppError {
  readonly kind = 'too-large';
  override name = 'TooLargeError';
}

export class UnavailableError extends AppError {
  readonly kind = 'unavailable';
  override name = 'UnavailableError';
}

export class RateLimitedError extends AppError {
  readonly kind = 'rate-limited';
  override name = 'RateLimitedError';

  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(message);
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': String(Math.max(1, Math.ceil(this.retryAfterSeconds))) };
  }
}

/** A field error for one field, in the shared shape. */
export function fieldError(field: string, message: string): FieldErrors {
  return { [field]: [message] };
}

/** zod issues → the shared field-error shape (first path segment names the field). */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** "in 3 minutes" / "in 40 seconds": how long a rate-limited visitor waits, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

