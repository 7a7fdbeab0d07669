import { categoryParts, type Palette } from './categories';
import { SUBCATEGORY_DRAWINGS } from './drawing';
import { BRAND, FONT, hashString, idPrefix, initialsOf, layoutLines, linearGradient, makeRandom, num, pick, svgOpen, textEl, textWidth } from './svg';

export interface ProductIllustrationInput {
  readonly name: string;
  /** The name written on the tile when it is not `name` (the Hindi name on Hindi pages); layout and monogram still follow `name`. */
  readonly label?: string;
  readonly categorySlug: string;
  /** Draws the subcategory's own picture (in the category's colours) when it has one. */
  readonly subcategorySlug?: string;
  /** Changes the layout for the same name, e.g. to tell apart two products with one name. */
  readonly seed?: number;
}

/** The side of a product tile in px: pages size its <img> with it so nothing moves when it loads. */
export const PRODUCT_ILLUSTRATION_SIZE = 400;

/** A 400×400 product tile: category-tinted gradient, pictogram on a plate, monogram and name. */
export function productIllustration({ name, label: shownLabel, categorySlug, subcategorySlug, seed = 0 }: ProductIllustrationInput): string {
  const { palette, pictogram: categoryPictogram, label } = categoryParts(categorySlug);
  const subcategory = subcategorySlug !== undefined && Object.hasOwn(SUBCATEGORY_DRAWINGS, subcategorySlug) ? SUBCATEGORY_DRAWINGS[subcategorySlug] : undefined;
  const pictogram = subcategory?.draw ?? categoryPictogram;
  const key = `${categorySlug}|${name}|${seed}`;
  const random = makeRandom(hashString(key));
  const id = idPrefix('p', key);
  const [from, to] = pick(palette.backgrounds, Math.floor(random() * 3));
  const angle = Math.floor(random() * 4) as 0 | 1 | 2 | 3;
  const title = name.trim() === '' ? label : name.trim();

  const decor = decoration(random, palette);
  const tilt = num((random() - 0.5) * 14);
  const plateY = 178;

  const written = shownLabel?.trim() || title;
  const pillText = layoutLines(written, 310, 1, 26, 20);
  const shortName = pillText.lines[0] ?? written;
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
    svgOpen(PRODUCT_ILLUSTRATION_SIZE, PRODUCT_ILLUSTRATION_SIZE, written, ` font-family="${FONT}"`) +
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
