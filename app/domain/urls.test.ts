import { describe, expect, it } from 'vitest';
import { localisedImageUrl, productImageUrl, productUrl, safeRedirectPath, searchUrl } from './urls';

describe('urls', () => {
  it('encodes search queries with spaces and ampersands', () => {
    expect(searchUrl('nuts & bolts')).toBe('/search?q=nuts%20%26%20bolts');
  });

  it('encodes slugs', () => {
    expect(productUrl('tomato-seeds')).toBe('/product/tomato-seeds');
  });

  it('names a product illustration in the page’s language and leaves photos alone', () => {
    expect(productImageUrl('tomato-seeds')).toBe('/images/product/tomato-seeds.svg');
    expect(productImageUrl('tomato-seeds', 'hi')).toBe('/images/product/tomato-seeds.hi.svg');
    expect(localisedImageUrl('/images/product/tomato-seeds.svg', 'hi')).toBe('/images/product/tomato-seeds.hi.svg');
    expect(localisedImageUrl('/images/product/tomato-seeds.svg', 'en')).toBe('/images/product/tomato-seeds.svg');
    expect(localisedImageUrl('/uploads/ab/cd-thumb.webp', 'hi')).toBe('/uploads/ab/cd-thumb.webp');
    expect(localisedImageUrl('/images/category/agriculture.svg', 'hi')).toBe('/images/category/agriculture.svg');
  });

  it('only allows same-site redirect targets after login', () => {
    expect(safeRedirectPath('/account/billing?x=1')).toBe('/account/billing?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/account');
    expect(safeRedirectPath('//evil.example')).toBe('/account');
    expect(safeRedirectPath('/\\evil.example')).toBe('/account');
    expect(safeRedirectPath(null, '/')).toBe('/');
  });

  it('refuses targets a browser would read as another site, and never gives back what a header cannot carry', () => {
    // Issue 18, finding 3: "/%09/evil.example" ended on another site after login; %0A, %0D and U+3002 gave a 500.
    for (const hostile of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\\/evil.example', '/a\\b', '/%0a', '\t//evil.example', '/' + 'a'.repeat(3000)]) {
      const safe = safeRedirectPath(hostile);
      expect(safe === '/account' || safe === '/%0a').toBe(true);
    }
    expect(safeRedirectPath('/\u3002evil.example')).toBe('/%E3%80%82evil.example');
    expect(safeRedirectPath('/search?q=दाल')).toBe('/search?q=%E0%A4%A6%E0%A4%BE%E0%A4%B2');
    expect(safeRedirectPath('/account#top')).toBe('/account#top');
    expect(safeRedirectPath('/./..//evil.example')).toBe('/account');
    for (const target of ['/\u3002evil.example', '/search?q=दाल', '/x?y=\u2028']) expect(() => new Headers({ location: safeRedirectPath(target) })).not.toThrow();
  });
});
