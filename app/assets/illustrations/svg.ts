/*
 * The SVG building blocks every illustration shares: brand colours, escaping, seeded variety,
 * gradients and text laid out without measuring (no fonts or canvas on the server). Pure string
 * building, no I/O.
 *
 * Every SVG carries role="img" and a <title>, escapes inserted text, and prefixes its gradient
 * ids with a hash of its input, so several SVGs inlined in one page never share an id.
 */

/** Brand palette: deep indigo, saffron and green. */
export const BRAND = {
  indigo: '#1e3a8a',
  indigoDark: '#172554',
  saffron: '#f59e0b',
  green: '#15803d',
  ink: '#0f172a',
  slate: '#475569',
} as const;

export const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Rounded stroke ends and joins, for pictogram and emblem lines. */
export const ROUND_STROKE = 'stroke-linecap="round" stroke-linejoin="round"';

/** Escapes text for SVG/XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a over UTF-16 code units: stable across engines, enough spread for picking variants. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator so each product gets a repeatable layout. */
export function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ColorPair = readonly [string, string];
export type NonEmpty<T> = readonly [T, ...T[]];

export function pick<T>(items: NonEmpty<T>, index: number): T {
  return items[Math.abs(index) % items.length] ?? items[0];
}

/** Rounds to one decimal and drops a trailing ".0", keeping path data short. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function idPrefix(kind: string, input: string): string {
  return `${kind}${hashString(`${kind}|${input}`).toString(36)}`;
}

export function svgOpen(width: number, height: number, title: string, extra = ''): string {
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` role="img"${extra}><title>${escapeXml(title)}</title>`
  );
}

export function linearGradient(id: string, from: string, to: string, angle: 0 | 1 | 2 | 3 = 1): string {
  const directions = [
    'x1="0" y1="0" x2="0" y2="1"',
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="1" x2="1" y2="0"',
  ] as const;
  return (
    `<linearGradient id="${id}" ${directions[angle]}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

export function words(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Up to `max` initials from the significant words of a name ("Tom & Jerry Ltd" → "TJ"). */
export function initialsOf(name: string, max = 2): string {
  const minor = new Set(['and', 'of', 'the', 'for', 'pvt', 'ltd', 'private', 'limited', 'llp']);
  const all = words(name);
  const significant = all.filter((word) => !minor.has(word.toLowerCase()));
  const chosen = significant.length > 0 ? significant : all;
  if (chosen.length === 0) return '?';
  if (chosen.length === 1) {
    const only = chosen[0] ?? '';
    return Array.from(only).slice(0, Math.min(max, 2)).join('').toUpperCase();
  }
  return chosen
    .slice(0, max)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

// Advance widths (em) of DejaVu Sans Bold, the widest common fallback for bold sans-serif text;
// sizing for it keeps text inside its box in narrower fonts too.
const LOWER_WIDTHS = [
  0.68, 0.72, 0.59, 0.72, 0.68, 0.44, 0.72, 0.71, 0.34, 0.34, 0.67, 0.34, 1.04, 0.71, 0.69, 0.72,
  0.72, 0.49, 0.6, 0.48, 0.71, 0.65, 0.92, 0.65, 0.65, 0.58,
];
const UPPER_WIDTHS = [
  0.77, 0.76, 0.73, 0.83, 0.68, 0.68, 0.82, 0.84, 0.37, 0.37, 0.78, 0.64, 1, 0.84, 0.85, 0.73, 0.85,
  0.77, 0.72, 0.68, 0.81, 0.77, 1.1, 0.77, 0.72, 0.73,
];

/** Devanagari signs drawn above or below their letter (virama, nukta, anusvara, u/ū/e/ai signs…): no advance of their own. */
const DEVANAGARI_MARK = /[\u0900-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963]/;
/** Devanagari vowel signs that stand beside their letter (ā, i, ī, o, au, visarga). */
const DEVANAGARI_SPACING_SIGN = /[\u0903\u093B\u093E-\u0940\u0949-\u094C\u094E\u094F]/;

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  if (DEVANAGARI_MARK.test(char)) return 0;
  if (DEVANAGARI_SPACING_SIGN.test(char)) return 0.32;
  if (code >= 97 && code <= 122) return LOWER_WIDTHS[code - 97] ?? 0.7;
  if (code >= 65 && code <= 90) return UPPER_WIDTHS[code - 65] ?? 0.8;
  if (code >= 48 && code <= 57) return 0.7;
  if (char === ' ') return 0.35;
  if (/[.,:;'!|]/.test(char)) return 0.38;
  if (/[-()[\]/]/.test(char)) return 0.46;
  return 0.85;
}

/** Rendered width of bold text at `fontSize`, for sizing boxes around it without measuring. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return units * fontSize;
}

/** Cuts text to fit `maxWidth`, ending with an ellipsis, preferring a word boundary. */
export function truncateToWidth(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const chars = Array.from(text);
  let keep = chars.length - 1;
  while (keep > 1 && textWidth(`${chars.slice(0, keep).join('')}…`, fontSize) > maxWidth) keep--;
  const cut = chars.slice(0, keep).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > keep / 2 ? cut.slice(0, space) : cut).replace(/[\s,&.-]+$/, '')}…`;
}

/**
 * Lays text out in at most `maxLines` lines of `maxWidth`, trying font sizes from `preferred`
 * down to `minimum`; at the minimum size the last line is truncated with an ellipsis.
 */
export function layoutLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  preferred: number,
  minimum: number,
): { lines: string[]; size: number } {
  const wordsInText = text.trim().split(/\s+/).filter((word) => word !== '');
  for (let size = preferred; size >= minimum; size -= 1) {
    const lines: string[] = [];
    let current = '';
    for (const word of wordsInText) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && textWidth(candidate, size) > maxWidth) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '') lines.push(current);
    const fits = lines.length <= maxLines && lines.every((line) => textWidth(line, size) <= maxWidth);
    if (fits || size === minimum) {
      const kept = lines.slice(0, maxLines);
      if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
      return { lines: kept.map((line) => truncateToWidth(line, maxWidth, size)), size };
    }
  }
  return { lines: [truncateToWidth(text, maxWidth, minimum)], size: minimum };
}

export function textEl(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { weight?: number; anchor?: 'start' | 'middle'; spacing?: number; opacity?: number } = {},
): string {
  const anchor = options.anchor ?? 'middle';
  const spacing = options.spacing === undefined ? '' : ` letter-spacing="${options.spacing}"`;
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return (
    `<text x="${num(x)}" y="${num(y)}" font-size="${size}" font-weight="${options.weight ?? 700}"` +
    ` fill="${fill}"${opacity} text-anchor="${anchor}"${spacing}>${escapeXml(text)}</text>`
  );
}

export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners = [
      [inner, a - step * 0.5],
      [outer, a - step * 0.22],
      [outer, a + step * 0.22],
      [inner, a + step * 0.5],
    ] as const;
    for (const [r, angle] of corners) {
      points.push(`${num(cx + r * Math.cos(angle))} ${num(cy + r * Math.sin(angle))}`);
    }
  }
  return `M${points.join('L')}Z`;
}
