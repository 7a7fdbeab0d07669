import { describe, expect, it } from 'vitest';
import { filtersFromParams, highlightParts, paramsToSearch, parseSearchParams, withParams } from './search';
import { queryWords, synonymsOf } from './search-synonyms';

describe('search parameters', () => {
  it('parses filters from the URL and ignores bad values instead of failing the page', () => {
    const params = parseSearchParams(new URLSearchParams('q=%20rice%20&page=x&sort=cheapest&type=msme&verified=1&priceMin=100&priceMax=abc&state=punjab'));
    expect(params).toMatchObject({ q: 'rice', page: 1, sort: 'relevance', type: 'msme', verified: '1', priceMin: 100, priceMax: undefined, state: 'punjab' });
    expect(filtersFromParams(params)).toMatchObject({ enterpriseType: 'msme', verified: true, priceMinPaise: 10000, state: 'punjab' });
  });

  it('writes short canonical query strings and resets the page when a filter changes', () => {
    const params = parseSearchParams(new URLSearchParams('q=rice&page=3&sort=relevance'));
    expect(paramsToSearch(params).toString()).toBe('q=rice&page=3');
    expect(withParams('/search', paramsToSearch(params), { state: 'punjab' })).toBe('/search?q=rice&state=punjab');
    expect(withParams('/search', paramsToSearch(params), { page: '4' })).toBe('/search?q=rice&page=4');
  });
});

describe('highlights and synonyms', () => {
  it('marks words that start with a query word, plural or not, without touching the rest', () => {
    expect(highlightParts('Tomato Seeds (hybrid)', ['tomatoes', 'seed'])).toEqual([
      { text: 'Tomato', match: true },
      { text: ' ', match: false },
      { text: 'Seeds', match: true },
      { text: ' (', match: false },
      { text: 'hybrid', match: false },
      { text: ')', match: false },
    ]);
  });

  it('knows Hindi-English trade words and both spellings', () => {
    expect(synonymsOf('atta')).toContain('wheat flour');
    expect(synonymsOf('chawal')).toContain('rice');
    expect(synonymsOf('jewelry')).toContain('jewellery');
    expect(queryWords("Kids' Kurta-Pyjama & more")).toEqual(['kids', 'kurta', 'pyjama', 'more']);
  });
});
