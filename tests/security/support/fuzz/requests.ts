import { baseUrl, rawRequest, testAddress } from '../http';
import type { FoundForm } from './forms';
import type { Random } from './random';
import { fuzzName, fuzzUrlValue, fuzzValue } from './random';

// One fuzzed request, described so a failure can be read and replayed, and the check of its answer.

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What was sent, in short, for the failure report. */
  note: string;
  /** Bytes for a request fetch cannot make (TRACE, HTTP/1.0 without Host, absolute targets). */
  raw?: string;
  /** For raw requests: which kind, so the report groups them by kind rather than by route. */
  kind?: string;
}

export interface Outcome {
  status: number;
  body: string;
  /** Something wrong with the answer itself (headers no client reads). */
  problem?: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Headers a browser would never send together, or not like this. */
function oddHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  const add = (name: string, value: string) => (headers[name] = value);
  if (random.chance(0.3)) add('Accept-Language', random.pick(['xx-ÿÿ;q=abc', '*;q=-1', ',,,,;;;', 'hi-IN'.repeat(800), 'en;q=0.5, *;q=1e999']));
  if (random.chance(0.2)) add('Range', random.pick(['bytes=999999999-', 'bytes=-0', 'bytes=5-1', 'lines=1-2', `bytes=${'0-1,'.repeat(500)}0-1`]));
  if (random.chance(0.2)) add('Cookie', random.pick(['ts_session=%', 'ts_session=x'.padEnd(8_000, 'x'), `a=${'b'.repeat(70_000)}`, '__proto__=1; constructor=2', 'ts_session=AAAAAAAAAAAAAAAAAAAAAA']));
  if (random.chance(0.2)) add('Accept', random.pick(['text/event-stream', 'application/json', '*/*;q=x', 'text/x-component']));
  if (random.chance(0.1)) add('If-Modified-Since', random.pick(['yesterday', 'Mon, 32 Foo 99999 99:99:99 GMT']));
  if (random.chance(0.1)) add('If-None-Match', random.pick(['*', '"x"'.repeat(300), 'W/']));
  if (random.chance(0.1)) add('X-Forwarded-Proto', random.pick(['https', 'gopher', 'https, http']));
  if (random.chance(0.1)) add('Authorization', random.pick(['Bearer ', 'Bearer x', 'Basic ===', `Bearer ${'a'.repeat(5_000)}`]));
  return headers;
}

function fuzzQuery(random: Random, names: string[]): string {
  const pairs: string[] = [];
  const count = random.int(4);
  for (let i = 0; i < count; i++) {
    const name = fuzzName(random, random.pick([...names, 'q', 'page', 'sort', 'redirectTo', 'index', '_data', 'status', 'category', 'cursor', 'tab']));
    pairs.push(`${encodeURIComponent(name)}=${fuzzUrlValue(random)}`);
  }
  if (random.chance(0.1)) pairs.push(random.pick(['&&&', '=', '%', 'a[b]=1&a=2', '__proto__[x]=1']));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** JSON a client of our APIs (chat, autofill, autosave, leads) might send, or should not. */
function jsonBody(random: Random): string {
  const value = () => random.pick<unknown>([fuzzValue(random), random.int(1e9), -1, null, true, [], {}, [fuzzValue(random)], { __proto__: { polluted: 1 } }]);
  const message = () => ({ role: random.pick(['user', 'assistant', 'system', value()]), content: value(), timestamp: random.pick([new Date().toISOString(), value()]) });
  return random.pick([
    () => '['.repeat(100_000),
    () => '{"a":'.repeat(20_000),
    () => JSON.stringify({ conversationId: random.pick(['abcdefghijklmnop1234', value()]), messages: Array.from({ length: random.pick([0, 1, 3, 500]) }, message), pagePath: value() }),
    () => JSON.stringify({ name: value(), email: value(), phone: value(), message: value(), pagePath: value() }),
    () => JSON.stringify({ gstin: value(), pan: value(), udyam: value(), subcategoryId: value(), fields: value(), draft: value() }),
    () => '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    () => '"\\ud800"',
    () => '1e999',
    () => JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]))),
  ])();
}

/** A request to a route: its path filled, a query (with names the pages' links use), maybe another method and odd headers. */
export function routeRequest(random: Random, path: string, names: string[]): FuzzRequest {
  const method = random.chance(0.7) ? 'GET' : random.pick(METHODS);
  const query = random.chance(0.6) ? fuzzQuery(random, names) : '';
  const headers = oddHeaders(random);
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD' && random.chance(0.7)) {
    headers['Content-Type'] = random.pick(['application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded; charset=ebcdic']);
    body = random.chance(0.5) ? jsonBody(random) : random.pick(['{', '{"a":', 'a=1&a=2&__proto__[x]=1', '[]', 'null', '--x\r\n', fuzzValue(random)]);
  }
  return { method, path: path + query, headers, ...(body === undefined ? {} : { body }), note: `${body === undefined ? '' : `body ${JSON.stringify(body.slice(0, 60))}`} ${JSON.stringify(headers).slice(0, 120)}` };
}

/** A form sent back with fuzzed values and names, in the form's encoding or a mismatched one. */
export function formRequest(random: Random, form: FoundForm, allFuzzed: boolean): FuzzRequest {
  const pairs: Array<[string, string]> = [];
  const changed: string[] = [];
  for (const field of form.fields) {
    if (!allFuzzed && random.chance(0.1)) continue; // a field left out
    const fuzz = allFuzzed || random.chance(0.4);
    const name = fuzz && random.chance(0.15) ? fuzzName(random, field.name) : field.name;
    const value = fuzz ? fuzzValue(random, field.value) : field.value;
    if (fuzz) changed.push(`${name.slice(0, 40)}=${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? `…(${value.length})` : ''}`);
    pairs.push([name, value]);
  }
  if (random.chance(0.15)) pairs.push(['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']);
  const headers = oddHeaders(random);
  const encoding = random.chance(0.8) ? (form.multipart ? 'multipart' : 'urlencoded') : random.pick(['json', 'text', 'multipart', 'urlencoded']);
  let body: string | FormData;
  if (encoding === 'multipart') {
    const data = new FormData();
    for (const [name, value] of pairs) data.append(name, value);
    for (const field of form.fields.filter((f) => f.type === 'file')) {
      const bytes = random.pick([new Uint8Array(0), new TextEncoder().encode('GIF89a<script>'), new Uint8Array(random.int(300_000)).fill(0xff)]);
      data.set(field.name, new Blob([bytes], { type: random.pick(['image/png', 'application/x-msdownload', '']) }), random.pick(['x.png', '../../x.png', 'ह.jpg', '', 'a'.repeat(300)]));
    }
    body = data;
  } else {
    body = encoding === 'json' ? JSON.stringify(Object.fromEntries(pairs)) : new URLSearchParams(pairs).toString();
    headers['Content-Type'] = encoding === 'text' ? 'text/plain' : random.pick(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded;charset=utf-16', 'application/json', 'application/x-www-form-urlencoded']);
  }
  const method = random.chance(0.9) ? (form.method === 'GET' ? 'GET' : 'POST') : random.pick(METHODS);
  if (method === 'GET' || method === 'HEAD') {
    const query = new URLSearchParams(pairs).toString();
    return { method, path: `${form.action}${form.action.includes('?') ? '&' : '?'}${query}`, headers, note: `form ${encoding}: ${changed.join(' ').slice(0, 300)}` };
  }
  return { method, path: form.action, headers, body, note: `form ${encoding} ${headers['Content-Type'] ?? ''}: ${changed.join(' ').slice(0, 300)}` };
}

/** Requests at the protocol level that fetch will not make. */
export function rawFuzzRequest(random: Random, path: string): FuzzRequest {
  const host = new URL(baseUrl).host;
  const from = `X-Forwarded-For: ${testAddress()}\r\nConnection: close\r\n`;
  const [kind, raw] = random.pick<[string, string]>([
    ['HTTP/1.0 without Host', `GET ${path} HTTP/1.0\r\n\r\n`],
    ['an absolute-URL target', `GET ${baseUrl}${path} HTTP/1.1\r\nHost: ${host}\r\n${from}\r\n`],
    ['an absolute-URL target on another host', `GET http://evil.example${path} HTTP/1.1\r\nHost: ${host}\r\n${from}\r\n`],
    ['TRACE', `TRACE ${path} HTTP/1.1\r\nHost: ${host}\r\n${from}\r\n`],
    ['a bad charset', `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: text/html; charset=x-nonsense\r\n${from}\r\n`],
    ['a broken chunked body', `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\n${from}\r\n5\r\na=1&b\r\nzz\r\n`],
    ['a short body', `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nContent-Length: 100\r\nContent-Type: application/json\r\n${from}\r\n{"a":1`],
    ['latin-1 bytes in a cookie', `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ts_session=\u00ff\u00fe\r\n${from}\r\n`],
    ['a raw non-ASCII target', `GET ${path}/\u00e9\u00ff HTTP/1.1\r\nHost: ${host}\r\n${from}\r\n`],
  ]);
  return { method: raw.slice(0, raw.indexOf(' ')), path, headers: {}, raw, kind, note: `raw ${JSON.stringify(raw.slice(0, 140))}` };
}

/** Sends a fuzzed request as the given session (or none) from a fresh address; null when it hangs. */
export async function send(request: FuzzRequest, cookie: string | undefined, timeoutMs: number): Promise<Outcome | null> {
  const first = await sendOnce(request, cookie, timeoutMs);
  // The server closes a kept-alive connection after some refusals, and fetch may have picked that
  // connection for this request: one more try tells a closed connection from a refused request.
  return first?.status === 0 && first.problem === undefined ? sendOnce(request, cookie, timeoutMs) : first;
}

async function sendOnce(request: FuzzRequest, cookie: string | undefined, timeoutMs: number): Promise<Outcome | null> {
  if (request.raw !== undefined) {
    const answer = await rawRequest(request.raw, Math.min(timeoutMs, 5_000));
    return { status: answer.status, body: answer.body };
  }
  const headers: Record<string, string> = { 'X-Forwarded-For': testAddress(), ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { Origin: baseUrl }), ...request.headers };
  if (cookie) headers.Cookie = headers.Cookie ? `${cookie}; ${headers.Cookie}` : cookie;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(new URL(request.path, baseUrl), { method: request.method, headers, body: request.body ?? null, redirect: 'manual', signal });
    if (/event-stream/.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel();
      return { status: response.status, body: '' };
    }
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (signal.aborted) return null;
    const code = (error as { cause?: { code?: string } }).cause?.code;
    // The server may cut a request it will not read (headers too large, a body it refuses): an answer.
    if (code === 'UND_ERR_HEADERS_OVERFLOW') return { status: 0, body: '', problem: 'response headers over 16 KB' };
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') return { status: 0, body: '' };
    // fetch refuses some of what we make (a header it will not send): not the server's fault.
    if (error instanceof TypeError && !/fetch failed/.test(error.message)) return { status: 0, body: '' };
    throw error;
  }
}

const LEAKS: Array<[string, RegExp]> = [
  ['an internal path', /\/work\/|\/home\/[a-z]|node_modules|\.server\.tsx?\b|build\/server\//],
  ['a stack frame', /\n\s+at [^\n]+[(:]\d+/],
  ['an error with its frame', /\bError: [^\n]*(\n|\\n)\s+at /],
];

/** Why an answer is a failure (a 5xx, a leak), or null when it is a fine answer. */
export function verdict(outcome: Outcome | null): string | null {
  if (outcome === null) return 'no answer within the time limit';
  if (outcome.problem) return outcome.problem;
  if (outcome.status >= 500) return `status ${outcome.status}`;
  for (const [what, pattern] of LEAKS) if (pattern.test(outcome.body)) return `the body shows ${what}`;
  return null;
}
