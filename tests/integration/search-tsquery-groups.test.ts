import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryTerms } from '~/domain/search-terms';
import { db } from '~/services/db/client.server';
import { buildTsQuery, joinTsQueries, normaliseGroups, normaliseTsQueries, tsQueryGroups } from '~/services/search/postgres-sql.server';
import { heldOutQueries } from '../../bench/support/held-out-queries';
import { traderQueries } from '../../bench/support/hindi-trader-queries';
import { exactQueries, misspeltQueries } from '../../bench/support/queries';

/*
 * A search's query is made from its words' groups, each normalised by to_tsquery once and then
 * remembered (normaliseGroups), instead of asking to_tsquery for the whole query text on every
 * search. That is only right if to_tsquery of the whole text is the same query as its groups'
 * results joined (joinTsQueries): checked here by PostgreSQL itself, which prints both.
 */

const edgeCases = [
  'the',
  'the of and',
  'a t-shirt for men',
  'shirt and the trousers',
  'to be or not to be',
  '304 steel pipe',
  'ss 316l',
  'iso 9001:2015 certified',
  "men's kurta",
  'kurti कुर्ती',
  'हल्दी पाउडर',
  'लाल मिर्च का पाउडर',
  'café crème',
  'naïve façade',
  'Ａｂｃ ｆｕｌｌｗｉｄｔｈ',
  'x'.repeat(300),
  'running runs ran',
  'tomatoseeds',
  'haldi',
  'jhumke dhaniyaa',
  'led bulb 9w',
  '🙂 rice',
  'a an the rice',
];

function queryTexts(): string[] {
  return [...new Set([...edgeCases, ...exactQueries, ...misspeltQueries, ...heldOutQueries, ...traderQueries.map(([q]) => q)])];
}

describe("a query's groups normalised one by one", () => {
  it('make the very query to_tsquery makes of the whole text: all words, any word, and the Hinglish reading', async () => {
    const cases = queryTexts().flatMap((text) => {
      const words = queryTerms(text);
      return [
        { words, mode: 'all' as const, loose: false },
        { words, mode: 'any' as const, loose: false },
        { words, mode: 'all' as const, loose: true },
      ];
    });
    expect(cases.length).toBeGreaterThan(2_000);
    const whole = await normaliseTsQueries(
      db(),
      cases.map(({ words, mode, loose }) => buildTsQuery(words, mode, false, loose)),
    );
    const joined = await Promise.all(cases.map(async ({ words, mode, loose }) => joinTsQueries(await normaliseGroups(db(), tsQueryGroups(words, false, loose)), mode)));
    // PostgreSQL reads the joined text back (no dictionaries: a tsquery literal) and prints it: equal
    // prints are equal queries, operand for operand, in the same order.
    const { rows } = await db().execute<{ printed: string }>(
      sql`SELECT (t::tsquery)::text AS printed FROM jsonb_array_elements_text(${JSON.stringify(joined)}::jsonb) WITH ORDINALITY AS u(t, n) ORDER BY n`,
    );
    const differing = cases
      .map((entry, k) => ({ query: buildTsQuery(entry.words, entry.mode, false, entry.loose), whole: whole[k], joined: rows[k]?.printed }))
      .filter((entry) => entry.whole !== entry.joined);
    expect(differing).toEqual([]);
    // Not a comparison of nothing: most cases are real queries, many of several groups.
    expect(whole.filter((query) => query !== '').length).toBeGreaterThan(cases.length * 0.9);
    expect(whole.filter((query) => query.includes('&')).length).toBeGreaterThan(500);
  });

  it('remembers a group: asking again needs no database', async () => {
    const groups = tsQueryGroups(queryTerms('brass diya lamp'));
    const first = await normaliseGroups(db(), groups);
    const unreachable = {
      execute: () => {
        throw new Error('asked the database for groups it already knew');
      },
    };
    expect(await normaliseGroups(unreachable as unknown as Parameters<typeof normaliseGroups>[0], groups)).toEqual(first);
    expect(first).toEqual(await normaliseTsQueries(db(), groups));
  });
});
