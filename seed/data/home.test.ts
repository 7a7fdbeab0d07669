import { describe, expect, it } from 'vitest';
import { findDrawing } from '~/assets/illustrations/drawing';
import { categories } from './catalog';
import { categoryTiles } from './home';

describe('demo drawings', () => {
  it('gives every home tile a drawing of its own: known, and shared with no other tile', () => {
    expect(categoryTiles).toHaveLength(49);
    for (const tile of categoryTiles) expect(findDrawing(tile.drawing), `${tile.label}: ${tile.drawing}`).toBeDefined();
    expect(new Set(categoryTiles.map((tile) => tile.drawing)).size).toBe(categoryTiles.length);
  });

  it('has a drawing for every category and subcategory of the catalogue, none shared', () => {
    const keys = categories.flatMap((category) => [category.slug, ...category.subcategories.map((sub) => sub.slug)]);
    expect(keys).toHaveLength(60);
    expect(new Set(keys).size).toBe(60);
    for (const key of keys) expect(findDrawing(key), key).toBeDefined();
    const pictures = keys.map((key) => findDrawing(key)?.draw({ ink: '#000', accent: '#111', extra: '#222' }));
    expect(new Set(pictures).size).toBe(60);
    for (const category of categories) {
      for (const sub of category.subcategories) expect(findDrawing(sub.slug)?.palette, sub.slug).toBe(category.slug);
    }
  });
});
