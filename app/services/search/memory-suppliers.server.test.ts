import { describe, expect, it } from 'vitest';
import { type SupplierProfile, SupplierProfiles } from './memory-suppliers.server';
import { parseTsQuery } from './tsquery';

/* The suppliers strip from memory; tests/integration/search-memory-index.test.ts compares it with PostgreSQL's. */

const company = (id: number, name: string, document: string, more: Partial<SupplierProfile> = {}): SupplierProfile => ({
  id,
  listed: true,
  verified: false,
  name,
  stateCode: '27',
  cityLower: 'pune',
  enterpriseType: 'msme',
  document,
  ...more,
});

function profiles(): SupplierProfiles {
  const held = new SupplierProfiles();
  held.put(company(1, 'Zeta Looms', "'cotton':3 'loom':2A 'zeta':1A"));
  held.put(company(2, 'Alpha Looms', "'alpha':1A 'loom':2A 'silk':3", { verified: true }));
  held.put(company(3, 'alpha looms', "'alpha':1A 'loom':2A"));
  held.put(company(4, 'Beta Cotton Mills', "'beta':1A 'cotton':2A 'mill':3A", { stateCode: '09' }));
  held.put(company(5, 'Buyer Co', "'cotton':1A", { listed: false }));
  held.put(company(6, 'Cotton Yarn House', "'cotton':1A 'hous':3A 'yarn':2A", { enterpriseType: 'startup', cityLower: 'surat' }));
  return held;
}

const rank = (held: SupplierProfiles, query: string | null, sellers: number[] = [], conditions = {}, limit = 10) =>
  held.rank({ query: query === null ? null : parseTsQuery(query), sellers: new Set(sellers), conditions, limit });

describe('the suppliers strip from memory', () => {
  it('finds suppliers by their profile and by what they sell, best profile match first, then verified, then name in byte order, then id', () => {
    const held = profiles();
    // Cotton in the name (weight A, equal ranks: then by name) above cotton further down; sellers without it follow, verified first.
    expect(rank(held, "'cotton'", [2, 3])).toEqual({ ids: [4, 6, 1, 2, 3], total: 5 });
    // Equal rank and verification: 'Alpha' before 'alpha' (byte order), as COLLATE "C".
    expect(rank(held, null, [3, 1, 2])).toEqual({ ids: [2, 1, 3], total: 3 });
  });

  it('counts every supplier but keeps only the first few', () => {
    expect(rank(profiles(), "'cotton'", [2, 3], {}, 2)).toEqual({ ids: [4, 6], total: 5 });
  });

  it('leaves out buyers and suspended companies, and applies the filters', () => {
    const held = profiles();
    expect(rank(held, "'cotton'", [5]).ids).not.toContain(5);
    expect(rank(held, "'cotton'", [], { stateCode: '09' })).toEqual({ ids: [4], total: 1 });
    expect(rank(held, "'cotton'", [], { cityLower: 'surat', enterpriseType: 'startup' })).toEqual({ ids: [6], total: 1 });
    expect(rank(held, "'loom'", [], { verified: true })).toEqual({ ids: [2], total: 1 });
  });

  it('matches prefixes, phrases and alternatives as @@ does', () => {
    const held = profiles();
    expect(rank(held, "'cott':*").ids.sort()).toEqual([1, 4, 6]);
    expect(rank(held, "'cotton' <-> 'yarn'").ids).toEqual([6]);
    expect(rank(held, "'yarn' <-> 'cotton'").ids).toEqual([]);
    expect(rank(held, "'silk' | 'mill'").ids.sort()).toEqual([2, 4]);
    expect(rank(held, "'cotton' & !'mill'").ids.sort()).toEqual([1, 6]);
  });

  it('takes a change or a removal in', () => {
    const held = profiles();
    held.put(company(4, 'Beta Silk Mills', "'beta':1A 'mill':3A 'silk':2A", { stateCode: '09' }));
    expect(rank(held, "'cotton'").ids).not.toContain(4);
    expect(rank(held, "'silk'").ids.sort()).toEqual([2, 4]);
    held.remove(2);
    expect(rank(held, "'silk'", [2]).ids).toEqual([4]);
    expect(held.size).toBe(5);
  });
});
