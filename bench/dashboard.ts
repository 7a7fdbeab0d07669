/**
 * The seller dashboard's and the listing editor's server render times, next to the product page's in the same run:
 *   npm run build && npm run bench:dashboard      (the benchmark database in bench/out, see below)
 * Uses the benchmark database (bench/database.ts; `npm run bench:generate -- 1000000` fills it with
 * the 1M catalogue; without it, a database with only the demo seed) and adds a seller with 2,000
 * listings, 30 days of views and 3,000 inquiries (bench/support/dashboard-seller.ts).
 * Then, against the production build on loopback, one request at a time (so the figure is the
 * server's time for one page, not queueing), the pages in turn: the dashboard as it opens (sorted
 * by 30-day views), sorted by name on page 20, filtered to rejected listings, and a product page
 * (a browser's user agent, so its view is counted as in real use). BENCH_REQUESTS (default 200)
 * timed requests per page after 20 untimed ones. Also the dashboard's service alone, in process
 * (its two SQL statements and the shaping), so the rendering's share shows; and the product page's
 * throughput with its views counted (a browser's user agent) against not counted (a crawler's),
 * autocannon -c 10 for BENCH_SECONDS (default 10) each, so the cost of counting shows.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { createSession } from '../app/services/accounts/sessions.server';
import { sellerDashboard } from '../app/services/catalog/seller-dashboard.server';
import { parseDashboardQuery } from '../app/domain/seller-dashboard';
import { closeDatabase, db } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './database';
import { BENCH_SELLER, ensureBenchSeller } from './support/dashboard-seller';
import { freePort, median } from './support/server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = 20;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
const ms = (value: number) => value.toFixed(1);

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const database = await openBenchDatabase();
const started = performance.now();
await runMigrations();
const seller = await ensureBenchSeller();
const [size] = (await db().execute(sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_views)::int AS views, (SELECT count(*) FROM inquiries)::int AS inquiries`)).rows as Array<{ products: number; views: number; inquiries: number }>;
console.log(`Database: ${size?.products.toLocaleString('en-IN')} products, ${size?.views.toLocaleString('en-IN')} product_views rows, ${size?.inquiries.toLocaleString('en-IN')} inquiries; seller ${BENCH_SELLER.slug} with ${BENCH_SELLER.listings} listings (set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
const cookie = (await createSession(new Request('http://localhost/'), seller.userId)).split(';')[0] ?? '';

const serviceTimes: number[] = [];
for (let i = 0; i < WARM_UP + REQUESTS; i++) {
  const before = performance.now();
  await sellerDashboard(seller.userId, parseDashboardQuery(new URLSearchParams(i % 2 ? 'sort=name&page=20' : '')));
  if (i >= WARM_UP) serviceTimes.push(performance.now() - before);
}
await closeDatabase();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['build/server-entry.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 120 s');
}

const pages = [
  { label: 'dashboard, as it opens (by 30-day views)', path: '/account/dashboard', signedIn: true, expect: 'Your listings' },
  { label: 'dashboard, by name, page 20', path: '/account/dashboard?sort=name&page=20', signedIn: true, expect: 'page 20 of 40' },
  { label: 'dashboard, rejected listings', path: '/account/dashboard?state=rejected', signedIn: true, expect: 'Your rejected listings' },
  // The seller's listing pages (issue 14's "editor … under 150 ms"): the list of 2,000, a new listing, one listing.
  { label: 'listing list /account/products (2,000 listings, page 1)', path: '/account/products', signedIn: true, expect: 'Your products' },
  { label: 'listing editor, new listing', path: '/account/products/new', signedIn: true, expect: 'Add a listing' },
  { label: 'listing editor, one listing', path: `/account/products/${seller.productId}`, signedIn: true, expect: 'Edit: ' },
  { label: `product page /product/${seller.productSlug}`, path: `/product/${seller.productSlug}`, signedIn: false, expect: 'Send inquiry' },
];

async function timed(page: (typeof pages)[number]): Promise<number> {
  const before = performance.now();
  const response = await fetch(`${base}${page.path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER, ...(page.signedIn ? { cookie } : {}) } });
  const body = await response.text();
  const elapsed = performance.now() - before;
  if (response.status !== 200 || !body.includes(page.expect)) throw new Error(`${page.path} answered ${response.status} without “${page.expect}”`);
  return elapsed;
}

try {
  await waitForServer();
  const times = pages.map(() => [] as number[]);
  // Round robin, so load from other work on the machine falls on every page alike.
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    for (const [index, page] of pages.entries()) {
      const elapsed = await timed(page);
      if (i >= WARM_UP) times[index]?.push(elapsed);
    }
  }
  const productMedian = median(times[pages.length - 1] ?? []);
  console.log(`\n${REQUESTS} requests per page, one at a time, after ${WARM_UP} untimed; production build on loopback (time to the last byte)`);
  console.log('| page | p50 ms | p95 ms | max ms | p50 vs product page |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [index, page] of pages.entries()) {
    const values = times[index] ?? [];
    console.log(`| ${page.label} | ${ms(median(values))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} | ${(median(values) / productMedian).toFixed(2)}× |`);
  }
  console.log(`| dashboard service alone, in process (2 SQL statements + shaping) | ${ms(median(serviceTimes))} | ${ms(percentile(serviceTimes, 95))} | ${ms(Math.max(...serviceTimes))} | |`);

  const product = `${base}/product/${seller.productSlug}`;
  const agents = [
    ['views counted (browser user agent)', BROWSER],
    ['views not counted (crawler user agent)', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  ] as const;
  await autocannon({ url: product, connections: 10, duration: SECONDS, headers: { 'user-agent': BROWSER } });
  console.log(`\nProduct page throughput, autocannon -c 10 -d ${SECONDS}s after a warm-up run, alternating twice`);
  console.log('| run | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const round of [1, 2]) {
    for (const [label, agent] of agents) {
      const result = await autocannon({ url: product, connections: 10, duration: SECONDS, headers: { 'user-agent': agent } });
      console.log(`| ${label}, round ${round} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`);
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.stop();
}
