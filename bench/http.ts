/**
 * HTTP throughput on loopback, bounded in time: a bare React Router page (/bench/hello) against
 * a product page, a category page and /search, in the same run on the same server and database.
 *   npm run build && npm run bench:http            (uses the benchmark database in bench/out)
 * Then mobile Lighthouse (bench/lighthouse.ts: 3 runs, median) for a category page, a product page and /search.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune autocannon.
 * The fixed /search URLs are answered from the search cache after the first request, so /search is
 * also measured cold: each of the 240 benchmark queries requested once (no URL repeats, so every
 * request misses the cache), BENCH_CONNECTIONS at a time, against /bench/hello the same way.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeDatabase } from '../app/services/db/client.server';
import { openBenchDatabase } from './database';
import { formatLighthouse, runLighthouse } from './lighthouse';
import { exactQueries, misspeltQueries } from './support/queries';

const port = Number(process.env.BENCH_PORT ?? 3050);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

const database = await openBenchDatabase();
await closeDatabase();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', BENCH_ROUTES: 'true', LOG_LEVEL: 'warn' },
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 60 s');
}

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function cannon(path: string): CannonResult {
  const output = execFileSync('npx', ['autocannon', '-c', String(connections), '-d', String(seconds), '-j', `${base}${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(output) as CannonResult;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Each path requested once, `connections` at a time: req/s over the whole list and latency percentiles. */
async function eachOnce(paths: string[]): Promise<{ rps: number; p50: number; p99: number; failed: number }> {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        const start = performance.now();
        const response = await fetch(`${base}${paths[i]}`);
        await response.arrayBuffer();
        times.push(performance.now() - start);
        if (!response.ok) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: paths.length / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), failed };
}

try {
  await waitForServer();
  const pages = ['/bench/hello', '/product/tomato-seeds', '/products/agriculture', '/search?q=basmati%20rice', '/search?q=basmti%20rice'];
  for (const path of pages) cannon(path);
  const results = pages.map((path) => ({ path, result: cannon(path) }));
  const hello = results[0]?.result.requests.average ?? 1;
  console.log(`autocannon -c ${connections} -d ${seconds}s on loopback`);
  console.log('| page | req/s | p50 ms | p99 ms | vs hello | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { path, result } of results) {
    console.log(`| ${path} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${((100 * result.requests.average) / hello).toFixed(0)}% | ${result.non2xx + result.errors} |`);
  }
  const searches = [...exactQueries, ...misspeltQueries].map((q) => `/search?q=${encodeURIComponent(q)}`);
  const helloOnce = await eachOnce(searches.map(() => '/bench/hello'));
  const coldSearch = await eachOnce(searches);
  console.log(`\nEach URL once (${searches.length} requests, ${connections} at a time; every /search URL distinct, so no cache hits)`);
  console.log('| page | req/s | p50 ms | p99 ms | vs hello | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, result] of [['/bench/hello', helloOnce], ['/search, 240 distinct queries', coldSearch]] as const) {
    console.log(`| ${label} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(0)} | ${result.p99.toFixed(0)} | ${((100 * result.rps) / helloOnce.rps).toFixed(0)}% | ${result.failed} |`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    console.log(`\n${formatLighthouse(await runLighthouse(base, ['/products/agriculture', '/product/tomato-seeds', '/search?q=basmati%20rice']))}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.stop();
}
