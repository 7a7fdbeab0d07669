/**
 * Search latency over a fixed list of queries on the benchmark database:
 *   npm run bench:generate -- 1000000 && npm run bench:search
 * 120 exact queries (demo product names, Hindi-English trade words, category words, city + product)
 * and 120 misspelt ones (a deterministic letter swap or drop in each), each run 3 times after a
 * warm-up pass. Reports p50/p95/max per class, for the call the chat assistant makes (24 results)
 * and for the /search page's call (24 results + facet counts).
 */
import { performance } from 'node:perf_hooks';
import { closeDatabase } from '../app/services/db/client.server';
import { searchProducts } from '../app/services/search/search.server';
import { categories } from '../seed/data/catalog';
import { openBenchDatabase } from './database';

const names = categories.flatMap((category) => category.subcategories.flatMap((sub) => sub.products.map((product) => product.name.toLowerCase())));
const TRADE_WORDS = ['atta', 'dal', 'kurti', 'chawal', 'haldi', 'jeera', 'chai', 'ghee', 'besan', 'hing', 'tamatar beej', 'bhindi seeds', 'mehndi', 'agarbatti', 'saree', 'chappal', 'jutti', 'kadhai', 'almirah', 'dhurrie'];
const CATEGORY_WORDS = ['seeds', 'led', 'solar', 'cotton', 'leather', 'safety', 'robot', 'fabric', 'spices', 'toys'];
const CITY_QUERIES = ['tomato seeds nashik', 'basmati rice karnal', 'leather bag kanpur', 'silk saree varanasi', 'cotton towel solapur', 'brass diya moradabad', 'jute hessian kolkata', 'tea assam', 'coffee chikkamagaluru', 'pump coimbatore'];

function everyNth<T>(list: T[], count: number): T[] {
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)] as T);
}

/** A deterministic typo: swap two letters in the longest word, or drop one in short queries. */
function misspell(query: string, seed: number): string {
  const words = query.split(' ');
  const index = words.reduce((best, word, i) => (word.length > (words[best]?.length ?? 0) ? i : best), 0);
  const word = words[index] ?? '';
  if (word.length < 4) return `${query}s`;
  const at = 1 + (seed % (word.length - 2));
  const typo = seed % 2 === 0 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
  words[index] = typo;
  return words.join(' ');
}

const exact = [...everyNth(names, 80), ...TRADE_WORDS, ...CATEGORY_WORDS, ...CITY_QUERIES];
const typos = exact.map((query, i) => misspell(query, i));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const database = await openBenchDatabase();
try {
  const report = async (label: string, queries: string[], facets: boolean) => {
    for (const q of queries) await searchProducts({ q, limit: 24, facets });
    const times: number[] = [];
    let empty = 0;
    for (let pass = 0; pass < 3; pass++) {
      for (const q of queries) {
        const start = performance.now();
        const result = await searchProducts({ q, limit: 24, facets });
        times.push(performance.now() - start);
        if (pass === 0 && result.total === 0) empty++;
      }
    }
    times.sort((a, b) => a - b);
    const line = `${label.padEnd(34)} n=${times.length} p50=${percentile(times, 50).toFixed(1)} ms p95=${percentile(times, 95).toFixed(1)} ms max=${(times.at(-1) ?? 0).toFixed(1)} ms no-result queries=${empty}/${queries.length}`;
    console.log(line);
  };
  console.log(`${exact.length + typos.length} queries (${exact.length} exact, ${typos.length} misspelt)`);
  await report('exact (chat call)', exact, false);
  await report('misspelt (chat call)', typos, false);
  await report('exact (/search, with facets)', exact, true);
  await report('misspelt (/search, with facets)', typos, true);
} finally {
  await closeDatabase();
  await database.stop();
}
