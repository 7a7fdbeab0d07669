import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, categoryIcon, categoryParts } from './categories';
import { DRAWING_KEYS, drawingIcon, findDrawing, SUBCATEGORY_DRAWINGS } from './drawing';
import { productIllustration } from './product';

const NEUTRAL = { ink: '#111111', accent: '#222222', extra: '#333333' };
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Every opened element closed in order, one root, quoted attributes. */
function expectBalanced(svg: string): void {
  const stack: string[] = [];
  for (const [tag] of svg.matchAll(/<[^>]*>/g)) {
    expect((tag.match(/"/g) ?? []).length % 2, tag).toBe(0);
    const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1] ?? '';
    if (tag.startsWith('</')) expect(stack.pop(), tag).toBe(name);
    else if (!tag.endsWith('/>')) stack.push(name);
  }
  expect(stack).toEqual([]);
}

describe('drawings', () => {
  it('gives the 15 categories, 45 subcategories and the tiles 78 drawings, no two alike', () => {
    expect(DRAWING_KEYS).toHaveLength(78);
    expect(Object.keys(SUBCATEGORY_DRAWINGS)).toHaveLength(45);
    for (const slug of CATEGORY_SLUGS) expect(DRAWING_KEYS).toContain(slug);
    // Drawn in the same three colours, any two drawings still differ: each is a picture of its own.
    const pictures = DRAWING_KEYS.map((key) => findDrawing(key)?.draw(NEUTRAL));
    expect(new Set(pictures).size).toBe(DRAWING_KEYS.length);
    const labels = DRAWING_KEYS.map((key) => findDrawing(key)?.label);
    expect(new Set(labels).size).toBe(DRAWING_KEYS.length);
  });

  it('draws each as a small, titled, well-formed 64×64 icon, distinct from every other', () => {
    const icons = DRAWING_KEYS.map((key) => drawingIcon(key) ?? '');
    for (const [index, svg] of icons.entries()) {
      expectBalanced(svg);
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      expect(svg).toContain(`<title>${(findDrawing(DRAWING_KEYS[index] ?? '')?.label ?? '').replace(/&/g, '&amp;')}</title>`);
      expect(bytes(svg), DRAWING_KEYS[index]).toBeLessThanOrEqual(2048);
    }
    expect(new Set(icons).size).toBe(icons.length);
    const withoutIds = (svg: string | null) => svg?.replace(/(id="|url\(#)[a-z0-9]+/g, '$1');
    expect(withoutIds(drawingIcon('agriculture'))).toBe(withoutIds(categoryIcon('agriculture')));
    expect(drawingIcon('no-such-drawing')).toBeNull();
    expect(drawingIcon('toString')).toBeNull();
  });

  it('draws a product with its subcategory’s picture, under the 2.5 KB budget', () => {
    const long = 'Extra Large Premium Quality Industrial Grade Stainless Steel Multipurpose Container';
    for (const [subcategorySlug, drawing] of Object.entries(SUBCATEGORY_DRAWINGS)) {
      const svg = productIllustration({ name: long, categorySlug: drawing.palette, subcategorySlug });
      expectBalanced(svg);
      expect(svg).toContain(drawing.draw(categoryParts(drawing.palette).palette));
      expect(bytes(svg), subcategorySlug).toBeLessThanOrEqual(2560);
    }
    // An unknown subcategory keeps the category's picture.
    expect(productIllustration({ name: 'Corn', categorySlug: 'agriculture', subcategorySlug: 'unknown' })).toBe(productIllustration({ name: 'Corn', categorySlug: 'agriculture' }));
  });
});
