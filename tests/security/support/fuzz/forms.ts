// Finds the forms a page offers, as a browser would: <form action method enctype> and the names
// (and first values) of its input, select and textarea fields. Regexes are enough for our own
// server-rendered markup.

export interface FoundForm {
  /** Same-origin path with query, e.g. "/account/products/new". */
  action: string;
  method: string;
  multipart: boolean;
  fields: Array<{ name: string; value: string; type: string }>;
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The forms of a page at `pagePath` whose action stays on `origin`. */
export function findForms(html: string, pagePath: string, origin: string): FoundForm[] {
  const forms: FoundForm[] = [];
  for (const [, open = '', inner = ''] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const action = new URL(attribute(open, 'action') ?? pagePath, `${origin}${pagePath}`);
    if (action.origin !== origin) continue;
    const fields: FoundForm['fields'] = [];
    for (const [tag = '', kind = ''] of inner.matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
      const name = attribute(tag, 'name');
      if (!name) continue;
      let value = attribute(tag, 'value') ?? '';
      if (kind.toLowerCase() === 'select') value = /<option\b[^>]*value="([^"]*)"/i.exec(inner.slice(inner.indexOf(tag)))?.[1] ?? '';
      fields.push({ name, value, type: (attribute(tag, 'type') ?? kind).toLowerCase() });
    }
    forms.push({
      action: action.pathname + action.search,
      method: (attribute(open, 'method') ?? 'get').toUpperCase(),
      multipart: /multipart\/form-data/i.test(attribute(open, 'enctype') ?? '') || fields.some((field) => field.type === 'file'),
      fields,
    });
  }
  return forms;
}

/** One entry per action, method and set of field names, so a form on every page is fuzzed once. */
export function distinctForms(forms: FoundForm[]): FoundForm[] {
  const seen = new Map<string, FoundForm>();
  for (const form of forms) {
    const key = `${form.method} ${form.action} ${form.fields.map((field) => field.name).sort().join(',')}`;
    if (!seen.has(key)) seen.set(key, form);
  }
  return [...seen.values()];
}

/** The names of the query parameters a page's links use (?page=, ?sort=, ?status=…). */
export function queryNames(html: string): string[] {
  const names = new Set<string>();
  for (const [, href = ''] of html.matchAll(/\shref="([^"#]*\?[^"#]*)"/g)) {
    for (const pair of decodeEntities(href.slice(href.indexOf('?') + 1)).split('&')) {
      const name = pair.split('=')[0];
      if (name) names.add(name);
    }
  }
  return [...names];
}
