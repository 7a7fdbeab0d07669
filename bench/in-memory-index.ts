/**
 * Feasibility of an in-memory search index at a million products (issue 20, point 7;
 * docs/decisions/0039, "Third session"). Not product code: it measures the shape a search process
 * would have, it does not reproduce the engine's ranking.
 *   npm run bench:generate -- 1000000 && npm run bench:in-memory-index
 * Reads every live listing's search document from PostgreSQL into one posting list per lexeme
 * (sorted Int32Array ids and a weight-class byte each), then answers the benchmark's and the held-out
 * English and Hindi queries as the engine's tsquery text (buildTsQuery, to_tsquery): unions for
 * alternatives and prefixes, galloping intersections for word groups (`<->` as AND: positions are
 * not kept), a weight-based score standing in for ts_rank, the top 24, and category and state
 * counts over every match. Reports load time, postings, array memory and ms per query (3 passes).
 * BENCH_DATABASE_URL for a PostgreSQL you run yourself (see bench/search-cost.ts).
 */
import { sql } from 'drizzle-orm';
import { queryTerms } from '../app/domain/search-terms';
import { closeDatabase, db } from '../app/services/db/client.server';
import { buildTsQuery, normaliseTsQueries } from '../app/services/search/postgres-sql.server';
import { parseTsQuery, type TsQueryNode } from '../app/services/search/tsquery';
import { openBenchDatabase } from './database';
import { heldOutQueries } from './support/held-out-queries';
import { traderQueries } from './support/hindi-trader-queries';
import { exactQueries, misspeltQueries } from './support/queries';

const PAGE = 24;
const BATCH = 50_000;
/** Bit per weight class of a lexeme's positions in a listing: D, C, B, A. */
const WEIGHT_BIT: Record<string, number> = { D: 1, C: 2, B: 4, A: 8 };

interface Postings {
  ids: Int32Array;
  weights: Uint8Array;
  n: number;
}
/** A set of matching listings, ids ascending, with their scores. */
interface Hits {
  ids: Int32Array;
  scores: Float32Array;
  n: number;
}

const database = await openBenchDatabase();
const lists = new Map<string, Postings>();
const categoryOf = new Int32Array(2_000_000);
const stateOf = new Int32Array(2_000_000);

function add(lexeme: string, id: number, weights: number): void {
  let list = lists.get(lexeme);
  if (!list) lists.set(lexeme, (list = { ids: new Int32Array(16), weights: new Uint8Array(16), n: 0 }));
  if (list.n === list.ids.length) {
    const ids = new Int32Array(list.n * 2);
    ids.set(list.ids);
    const grown = new Uint8Array(list.n * 2);
    grown.set(list.weights);
    list.ids = ids;
    list.weights = grown;
  }
  list.ids[list.n] = id;
  list.weights[list.n] = weights;
  list.n++;
}

const loadStarted = performance.now();
let listings = 0;
for (let after = 0; ; ) {
  const { rows } = await db().execute<{ id: number; document: string; category: number; state: number }>(sql`
    SELECT p.id, p.search_document::text AS document, p.category_id AS category, coalesce(co.state_code::int, 0) AS state
    FROM products p JOIN companies co ON co.id = p.company_id
    WHERE p.id > ${after} AND p.status = 'live' AND NOT p.supplier_suspended ORDER BY p.id LIMIT ${BATCH}`);
  if (rows.length === 0) break;
  for (const row of rows) {
    listings++;
    after = row.id;
    categoryOf[row.id] = row.category;
    stateOf[row.id] = row.state;
    // 'lexeme':1A,5,12B — a lexeme without positions (the filter tokens) counts as weight D.
    for (const match of row.document.matchAll(/'((?:[^']|'')+)'(?::([\dA-D,]+))?/g)) {
      let weights = 0;
      for (const position of match[2]?.split(',') ?? ['0']) weights |= WEIGHT_BIT[/[A-D]$/.exec(position)?.[0] ?? 'D']!;
      add(match[1]!.replace(/''/g, "'"), row.id, weights);
    }
  }
}
let postings = 0;
for (const list of lists.values()) postings += list.n;
const arraysMb = process.memoryUsage().arrayBuffers / 1e6;
console.log(`Loaded ${listings} live listings in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s: ${lists.size} lexemes, ${postings} postings (${((postings * 5) / 1e6).toFixed(0)} MB exact, ${arraysMb.toFixed(0)} MB of arrays with growth slack)`);

const NONE: Hits = { ids: new Int32Array(0), scores: new Float32Array(0), n: 0 };
const scoreOf = (weights: number) => (weights & 8 ? 1 : weights & 4 ? 0.4 : weights & 2 ? 0.2 : 0.1);

function leaf(lexeme: string): Hits {
  const list = lists.get(lexeme);
  if (!list) return NONE;
  const scores = new Float32Array(list.n);
  for (let k = 0; k < list.n; k++) scores[k] = scoreOf(list.weights[k]!);
  return { ids: list.ids, scores, n: list.n };
}

function union(a: Hits, b: Hits): Hits {
  const ids = new Int32Array(a.n + b.n);
  const scores = new Float32Array(a.n + b.n);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.n || j < b.n) {
    const fromA = j >= b.n || (i < a.n && a.ids[i]! <= b.ids[j]!);
    const fromB = i >= a.n || (j < b.n && b.ids[j]! <= a.ids[i]!);
    ids[n] = fromA ? a.ids[i]! : b.ids[j]!;
    scores[n++] = (fromA ? a.scores[i++]! : 0) + (fromB ? b.scores[j++]! : 0);
  }
  return { ids, scores, n };
}

/** Walks the smaller set and gallops through the larger one. */
function intersect(x: Hits, y: Hits): Hits {
  const [a, b] = x.n <= y.n ? [x, y] : [y, x];
  const ids = new Int32Array(a.n);
  const scores = new Float32Array(a.n);
  let n = 0;
  let low = 0;
  for (let i = 0; i < a.n; i++) {
    const id = a.ids[i]!;
    let step = 1;
    let high = low;
    while (high < b.n && b.ids[high]! < id) {
      low = high;
      high += step;
      step *= 2;
    }
    high = Math.min(high, b.n);
    while (low < high) {
      const middle = (low + high) >> 1;
      if (b.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    if (low < b.n && b.ids[low] === id) {
      ids[n] = id;
      scores[n++] = a.scores[i]! + b.scores[low]!;
    }
  }
  return { ids, scores, n };
}

const vocabulary = [...lists.keys()];
function evaluate(node: TsQueryNode): Hits {
  if (node.kind === 'lexeme') {
    const lexemes = node.prefix ? vocabulary.filter((word) => word.startsWith(node.lexeme)) : [node.lexeme];
    return lexemes.map(leaf).reduce(union, NONE);
  }
  // A negation is not counted (the engine's queries have none).
  if (node.kind === 'not') return NONE;
  return node.kind === 'or' ? union(evaluate(node.left), evaluate(node.right)) : intersect(evaluate(node.left), evaluate(node.right));
}

const queries = [...exactQueries, ...misspeltQueries, ...heldOutQueries, ...traderQueries.map(([q]) => q)];
const tsqueries = await normaliseTsQueries(db(), queries.map((q) => buildTsQuery(queryTerms(q), 'all')));
for (let pass = 1; pass <= 3; pass++) {
  const started = performance.now();
  let matches = 0;
  for (const tsquery of tsqueries) {
    const tree = parseTsQuery(tsquery);
    if (!tree) continue;
    const hits = evaluate(tree);
    matches += hits.n;
    const categories = new Map<number, number>();
    const states = new Map<number, number>();
    const top: Array<{ id: number; score: number }> = [];
    for (let k = 0; k < hits.n; k++) {
      const id = hits.ids[k]!;
      const score = hits.scores[k]!;
      categories.set(categoryOf[id]!, (categories.get(categoryOf[id]!) ?? 0) + 1);
      states.set(stateOf[id]!, (states.get(stateOf[id]!) ?? 0) + 1);
      if (top.length < PAGE || score > top[top.length - 1]!.score) {
        top.push({ id, score });
        top.sort((p, q) => q.score - p.score || p.id - q.id);
        if (top.length > PAGE) top.pop();
      }
    }
  }
  console.log(`pass ${pass}: ${tsqueries.length} queries, ${((performance.now() - started) / tsqueries.length).toFixed(2)} ms per query (match, score, top ${PAGE}, category and state counts over all matches), ${Math.round(matches / tsqueries.length)} matches per query`);
}
await closeDatabase();
await database.stop();
