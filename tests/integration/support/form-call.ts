/** What a route answered, read the way a form test needs it. */
export interface Answer {
  status: number;
  headers: Headers;
  /** Conform's result when the form came back: field → messages ('' for the whole form), and what was typed. */
  error: Record<string, string[]>;
  initialValue: Record<string, unknown>;
  data: unknown;
}

/** Any route's loader or action: each has its own Args type, and the tests build them alike. */
type RouteFunction = (args: never) => Promise<unknown>;

/**
 * Calls a route's action or loader the way React Router does, and reads the answer: a thrown
 * Response or data() (a 404 page, a redirect) is an answer too.
 */
export async function call(handler: RouteFunction, pathName: string, init: { body?: BodyInit; cookie?: string; ip?: string; params?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
  const request = new Request(`http://localhost${pathName}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    body: init.body,
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });
  const args = { request, context: { clientIp: init.ip ?? '10.20.0.1', cspNonce: '', requestId: 'test' }, params: init.params ?? {} };
  const outcome = await handler(args as never).catch((thrown: unknown) => thrown);
  if (outcome instanceof Error) throw outcome;
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, error: {}, initialValue: {}, data: outcome };
  const wrapped = outcome as { type?: string; data: unknown; init: ResponseInit | null };
  const isData = typeof outcome === 'object' && outcome !== null && 'init' in outcome && 'data' in outcome;
  const payload = isData ? wrapped.data : outcome;
  const result = (payload as { result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } } | undefined)?.result;
  const error = Object.fromEntries(Object.entries(result?.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
  return { status: (isData ? wrapped.init?.status : undefined) ?? 200, headers: new Headers(isData ? wrapped.init?.headers : undefined), error, initialValue: result?.initialValue ?? {}, data: payload };
}

/** A multipart form body as a browser sends it; an array repeats the field. */
export const form = (values: Record<string, string | File | (string | File)[]>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
};

export const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';
