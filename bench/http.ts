/**
 * HTTP throughput on loopback, bounded in time: a bare React Router page (/bench/hello) against
 * a product page, a category page and /search, in the same run on the same server and database.
 *   BENCH_ROUTES=true npm run build && npm run bench:http   (uses the benchmark database in bench/out)
 * The build must be made with BENCH_ROUTES=true: /bench/hello exists only in such a build.
 * Then mobile Lighthouse (bench/lighthouse.ts: 3 runs, median) for a category page, a product page and /search.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune autocannon.
 * The fixed /search URLs are answered from the search cache after the first request, so /search is
 * also measured cold, with autocannon too: each request takes the next of 4,560 distinct URLs (the
 * 240 benchmark queries, alone and with each of 18 state filters), more than a run makes, so no
 * URL repeats and every request misses the cache; /bench/hello runs beside it the same way.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeDatabase } from '../app/services/db/client.server';
import { openBenchDatabase } from './database';
import { formatLighthouse, runLighthouse } from './lighthouse';
import { states } from '../seed/data/home';
import { exactQueries, misspeltQueries } from './support/queries';

const port = Number(process.env.BENCH_PORT ?? 3050);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;

const database = await openBenchDatabase();
await closeDatabase();
const server = spawn(process.execPath, ['build/server-entry.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
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

interface CannonRequest {
  path: string;
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests?: Array<{ setupRequest: (request: CannonRequest) => CannonRequest }> }) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** autocannon with each request on the next of `paths` (in order, wrapping round). */
function cannonEach(paths: string[]): Promise<CannonResult> {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }) }],
  });
}

try {
  await waitForServer();
  if ((await fetch(`${base}/bench/hello`)).status === 404) {
    throw new Error('This build has no /bench/hello: build it for the benchmarks with `BENCH_ROUTES=true npm run build`.');
  }
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
  const queries = [...exactQueries, ...misspeltQueries];
  const searches = [...queries.map((q) => `/search?q=${encodeURIComponent(q)}`), ...states.flatMap((state) => queries.map((q) => `/search?q=${encodeURIComponent(q)}&state=${state.slug}`))];
  const helloEach = await cannonEach(['/bench/hello']);
  const coldSearch = await cannonEach(searches);
  const coldRequests = Math.round(coldSearch.requests.average * seconds);
  console.log(`\nCold cache: autocannon -c ${connections} -d ${seconds}s, each request the next of ${searches.length} distinct /search URLs (${coldRequests} made, so none repeated)`);
  console.log('| page | req/s | p50 ms | p99 ms | vs hello | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const hello2 = helloEach.requests.average;
  for (const [label, result] of [['/bench/hello', helloEach], ['/search, distinct queries', coldSearch]] as const) {
    console.log(`| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${((100 * result.requests.average) / hello2).toFixed(0)}% | ${result.non2xx + result.errors} |`);
  }
  if (coldRequests >= searches.length) console.log('(warning: the run made more requests than there are distinct URLs, so some were cache hits)');
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    console.log(`\n${formatLighthouse(await runLighthouse(base, ['/products/agriculture', '/product/tomato-seeds', '/search?q=basmati%20rice']))}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.stop();
}
