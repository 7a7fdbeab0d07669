import { describe, expect, it } from 'vitest';
import { filtersFromParams, highlightParts, MAX_QUERY_LENGTH, paramsToSearch, parseSearchParams, resultCount, roundEstimate, shortenQuery, withParams } from './search';
import { editDistance, queryWords, synonymsOf } from './search-synonyms';

describe('search parameters', () => {
  it('parses filters from the URL and ignores bad values instead of failing the page', () => {
    const params = parseSearchParams(new URLSearchParams('q=%20rice%20&page=x&sort=cheapest&type=msme&verified=1&priceMin=100&priceMax=abc&state=punjab'));
    expect(params).toMatchObject({ q: 'rice', page: 1, sort: 'relevance', type: 'msme', verified: '1', priceMin: 100, priceMax: undefined, state: 'punjab' });
    expect(filtersFromParams(params)).toMatchObject({ enterpriseType: 'msme', verified: true, priceMinPaise: 10000, state: 'punjab' });
  });

  it('reads availability and the delivery state by its slug, as the state code the engine filters on', () => {
    const params = parseSearchParams(new URLSearchParams('availability=made_to_order&deliversTo=maharashtra&moq=500'));
    expect(filtersFromParams(params)).toMatchObject({ availability: 'made_to_order', deliversTo: '27', maxMinOrderQty: 500 });
    expect(paramsToSearch(params).toString()).toBe('moq=500&availability=made_to_order&deliversTo=maharashtra');
    const odd = parseSearchParams(new URLSearchParams('availability=sometimes&deliversTo=atlantis'));
    expect(filtersFromParams(odd)).toMatchObject({ availability: undefined, deliversTo: undefined });
  });

  it('searches a query past the limit by its first whole words instead of dropping it', () => {
    const words = Array.from({ length: 60 }, (_, i) => `basmati${i}`).join(' ');
    const params = parseSearchParams(new URLSearchParams({ q: `  ${words}  ` }));
    expect(params.q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(params.q.length).toBeGreaterThan(MAX_QUERY_LENGTH / 2);
    expect(words.startsWith(params.q)).toBe(true);
    expect(words.split(' ')).toEqual(expect.arrayContaining(params.q.split(' ')));
    // Devanagari and emoji are cut between whole characters, never inside a surrogate pair.
    const hindi = 'चावल🙂'.repeat(100);
    expect(Array.from(shortenQuery(hindi))).toHaveLength(MAX_QUERY_LENGTH);
    expect(shortenQuery(hindi)).not.toMatch(/[\uD800-\uDBFF]$/);
    // One unbroken word is cut at the limit; a short query is left as typed.
    expect(shortenQuery('x'.repeat(5000))).toBe('x'.repeat(MAX_QUERY_LENGTH));
    expect(shortenQuery('okra seeds')).toBe('okra seeds');
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
      { text: ' (hybrid)', match: false },
    ]);
    expect(highlightParts('Karnal Agri Exports Pvt Ltd', ['rice'])).toEqual([{ text: 'Karnal Agri Exports Pvt Ltd', match: false }]);
    expect(highlightParts('Rice and rice bran', ['rice'])).toEqual([
      { text: 'Rice', match: true },
      { text: ' and ', match: false },
      { text: 'rice', match: true },
      { text: ' bran', match: false },
    ]);
  });

  it('knows Hindi-English trade words and both spellings', () => {
    expect(synonymsOf('atta')).toContain('wheat flour');
    expect(synonymsOf('chawal')).toContain('rice');
    expect(synonymsOf('jewelry')).toContain('jewellery');
    expect(queryWords("Kids' Kurta-Pyjama & more")).toEqual(['kids', 'kurta', 'pyjama', 'more']);
  });
});

describe('estimated counts', () => {
  it('rounds to two significant figures and never to zero', () => {
    expect(roundEstimate(33_471)).toBe(33_000);
    expect(roundEstimate(3_719)).toBe(3_700);
    expect(roundEstimate(501)).toBe(500);
    expect(roundEstimate(87.4)).toBe(87);
    expect(roundEstimate(0.2)).toBe(1);
  });

  it('says "About" only for an estimate, in Indian digit grouping', () => {
    expect(resultCount(1, false)).toBe('1 product');
    expect(resultCount(3_719, false)).toBe('3,719 products');
    expect(resultCount(140_000, true)).toBe('About 1,40,000 products');
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(editDistance('cron', 'corn', 1)).toBe(1);
    expect(editDistance('sloar', 'solar', 1)).toBe(1);
    expect(editDistance('saere', 'saree', 1)).toBe(1);
    expect(editDistance('rice', 'rice', 1)).toBe(0);
    expect(editDistance('cahi', 'chai', 1)).toBe(1);
    expect(editDistance('cotton', 'button', 1)).toBe(2);
    expect(editDistance('led', 'ledger', 1)).toBe(2);
  });
});
