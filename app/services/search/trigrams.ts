/*
 * pg_trgm's similarity() and `%` in JavaScript (contrib/pg_trgm/trgm_op.c), for the in-memory
 * similar-name pass (memory-similar-names.server.ts): a text's trigrams are those of each word (a run
 * of letters, marks and decimal digits), lower-cased, padded with two spaces before and one after;
 * similarity is the number of trigrams two texts share over the number in either, in single
 * precision, and `%` holds from 0.3 (pg_trgm.similarity_threshold's default) up.
 *
 * Where this can differ from PostgreSQL: PostgreSQL decides word characters by the database's
 * locale (iswalnum), which this follows for letters, marks and decimal digits of every script but
 * not for rarer classes (letter-like numbers, for one), and it hashes a trigram with a character
 * outside ASCII to three bytes, so two such trigrams can, rarely, count as one there.
 */

const WORD = /[\p{L}\p{M}\p{Nd}]+/gu;

/** pg_trgm.similarity_threshold's default, as the float4 `%` compares with. */
export const SIMILARITY_THRESHOLD = Math.fround(0.3);

/** The distinct trigrams of `text`, already lower-cased as the database's lower() does. */
export function trigramsOf(lowered: string): string[] {
  const found = new Set<string>();
  for (const [word] of lowered.matchAll(WORD)) {
    const letters = [' ', ' ', ...word, ' '];
    for (let k = 0; k + 3 <= letters.length; k++) found.add(`${letters[k]}${letters[k + 1]}${letters[k + 2]}`);
  }
  return [...found];
}

/** similarity() for two texts with `shared` trigrams in common out of `left` and `right`: float4, as PostgreSQL computes it. */
export function similarityOf(shared: number, left: number, right: number): number {
  if (left <= 0 || right <= 0) return 0;
  return Math.fround(Math.fround(shared) / Math.fround(left + right - shared));
}

/** similarity(a, b) for two lower-cased texts (tests; the index counts shared trigrams through its postings). */
export function similarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = new Set(trigramsOf(b));
  return similarityOf(left.filter((trigram) => right.has(trigram)).length, left.length, right.size);
}
