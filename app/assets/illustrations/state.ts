import { findStateOutline } from './india-state-outlines';
import { BRAND, type ColorPair, FONT, hashString, idPrefix, layoutLines, linearGradient, makeRandom, type NonEmpty, pick, svgOpen, textEl } from './svg';

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
