import { BRAND, type ColorPair, FONT, hashString, idPrefix, linearGradient, type NonEmpty, pick, svgOpen, textEl } from './svg';

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
