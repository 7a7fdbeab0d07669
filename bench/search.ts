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
import { clearSearchCache, searchProducts } from '../app/services/search/search.server';
import { openBenchDatabase } from './database';
import { exactQueries as exact, misspeltQueries as typos } from './support/queries';

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
  console.log(`${exact.length + typos.length} queries (${exact.length} exact, ${typos.length} misspelt)`);
  await report('exact (chat call)', exact, false);
  await report('misspelt (chat call)', typos, false);
  await report('exact (/search, with facets)', exact, true);
  await report('misspelt (/search, with facets)', typos, true);
} finally {
  await closeDatabase();
  await database.stop();
}
