import { describe, expect, it } from 'vitest';
import { productUrl, safeRedirectPath, searchUrl } from './urls';

describe('urls', () => {
  it('encodes search queries with spaces and ampersands', () => {
    expect(searchUrl('nuts & bolts')).toBe('/search?q=nuts%20%26%20bolts');
  });

  it('encodes slugs', () => {
    expect(productUrl('tomato-seeds')).toBe('/product/tomato-seeds');
  });

  it('only allows same-site redirect targets after login', () => {
    expect(safeRedirectPath('/account/billing?x=1')).toBe('/account/billing?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/account');
    expect(safeRedirectPath('//evil.example')).toBe('/account');
    expect(safeRedirectPath('/\\evil.example')).toBe('/account');
    expect(safeRedirectPath(null, '/')).toBe('/');
  });
});
