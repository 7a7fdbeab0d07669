import { sql } from 'drizzle-orm';
import { editDistance } from '~/domain/search-synonyms';
import { isKnownTerm } from '~/domain/search-terms';
import { executePrepared } from '~/services/db/client.server';
import { readDb } from '~/services/db/replicas.server';

/*
 * The catalogue's words (search_words: every word of a live listing's name, keywords and category,
 * and of a supplier's name and place) for the search engine's spelling: whether a query has a word
 * the catalogue does not, and the catalogue word it most likely meant.
 */

/** The words worth checking against the catalogue: three letters or more, not a number, not a word the search vocabulary knows. */
const spellingCandidates = (words: string[]) => words.filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !isKnownTerm(word));

/**
 * Whether a word is neither a catalogue word nor one the search vocabulary knows.
 * Such a word can still match (another form of a catalogue word), so it only decides whether a
 * search probes before planning its whole statement (runIfAnyMatch).
 */
export async function hasUnknownWord(words: string[]): Promise<boolean> {
  const checked = spellingCandidates(words);
  if (checked.length === 0) return false;
  const result = await readDb().execute<{ known: number }>(
    sql`SELECT count(*)::int AS known FROM search_words WHERE word IN (SELECT jsonb_array_elements_text(${JSON.stringify(checked)}::jsonb))`,
  );
  return (result.rows[0]?.known ?? 0) < new Set(checked).size;
}

/**
 * For each word the catalogue does not know, the closest catalogue word by trigram similarity.
 * English stop words, numbers and known trade words are left as typed.
 */
export async function corrections(words: string[]): Promise<Map<string, string>> {
  const candidates = spellingCandidates(words);
  if (candidates.length === 0) return new Map();
  // Trigrams miss a swapped pair ("cron", "sloar" share one trigram with "corn", "solar") and can
  // prefer a longer word sharing more trigrams ("copepr" → "cope"); a catalogue word one edit away
  // (a swap counts as one) is the better correction. So the catalogue words of about the length of
  // the unknown words come back too, as one array, in the same statement (none when every word is known).
  const lengths = candidates.map((word) => word.length);
  // Prepared: its text never changes (the words are parameters), and parsing and planning it
  // afresh was a fifth of its time for every misspelt search.
  const [result] = await executePrepared<{ unknown: Array<[string, string | null]>; near: string[] }>(
    readDb(),
    sql`
    WITH unknown AS MATERIALIZED (
      SELECT t.word, (SELECT w.word FROM search_words w WHERE w.word % t.word ORDER BY similarity(w.word, t.word) DESC, w.word LIMIT 1) AS suggestion
      FROM regexp_split_to_table(${candidates.join(' ')}, ' ') AS t(word)
      WHERE numnode(plainto_tsquery('english', t.word)) > 0
        AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.word))
    SELECT (SELECT coalesce(json_agg(json_build_array(word, suggestion)), '[]') FROM unknown) AS unknown,
      (SELECT coalesce(json_agg(w.word ORDER BY w.word), '[]') FROM search_words w
        WHERE EXISTS (SELECT 1 FROM unknown) AND length(w.word) BETWEEN ${Math.min(...lengths) - 1} AND ${Math.max(...lengths) + 1}) AS near`,
  );
  const unknown = result?.unknown ?? [];
  const fixes = new Map(unknown.filter(([, suggestion]) => suggestion).map(([word, suggestion]) => [word, suggestion as string]));
  const near = result?.near ?? [];
  for (const [word] of unknown) {
    const close = near.find((candidate) => editDistance(word, candidate, 1) <= 1);
    if (close && !(fixes.has(word) && editDistance(word, fixes.get(word) as string, 1) <= 1)) fixes.set(word, close);
  }
  return fixes;
}

