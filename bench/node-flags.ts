/**
 * Node options of the production server compared on cold searches at a million products
 * (docs/decisions/0028, "a cap on the young generation too"):
 *   npm run bench:generate -- 1000000 && npm run build && npm run bench:node-flags
 * For each round, each flag set in turn: one app process started with the `serve` script's flags
 * minus any `--max-semi-space-size`, plus the set's own; 150 searches to warm up, then BENCH_SEARCHES
 * (default 900) distinct cold /search URLs (never repeated across runs) at 10 connections; reports
 * the app's CPU ms per search (from /proc: this process only, not PostgreSQL). Alternating rounds
 * (BENCH_ROUNDS, default 3) are what make a difference of a few percent visible on a noisy machine.
 * BENCH_FLAG_SETS: flag sets separated by `;`, `default` for none (default
 * "default;--max-semi-space-size=16;--max-semi-space-size=32"). BENCH_DATABASE_URL for a
 * PostgreSQL you run yourself (see bench/search-cost.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '../app/services/db/client.server';
import { productionNodeFlags } from '../server/node-flags';
import { states } from '../seed/data/home';
import { freePort } from '../tests/cluster/processes';
import { openBenchDatabase } from './database';
import { heldOutQueries } from './support/held-out-queries';
import { traderQueries } from './support/hindi-trader-queries';
import { treeCpuMs } from './support/process-cpu';
import { exactQueries, misspeltQueries } from './support/queries';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const searches = Number(process.env.BENCH_SEARCHES ?? 900);
const WARM_UP = 150;
const flagSets = (process.env.BENCH_FLAG_SETS ?? 'default;--max-semi-space-size=16;--max-semi-space-size=32').split(';').map((set) => (set.trim() === 'default' ? [] : set.trim().split(/\s+/)));

type Autocannon = (options: { url: string; connections: number; amount: number; requests: Array<{ setupRequest: (request: { path: string }) => { path: string } }> }) => Promise<{ requests: { total: number; average: number }; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// Every query alone, with each state, and its second page: distinct URLs, so none is a cache hit.
const queries = [...exactQueries, ...misspeltQueries, ...heldOutQueries, ...traderQueries.map(([q]) => q)].map((q) => `/search?q=${encodeURIComponent(q)}`);
const urls = [...queries, ...states.flatMap((state) => queries.map((url) => `${url}&state=${state.slug}`)), ...queries.map((url) => `${url}&page=2`)];
const needed = rounds * flagSets.length * (WARM_UP + searches);
if (needed > urls.length) throw new Error(`${needed} searches asked for, ${urls.length} distinct URLs: lower BENCH_ROUNDS or BENCH_SEARCHES`);
let next = 0;
const nextPath = () => urls[next++]!;

const database = await openBenchDatabase();
await closeDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradesetu-node-flags-'));
const baseFlags = productionNodeFlags().filter((flag) => !flag.startsWith('--max-semi-space-size'));

async function measure(flags: string[]): Promise<{ cpuMs: number; rate: number; failed: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...baseFlags, ...flags, 'build/server-entry.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: 'bench-node-flags-secret-0123456789abcdef', MIGRATE_ON_START: 'false', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      if (await fetch(`${url}/healthz`).then((answer) => answer.ok, () => false)) break;
      if (attempt > 240) throw new Error('the app did not answer /healthz within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const load = (amount: number) => autocannon({ url, connections: 10, amount, requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] });
    await load(WARM_UP);
    const before = treeCpuMs(child.pid!);
    const result = await load(searches);
    const cpuMs = (treeCpuMs(child.pid!) - before) / Math.max(1, result.requests.total);
    return { cpuMs, rate: result.requests.average, failed: result.non2xx + result.errors };
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(`Node flags on cold searches: ${searches} distinct searches per run at 10 connections, ${rounds} alternating rounds, base flags ${baseFlags.join(' ') || '(none)'}`);
console.log('| round | flags | app CPU ms / search | req/s | non-2xx |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (let round = 1; round <= rounds; round++) {
  for (const flags of flagSets) {
    const { cpuMs, rate, failed } = await measure(flags);
    console.log(`| ${round} | ${flags.join(' ') || 'default'} | ${cpuMs.toFixed(1)} | ${rate.toFixed(0)} | ${failed} |`);
  }
}
rmSync(dataDir, { recursive: true, force: true });
await database.stop();
