import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-matcher';

/** A route table shaped like app/routes.ts: pages at a path and under /hi, dynamic and literal segments, an index, a splat. */
const table: Array<{ id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; action?: boolean }> = [
  { id: 'root', path: '' },
  { id: 'home', parentId: 'root', path: 'hi?' },
  { id: 'search', parentId: 'root', path: 'hi?/search' },
  { id: 'product', parentId: 'root', path: 'hi?/product/:slug', action: true },
  { id: 'product-reviews', parentId: 'root', path: 'hi?/product/:slug/reviews' },
  { id: 'category', parentId: 'root', path: 'hi?/:category' },
  { id: 'subcategory', parentId: 'root', path: 'hi?/:category/:subcategory' },
  { id: 'images', parentId: 'root', path: 'images/:kind/:file' },
  { id: 'export', parentId: 'root', path: 'account/products/export.csv' },
  { id: 'account', parentId: 'root', path: 'hi?/account', action: true },
  { id: 'account-index', parentId: 'account', index: true },
  { id: 'account-products', parentId: 'account', path: 'products', action: true },
  { id: 'exact-case', parentId: 'root', path: 'Only/This', caseSensitive: true },
  { id: 'docs', parentId: 'root', path: 'docs/*' },
];

const build = {
  routes: Object.fromEntries(table.map(({ action, ...route }) => [route.id, { ...route, module: action ? { action: () => null } : {} }])),
} as unknown as ServerBuild;

/** The same table as React Router's route objects, matched on the real path every time. */
function referenceMatches(path: string): string[] | null {
  const build = (parentId?: string): RouteObject[] =>
    table
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) }));
  return matchRoutes(build(undefined), path)?.map((entry) => entry.route.id ?? '') ?? null;
}

const paths = [
  '/',
  '/hi',
  '/search',
  '/hi/search',
  '/SEARCH',
  '/sea%72ch',
  '/product/okra-seeds',
  '/product/search',
  '/product/products',
  '/hi/product/%E0%A4%AD%E0%A4%BF%E0%A4%82%E0%A4%A1%E0%A5%80',
  '/product/okra-seeds/reviews',
  '/product/okra-seeds/reviews/extra/more',
  '/agriculture',
  '/agriculture/seeds',
  '/hi/agriculture/seeds',
  '/images/product/a.webp',
  '/account/products/export.csv',
  '/account/products/export.xlsx',
  '/account',
  '/account/products',
  '/only/this',
  '/Only/This',
  '/docs/a/b/c',
  '/search/',
  '//search',
  '/product/okra-seeds.data',
];

describe('the route matcher of the access log and the method check', () => {
  it('matches every path as React Router does, the first time and from its cache of path shapes', () => {
    const matcher = routeMatcher(build);
    const pattern = (ids: string[] | null) =>
      ids === null
        ? null
        : `/${ids
            .map((id) => table.find((route) => route.id === id)?.path)
            .filter(Boolean)
            .join('/')}`.replace(/\/+/g, '/');
    for (const round of [1, 2])
      for (const path of paths) {
        const expected = pattern(referenceMatches(path.replace(/\.data$/, '')));
        const logged = matcher.pattern(path);
        if (expected === null) expect(logged, `${path} (round ${round})`).toBe(path);
        else expect(logged, `${path} (round ${round})`).toBe(expected.replace(/^\/hi\?(?=\/|$)/, path.startsWith('/hi') ? '/hi' : '') || '/');
      }
  });

  it('tells apart product pages and categories by shape alone, and keeps a case-sensitive route exact', () => {
    const matcher = routeMatcher(build);
    expect(matcher.pattern('/product/okra-seeds')).toBe('/product/:slug');
    expect(matcher.pattern('/product/toor-dal')).toBe('/product/:slug');
    expect(matcher.pattern('/hi/product/toor-dal')).toBe('/hi/product/:slug');
    expect(matcher.pattern('/product')).toBe('/:category');
    expect(matcher.pattern('/Only/This')).toBe('/Only/This');
    expect(matcher.pattern('/only/this')).toBe('/:category/:subcategory');
    expect(matcher.pattern('/%E0%A4')).toBe('/%E0%A4');
  });

  it('answers whether a write has an action from the same matches', () => {
    const matcher = routeMatcher(build);
    expect(matcher.writable('/product/okra-seeds', '')).toBe(true);
    expect(matcher.writable('/search', '')).toBe(false);
    expect(matcher.writable('/account', '')).toBe(true);
    expect(matcher.writable('/account', '?index')).toBe(false);
    expect(matcher.writable('/account/products', '')).toBe(true);
  });

  it('still matches right past the bound of its cache (paths varying the case of literal segments)', () => {
    const matcher = routeMatcher(build);
    const cased = (word: string, bits: number) => [...word].map((letter, bit) => ((bits >> bit) & 1 ? letter.toUpperCase() : letter)).join('');
    for (let i = 0; i < 8192; i += 1) expect(matcher.pattern(`/${cased('search', i)}/${cased('account', i >> 6)}`)).toBe('/:category/:subcategory');
    expect(matcher.pattern('/Search')).toBe('/search');
    expect(matcher.pattern('/product/okra-seeds')).toBe('/product/:slug');
  });
});
