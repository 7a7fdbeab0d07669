/**
 * Deterministic SVG illustrations for a marketplace that must render without network access:
 * product tiles, category icons, Indian state tiles, partner wordmarks, testimonial avatars and
 * the registration slideshow. Pure string building, no I/O, safe on the server and in the browser.
 *
 * Every SVG carries role="img" and a <title>, escapes inserted text, and prefixes its gradient
 * ids with a hash of its input, so several SVGs inlined in one page never share an id.
 */
import { findStateOutline } from '~/domain/india-state-outlines';

/** Brand palette: deep indigo, saffron and green. */
export const BRAND = {
  indigo: '#1e3a8a',
  indigoDark: '#172554',
  saffron: '#f59e0b',
  green: '#15803d',
  ink: '#0f172a',
  slate: '#475569',
} as const;

export const CATEGORY_SLUGS = [
  'agriculture',
  'apparels-and-fashion',
  'electrical-electronics',
  'energy',
  'food-beverages',
  'for-her',
  'gifting',
  'healthcare',
  'household',
  'kids-corner',
  'leather-products',
  'robotics-automation',
  'textiles-fabrics',
  'tools-machineries',
  'work-essentials',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export type PartnerKind = 'bank' | 'venture' | 'college' | 'council';

const CATEGORY_LABELS: Record<CategorySlug, string> = {
  agriculture: 'Agriculture',
  'apparels-and-fashion': 'Apparels & Fashion',
  'electrical-electronics': 'Electrical & Electronics',
  energy: 'Energy',
  'food-beverages': 'Food & Beverages',
  'for-her': 'For Her',
  gifting: 'Gifting',
  healthcare: 'Healthcare',
  household: 'Household',
  'kids-corner': 'Kids Corner',
  'leather-products': 'Leather Products',
  'robotics-automation': 'Robotics & Automation',
  'textiles-fabrics': 'Textiles & Fabrics',
  'tools-machineries': 'Tools & Machineries',
  'work-essentials': 'Work Essentials',
};

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';
const SVG_NS = 'http://www.w3.org/2000/svg';

// ---------------------------------------------------------------------------------------------
// Small helpers

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
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator so each product gets a repeatable layout. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ColorPair = readonly [string, string];
type NonEmpty<T> = readonly [T, ...T[]];

function pick<T>(items: NonEmpty<T>, index: number): T {
  return items[Math.abs(index) % items.length] ?? items[0];
}

/** Rounds to one decimal and drops a trailing ".0", keeping path data short. */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function idPrefix(kind: string, input: string): string {
  return `${kind}${hashString(`${kind}|${input}`).toString(36)}`;
}

function svgOpen(width: number, height: number, title: string, extra = ''): string {
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` role="img"${extra}><title>${escapeXml(title)}</title>`
  );
}

function linearGradient(id: string, from: string, to: string, angle: 0 | 1 | 2 | 3 = 1): string {
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

function words(name: string): string[] {
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

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER_WIDTHS[code - 97] ?? 0.7;
  if (code >= 65 && code <= 90) return UPPER_WIDTHS[code - 65] ?? 0.8;
  if (code >= 48 && code <= 57) return 0.7;
  if (char === ' ') return 0.35;
  if (/[.,:;'!|]/.test(char)) return 0.38;
  if (/[-()[\]/]/.test(char)) return 0.46;
  return 0.85;
}

/** Rendered width of bold text at `fontSize`, for sizing boxes around it without measuring. */
function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return units * fontSize;
}

/** Cuts text to fit `maxWidth`, ending with an ellipsis, preferring a word boundary. */
function truncateToWidth(text: string, maxWidth: number, fontSize: number): string {
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
function layoutLines(
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

function textEl(
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

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
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

// ---------------------------------------------------------------------------------------------
// Category palettes and pictograms

interface Palette {
  /** Background tints, light to slightly deeper; three pairs for per-product variety. */
  readonly backgrounds: NonEmpty<ColorPair>;
  /** Main pictogram colour. */
  readonly ink: string;
  /** Second pictogram colour. */
  readonly accent: string;
  /** Third colour, used sparingly. */
  readonly extra: string;
}

const PALETTES: Record<CategorySlug, Palette> = {
  agriculture: {
    backgrounds: [['#ecfdf5', '#bbf7d0'], ['#f7fee7', '#d9f99d'], ['#f0fdf4', '#a7f3d0']],
    ink: '#15803d',
    accent: '#65a30d',
    extra: '#a16207',
  },
  'apparels-and-fashion': {
    backgrounds: [['#eef2ff', '#c7d2fe'], ['#f5f3ff', '#ddd6fe'], ['#eff6ff', '#bfdbfe']],
    ink: '#3730a3',
    accent: '#f59e0b',
    extra: '#e0e7ff',
  },
  'electrical-electronics': {
    backgrounds: [['#f0f9ff', '#bae6fd'], ['#eff6ff', '#bfdbfe'], ['#ecfeff', '#a5f3fc']],
    ink: '#1e3a8a',
    accent: '#f59e0b',
    extra: '#94a3b8',
  },
  energy: {
    backgrounds: [['#fffbeb', '#fde68a'], ['#fff7ed', '#fed7aa'], ['#fefce8', '#fef08a']],
    ink: '#1e3a8a',
    accent: '#f59e0b',
    extra: '#60a5fa',
  },
  'food-beverages': {
    backgrounds: [['#fff7ed', '#fed7aa'], ['#fffbeb', '#fde68a'], ['#fef2f2', '#fecaca']],
    ink: '#c2410c',
    accent: '#15803d',
    extra: '#fde68a',
  },
  'for-her': {
    backgrounds: [['#fdf2f8', '#fbcfe8'], ['#fff1f2', '#fecdd3'], ['#faf5ff', '#f5d0fe']],
    ink: '#be185d',
    accent: '#f59e0b',
    extra: '#fbcfe8',
  },
  gifting: {
    backgrounds: [['#fef2f2', '#fecaca'], ['#fff7ed', '#fed7aa'], ['#fdf2f8', '#fbcfe8']],
    ink: '#b91c1c',
    accent: '#f59e0b',
    extra: '#fde68a',
  },
  healthcare: {
    backgrounds: [['#f0fdfa', '#99f6e4'], ['#ecfeff', '#a5f3fc'], ['#f0fdf4', '#bbf7d0']],
    ink: '#0f766e',
    accent: '#f59e0b',
    extra: '#ffffff',
  },
  household: {
    backgrounds: [['#f5f3ff', '#ddd6fe'], ['#eef2ff', '#c7d2fe'], ['#fdf4ff', '#f5d0fe']],
    ink: '#5b21b6',
    accent: '#f59e0b',
    extra: '#ede9fe',
  },
  'kids-corner': {
    backgrounds: [['#fefce8', '#fef08a'], ['#f0f9ff', '#bae6fd'], ['#fdf2f8', '#fbcfe8']],
    ink: '#2563eb',
    accent: '#ef4444',
    extra: '#16a34a',
  },
  'leather-products': {
    backgrounds: [['#fdf8f1', '#ead7bf'], ['#fff7ed', '#fed7aa'], ['#faf5f0', '#e7d3c1']],
    ink: '#7c2d12',
    accent: '#d97706',
    extra: '#c2410c',
  },
  'robotics-automation': {
    backgrounds: [['#f8fafc', '#cbd5e1'], ['#eff6ff', '#bfdbfe'], ['#f1f5f9', '#c7d2fe']],
    ink: '#334155',
    accent: '#f59e0b',
    extra: '#1e3a8a',
  },
  'textiles-fabrics': {
    backgrounds: [['#fdf4ff', '#f5d0fe'], ['#faf5ff', '#e9d5ff'], ['#fff1f2', '#fecdd3']],
    ink: '#86198f',
    accent: '#f59e0b',
    extra: '#f0abfc',
  },
  'tools-machineries': {
    backgrounds: [['#f8fafc', '#cbd5e1'], ['#eff6ff', '#bfdbfe'], ['#fffbeb', '#fde68a']],
    ink: '#1e3a8a',
    accent: '#f59e0b',
    extra: '#64748b',
  },
  'work-essentials': {
    backgrounds: [['#eff6ff', '#bfdbfe'], ['#fffbeb', '#fde68a'], ['#f8fafc', '#cbd5e1']],
    ink: '#1e3a8a',
    accent: '#f59e0b',
    extra: '#d97706',
  },
};

const FALLBACK_PALETTE: Palette = {
  backgrounds: [['#eef2ff', '#c7d2fe'], ['#fffbeb', '#fde68a'], ['#f0fdf4', '#bbf7d0']],
  ink: BRAND.indigo,
  accent: BRAND.saffron,
  extra: '#c7d2fe',
};

interface Inks {
  readonly ink: string;
  readonly accent: string;
  readonly extra: string;
}

/** Pictograms are drawn in a 120×120 box centred on the origin. */
type Pictogram = (c: Inks) => string;

const round = 'stroke-linecap="round" stroke-linejoin="round"';

const PICTOGRAMS: Record<CategorySlug, Pictogram> = {
  agriculture: (c) =>
    `<ellipse cx="0" cy="46" rx="48" ry="11" fill="${c.extra}"/>` +
    `<path d="M0 46V-6" stroke="${c.ink}" stroke-width="7" ${round}/>` +
    `<path d="M0 14C-6-12-28-22-52-16C-46 8-24 20 0 14Z" fill="${c.ink}"/>` +
    `<path d="M0-2C4-30 26-46 52-44C52-18 30-2 0-2Z" fill="${c.accent}"/>` +
    `<path d="M-4 10C-18 2-30-6-42-12M4-6C16-18 28-28 42-36" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3" ${round}/>`,
  'apparels-and-fashion': (c) =>
    `<path d="M-22-46L-52-32L-62 0L-40 8L-36-6V50H36V-6L40 8L62 0L52-32L22-46C14-34-14-34-22-46Z" fill="${c.ink}" ${round}/>` +
    `<path d="M-22-46L0-20L22-46" fill="none" stroke="${c.extra}" stroke-width="5" ${round}/>` +
    `<rect x="12" y="-6" width="16" height="16" rx="3" fill="${c.accent}"/>` +
    `<circle cx="0" cy="-6" r="3" fill="${c.extra}"/><circle cx="0" cy="10" r="3" fill="${c.extra}"/><circle cx="0" cy="26" r="3" fill="${c.extra}"/>`,
  'electrical-electronics': (c) =>
    `<rect x="-18" y="-52" width="9" height="26" rx="3" fill="${c.extra}"/><rect x="9" y="-52" width="9" height="26" rx="3" fill="${c.extra}"/>` +
    `<path d="M-34-30H34V0C34 20 18 32 0 32C-18 32-34 20-34 0Z" fill="${c.ink}"/>` +
    `<path d="M0 32V44C0 54-12 56-24 52" fill="none" stroke="${c.ink}" stroke-width="8" ${round}/>` +
    `<path d="M5-22L-12 2H0L-6 22L14-4H2Z" fill="${c.accent}" ${round}/>`,
  energy: (c) =>
    `<circle cx="26" cy="-34" r="16" fill="${c.accent}"/>` +
    `<path d="M26-60V-56M26-12V-8M52-34H48M4-34H0M44-52L41-49M11-19L8-16M44-16L41-19M11-49L8-52" stroke="${c.accent}" stroke-width="4" ${round}/>` +
    `<path d="M-44-6H34L48 38H-58Z" fill="${c.ink}" ${round}/>` +
    `<path d="M-18-6L-22 38M8-6L10 38M-51 16H41" stroke="${c.extra}" stroke-width="3"/>` +
    `<path d="M-5 38V54M-22 54H12" stroke="${c.ink}" stroke-width="6" ${round}/>`,
  'food-beverages': (c) =>
    `<path d="M-18-18C-24-28-12-34-18-46M0-20C-6-30 6-36 0-48M18-18C12-28 24-34 18-46" fill="none" stroke="${c.accent}" stroke-width="5" ${round}/>` +
    `<path d="M-56-4H56C56 28 30 46 0 46C-30 46-56 28-56-4Z" fill="${c.ink}"/>` +
    `<ellipse cx="0" cy="-4" rx="56" ry="9" fill="${c.extra}"/>` +
    `<rect x="-20" y="44" width="40" height="8" rx="4" fill="${c.ink}"/>` +
    `<path d="M-36 14C-24 20 24 20 36 14" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" ${round}/>`,
  'for-her': (c) =>
    `<path d="M-14-54V-38M14-54V-38" stroke="${c.ink}" stroke-width="5" ${round}/>` +
    `<path d="M-18-38H18L12-10H-12Z" fill="${c.ink}" ${round}/>` +
    `<path d="M-12-8H12L46 46C22 58-22 58-46 46Z" fill="${c.ink}" ${round}/>` +
    `<path d="M-2-4L-18 50M10-4L22 51" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<rect x="-16" y="-14" width="32" height="8" rx="4" fill="${c.accent}"/>` +
    `<circle cx="40" cy="-34" r="6" fill="${c.accent}"/><circle cx="-40" cy="-20" r="4" fill="${c.accent}"/>`,
  gifting: (c) =>
    `<rect x="-44" y="-6" width="88" height="56" rx="5" fill="${c.ink}"/>` +
    `<rect x="-52" y="-24" width="104" height="22" rx="5" fill="${c.ink}"/>` +
    `<rect x="-52" y="-4" width="104" height="5" fill="#000" fill-opacity=".15"/>` +
    `<rect x="-9" y="-24" width="18" height="74" fill="${c.accent}"/>` +
    `<path d="M0-24C-12-50-46-50-36-30C-32-24-14-24 0-24ZM0-24C12-50 46-50 36-30C32-24 14-24 0-24Z" fill="${c.accent}"/>`,
  healthcare: (c) =>
    `<path d="M0-56L46-40V-4C46 26 24 46 0 56C-24 46-46 26-46-4V-40Z" fill="${c.ink}" ${round}/>` +
    `<path d="M-9-30H9V-12H27V6H9V24H-9V6H-27V-12H-9Z" fill="#fff" ${round}/>` +
    `<circle cx="38" cy="40" r="14" fill="${c.accent}"/><path d="M32 40H44M38 34V46" stroke="#fff" stroke-width="4" ${round}/>`,
  household: (c) =>
    `<rect x="22" y="-44" width="12" height="24" rx="2" fill="${c.ink}"/>` +
    `<path d="M-40-4V48H40V-4" fill="${c.ink}"/>` +
    `<path d="M-54-2L0-48L54-2" fill="none" stroke="${c.accent}" stroke-width="10" ${round}/>` +
    `<rect x="-11" y="16" width="22" height="32" rx="3" fill="${c.accent}"/>` +
    `<rect x="16" y="6" width="16" height="16" rx="2" fill="${c.extra}"/><rect x="-32" y="6" width="16" height="16" rx="2" fill="${c.extra}"/>`,
  'kids-corner': (c) =>
    `<rect x="-52" y="8" width="44" height="44" rx="7" fill="${c.ink}"/>` +
    `<rect x="4" y="8" width="44" height="44" rx="7" fill="${c.accent}"/>` +
    `<rect x="-22" y="-38" width="44" height="44" rx="7" fill="${c.extra}" transform="rotate(-8)"/>` +
    `<g font-family="${FONT}" font-size="26" font-weight="800" fill="#fff" text-anchor="middle">` +
    `<text x="-30" y="40">A</text><text x="26" y="40">B</text><text x="-4" y="-6" transform="rotate(-8)">C</text></g>`,
  'leather-products': (c) =>
    `<path d="M-24-16V-28C-24-48 24-48 24-28V-16" fill="none" stroke="${c.ink}" stroke-width="8" ${round}/>` +
    `<path d="M-46-18H46Q52-18 51-12L46 42Q45 50 38 50H-38Q-45 50-46 42L-51-12Q-52-18-46-18Z" fill="${c.ink}"/>` +
    `<path d="M-50-16H50V0C26 14-26 14-50 0Z" fill="${c.extra}"/>` +
    `<path d="M-38 40H38" stroke="${c.accent}" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<rect x="-8" y="2" width="16" height="14" rx="4" fill="${c.accent}"/>`,
  'robotics-automation': (c) =>
    `<path d="${gearPath(30, 28, 24, 18, 9)}" fill="${c.accent}"/><circle cx="30" cy="28" r="7" fill="#fff"/>` +
    `<path d="M-52 56H4V48C4 40-2 34-10 34H-38C-46 34-52 40-52 48Z" fill="${c.ink}"/>` +
    `<path d="M-24 42L-34-6L10-32" fill="none" stroke="${c.ink}" stroke-width="13" ${round}/>` +
    `<path d="M14-40L22-48H38M14-26L22-18H38" fill="none" stroke="${c.extra}" stroke-width="6" ${round}/>` +
    `<circle cx="-34" cy="-6" r="8" fill="${c.extra}"/><circle cx="-24" cy="42" r="8" fill="${c.extra}"/>`,
  'textiles-fabrics': (c) =>
    `<path d="M-30-8H42V38Q34 48 26 38T10 38T-6 38T-22 38T-30 40Z" fill="${c.accent}"/>` +
    `<path d="M-18 2H36M-18 14H38M-18 26H40" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
    `<rect x="-44" y="-48" width="86" height="40" fill="${c.ink}"/><ellipse cx="42" cy="-28" rx="10" ry="20" fill="${c.ink}"/>` +
    `<path d="M-24-48V-8M-4-48V-8M16-48V-8" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
    `<ellipse cx="-44" cy="-28" rx="10" ry="20" fill="${c.extra}"/><ellipse cx="-44" cy="-28" rx="4" ry="8" fill="${c.ink}"/>`,
  'tools-machineries': (c) =>
    `<g transform="rotate(-40)"><rect x="-54" y="-8" width="80" height="16" rx="8" fill="${c.ink}"/>` +
    `<path d="M22-8A21 21 0 0 1 57-9H38V9H57A21 21 0 0 1 22 8Z" fill="${c.ink}"/>` +
    `<circle cx="-46" cy="0" r="4" fill="#fff"/></g>` +
    `<path d="${hexagon(34, 34, 14)}" fill="${c.accent}"/><circle cx="34" cy="34" r="6" fill="#fff"/>`,
  'work-essentials': (c) =>
    `<path d="M-46 18C-46-24-24-44 0-44C24-44 46-24 46 18Z" fill="${c.accent}"/>` +
    `<path d="M-10-43C-10-48 10-48 10-43V16H-10Z" fill="${c.extra}"/>` +
    `<path d="M-30-30C-38-18-40-4-40 10" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" ${round}/>` +
    `<rect x="-60" y="14" width="120" height="14" rx="7" fill="${c.ink}"/>` +
    `<rect x="-30" y="34" width="60" height="18" rx="4" fill="${c.ink}" fill-opacity=".85"/>`,
};

function hexagon(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    points.push(`${num(cx + r * Math.cos(angle))} ${num(cy + r * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

/** A parcel: the pictogram for a category this module does not know. */
const FALLBACK_PICTOGRAM: Pictogram = (c) =>
  `<path d="M-44-22L0-44L44-22V28L0 50L-44 28Z" fill="${c.ink}" ${round}/>` +
  `<path d="M-44-22L0 0L44-22M0 0V50" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" ${round}/>` +
  `<path d="M-22-33L22-11V4" fill="none" stroke="${c.accent}" stroke-width="8" ${round}/>`;

function isCategorySlug(slug: string): slug is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(slug);
}

function categoryParts(slug: string): { palette: Palette; pictogram: Pictogram; label: string } {
  if (isCategorySlug(slug)) {
    return { palette: PALETTES[slug], pictogram: PICTOGRAMS[slug], label: CATEGORY_LABELS[slug] };
  }
  const label = words(slug)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { palette: FALLBACK_PALETTE, pictogram: FALLBACK_PICTOGRAM, label: label || 'Products' };
}

/** Display name of a category slug ("food-beverages" → "Food & Beverages"). */
export function categoryLabel(categorySlug: string): string {
  return categoryParts(categorySlug).label;
}

// ---------------------------------------------------------------------------------------------
// Public illustrations

export interface ProductIllustrationInput {
  readonly name: string;
  readonly categorySlug: string;
  /** Changes the layout for the same name, e.g. to tell apart two products with one name. */
  readonly seed?: number;
}

/** The side of a product tile in px: pages size its <img> with it so nothing moves when it loads. */
export const PRODUCT_ILLUSTRATION_SIZE = 400;

/** A 400×400 product tile: category-tinted gradient, pictogram on a plate, monogram and name. */
export function productIllustration({ name, categorySlug, seed = 0 }: ProductIllustrationInput): string {
  const { palette, pictogram, label } = categoryParts(categorySlug);
  const key = `${categorySlug}|${name}|${seed}`;
  const random = makeRandom(hashString(key));
  const id = idPrefix('p', key);
  const [from, to] = pick(palette.backgrounds, Math.floor(random() * 3));
  const angle = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
  const title = name.trim() === '' ? label : name.trim();

  const decor = decoration(random, palette);
  const tilt = num((random() - 0.5) * 14);
  const plateY = 178;

  const pillText = layoutLines(title, 310, 1, 26, 20);
  const shortName = pillText.lines[0] ?? title;
  const fontSize = pillText.size;
  const pillWidth = Math.min(360, textWidth(shortName, fontSize) + 44);
  const initials = initialsOf(title);
  const plate =
    random() < 0.5
      ? `<circle cx="200" cy="${plateY}" r="112" fill="#fff" fill-opacity=".92"/>` +
        `<circle cx="200" cy="${plateY}" r="98" fill="none" stroke="${palette.ink}" stroke-opacity=".08" stroke-width="2"/>`
      : `<rect x="92" y="${plateY - 108}" width="216" height="216" rx="56" fill="#fff" fill-opacity=".92"/>` +
        `<rect x="106" y="${plateY - 94}" width="188" height="188" rx="44" fill="none" stroke="${palette.ink}" stroke-opacity=".08" stroke-width="2"/>`;
  const badgeFill = random() < 0.5 ? palette.ink : BRAND.indigoDark;

  return (
    svgOpen(PRODUCT_ILLUSTRATION_SIZE, PRODUCT_ILLUSTRATION_SIZE, title, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}b`, from, to, angle)}</defs>` +
    `<rect width="400" height="400" fill="url(#${id}b)"/>` +
    decor +
    `<ellipse cx="200" cy="${plateY + 122}" rx="96" ry="10" fill="${palette.ink}" fill-opacity=".12"/>` +
    plate +
    `<g transform="translate(200 ${plateY}) rotate(${tilt}) scale(1.45)">${pictogram(palette)}</g>` +
    `<circle cx="46" cy="46" r="26" fill="${badgeFill}"/>` +
    textEl(initials, 46, 54, initials.length > 1 ? 20 : 24, '#fff', { weight: 800, spacing: 0.5 }) +
    `<rect x="${num(200 - pillWidth / 2)}" y="326" width="${num(pillWidth)}" height="46" rx="23" fill="#fff" fill-opacity=".95"/>` +
    textEl(shortName, 200, 349 + fontSize * 0.35, fontSize, BRAND.ink) +
    '</svg>'
  );
}

/** Soft background shapes, varied per product: blobs, rings or a diagonal band with dots. */
function decoration(random: () => number, palette: Palette): string {
  const style = Math.floor(random() * 3);
  const x1 = num(random() * 400);
  const x2 = num(random() * 400);
  const r1 = num(90 + random() * 80);
  const r2 = num(50 + random() * 60);
  const dots = Array.from({ length: 4 }, () => {
    const x = num(300 + random() * 90);
    const y = num(60 + random() * 220);
    return `<circle cx="${x}" cy="${y}" r="${num(3 + random() * 4)}" fill="${palette.accent}" fill-opacity=".55"/>`;
  }).join('');
  if (style === 0) {
    return (
      `<circle cx="${x1}" cy="20" r="${r1}" fill="#fff" fill-opacity=".35"/>` +
      `<circle cx="${x2}" cy="390" r="${r2}" fill="${palette.ink}" fill-opacity=".07"/>` +
      dots
    );
  }
  if (style === 1) {
    return (
      `<circle cx="${x1}" cy="60" r="${r1}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="18"/>` +
      `<circle cx="${x2}" cy="360" r="${r2}" fill="none" stroke="${palette.ink}" stroke-opacity=".08" stroke-width="12"/>` +
      dots
    );
  }
  return (
    `<path d="M-20 ${num(250 + random() * 60)}L420 ${num(40 + random() * 60)}V${num(160 + random() * 60)}L-20 420Z" fill="#fff" fill-opacity=".3"/>` +
    dots
  );
}

/** A 64×64 category icon: the category's pictogram on a rounded, tinted square. */
export function categoryIcon(categorySlug: string): string {
  const { palette, pictogram, label } = categoryParts(categorySlug);
  const id = idPrefix('c', categorySlug);
  const [from, to] = palette.backgrounds[0];
  return (
    svgOpen(64, 64, label) +
    `<defs>${linearGradient(`${id}b`, from, to)}</defs>` +
    `<rect width="64" height="64" rx="16" fill="url(#${id}b)"/>` +
    `<g transform="translate(32 32) scale(.36)">${pictogram(palette)}</g>` +
    '</svg>'
  );
}

const STATE_BACKGROUNDS: NonEmpty<ColorPair> = [
  ['#eef2ff', '#c7d2fe'],
  ['#eff6ff', '#bfdbfe'],
  ['#f5f3ff', '#ddd6fe'],
];

export interface StateIllustrationInput {
  /** GST state code ("27") or two-letter code ("MH"). */
  readonly code: string;
  readonly name: string;
}

/**
 * A 200×200 state tile: the state's outline (simplified from @svg-maps/india, CC BY 4.0) on an
 * indigo-tinted card with its name and GST code. States without an outline get a map-pin motif.
 */
export function stateIllustration({ code, name }: StateIllustrationInput): string {
  const outline = findStateOutline(code) ?? findStateOutline(name);
  const displayName = name.trim() === '' ? (outline?.name ?? code) : name.trim();
  const gstCode = outline?.gstCode ?? (/^\d{2}$/.test(code.trim()) ? code.trim() : '');
  const badge = gstCode === '' ? code.trim().toUpperCase() : `GST ${gstCode}`;
  const id = idPrefix('s', `${code}|${name}`);
  const random = makeRandom(hashString(`${code}|${name}`));
  const [from, to] = pick(STATE_BACKGROUNDS, Math.floor(random() * STATE_BACKGROUNDS.length));
  const labelText = layoutLines(displayName, 168, 1, 17, 11);
  const label = labelText.lines[0] ?? displayName;
  const labelSize = labelText.size;

  const motif =
    outline === undefined
      ? `<g transform="translate(100 84)">` +
        `<ellipse cx="0" cy="50" rx="34" ry="8" fill="${BRAND.indigo}" fill-opacity=".15"/>` +
        `<path d="M0 48C-6 30-34 6-34-18A34 34 0 0 1 34-18C34 6 6 30 0 48Z" fill="url(#${id}m)"/>` +
        `<circle cx="0" cy="-18" r="13" fill="#fff"/><circle cx="0" cy="-18" r="6" fill="${BRAND.saffron}"/></g>`
      : `<use href="#${id}o" x="2" y="3" fill="${BRAND.indigoDark}" fill-opacity=".2"/>` +
        `<use href="#${id}o" fill="url(#${id}m)" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>`;
  const outlineDef =
    outline === undefined
      ? ''
      : `<path id="${id}o" d="${outline.d}" transform="translate(28 14) scale(.72)"/>`;

  return (
    svgOpen(200, 200, displayName, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}b`, from, to, 1)}${linearGradient(`${id}m`, '#4263eb', BRAND.indigo, 0)}${outlineDef}</defs>` +
    `<rect width="200" height="200" rx="18" fill="url(#${id}b)"/>` +
    `<path d="M0 40H200M0 80H200M0 120H200M40 0V200M80 0V200M120 0V200M160 0V200" stroke="#fff" stroke-opacity=".45"/>` +
    motif +
    `<rect x="128" y="10" width="62" height="22" rx="11" fill="${BRAND.saffron}"/>` +
    textEl(badge, 159, 25.5, badge.length > 6 ? 11 : 12, BRAND.ink, { weight: 800 }) +
    `<rect x="10" y="158" width="180" height="32" rx="10" fill="#fff" fill-opacity=".92"/>` +
    textEl(label, 100, 174 + labelSize * 0.36, labelSize, BRAND.indigoDark) +
    '</svg>'
  );
}

export interface PartnerLogoInput {
  readonly name: string;
  readonly kind: PartnerKind;
}

const PARTNER_STYLES: Record<PartnerKind, { colors: readonly [string, string]; caption: string }> = {
  bank: { colors: ['#2541a8', BRAND.indigoDark], caption: 'BANKING PARTNER' },
  venture: { colors: ['#f59e0b', '#c2410c'], caption: 'VENTURE PARTNER' },
  college: { colors: ['#16a34a', '#166534'], caption: 'ACADEMIC PARTNER' },
  council: { colors: ['#0e7490', BRAND.indigo], caption: 'INDUSTRY COUNCIL' },
};

/** Emblem outlines in an 88×88 box: pillared roof, rising circle, shield, rosette. */
function partnerEmblem(kind: PartnerKind, fill: string): string {
  switch (kind) {
    case 'bank':
      return `<path d="M44 4L84 24V84H4V24Z" fill="${fill}" stroke-linejoin="round"/><path d="M12 28H76" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
    case 'venture':
      return `<circle cx="44" cy="44" r="42" fill="${fill}"/><path d="M18 70L40 50L50 58L72 32M60 32H72V44" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5" ${round}/>`;
    case 'college':
      return `<path d="M44 2L84 14V44C84 66 66 80 44 86C22 80 4 66 4 44V14Z" fill="${fill}"/>`;
    case 'council':
      return `<path d="${gearPath(44, 44, 43, 37, 12)}" fill="${fill}"/><circle cx="44" cy="44" r="31" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`;
  }
}

/** A 320×120 partner wordmark: kind-shaped emblem with initials, then the name. */
export function partnerLogo({ name, kind }: PartnerLogoInput): string {
  const style = PARTNER_STYLES[kind];
  const title = name.trim() === '' ? style.caption : name.trim();
  const id = idPrefix('l', `${kind}|${name}`);
  const initials = initialsOf(title, 3);
  const initialsSize = initials.length > 2 ? 24 : 30;
  const { lines, size: nameSize } = layoutLines(title, 184, 2, 24, 15);
  const nameY = lines.length === 1 ? 64 : 50;
  const nameText = lines
    .map((line, i) =>
      textEl(line, 118, nameY + i * nameSize * 1.15, nameSize, BRAND.ink, { anchor: 'start', weight: 800 }),
    )
    .join('');
  const captionY = nameY + (lines.length - 1) * nameSize * 1.15 + 24;
  return (
    svgOpen(320, 120, title, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}e`, style.colors[0], style.colors[1], 1)}</defs>` +
    `<rect x="1" y="1" width="318" height="118" rx="20" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>` +
    `<g transform="translate(16 16)">${partnerEmblem(kind, `url(#${id}e)`)}` +
    textEl(initials, 44, kind === 'bank' ? 62 : 54, initialsSize, '#fff', { weight: 800, spacing: 1 }) +
    '</g>' +
    nameText +
    textEl(style.caption, 118, captionY, 10, BRAND.slate, { anchor: 'start', weight: 700, spacing: 1.5 }) +
    '</svg>'
  );
}

export interface AvatarInput {
  readonly initials: string;
  /** Person's name for the accessible title; the initials are used when absent. */
  readonly name?: string;
}

const AVATAR_GRADIENTS: NonEmpty<ColorPair> = [
  ['#3b5bdb', BRAND.indigo],
  ['#fbbf24', '#d97706'],
  ['#22c55e', BRAND.green],
  ['#0ea5e9', '#1d4ed8'],
  ['#f472b6', '#be185d'],
  ['#a78bfa', '#5b21b6'],
];

/** A 96×96 round avatar with initials on a brand-coloured gradient. */
export function avatar({ initials, name }: AvatarInput): string {
  const letters = Array.from(initials.trim().replace(/\s+/g, '')).slice(0, 3).join('').toUpperCase();
  const shown = letters === '' ? '?' : letters;
  const title = name?.trim() || shown;
  const key = `${shown}|${name ?? ''}`;
  const id = idPrefix('a', key);
  const [from, to] = pick(AVATAR_GRADIENTS, hashString(key) % AVATAR_GRADIENTS.length);
  const size = shown.length > 2 ? 30 : 36;
  return (
    svgOpen(96, 96, title, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}g`, from, to, 1)}</defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#${id}g)"/>` +
    `<circle cx="48" cy="48" r="43" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M8 70A48 48 0 0 0 88 70" fill="#fff" fill-opacity=".1"/>` +
    textEl(shown, 48, 48 + size * 0.36, size, '#fff', { weight: 800, spacing: 1 }) +
    '</svg>'
  );
}

// ---------------------------------------------------------------------------------------------
// Registration slideshow

const SLIDES = [
  { title: 'Source from verified suppliers', caption: 'Thousands of Indian manufacturers and wholesalers, one marketplace.' },
  { title: 'Trade with confidence', caption: 'Verified businesses, clear quotes and trade assurance on every deal.' },
  { title: 'Deliver across India', caption: 'Reach buyers in every state, from local markets to export hubs.' },
] as const;

function box(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>` +
    `<path d="M${x + w / 2 - 8} ${y}V${y + h * 0.35}H${x + w / 2 + 8}V${y}" fill="#fff" fill-opacity=".35"/>` +
    `<path d="M${x} ${y + h}H${x + w}" stroke="#000" stroke-opacity=".12" stroke-width="4"/>`
  );
}

function marketScene(): string {
  const shelves: string[] = [];
  const colors = ['#f59e0b', '#fbbf24', '#d97706', '#f97316', '#fcd34d'];
  for (let row = 0; row < 3; row++) {
    const y = 430 + row * 92;
    shelves.push(`<rect x="140" y="${y + 66}" width="520" height="10" fill="#1e293b"/>`);
    for (let col = 0; col < 6; col++) {
      const w = 56 + ((row * 7 + col * 13) % 4) * 6;
      const h = 44 + ((row * 5 + col * 11) % 3) * 8;
      shelves.push(box(156 + col * 84, y + 66 - h, w, h, colors[(row + col) % colors.length] ?? '#f59e0b'));
    }
  }
  return (
    `<rect y="908" width="800" height="92" fill="#0f172a" fill-opacity=".3"/>` +
    '<g transform="translate(0 150)">' +
    `<path d="M90 400L400 250L710 400Z" fill="#172554"/>` +
    `<rect x="110" y="398" width="580" height="360" fill="#f8fafc"/>` +
    `<rect x="110" y="398" width="580" height="18" fill="#cbd5e1"/>` +
    `<rect x="130" y="416" width="540" height="342" fill="#e2e8f0"/>` +
    shelves.join('') +
    `<circle cx="400" cy="330" r="34" fill="#f59e0b"/><path d="M384 330H416M400 314V346" stroke="#172554" stroke-width="6" stroke-linecap="round"/>` +
    // hand trolley with parcels
    `<g transform="translate(560 640)"><path d="M0 0V110H80" fill="none" stroke="#15803d" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="16" cy="122" r="14" fill="#172554"/><circle cx="70" cy="122" r="14" fill="#172554"/>` +
    box(12, 44, 60, 60, '#f59e0b') +
    box(18, -4, 48, 48, '#fbbf24') +
    '</g>' +
    // buyer with clipboard
    `<g transform="translate(210 610)"><circle cx="0" cy="0" r="26" fill="#fcd7b6"/><path d="M-26-6C-26-34 26-34 26-6C18-16-18-16-26-6Z" fill="#1e293b"/>` +
    `<path d="M-40 150V60C-40 38-22 30 0 30C22 30 40 38 40 60V150Z" fill="#15803d"/>` +
    `<rect x="14" y="64" width="34" height="44" rx="4" fill="#fff"/><path d="M20 78H42M20 88H42M20 98H34" stroke="#94a3b8" stroke-width="3"/></g>` +
    '</g>'
  );
}

/** Seller's factory and buyer's shop joined by a bridge ("setu"), a verified badge above. */
function bridgeScene(): string {
  const hangers = [310, 350, 450, 490]
    .map((x) => {
      const t = (x - 270) / 260;
      return `M${x} 400V${num(470 - 280 * t * (1 - t))}`;
    })
    .join('');
  return (
    '<g transform="translate(0 400)">' +
    `<path d="M0 470H800V600H0Z" fill="#60a5fa" fill-opacity=".3"/>` +
    `<path d="M300 500q20-10 40 0t40 0M420 530q20-10 40 0t40 0M330 545q20-10 40 0" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>` +
    // seller: factory with saw-tooth roof
    `<rect x="214" y="150" width="26" height="90" fill="#94a3b8"/>` +
    `<circle cx="236" cy="128" r="14" fill="#fff" fill-opacity=".3"/><circle cx="256" cy="104" r="18" fill="#fff" fill-opacity=".2"/>` +
    `<path d="M40 262V212L98 262V212L156 262V212L214 262V212L270 262V470H40Z" fill="#f59e0b"/>` +
    `<rect x="40" y="260" width="230" height="210" fill="#f8fafc"/>` +
    `<path d="M64 296H118V340H64ZM140 296H194V340H140ZM216 296H254V340H216Z" fill="#93c5fd"/>` +
    `<rect x="70" y="380" width="70" height="90" fill="#1e3a8a"/><path d="M70 402H140M70 424H140M70 446H140" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>` +
    // buyer: shop with striped awning
    `<rect x="530" y="250" width="230" height="220" fill="#f8fafc"/>` +
    `<rect x="548" y="214" width="194" height="40" rx="8" fill="#1e3a8a"/>` +
    `<rect x="600" y="228" width="90" height="12" rx="6" fill="#fff" fill-opacity=".8"/>` +
    `<path d="M524 254H766L756 296H534Z" fill="#15803d"/>` +
    `<path d="M558 254L554 296M606 254L604 296M654 254V296M702 254L704 296M746 254L750 296" stroke="#fff" stroke-width="14" stroke-opacity=".9"/>` +
    `<path d="M534 296q12 16 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0" fill="#15803d"/>` +
    `<rect x="556" y="330" width="80" height="70" fill="#93c5fd"/><rect x="660" y="330" width="72" height="140" fill="#f59e0b"/>` +
    `<circle cx="720" cy="404" r="5" fill="#fff"/>` +
    // the bridge
    `<path d="M270 470Q400 330 530 470" fill="none" stroke="#f59e0b" stroke-width="14"/>` +
    `<path d="${hangers}" stroke="#fcd34d" stroke-width="6"/>` +
    `<path d="M256 400H544" stroke="#e2e8f0" stroke-width="16" stroke-linecap="round"/>` +
    box(374, 344, 52, 48, '#fbbf24') +
    // verified badge and trade documents
    `<circle cx="400" cy="150" r="70" fill="#fff" fill-opacity=".1"/>` +
    `<path d="M400 92L446 110V146C446 176 426 196 400 206C374 196 354 176 354 146V110Z" fill="#15803d" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M380 150L395 165L422 136" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g transform="translate(120 40) rotate(-8)"><rect width="120" height="140" rx="12" fill="#fff"/>` +
    `<path d="M20 34H100M20 58H100M20 82H76" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="20" y="104" width="50" height="16" rx="8" fill="#15803d"/></g>` +
    `<g transform="translate(570 50) rotate(7)"><rect width="110" height="130" rx="12" fill="#f59e0b"/>` +
    `<path d="M20 32H90M20 54H90" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>` +
    `<text x="55" y="108" font-size="36" font-weight="800" fill="#fff" text-anchor="middle">₹</text></g>` +
    `<path d="M300 60l7 14 14 7-14 7-7 14-7-14-14-7 14-7zM520 210l5 10 10 5-10 5-5 10-5-10-10-5 10-5z" fill="#fbbf24"/>` +
    '</g>'
  );
}

function deliveryScene(): string {
  const pins = [
    [160, 500, '#f59e0b'],
    [380, 450, '#22c55e'],
    [650, 500, '#f59e0b'],
    [540, 640, '#22c55e'],
    [260, 650, '#f59e0b'],
  ] as const;
  return (
    `<path d="M160 500C250 430 320 440 380 450S600 430 650 500S620 620 540 640S330 690 260 650" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>` +
    pins
      .map(
        ([x, y, color]) =>
          `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="4" rx="16" ry="5" fill="#000" fill-opacity=".2"/>` +
          `<path d="M0 0C-4-14-24-30-24-46A24 24 0 0 1 24-46C24-30 4-14 0 0Z" fill="${color}"/><circle cx="0" cy="-46" r="9" fill="#fff"/></g>`,
      )
      .join('') +
    `<path d="M0 880H800V1000H0Z" fill="#0f172a" fill-opacity=".4"/>` +
    `<path d="M30 930H130M200 930H300M370 930H470M540 930H640M710 930H790" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/>` +
    `<g transform="translate(150 690)"><rect x="0" y="0" width="330" height="170" rx="12" fill="#f8fafc"/>` +
    `<rect x="0" y="120" width="330" height="16" fill="#15803d"/>` +
    `<path d="M330 40H420L480 110V170H330Z" fill="#f59e0b"/><path d="M350 58H412L452 108H350Z" fill="#bfdbfe"/>` +
    `<circle cx="80" cy="176" r="32" fill="#0f172a"/><circle cx="80" cy="176" r="13" fill="#cbd5e1"/>` +
    `<circle cx="400" cy="176" r="32" fill="#0f172a"/><circle cx="400" cy="176" r="13" fill="#cbd5e1"/>` +
    `<path d="M36 40H160M36 70H120" stroke="#1e3a8a" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-60 60H-10M-80 100H-20M-50 140H-10" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/></g>`
  );
}

const SLIDE_BACKGROUNDS = [
  ['#1e3a8a', '#172554'],
  ['#1e40af', '#1e3a8a'],
  ['#166534', '#1e3a8a'],
] as const;

/** One of three 800×1000 flat illustrations for the registration page slideshow. */
export function slideshowImage(index: 0 | 1 | 2, siteName: string): string {
  const slide = SLIDES[index];
  const [from, to] = SLIDE_BACKGROUNDS[index];
  const site = siteName.trim() === '' ? 'TradeSetu' : truncateToWidth(siteName.trim(), 560, 30);
  const id = idPrefix('r', `${index}|${site}`);
  const scene = index === 0 ? marketScene() : index === 1 ? bridgeScene() : deliveryScene();
  const title = layoutLines(slide.title, 680, 2, 56, 40);
  const titleLines = title.lines;
  const titleSize = title.size;
  const captionY = 196 + titleLines.length * titleSize * 1.12;
  const caption = layoutLines(slide.caption, 640, 2, 26, 20);
  return (
    svgOpen(800, 1000, `${site}: ${slide.title}`, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}b`, from, to, 0)}</defs>` +
    `<rect width="800" height="1000" fill="url(#${id}b)"/>` +
    `<circle cx="700" cy="120" r="220" fill="#fff" fill-opacity=".05"/><circle cx="80" cy="960" r="260" fill="#fff" fill-opacity=".05"/>` +
    `<rect x="60" y="64" width="44" height="44" rx="12" fill="${BRAND.saffron}"/>` +
    textEl(initialsOf(site, 1), 82, 96, 28, BRAND.indigoDark, { weight: 800 }) +
    textEl(site, 120, 96, 30, '#fff', { anchor: 'start', weight: 800 }) +
    titleLines
      .map((line, i) => textEl(line, 60, 190 + i * titleSize * 1.12, titleSize, '#fff', { anchor: 'start', weight: 800 }))
      .join('') +
    caption.lines
      .map((line, i) =>
        textEl(line, 60, captionY + i * caption.size * 1.4, caption.size, '#fff', { anchor: 'start', weight: 500, opacity: 0.8 }),
      )
      .join('') +
    scene +
    '</svg>'
  );
}

/** Encodes an SVG string as a data: URL for <img src>, CSS backgrounds and favicons. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
