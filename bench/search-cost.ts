/**
 * What a search that misses the result cache costs PostgreSQL and Node, in CPU ms per search, with
 * the /search page's own call (a page of products, facet counts and totals, four suppliers):
 *   npm run bench:generate -- 1000000 && npm run bench:search-cost
 * Four query sets: the search benchmark's 240 queries (bench/support/queries.ts), the same with a
 * state filter, 232 buyer queries held out from the benchmark (bench/support/held-out-queries.ts)
 * and the 219 Hindi trader queries. One warm-up pass (PostgreSQL's buffers), then BENCH_PASSES (3)
 * timed passes with the cache emptied before every call; the CPU per search reported is the least
 * pass's. PostgreSQL's CPU is its processes' own (/proc), so the
 * embedded benchmark database is used, or BENCH_DATABASE_URL with its postmaster's pid in
 * BENCH_POSTGRES_PID (a PostgreSQL on this machine).
 *
 * Top results: BENCH_TOP_OUT=file writes each query's first page (product ids in order) and totals;
 * BENCH_TOP_COMPARE=file compares this run's with such a file (an earlier engine's) and lists the
 * queries whose first results differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PAGE_SIZE } from "../app/domain/search";
import { closeDatabase } from "../app/services/db/client.server";
import {
  clearSearchCache,
  searchProducts,
} from "../app/services/search/search.server";
import {
  searchIndexStatus,
  startSearchIndex,
  stopSearchIndex,
} from "../app/services/search/memory-index-feed.server";
import { states } from "../seed/data/home";
import { openBenchDatabase } from "./database";
import { heldOutQueries } from "./support/held-out-queries";
import { traderQueries } from "./support/hindi-trader-queries";
import { postmasterPid, treeCpuMs } from "./support/process-cpu";
import { exactQueries, misspeltQueries } from "./support/queries";

if (process.env.BENCH_DATABASE_URL && !process.env.BENCH_POSTGRES_PID) {
  throw new Error(
    "bench:search-cost reads PostgreSQL’s CPU from /proc: with BENCH_DATABASE_URL, give its postmaster’s pid in BENCH_POSTGRES_PID.",
  );
}

interface Query {
  q: string;
  state?: string;
}

const benchmark = [...exactQueries, ...misspeltQueries];
const sets: Array<[label: string, queries: Query[]]> = [
  ["benchmark (240)", benchmark.map((q) => ({ q }))],
  [
    "benchmark + state filter (240)",
    benchmark.map((q, i) => ({ q, state: states[i % states.length]?.slug })),
  ],
  [
    `held-out English (${heldOutQueries.length})`,
    heldOutQueries.map((q) => ({ q })),
  ],
  [
    `Hindi trader queries (${traderQueries.length})`,
    traderQueries.map(([q]) => ({ q })),
  ],
];

/** The /search page's call for page 1 (app/routes/search.tsx). */
const pageSearch = ({ q, state }: Query) =>
  searchProducts({
    q,
    filters: state ? { state } : {},
    limit: PAGE_SIZE,
    facets: true,
    suppliers: 4,
  });

function percentile(sorted: number[], p: number): number {
  return (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ] ?? 0
  );
}

type TopResults = Record<
  string,
  { ids: number[]; total: number; estimated: boolean }
>;
const passes = Number(process.env.BENCH_PASSES ?? 3);
/** A search slower than this is listed by name. */
const SLOW_MS = 250;
const slow: string[] = [];
const keyOf = ({ q, state }: Query) => (state ? `${q} [${state}]` : q);

const database = await openBenchDatabase();
// SEARCH_INDEX=memory (the default): relevance searches are answered from the in-memory index
// (docs/decisions/0040), loaded here before anything is timed; SEARCH_INDEX=postgres measures the
// SQL engine alone.
const loadStarted = performance.now();
await startSearchIndex();
const index = searchIndexStatus();
console.log(
  `Search index: ${index.state}${index.state === "ready" ? ` (${index.listings} listings, loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s)` : ""}\n`,
);
const postgres = Number(
  process.env.BENCH_POSTGRES_PID ??
    postmasterPid(path.resolve("bench/out/data/postgres")),
);
const top: TopResults = {};
try {
  console.log(
    "| query set | PostgreSQL CPU ms / search | Node CPU ms / search | p50 ms | p95 ms | no result |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  let allPostgres = 0;
  let allNode = 0;
  let allSearches = 0;
  for (const [label, queries] of sets) {
    for (const query of queries) await pageSearch(query);
    // Several timed passes; the CPU figures are the least of them (the pass least disturbed by
    // anything else on the machine), the latencies from every pass.
    const times: number[] = [];
    let empty = 0;
    let postgresMs = Infinity;
    let nodeMs = Infinity;
    for (let pass = 0; pass < passes; pass++) {
      const postgresBefore = treeCpuMs(postgres);
      const nodeBefore = process.cpuUsage();
      for (const query of queries) {
        clearSearchCache();
        const start = performance.now();
        const result = await pageSearch(query);
        const elapsed = performance.now() - start;
        times.push(elapsed);
        if (pass === 0 && elapsed > SLOW_MS)
          slow.push(`${keyOf(query)} (${elapsed.toFixed(0)} ms)`);
        if (pass === 0 && result.total === 0) empty++;
        top[keyOf(query)] = {
          ids: result.items.map((item) => item.id),
          total: result.total,
          estimated: result.estimated,
        };
      }
      const node = process.cpuUsage(nodeBefore);
      postgresMs = Math.min(postgresMs, treeCpuMs(postgres) - postgresBefore);
      nodeMs = Math.min(nodeMs, (node.user + node.system) / 1000);
    }
    allPostgres += postgresMs;
    allNode += nodeMs;
    allSearches += queries.length;
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${(postgresMs / queries.length).toFixed(1)} | ${(nodeMs / queries.length).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${empty} |`,
    );
  }
  console.log(
    `| all (${allSearches}) | **${(allPostgres / allSearches).toFixed(1)}** | ${(allNode / allSearches).toFixed(1)} | | | |`,
  );

  if (slow.length > 0)
    console.log(`\nSlower than ${SLOW_MS} ms: ${slow.join(" · ")}`);
  if (process.env.BENCH_TOP_OUT)
    writeFileSync(process.env.BENCH_TOP_OUT, JSON.stringify(top));
  if (process.env.BENCH_TOP_COMPARE) {
    const before = JSON.parse(
      readFileSync(process.env.BENCH_TOP_COMPARE, "utf8"),
    ) as TopResults;
    const keys = Object.keys(top).filter((key) => key in before);
    const same = (n: number) =>
      keys.filter(
        (key) =>
          JSON.stringify(top[key]?.ids.slice(0, n)) ===
          JSON.stringify(before[key]?.ids.slice(0, n)),
      );
    const sameTotals = keys.filter(
      (key) => top[key]?.total === before[key]?.total,
    );
    console.log(
      `\nTop results against ${process.env.BENCH_TOP_COMPARE} (${keys.length} queries): first result the same ${same(1).length}, first 3 in order ${same(3).length}, whole first page in order ${same(PAGE_SIZE).length}; totals equal ${sameTotals.length}`,
    );
    const samePage = new Set(same(PAGE_SIZE));
    const differing = keys.filter((key) => !samePage.has(key));
    if (differing.length > 0)
      console.log(
        `First page differs: ${differing.map((key) => `${key} (first at ${top[key]?.ids.findIndex((id, i) => id !== before[key]?.ids[i])})`).join(" · ")}`,
      );
  }
} finally {
  await stopSearchIndex();
  await closeDatabase();
  await database.stop();
}
