/*
 * Every drawing the site shows for a place in the catalogue: the 15 categories, their 45
 * subcategories and the home page tiles that are neither, each a picture of its own, keyed by
 * slug (category and subcategory slugs, or the tile's drawing name). Pure strings, no I/O.
 */
import { CATEGORY_SLUGS, type CategorySlug, categoryParts, type Pictogram, pictogramIcon } from './categories';
import { SUBCATEGORY_DRAWINGS_A } from './subcategory-drawings-a';
import { SUBCATEGORY_DRAWINGS_B } from './subcategory-drawings-b';
import { idPrefix } from './svg';
import { TILE_DRAWINGS } from './tile-drawings';

/** A picture drawn in the colours of a category, on one of its three background tints. */
export interface Drawing {
  readonly palette: CategorySlug;
  readonly tint: 0 | 1 | 2;
  readonly label: string;
  readonly draw: Pictogram;
}

const CATEGORY_DRAWINGS: Record<string, Drawing> = Object.fromEntries(
  CATEGORY_SLUGS.map((slug) => [slug, { palette: slug, tint: 0, label: categoryParts(slug).label, draw: categoryParts(slug).pictogram }]),
);

/** Subcategory drawings by subcategory slug (slugs are unique across the catalogue). */
export const SUBCATEGORY_DRAWINGS: Readonly<Record<string, Drawing>> = { ...SUBCATEGORY_DRAWINGS_A, ...SUBCATEGORY_DRAWINGS_B };

const DRAWINGS: Readonly<Record<string, Drawing>> = { ...CATEGORY_DRAWINGS, ...SUBCATEGORY_DRAWINGS, ...TILE_DRAWINGS };

/** Every drawing's key: category slugs, subcategory slugs and the tiles' own drawings. */
export const DRAWING_KEYS: readonly string[] = Object.keys(DRAWINGS);

export function findDrawing(key: string): Drawing | undefined {
  return Object.hasOwn(DRAWINGS, key) ? DRAWINGS[key] : undefined;
}

/** The 64×64 icon of a drawing (`/images/icon/{key}.svg`), or null for a key no drawing has. */
export function drawingIcon(key: string): string | null {
  const drawing = findDrawing(key);
  if (!drawing) return null;
  return pictogramIcon(idPrefix('d', key), drawing.label, categoryParts(drawing.palette).palette, drawing.draw, drawing.tint);
}
