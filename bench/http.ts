/**
 * HTTP throughput on loopback, bounded in time: a bare React Router page (/bench/hello) against
 * a product page, a category page and /search, in the same run on the same server and database.
 *   npm run build && npm run bench:http            (uses the benchmark database in bench/out)
 * Then mobile Lighthouse (bench/lighthouse.ts: 3 runs, median) for a category page, a product page and /search.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune autocannon.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeDatabase } from '../app/services/db/client.server';
import { openBenchDatabase } from './database';
import { formatLighthouse, runLighthouse } from './lighthouse';

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
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    console.log(`\n${formatLighthouse(await runLighthouse(base, ['/products/agriculture', '/product/tomato-seeds', '/search?q=basmati%20rice']))}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database.stop();
}
