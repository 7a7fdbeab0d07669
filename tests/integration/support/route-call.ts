import { createSession } from '~/services/accounts/sessions.server';

/** A request as the browser of a signed-in user sends it (their session cookie), or a visitor's. */
export async function requestAs(userId: number | undefined, url: string, init: RequestInit = {}): Promise<Request> {
  const headers = new Headers(init.headers);
  if (userId !== undefined) {
    const setCookie = await createSession(new Request('http://localhost/'), userId);
    headers.set('cookie', setCookie.split(';')[0] ?? '');
  }
  return new Request(new URL(url, 'http://localhost'), { ...init, headers });
}

/** A form POST (urlencoded, as a browser without JavaScript sends it). */
export function formPost(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
}

/** Calls a route's loader or action the way React Router does, with the app's load context. */
export function callRoute<Args, Result>(handler: (args: Args) => Promise<Result>, request: Request, params: Record<string, string> = {}, clientIp = '127.0.0.1'): Promise<Result> {
  return handler({ request, params, context: { clientIp, cspNonce: '', requestId: 'test' }, url: new URL(request.url), pattern: '' } as unknown as Args);
}

/** What a route answered, whether it returned or threw it (React Router treats both as the answer). */
export async function answerOf(work: Promise<unknown>): Promise<{ status: number; headers: Headers; data: unknown }> {
  const outcome = await work.then(
    (value) => value,
    (error: unknown) => error,
  );
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, data: outcome };
  if (isDataWithInit(outcome)) return { status: outcome.init?.status ?? 200, headers: new Headers(outcome.init?.headers), data: outcome.data };
  if (outcome instanceof Error) throw outcome;
  return { status: 200, headers: new Headers(), data: outcome };
}


// react-router's data() answer; its class is exported only as a type, so it is recognised by shape.
function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}
