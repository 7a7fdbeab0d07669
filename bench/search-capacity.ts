/**
 * Cold search capacity through the full HTTP path at a million products (issue 20, point 7):
 *   npm run bench:generate -- 1000000 && BENCH_ROUTES=true npm run build && npm run bench:search-capacity
 * On this machine, the load generator included: autocannon (in this process) against one app
 * process, then against three behind HAProxy (Debian's haproxy). In each set-up, in one run:
 *  - the bare page (/bench/hello: React Router, no data), for the ratio;
 *  - /search where every request is the next of a list of distinct URLs, so none repeats and every
 *    one misses the search result cache: the search benchmark's 240 queries alone and with each of
 *    18 state filters (4,560 URLs), then 451 held-out queries (bench/support/held-out-queries.ts and
 *    the Hindi trader queries) the same way (8,569 URLs).
 * Each reports req/s, req/s per core of this machine, the ratio to the bare page, p50/p99, non-2xx,
 * and the CPU ms per request of PostgreSQL and of the app processes (from /proc).
 * The app processes load the in-memory search index (SEARCH_INDEX=memory, docs/decisions/0040)
 * before anything is measured; SEARCH_INDEX=postgres measures the SQL engine alone.
 * BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 10); BENCH_DATABASE_URL with
 * BENCH_POSTGRES_PID for a PostgreSQL you run yourself (see bench/search-cost.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase } from "../app/services/db/client.server";
import { productionNodeFlags } from "../server/node-flags";
import { states } from "../seed/data/home";
import { startHaproxy } from "../tests/cluster/balancer";
import { freePort, Supervisor } from "../tests/cluster/processes";
import { openBenchDatabase } from "./database";
import { heldOutQueries } from "./support/held-out-queries";
import { traderQueries } from "./support/hindi-trader-queries";
import { postmasterPid, treeCpuMs } from "./support/process-cpu";
import { exactQueries, misspeltQueries } from "./support/queries";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const cores = availableParallelism();
/** Pause after each run, so what it left running does not count in the next. */
const SETTLE_MS = 5_000;

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
interface CannonRequest {
  path: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: Array<{ setupRequest: (request: CannonRequest) => CannonRequest }>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Distinct /search URLs for `queries`: each alone, then with each state filter. */
function searchUrls(queries: string[]): string[] {
  const alone = queries.map((q) => `/search?q=${encodeURIComponent(q)}`);
  return [
    ...alone,
    ...states.flatMap((state) =>
      alone.map((url) => `${url}&state=${state.slug}`),
    ),
  ];
}

/** Hands out URLs from a list once each, across every run against the same processes. */
class UrlSupply {
  private next = 0;
  constructor(readonly urls: string[]) {}
  take(): string {
    const url = this.urls[this.next++];
    if (url === undefined)
      throw new Error(
        `ran out of distinct URLs (${this.urls.length}): lower BENCH_SECONDS`,
      );
    return url;
  }
  get used(): number {
    return this.next;
  }
}

const database = await openBenchDatabase();
await closeDatabase();
const postgres = Number(
  process.env.BENCH_POSTGRES_PID ??
    postmasterPid(path.resolve("bench/out/data/postgres")),
);
const supervisor = new Supervisor();
const dataDir = mkdtempSync(path.join(tmpdir(), "tradesetu-capacity-"));

function startApp(port: number, migrate: boolean): ChildProcess {
  return spawn(
    process.execPath,
    [...productionNodeFlags(), "build/server-entry.js"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        APP_SECRET: "bench-search-capacity-secret-0123456789abcdef",
        MIGRATE_ON_START: String(migrate),
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
      },
    },
  );
}

async function waitForOk(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** Until the app's in-memory search index is loaded (a minute or two at a million listings), searches ask PostgreSQL. */
async function waitForSearchIndex(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const body = (await (await fetch(`${base}/readyz`)).json()) as {
        checks?: Record<string, { ok: boolean }>;
      };
      if (body.checks?.["search-index"]?.ok !== false) return;
    } catch {
      // A kept-alive connection the server closed meanwhile: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${base}: the search index did not load within 10 minutes`);
}

interface Measured {
  label: string;
  result: CannonResult;
  postgresMs: number;
  appMs: number;
}

async function measure(
  label: string,
  base: string,
  appPids: number[],
  nextPath: () => string,
  duration = seconds,
): Promise<Measured> {
  const cpu = () => ({
    postgres: treeCpuMs(postgres),
    app: appPids.reduce((sum, pid) => sum + treeCpuMs(pid), 0),
  });
  const before = cpu();
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      { setupRequest: (request) => ({ ...request, path: nextPath() }) },
    ],
  });
  const after = cpu();
  // Requests autocannon stopped waiting for may still be running: let them finish before the next run.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const n = Math.max(1, result.requests.total);
  return {
    label,
    result,
    postgresMs: (after.postgres - before.postgres) / n,
    appMs: (after.app - before.app) / n,
  };
}

function report(setup: string, rows: Measured[]): void {
  const bare = rows[0]?.result.requests.average ?? 1;
  console.log(
    `\n${setup}: autocannon -c ${connections} -d ${seconds}s, ${cores} cores`,
  );
  console.log(
    "| page | req/s | req/s per core | vs bare page | p50 ms | p99 ms | PostgreSQL CPU ms / req | app CPU ms / req | non-2xx |",
  );
  console.log(
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const { label, result, postgresMs, appMs } of rows) {
    const rate = result.requests.average;
    console.log(
      `| ${label} | ${rate.toFixed(0)} | ${(rate / cores).toFixed(0)} | ${((100 * rate) / bare).toFixed(0)}% | ${result.latency.p50} | ${result.latency.p99} | ${postgresMs.toFixed(1)} | ${appMs.toFixed(1)} | ${result.non2xx + result.errors} |`,
    );
  }
}

async function runSetup(
  setup: string,
  base: string,
  appPids: number[],
): Promise<void> {
  if ((await fetch(`${base}/bench/hello`)).status === 404)
    throw new Error(
      "This build has no /bench/hello: build it with `BENCH_ROUTES=true npm run build`.",
    );
  const benchmark = new UrlSupply(
    searchUrls([...exactQueries, ...misspeltQueries]),
  );
  const heldOut = new UrlSupply(
    searchUrls([...heldOutQueries, ...traderQueries.map(([q]) => q)]),
  );
  // Warm-up: the code paths, connections and PostgreSQL's buffers, on URLs from the end of the
  // held-out list that the measured runs do not reach.
  const warmUp = new UrlSupply([...heldOut.urls].reverse());
  await measure("warm-up", base, appPids, () => "/bench/hello", 5);
  await measure("warm-up", base, appPids, () => warmUp.take(), 5);
  const rows = [
    await measure(
      "/bench/hello (bare page)",
      base,
      appPids,
      () => "/bench/hello",
    ),
    await measure("/search, benchmark queries, cold", base, appPids, () =>
      benchmark.take(),
    ),
    await measure("/search, held-out queries, cold", base, appPids, () =>
      heldOut.take(),
    ),
  ];
  if (heldOut.used + warmUp.used > heldOut.urls.length)
    console.log(
      "(warning: the warm-up and the held-out run met: some held-out requests were cache hits)",
    );
  report(setup, rows);
}

try {
  // One process.
  const port = await freePort();
  const single = startApp(port, true);
  await waitForOk(`http://127.0.0.1:${port}/healthz`);
  await waitForSearchIndex(`http://127.0.0.1:${port}`);
  await runSetup("One app process", `http://127.0.0.1:${port}`, [
    single.pid ?? 0,
  ]);
  single.kill("SIGTERM");
  await new Promise((resolve) => single.once("exit", resolve));

  // Three processes behind HAProxy.
  const ports = [await freePort(), await freePort(), await freePort()];
  const apps = ports.map((appPort) => startApp(appPort, false));
  for (const appPort of ports) {
    await waitForOk(`http://127.0.0.1:${appPort}/healthz`);
    await waitForSearchIndex(`http://127.0.0.1:${appPort}`);
  }
  const balancer = await startHaproxy(
    supervisor,
    process.env.HAPROXY_BIN ?? "/usr/sbin/haproxy",
    dataDir,
    ports.map((appPort, i) => ({ name: `app${i + 1}`, port: appPort })),
    "/readyz",
  );
  await waitForOk(`${balancer.url}/healthz`);
  const haproxyPid = balancer.child.process.pid ?? 0;
  await runSetup(
    "Three app processes behind HAProxy (its CPU counted with the apps)",
    balancer.url,
    [...apps.map((app) => app.pid ?? 0), haproxyPid],
  );
  for (const app of apps) app.kill("SIGTERM");
  await Promise.all(
    apps.map(
      (app) =>
        new Promise((resolve) =>
          app.exitCode === null
            ? app.once("exit", resolve)
            : resolve(undefined),
        ),
    ),
  );
} finally {
  await supervisor.stopAll();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
