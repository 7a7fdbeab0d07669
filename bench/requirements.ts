/**
 * Buy requirements at scale (issue 15, "Speed"):
 *   npm run bench:generate -- 1000000 && npm run build && npm run bench:requirements
 * (a) findSupplierMatches at the service, on the 1M-listing benchmark database: 120 requirements
 *     made from the demo catalogue's products (their category and sub category), half titled as the
 *     product is named and half as buyers write ("Need … in bulk", "… for our shops"), each for
 *     one of ten states. "Cold": the search result cache emptied before every call, so the search
 *     engine runs each time; "warm": the same requirement matched again straight after (its search
 *     answered from the cache; the category sample, the companies and the answer rates still
 *     queried). BENCH_PASSES (default 3) passes after one untimed pass.
 * (b) The buyer's comparison page /account/requirements/:ref of a requirement with 5 quotes (two
 *     revised), rendered by the production build on loopback with a signed-in buyer, one request
 *     at a time, BENCH_REQUESTS (default 200) after 20 untimed. Skipped with a note when the build
 *     has no such page yet.
 * Setup (idempotent): a login for every synthetic supplier, 20,000 past requirements with 100,000
 * supplier rows (70% answered), and the bench buyer's requirement (bench/support/requirement-fixtures.ts).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSession } from '../app/services/accounts/sessions.server';
import { closeDatabase, db } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import type { requirements } from '../app/services/db/schema/requirements';
import { findSupplierMatches } from '../app/services/requirements/matching.server';
import { clearSearchCache } from '../app/services/search/search.server';
import { openBenchDatabase } from './database';
import { ensureBenchBuyer, ensureComparisonRequirement, ensureRequirementHistory, ensureSupplierLogins } from './support/requirement-fixtures';
import { median, startProductionServer } from './support/server';

type Requirement = typeof requirements.$inferSelect;

const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const STATES = ['27', '29', '33', '24', '09', '07', '06', '19', '36', '32'];
const PHRASES = [(name: string) => `Need ${name.toLowerCase()} in bulk`, (name: string) => `${name} for our shops`, (name: string) => `${name}, regular monthly supply`];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? Number.NaN;
const ms = (value: number) => value.toFixed(1);
const row = (label: string, values: number[], extra = '') => `| ${label} | ${values.length} | ${ms(median(values))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} | ${extra} |`;

const database = await openBenchDatabase();
let serverStop: (() => Promise<void>) | undefined;
try {
  const started = performance.now();
  await runMigrations();
  await ensureSupplierLogins();
  const buyer = await ensureBenchBuyer();
  await ensureRequirementHistory(buyer.companyId);
  const reference = await ensureComparisonRequirement(buyer);
  const [size] = (await db().execute(sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM requirement_suppliers)::int AS pairs`)).rows as Array<{ products: number; companies: number; pairs: number }>;
  console.log(`Database: ${size?.products.toLocaleString('en-IN')} products, ${size?.companies.toLocaleString('en-IN')} companies, ${size?.pairs.toLocaleString('en-IN')} requirement_suppliers rows (set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // (a) matching
  const products = (await db().execute(sql`SELECT name, category_id, subcategory_id, unit FROM products WHERE slug NOT LIKE 'bench-%' AND status = 'live' ORDER BY id`)).rows as Array<{ name: string; category_id: number; subcategory_id: number | null; unit: string }>;
  const sample = Array.from({ length: 120 }, (_, i) => products[(i * 37) % products.length]).filter((p) => p !== undefined);
  const now = new Date();
  const asked: Requirement[] = sample.map((product, i) => ({
    id: 0,
    reference: `RQ-BENCHQ${i}`,
    buyerCompanyId: buyer.companyId,
    buyerUserId: buyer.userId,
    title: i % 2 === 0 ? product.name : (PHRASES[i % PHRASES.length] ?? String)(product.name),
    categoryId: Number(product.category_id),
    // Half the buyers pick a sub category, half only the category.
    subcategoryId: i % 4 < 2 && product.subcategory_id !== null ? Number(product.subcategory_id) : null,
    quantity: 500,
    unit: product.unit,
    targetPricePaise: null,
    deliveryPin: '560025',
    deliveryStateCode: STATES[i % STATES.length] ?? '29',
    neededBy: '2030-01-01',
    details: '',
    attachments: [],
    showCompanyName: false,
    publishToMembers: false,
    buyerGstin: '29AAGCR4375J1ZU',
    status: 'open',
    closedReason: null,
    acceptedQuoteId: null,
    idempotencyKey: `bench-${i}`,
    createdAt: now,
    firstQuoteAt: null,
    acceptedAt: null,
    closedAt: null,
    expiresAt: now,
    expiredAt: null,
  }));
  for (const requirement of asked) {
    clearSearchCache();
    await findSupplierMatches(requirement);
  }
  const cold: number[] = [];
  const warm: number[] = [];
  const matched: number[] = [];
  let withListing = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    for (const requirement of asked) {
      clearSearchCache();
      let before = performance.now();
      const found = await findSupplierMatches(requirement);
      cold.push(performance.now() - before);
      before = performance.now();
      await findSupplierMatches(requirement);
      warm.push(performance.now() - before);
      if (pass === 0) {
        matched.push(found.length);
        if (found.some((match) => match.reasons.some((reason) => reason.kind === 'listing'))) withListing++;
      }
    }
  }
  await closeDatabase();
  console.log(`\n(a) findSupplierMatches, ${asked.length} requirements × ${PASSES} passes after one untimed pass, in process`);
  console.log('| case | n | p50 ms | p95 ms | max ms | |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  console.log(row('cold: search result cache emptied before each call', cold, `target p95 < 100 ms: ${percentile(cold, 95) < 100 ? 'met' : 'MISSED'}`));
  console.log(row('warm: the same requirement again (search answered from the cache)', warm));
  console.log(`Suppliers chosen per requirement: median ${median(matched)}, min ${Math.min(...matched)}; with a matching listing among them: ${withListing} of ${asked.length}`);

  // (b) the comparison page
  const cookie = (await createSession(new Request('http://localhost/'), buyer.userId)).split(';')[0] ?? '';
  await closeDatabase();
  const server = await startProductionServer({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'false' });
  serverStop = server.stop;
  const path = `/account/requirements/${reference}`;
  const probe = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { cookie } });
  const probeBody = await probe.text();
  if (probe.status === 404 && !probeBody.includes(reference)) {
    console.log(`\n(b) ${path}: this build has no comparison page yet (404); run again after it is merged.`);
  } else {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const before = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { cookie } });
      const body = await response.text();
      const elapsed = performance.now() - before;
      if (response.status !== 200 || !body.includes(reference)) throw new Error(`${path} answered ${response.status} without ${reference}`);
      if (i >= WARM_UP) times.push(elapsed);
    }
    console.log(`\n(b) comparison page, 5 quotes (2 revised), ${REQUESTS} requests one at a time after ${WARM_UP} untimed; production build on loopback (time to the last byte)`);
    console.log('| page | n | p50 ms | p95 ms | max ms | |');
    console.log('| --- | ---: | ---: | ---: | ---: | --- |');
    console.log(row(path, times, `target < 100 ms: ${percentile(times, 95) < 100 ? 'met' : 'MISSED'}`));
  }
} finally {
  await serverStop?.();
  await closeDatabase();
  await database.stop();
}
