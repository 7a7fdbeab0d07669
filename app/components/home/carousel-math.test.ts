import { describe, expect, it } from 'vitest';
import { categoriesPerPage, nextStripOffset, pageCount, wrapIndex } from './carousel-math';

describe('category carousel page size', () => {
  it.each([
    [320, 4],
    [639, 4],
    [640, 8],
    [767, 8],
    [768, 12],
    [1023, 12],
    [1024, 16],
    [1920, 16],
  ])('at %i px shows %i categories', (width, expected) => {
    expect(categoriesPerPage(width)).toBe(expected);
  });

  it('splits the 49 tiles into 13, 7, 5 and 4 pages', () => {
    expect([4, 8, 12, 16].map((size) => pageCount(49, size))).toEqual([13, 7, 5, 4]);
  });
});

describe('wrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
  });
});

describe('state strip', () => {
  it('moves 0.5 px per frame', () => {
    expect(nextStripOffset(10, 18)).toBe(10.5);
  });

  it('wraps after 140 px per state', () => {
    expect(nextStripOffset(140 * 18 - 0.5, 18)).toBe(0);
    expect(nextStripOffset(140 * 18 - 0.25, 18)).toBe(0.25);
  });
});
