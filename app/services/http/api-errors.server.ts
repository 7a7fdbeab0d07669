import { AppError } from '~/services/errors.server';

/**
 * The public API's answers (/api/v1): JSON, never cached, and an AppError as
 * `{ "error": { "code", "message", "fields"? } }` with its status (401, 403, 400, 429 with
 * Retry-After), the shape the OpenAPI description promises. Anything else is unexpected and goes
 * on to the server's error handling.
 */
export function withApiErrors<Args>(handler: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = Object.keys(error.fieldErrors).length > 0 ? { fields: error.fieldErrors } : {};
      return apiJson({ error: { code: error.kind, message: error.publicMessage, ...fields } }, { status: error.status, headers: error.headers });
    }
  };
}

export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { 'Cache-Control': 'no-store', ...init.headers } });
}
