import { describe, expect, it } from 'vitest';
import { SIMILARITY_THRESHOLD, similarity, trigramsOf } from './trigrams';

// Expected values are PostgreSQL 18's show_trgm() and similarity() (pg_trgm), read on this project's database.
describe('pg_trgm in TypeScript', () => {
  it('pads each word with two spaces before and one after, and keeps each trigram once', () => {
    expect(trigramsOf('a b').sort()).toEqual(['  a', '  b', ' a ', ' b ']);
    expect(trigramsOf('wow wow').sort()).toEqual(['  w', ' wo', 'ow ', 'wow']);
    expect(trigramsOf('')).toEqual([]);
    expect(trigramsOf('(*&^$@%@')).toEqual([]);
  });

  it('takes letters, marks and decimal digits of any script as word characters, not other symbols', () => {
    expect(trigramsOf('x²').sort()).toEqual(['  x', ' x ']);
    // show_trgm('दाल चावल') has nine trigrams: the vowel signs belong to their words.
    expect(trigramsOf('दाल चावल')).toHaveLength(9);
    expect(trigramsOf('café-crème 5ml x²')).toHaveLength(16);
  });

  it('computes similarity in single precision, and % from 0.3', () => {
    expect(similarity('ab', 'a b')).toBe(Math.fround(1 / 6));
    expect(similarity('stainless steel dinner set', 'stainles stel pipe')).toBe(0.32258063554763794);
    expect(similarity('wow', 'wow')).toBe(1);
    expect(similarity('', 'wow')).toBe(0);
    expect(SIMILARITY_THRESHOLD).toBe(Math.fround(0.3));
  });
});
