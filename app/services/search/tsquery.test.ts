import { describe, expect, it } from 'vitest';
import { compareBytes, documentView, matches, parseDocument, parseTsQuery, rankOperands, tsRank } from './tsquery';

/** A document view over parseDocument's result, as the index gives one. */
const view = documentView;

describe('parseTsQuery', () => {
  it('reads tsquery text as PostgreSQL prints it, operators binding ! then <-> then & then |', () => {
    expect(parseTsQuery("'a' | 'b' & 'c' <-> 'd'")).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', lexeme: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'b', prefix: false },
        right: { kind: 'phrase', distance: 1, left: { kind: 'lexeme', lexeme: 'c', prefix: false }, right: { kind: 'lexeme', lexeme: 'd', prefix: false } },
      },
    });
    expect(parseTsQuery("( 'a' | 'b' ) & !'c'")).toMatchObject({ kind: 'and', left: { kind: 'or' }, right: { kind: 'not' } });
    expect(parseTsQuery("'cup' <2> 'tea'")).toMatchObject({ kind: 'phrase', distance: 2 });
    expect(parseTsQuery("'tomat':* & 'o''brien'")).toMatchObject({ left: { lexeme: 'tomat', prefix: true }, right: { lexeme: "o'brien" } });
    expect(parseTsQuery('')).toBeNull();
    expect(() => parseTsQuery("'a' & ( 'b'")).toThrow(/closing parenthesis/);
  });
});

describe('parseDocument', () => {
  it('reads tsvector text into lexemes with weight-tagged positions; tokens have none', () => {
    expect(parseDocument("'cotton':1A,7B 'it''s':3 'st_27' 'yarn':2C,16383D")).toEqual([
      { lexeme: 'cotton', positions: [(3 << 14) | 1, (2 << 14) | 7] },
      { lexeme: "it's", positions: [3] },
      { lexeme: 'st_27', positions: [] },
      { lexeme: 'yarn', positions: [(1 << 14) | 2, 16383] },
    ]);
  });
});

describe('matches', () => {
  const document = view("'blue':1A 'denim':2A 'jacket':3A 'shirt':9B 'st_27' 'wash':5D");
  it('follows AND, OR, NOT and prefixes', () => {
    expect(matches(parseTsQuery("'denim' & 'jacket'")!, document)).toBe(true);
    expect(matches(parseTsQuery("'denim' & 'coat'")!, document)).toBe(false);
    expect(matches(parseTsQuery("'coat' | 'shirt'")!, document)).toBe(true);
    expect(matches(parseTsQuery("'denim' & !'shirt'")!, document)).toBe(false);
    expect(matches(parseTsQuery("'jack':*")!, document)).toBe(true);
    expect(matches(parseTsQuery("'denim' & 'st_27'")!, document)).toBe(true);
  });
  it('places phrase parts by position and distance', () => {
    expect(matches(parseTsQuery("'denim' <-> 'jacket'")!, document)).toBe(true);
    expect(matches(parseTsQuery("'jacket' <-> 'denim'")!, document)).toBe(false);
    expect(matches(parseTsQuery("'blue' <2> 'jacket'")!, document)).toBe(true);
    expect(matches(parseTsQuery("'blue' <-> 'denim' <-> 'jacket'")!, document)).toBe(true);
    expect(matches(parseTsQuery("'blue' <-> 'jacket'")!, document)).toBe(false);
  });
  it('counts only the positions up to a limit for a name match, and never a token', () => {
    expect(matches(parseTsQuery("'shirt'")!, document, 3)).toBe(false);
    expect(matches(parseTsQuery("'denim' <-> 'jacket'")!, document, 3)).toBe(true);
    expect(matches(parseTsQuery("'st_27'")!, document, 3)).toBe(false);
  });
});

describe('tsRank', () => {
  // Values PostgreSQL 18 gives for the same documents and queries (SELECT ts_rank('…'::tsvector, '…'::tsquery)).
  const cases: Array<[document: string, query: string, expected: number]> = [
    ["'cotton':1A", "'cotton'", 0.6079271],
    ["'cotton':1A,4B 'yarn':2A", "'cotton' & 'yarn'", 0.9966189],
    ["'cotton':1A,4B 'yarn':2A", "'cotton' | 'yarn'", 0.6383234],
    // A token has no position: it ranks as if at 16383, too far to count.
    ["'cotton':9D 'st_27'", "'cotton' & 'st_27'", 1e-16],
    ["'cotton':9D", "'yarn'", 0],
  ];
  it.each(cases)('ts_rank(%s, %s) is %f as a float4', (text, query, expected) => {
    const tree = parseTsQuery(query)!;
    const document = view(text);
    expect(tsRank(tree, rankOperands(tree), document, document.size)).toBe(Math.fround(expected));
  });
  it('orders operands by bytes and drops repeats, as PostgreSQL does before ranking', () => {
    expect(rankOperands(parseTsQuery("'yarn' & ( 'cotton' | 'yarn' ) & 'ab'")!).map((operand) => operand.lexeme)).toEqual(['ab', 'cotton', 'yarn']);
    expect(compareBytes('ab', 'abc')).toBeLessThan(0);
    expect(compareBytes('z', 'क')).toBeLessThan(0);
  });
});
