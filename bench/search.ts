/**
 * Search latency over a fixed list of queries on the benchmark database:
 *   npm run bench:generate -- 1000000 && npm run bench:search
 * 120 exact queries (demo product names, Hindi-English trade words, category words, city + product)
 * and 120 misspelt ones (a deterministic letter swap or drop in each), and the Hindi queries
 * (Devanagari and Hinglish across the 15 categories, bench/support/hindi-queries.ts), each run
 * 3 times after a warm-up pass. Reports p50/p95/max per class, for the call the chat assistant
 * makes (24 results) and for the /search page's call (24 results + facet counts), and recall@3
 * (a query's expected demo product, or a variant of it, among the first three) for the product-name
 * and Hindi queries.
 */
import { performance } from 'node:perf_hooks';
import { closeDatabase } from '../app/services/db/client.server';
import { clearSearchCache, searchProducts } from '../app/services/search/search.server';
import { openBenchDatabase } from './database';
import { hindiQueries } from './support/hindi-queries';
import { exactQueries as exact, misspeltQueries as typos, productNameQueries } from './support/queries';

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
        // Engine latency, not the in-process cache's: every timed call misses it.
        clearSearchCache();
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
  // A variant of a demo product at 1M is "<slug>-b<n>".
  const recall = async (label: string, queries: Array<[string, string[]]>) => {
    let found = 0;
    const missed: string[] = [];
    for (const [q, expected] of queries) {
      clearSearchCache();
      const { items } = await searchProducts({ q, limit: 3 });
      if (items.some((item) => expected.includes(item.slug.replace(/-b\d+$/, '')))) found++;
      else missed.push(q);
    }
    console.log(`${label.padEnd(34)} recall@3=${((100 * found) / queries.length).toFixed(1)}% (${found}/${queries.length})${missed.length > 0 ? ` missed: ${missed.join(', ')}` : ''}`);
  };
  const hindi = hindiQueries.map(([q]) => q);
  const devanagari = hindi.filter((q) => /[\u0900-\u097F]/u.test(q));
  const hinglish = hindi.filter((q) => !devanagari.includes(q));
  console.log(`${exact.length + typos.length + hindi.length} queries (${exact.length} exact, ${typos.length} misspelt, ${hindi.length} Hindi/Hinglish)`);
  await report('exact (chat call)', exact, false);
  await report('misspelt (chat call)', typos, false);
  await report('Devanagari (chat call)', devanagari, false);
  await report('Hinglish (chat call)', hinglish, false);
  await report('exact (/search, with facets)', exact, true);
  await report('misspelt (/search, with facets)', typos, true);
  await report('Devanagari (/search, facets)', devanagari, true);
  await report('Hinglish (/search, facets)', hinglish, true);
  await recall('English product names', productNameQueries);
  await recall('Hindi/Hinglish', hindiQueries);
} finally {
  await closeDatabase();
  await database.stop();
}
