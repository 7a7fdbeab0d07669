import { describe, expect, it } from 'vitest';
import { findCandidates } from './memory-candidates.server';
import { type IndexedListing, SearchIndex } from './memory-index.server';
import { parseTsQuery } from './tsquery';

const company = { stateCode: '27', enterpriseType: 'msme' as const, verified: false, city: 'pune' };

function listing(id: number, name: string, document: string, overrides: Partial<IndexedListing> = {}): IndexedListing {
  return { id, name, nameLower: name.toLowerCase(), document, nameEnd: name.split(' ').length, categoryId: 1, subcategoryId: 10, companyId: 100, priceMinPaise: 1000, priceMaxPaise: null, minOrderQty: 1, deliveryStates: [], company, ...overrides };
}

function search(index: SearchIndex, query: string, options: { tokens?: string[]; documentMatches?: number; nameMatches?: number; condition?: Parameters<typeof findCandidates>[1]['condition'] } = {}) {
  return findCandidates(index, {
    query: parseTsQuery(query)!,
    tokens: options.tokens ?? [],
    condition: options.condition ?? null,
    typed: query.replace(/'/g, ''),
    lower: (text) => text.toLowerCase(),
    documentMatches: options.documentMatches ?? 501,
    nameMatches: options.nameMatches ?? 300,
  });
}

describe('the in-memory search index', () => {
  it('finds matches in id order, checks phrases on the document and filters by tokens and columns', () => {
    const index = new SearchIndex();
    index.put(listing(3, 'Cotton Yarn', "'cotton':1A 'yarn':2A 'st_27'"));
    index.put(listing(1, 'Yarn Cotton', "'cotton':2A 'yarn':1A 'st_29'", { categoryId: 2 }));
    index.put(listing(2, 'Silk Saree', "'cotton':5D 'sare':2A 'silk':1A 'st_27'"));
    expect(search(index, "'cotton'")?.matched).toEqual([1, 2, 3]);
    expect(search(index, "'cotton' <-> 'yarn'")?.matched).toEqual([3]);
    expect(search(index, "'cotton'", { tokens: ['st_27'] })?.matched).toEqual([2, 3]);
    expect(search(index, "'cotton'", { condition: (facts) => facts.categoryId === 2 })?.matched).toEqual([1]);
    expect(search(index, "'nothing'")?.matched).toEqual([]);
    // Only a negation: postings cannot narrow it, the SQL engine answers.
    expect(search(index, "!'cotton'")).toBeNull();
  });

  it('adds name matches past the bound, scoring the name boosts', () => {
    const index = new SearchIndex();
    index.put(listing(1, 'Cotton Bags', "'bag':2A 'cotton':1A"));
    index.put(listing(2, 'Jute Bags', "'bag':2A 'cotton':7D 'jute':1A"));
    index.put(listing(3, 'Cotton', "'cotton':1A"));
    const found = search(index, "'cotton'", { documentMatches: 1, nameMatches: 5 });
    // The first match, then the name matches not among it (listing 2 matches only its description).
    expect(found?.matched).toEqual([1]);
    expect(found?.scored.map((candidate) => candidate.id)).toEqual([1, 3]);
    const [bags, exact] = found?.scored ?? [];
    expect(exact!.score - bags!.score).toBeCloseTo(0.5, 5);
  });

  it('takes one word’s total from its posting list, counts other matches one by one and past a bound extrapolates', () => {
    const index = new SearchIndex();
    for (let id = 1; id <= 30_000; id++) index.put(listing(id, `Item ${id}`, `'item':1A '${id % 5 === 0 ? 'fifth' : 'rest'}':2B ${id % 2 === 0 ? "'st_27'" : ''}`));
    expect(search(index, "'fifth'", { documentMatches: 10 })).toMatchObject({ total: 6_000, exact: true });
    expect(search(index, "'rest'", { documentMatches: 10 })).toMatchObject({ total: 24_000, exact: true });
    // With a filter, or several words, the matches are counted up to the bound, then extrapolated over the ids.
    for (const broad of [search(index, "'rest' & 'item'", { documentMatches: 10 }), search(index, "'item'", { documentMatches: 10, tokens: ['st_27'] })]) {
      expect(broad?.exact).toBe(false);
      expect(broad?.matched).toHaveLength(10);
    }
    const both = search(index, "'rest' & 'item'", { documentMatches: 10 });
    expect(both?.total).toBeGreaterThan(23_500);
    expect(both?.total).toBeLessThan(24_500);
    const filtered = search(index, "'item'", { documentMatches: 10, tokens: ['st_27'] });
    expect(filtered?.total).toBeGreaterThan(14_500);
    expect(filtered?.total).toBeLessThan(15_500);
    // Fewer matches than the bound: an exact count.
    expect(search(index, "'fifth'", { documentMatches: 10, tokens: ['st_27'], condition: (facts) => facts.categoryId === 1 })).toMatchObject({ total: 3_000, exact: true });
  });

  it('keeps postings right when a listing changes, goes and comes back, also after compaction', () => {
    const index = new SearchIndex();
    for (let id = 1; id <= 3000; id++) index.put(listing(id, `Item ${id}`, `'item':1A '${id % 2 ? 'odd' : 'even'}':2B`));
    expect(search(index, "'odd'", { documentMatches: 5000 })?.matched).toHaveLength(1500);
    // Every listing written again (most of the arrays become waste, and are compacted), then some taken out.
    for (let id = 1; id <= 3000; id++) index.put(listing(id, `Item ${id}`, `'item':1A '${id % 3 ? 'other' : 'third'}':2B`));
    for (let id = 1; id <= 30; id++) index.remove(id);
    expect(search(index, "'odd'")?.matched).toEqual([]);
    expect(search(index, "'third'", { documentMatches: 5000 })?.matched).toHaveLength(990);
    expect(index.size).toBe(2970);
    index.put(listing(3, 'Back Again', "'again':2A 'back':1A"));
    expect(search(index, "'back' <-> 'again'")?.matched).toEqual([3]);
    expect(index.name(3)).toBe('back again');
    index.trim();
    expect(search(index, "'item'", { documentMatches: 5000 })?.matched).toHaveLength(2970);
    expect(index.size).toBe(2971);
  });
});
