import { randomBytes } from 'node:crypto';

// A browser, as far as the cluster test needs one: a cookie jar, forms read from the page and
// sent back with every control's value (as a browser without JavaScript submits them), its own
// client address (X-Forwarded-For, which HAProxy extends and the app believes from loopback),
// and a record of every request it made.

export interface RequestRecord {
  kind: string;
  method: string;
  path: string;
  /** Date.now() when the request was sent and when its answer (or error) was complete. */
  start: number;
  end: number;
  status: number;
  /** The app process that answered (HAProxy's X-Served-By), or the port's process for direct requests. */
  server?: string;
  /** Why this request did not get the answer it should have; undefined when it did. */
  failure?: string;
}

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

/** What a request expects: undefined when the answer is right, else what is wrong with it. */
export type Expectation = (answer: Answer) => string | undefined;

export const expectStatus =
  (...statuses: number[]): Expectation =>
  (answer) =>
    statuses.includes(answer.status) ? undefined : `status ${answer.status}`;

const REQUEST_TIMEOUT_MS = 60_000;

/** A fresh documentation address (RFC 5737 TEST-NET-2) for each visitor, so per-address rate limits see many clients. */
function visitorAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.51.${a}.${(b % 254) + 1}`;
}

export class Visitor {
  readonly address = visitorAddress();
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly records: RequestRecord[] | undefined,
    /** Requests made straight to an app process are labelled with it (there is no X-Served-By). */
    private readonly serverName?: string,
  ) {}

  /** The same browser (cookies) talking to another address, e.g. one app process directly. */
  at(base: string, serverName: string): Visitor {
    const other = new Visitor(base, this.records, serverName);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(kind: string, path: string, expectation: Expectation, init: { method?: string; body?: FormData | URLSearchParams } = {}): Promise<Answer & { failure?: string }> {
    const method = init.method ?? (init.body ? 'POST' : 'GET');
    const start = Date.now();
    const record: RequestRecord = { kind, method, path, start, end: start, status: 0 };
    this.records?.push(record);
    try {
      const response = await fetch(new URL(path, this.base), {
        method,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          'X-Forwarded-For': this.address,
          'User-Agent': 'Mozilla/5.0 (TradeSetu cluster test)',
          ...(method === 'GET' ? {} : { Origin: new URL(this.base).origin }),
          ...(this.cookies.size > 0 ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        },
      });
      const body = await response.text();
      record.end = Date.now();
      record.status = response.status;
      record.server = response.headers.get('x-served-by') ?? this.serverName;
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const answer = { status: response.status, body, headers: response.headers };
      record.failure = expectation(answer);
      return { ...answer, failure: record.failure };
    } catch (error) {
      record.end = Date.now();
      record.failure = `no answer: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`;
      return { status: 0, body: '', headers: new Headers(), failure: record.failure };
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.[\]]*)(?:="([^"]*)")?/g)) found.set(match[1]!.toLowerCase(), unescapeHtml(match[2] ?? ''));
  return found;
}

/**
 * The name/value pairs a browser sends for the form `formId` on `html`: its controls are those
 * inside the <form> and those elsewhere that name it (form="…"); checkboxes and radios only when
 * checked, a select's selected option (or its first), a textarea's text. Buttons are left out:
 * the caller adds the one it presses.
 */
export function formFields(html: string, formId: string): Array<[string, string]> {
  const open = new RegExp(`<form\\b[^>]*\\bid="${formId}"[^>]*>`).exec(html);
  if (!open) throw new Error(`the page has no form #${formId}`);
  const inside = html.slice(open.index, html.indexOf('</form>', open.index));
  const belongs = (tag: string, offset: number) => {
    const owner = attributes(tag).get('form');
    return owner === formId || (owner === undefined && offset >= open.index && offset < open.index + inside.length);
  };
  const fields: Array<[string, string]> = [];
  for (const match of html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    const [tag, element] = [match[0], match[1]];
    const attrs = attributes(match[2] ?? '');
    const name = attrs.get('name');
    if (!name || attrs.has('disabled') || !belongs(tag, match.index)) continue;
    if (element === 'input') {
      const type = (attrs.get('type') ?? 'text').toLowerCase();
      if (['submit', 'button', 'image', 'reset', 'file'].includes(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !attrs.has('checked')) continue;
      fields.push([name, attrs.get('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
    } else if (element === 'textarea') {
      const end = html.indexOf('</textarea>', match.index);
      fields.push([name, unescapeHtml(html.slice(match.index + tag.length, end)).replace(/^\n/, '')]);
    } else {
      const body = html.slice(match.index + tag.length, html.indexOf('</select>', match.index));
      const options = [...body.matchAll(/<option\b([^>]*)>([^<]*)/g)].map((option) => ({ attrs: attributes(option[1] ?? ''), text: unescapeHtml(option[2] ?? '') }));
      const chosen = attrs.has('multiple') ? options.filter((option) => option.attrs.has('selected')) : [options.find((option) => option.attrs.has('selected')) ?? options[0]].filter((option) => option !== undefined);
      for (const option of chosen) fields.push([name, option.attrs.get('value') ?? option.text]);
    }
  }
  return fields;
}

/** The options of the select `name` on the page (value and label), placeholder ("") left out. */
export function selectOptions(html: string, name: string): Array<{ value: string; label: string }> {
  const open = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!open) return [];
  const body = html.slice(open.index, html.indexOf('</select>', open.index));
  return [...body.matchAll(/<option\b[^>]*\bvalue="([^"]+)"[^>]*>([^<]*)/g)].map((option) => ({ value: unescapeHtml(option[1]!), label: unescapeHtml(option[2] ?? '') }));
}

/** `fields` with `changes` applied: a changed name loses every value it had and gets the new ones. */
export function withChanges(fields: Array<[string, string]>, changes: Record<string, string | string[]> = {}): Array<[string, string]> {
  const kept = fields.filter(([name]) => !(name in changes));
  return [...kept, ...Object.entries(changes).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]))];
}

/** A form with encType="multipart/form-data", as a browser sends it. */
export function multipart(pairs: Array<[string, string]>): FormData {
  const body = new FormData();
  for (const [name, value] of pairs) body.append(name, value);
  return body;
}
