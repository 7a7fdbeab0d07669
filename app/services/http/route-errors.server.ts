import { data, redirect } from 'react-router';
import { safeRedirectPath } from '~/domain/urls';
import { AppError, LoginRequiredError, PasswordConfirmationRequiredError } from '~/services/errors.server';
import { localisedRedirect } from '~/services/i18n/request.server';

/**
 * The route boundary: the one place an application error becomes an HTTP answer, by
 * APP_ERROR_TABLE. Pages get their error page with the right status and message (and
 * Retry-After), a visitor who must sign in is sent to /login and brought back, JSON endpoints get
 * a JSON body; anything that is not an AppError passes through to the error boundary, which logs
 * it once and shows the friendly page with the request id.
 */
export function withAppErrors<Args extends { request: Request }, Result>(handler: (args: Args) => Result | Promise<Result>): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      throw asRouteError(error, args.request);
    }
  };
}

/** For resource routes that answer JSON: an AppError becomes `{ error, fieldErrors }` with its status. */
export function withJsonAppErrors<Args>(handler: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof AppError) return appErrorJson(error);
      throw error;
    }
  };
}

function appErrorJson(error: AppError): Response {
  return Response.json(
    { error: error.publicMessage, fieldErrors: error.fieldErrors, ...('retryAfterSeconds' in error ? { retryAfterSeconds: error.retryAfterSeconds } : {}) },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}

function asRouteError(error: unknown, request: Request): unknown {
  if (error instanceof LoginRequiredError) return localisedRedirect(request, loginPath(request));
  if (error instanceof PasswordConfirmationRequiredError) return redirect(`/admin/confirm-password?redirectTo=${encodeURIComponent(pagePath(request))}`);
  if (error instanceof AppError) return data(error.publicMessage, { status: error.status, headers: error.headers });
  return error;
}

/** /login with the page to come back to (a same-site path; /login checks it again). */
function loginPath(request: Request): string {
  // The page to come back to keeps its /hi prefix; the login page itself is in the same language.
  return `/login?redirectTo=${encodeURIComponent(pagePath(request))}`;
}

/** The page a request is for, to come back to after logging in or confirming the password. */
function pagePath(request: Request): string {
  const url = new URL(request.url);
  // A client-side navigation asks for /page.data?_routes=…; come back to the page itself.
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  const path = url.pathname.replace(/\.data$/, '');
  // An address longer than /login would take back (a fuzzed query) comes back to its path alone,
  // and the Location header stays small enough for any client.
  return safeRedirectPath(path + url.search, safeRedirectPath(path));
}
