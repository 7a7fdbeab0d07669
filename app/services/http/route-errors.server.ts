import { data } from 'react-router';
import { AppError } from '~/services/errors.server';

/**
 * The route boundary: the one place an application error becomes an HTTP answer, by
 * APP_ERROR_TABLE. Pages get their error page with the right status and message (and
 * Retry-After), JSON endpoints a JSON body; anything that is not an AppError passes through to the
 * error boundary, which logs it once and shows the friendly page with the request id.
 */
export function withAppErrors<Args, Result>(handler: (args: Args) => Promise<Result>): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      throw asRouteError(error);
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

export function appErrorJson(error: AppError): Response {
  return Response.json(
    { error: error.publicMessage, fieldErrors: error.fieldErrors, ...('retryAfterSeconds' in error ? { retryAfterSeconds: error.retryAfterSeconds } : {}) },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}

function asRouteError(error: unknown): unknown {
  if (error instanceof AppError) return data(error.publicMessage, { status: error.status, headers: error.headers });
  return error;
}
