/*
 * Category looks: each known category's palette, pictogram and display name, and its 64×64 icon.
 * A category this module does not know gets a parcel on indigo.
 */
import { BRAND, type ColorPair, FONT, gearPath, idPrefix, linearGradient, type NonEmpty, num, ROUND_STROKE, svgOpen, words } from './svg';

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

export interface Palette {
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

export interface Inks {
  readonly ink: string;
  readonly accent: string;
  readonly extra: string;
}

/** Pictograms are drawn in a 120×120 box centred on the origin. */
export type Pictogram = (c: Inks) => string;

const PICTOGRAMS: Record<CategorySlug, Pictogram> = {
  agriculture: (c) =>
    `<ellipse cx="0" cy="46" rx="48" ry="11" fill="${c.extra}"/>` +
    `<path d="M0 46V-6" stroke="${c.ink}" stroke-width="7" ${ROUND_STROKE}/>` +
    `<path d="M0 14C-6-12-28-22-52-16C-46 8-24 20 0 14Z" fill="${c.ink}"/>` +
    `<path d="M0-2C4-30 26-46 52-44C52-18 30-2 0-2Z" fill="${c.accent}"/>` +
    `<path d="M-4 10C-18 2-30-6-42-12M4-6C16-18 28-28 42-36" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3" ${ROUND_STROKE}/>`,
  'apparels-and-fashion': (c) =>
    `<path d="M-22-46L-52-32L-62 0L-40 8L-36-6V50H36V-6L40 8L62 0L52-32L22-46C14-34-14-34-22-46Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
    `<path d="M-22-46L0-20L22-46" fill="none" stroke="${c.extra}" stroke-width="5" ${ROUND_STROKE}/>` +
    `<rect x="12" y="-6" width="16" height="16" rx="3" fill="${c.accent}"/>` +
    `<circle cx="0" cy="-6" r="3" fill="${c.extra}"/><circle cx="0" cy="10" r="3" fill="${c.extra}"/><circle cx="0" cy="26" r="3" fill="${c.extra}"/>`,
  'electrical-electronics': (c) =>
    `<rect x="-18" y="-52" width="9" height="26" rx="3" fill="${c.extra}"/><rect x="9" y="-52" width="9" height="26" rx="3" fill="${c.extra}"/>` +
    `<path d="M-34-30H34V0C34 20 18 32 0 32C-18 32-34 20-34 0Z" fill="${c.ink}"/>` +
    `<path d="M0 32V44C0 54-12 56-24 52" fill="none" stroke="${c.ink}" stroke-width="8" ${ROUND_STROKE}/>` +
    `<path d="M5-22L-12 2H0L-6 22L14-4H2Z" fill="${c.accent}" ${ROUND_STROKE}/>`,
  // A wind turbine with a bolt: power in general (the solar panel draws the Solar subcategory).
  energy: (c) =>
    `<path d="M-4-12L-10 54H10L4-12Z" fill="${c.ink}"/>` +
    `<g transform="translate(0 -16)">` +
    [15, 135, 255].map((angle) => `<path d="M0 0C-7-14-5-36 0-44C5-36 7-14 0 0Z" fill="${c.ink}" transform="rotate(${angle})"/>`).join('') +
    `</g><circle cx="0" cy="-16" r="7" fill="${c.accent}"/>` +
    `<path d="M42 0L28 24H39L32 46L52 18H41Z" fill="${c.accent}" ${ROUND_STROKE}/>` +
    `<path d="M-44 56H44" stroke="${c.extra}" stroke-width="5" ${ROUND_STROKE}/>`,
  'food-beverages': (c) =>
    `<path d="M-18-18C-24-28-12-34-18-46M0-20C-6-30 6-36 0-48M18-18C12-28 24-34 18-46" fill="none" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>` +
    `<path d="M-56-4H56C56 28 30 46 0 46C-30 46-56 28-56-4Z" fill="${c.ink}"/>` +
    `<ellipse cx="0" cy="-4" rx="56" ry="9" fill="${c.extra}"/>` +
    `<rect x="-20" y="44" width="40" height="8" rx="4" fill="${c.ink}"/>` +
    `<path d="M-36 14C-24 20 24 20 36 14" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" ${ROUND_STROKE}/>`,
  'for-her': (c) =>
    `<path d="M-14-54V-38M14-54V-38" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>` +
    `<path d="M-18-38H18L12-10H-12Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
    `<path d="M-12-8H12L46 46C22 58-22 58-46 46Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
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
    `<path d="M0-56L46-40V-4C46 26 24 46 0 56C-24 46-46 26-46-4V-40Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
    `<path d="M-9-30H9V-12H27V6H9V24H-9V6H-27V-12H-9Z" fill="#fff" ${ROUND_STROKE}/>` +
    `<circle cx="38" cy="40" r="14" fill="${c.accent}"/><path d="M32 40H44M38 34V46" stroke="#fff" stroke-width="4" ${ROUND_STROKE}/>`,
  household: (c) =>
    `<rect x="22" y="-44" width="12" height="24" rx="2" fill="${c.ink}"/>` +
    `<path d="M-40-4V48H40V-4" fill="${c.ink}"/>` +
    `<path d="M-54-2L0-48L54-2" fill="none" stroke="${c.accent}" stroke-width="10" ${ROUND_STROKE}/>` +
    `<rect x="-11" y="16" width="22" height="32" rx="3" fill="${c.accent}"/>` +
    `<rect x="16" y="6" width="16" height="16" rx="2" fill="${c.extra}"/><rect x="-32" y="6" width="16" height="16" rx="2" fill="${c.extra}"/>`,
  'kids-corner': (c) =>
    `<rect x="-52" y="8" width="44" height="44" rx="7" fill="${c.ink}"/>` +
    `<rect x="4" y="8" width="44" height="44" rx="7" fill="${c.accent}"/>` +
    `<rect x="-22" y="-38" width="44" height="44" rx="7" fill="${c.extra}" transform="rotate(-8)"/>` +
    `<g font-family="${FONT}" font-size="26" font-weight="800" fill="#fff" text-anchor="middle">` +
    `<text x="-30" y="40">A</text><text x="26" y="40">B</text><text x="-4" y="-6" transform="rotate(-8)">C</text></g>`,
  'leather-products': (c) =>
    `<path d="M-24-16V-28C-24-48 24-48 24-28V-16" fill="none" stroke="${c.ink}" stroke-width="8" ${ROUND_STROKE}/>` +
    `<path d="M-46-18H46Q52-18 51-12L46 42Q45 50 38 50H-38Q-45 50-46 42L-51-12Q-52-18-46-18Z" fill="${c.ink}"/>` +
    `<path d="M-50-16H50V0C26 14-26 14-50 0Z" fill="${c.extra}"/>` +
    `<path d="M-38 40H38" stroke="${c.accent}" stroke-width="2" stroke-dasharray="5 4"/>` +
    `<rect x="-8" y="2" width="16" height="14" rx="4" fill="${c.accent}"/>`,
  'robotics-automation': (c) =>
    `<path d="${gearPath(30, 28, 24, 18, 9)}" fill="${c.accent}"/><circle cx="30" cy="28" r="7" fill="#fff"/>` +
    `<path d="M-52 56H4V48C4 40-2 34-10 34H-38C-46 34-52 40-52 48Z" fill="${c.ink}"/>` +
    `<path d="M-24 42L-34-6L10-32" fill="none" stroke="${c.ink}" stroke-width="13" ${ROUND_STROKE}/>` +
    `<path d="M14-40L22-48H38M14-26L22-18H38" fill="none" stroke="${c.extra}" stroke-width="6" ${ROUND_STROKE}/>` +
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
    `<path d="M-30-30C-38-18-40-4-40 10" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" ${ROUND_STROKE}/>` +
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
  `<path d="M-44-22L0-44L44-22V28L0 50L-44 28Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
  `<path d="M-44-22L0 0L44-22M0 0V50" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4" ${ROUND_STROKE}/>` +
  `<path d="M-22-33L22-11V4" fill="none" stroke="${c.accent}" stroke-width="8" ${ROUND_STROKE}/>`;

function isCategorySlug(slug: string): slug is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(slug);
}

export function categoryParts(slug: string): { palette: Palette; pictogram: Pictogram; label: string } {
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
/** A 64×64 category icon: the category's pictogram on a rounded, tinted square. */
export function categoryIcon(categorySlug: string): string {
  const { palette, pictogram, label } = categoryParts(categorySlug);
  return pictogramIcon(idPrefix('c', categorySlug), label, palette, pictogram, 0);
}

/** A 64×64 icon of a pictogram on a rounded square tinted with one of the palette's backgrounds. */
export function pictogramIcon(id: string, label: string, palette: Palette, pictogram: Pictogram, tint: 0 | 1 | 2): string {
  const [from, to] = palette.backgrounds[tint] ?? palette.backgrounds[0];
  return (
    svgOpen(64, 64, label) +
    `<defs>${linearGradient(`${id}b`, from, to)}</defs>` +
    `<rect width="64" height="64" rx="16" fill="url(#${id}b)"/>` +
    `<g transform="translate(32 32) scale(.36)">${pictogram(palette)}</g>` +
    '</svg>'
  );
}
