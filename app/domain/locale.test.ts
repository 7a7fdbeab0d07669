import { describe, expect, it } from 'vitest';
import { isLocalisedPath, localeOfPath, localisedHref, pathWithoutLocale, preferredLocale } from './locale';

describe('where each language lives (issue 19)', () => {
  it('reads the language from the path', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/search')).toBe('hi');
    expect(localeOfPath('/hi.data')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/product/x')).toBe('/product/x');
    expect(pathWithoutLocale('/hindi-page')).toBe('/hindi-page');
  });

  it('puts pages in a language and leaves files, APIs and other sites alone', () => {
    expect(localisedHref('/search?q=atta#top', 'hi')).toBe('/hi/search?q=atta#top');
    expect(localisedHref('/', 'hi')).toBe('/hi');
    expect(localisedHref('/hi/search', 'hi')).toBe('/hi/search');
    expect(localisedHref('/hi/search?q=x', 'en')).toBe('/search?q=x');
    expect(localisedHref('/hi', 'en')).toBe('/');
    for (const unchanged of ['https://example.com/x', '//evil.example/', 'mailto:a@b.in', '#main', '/images/product/a.svg', '/api/chat/start', '/admin/users', '/account/billing/invoices/TS-1.pdf', '/account/products/export.csv', '/uploads/x.webp']) {
      expect(localisedHref(unchanged, 'hi')).toBe(unchanged);
    }
    expect(isLocalisedPath('/account/messages/T-1')).toBe(true);
    expect(isLocalisedPath('/account/messages/T-1/events')).toBe(false);
  });

  it('takes the first of our languages a browser asks for, by weight', () => {
    expect(preferredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLocale('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('fr;q=1,hi;q=0.5')).toBe('hi');
    expect(preferredLocale('en;q=0.2,hi;q=0.7')).toBe('hi');
    expect(preferredLocale('ta-IN')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale('hi;q=abc,,;;')).toBeNull();
  });

});
