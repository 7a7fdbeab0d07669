import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { changeListingState } from '~/services/catalog/listings.server';
import { databaseUrl, db, transaction } from '~/services/db/client.server';
import { freePort } from '../../bench/support/server';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';

/*
 * Issue 20, point 1 (docs/decisions/0036-stateless-processes.md): a listing changed through one app
 * process is not shown stale by another for longer than 2 seconds. The other process is the real
 * server (server/index.ts) started as a child on this file's database, with its own pool, its own
 * caches and its own LISTEN connection; this test process is the one the change goes through.
 */
let origin = '';
let stopServer: () => Promise<number | null> = () => Promise.resolve(null);
let stderr = '';

beforeAll(async () => {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl(), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  // SIGINT takes the server's own shutdown path (in development Vite's SIGTERM listener would end it first).
  stopServer = () => (server.kill('SIGINT'), exited);
  origin = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let attempt = 0; attempt < 240 && !ready; attempt++) {
    ready = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(ready, stderr).toBe(true);
}, 120_000);

afterAll(async () => {
  expect(await stopServer(), stderr).toBe(0);
});

/** What the other process answers for a search: the page's data, header navigation included (the root loader's). */
async function otherProcessSearch(q: string): Promise<string> {
  const response = await fetch(`${origin}/search.data?q=${encodeURIComponent(q)}`);
  expect(response.status, stderr).toBe(200);
  return response.text();
}

describe('another app process', () => {
  it('forgets its cached search results and navigation within 2 s of a change committed here', async () => {
    const seller = await createSeller(true);
    const place = await lastCategoryPair();
    const [flakes] = await insertListings(seller.companyId, place, [{ name: 'Tapirbean Flakes' }]);
    if (!flakes) throw new Error('fixtures');
    const [category] = (await db().execute<{ name: string }>(sql`SELECT name FROM categories WHERE id = ${place.categoryId}`)).rows;
    if (!category) throw new Error('fixtures');

    // Written as a service writes (the change notified on commit): the other process's search index takes it in.
    await transaction((tx) => catalogueChanged(tx));
    const written = performance.now();
    let first = '';
    do first = await otherProcessSearch('tapirbean');
    while (!first.includes(flakes.slug) && performance.now() - written < 5000);
    expect(first).toContain(flakes.slug);
    expect(first).toContain(category.name);

    // Behind the app's back (no notification): the other process keeps answering from its caches
    // (and its search index, which reads changes when a notification says there are some).
    const [crisps] = await insertListings(seller.companyId, place, [{ name: 'Tapirbean Crisps' }]);
    if (!crisps) throw new Error('fixtures');
    await db().execute(sql`UPDATE categories SET name = 'Pangolin Provisions' WHERE id = ${place.categoryId}`);
    const cached = await otherProcessSearch('tapirbean');
    expect(cached).not.toContain(crisps.slug);
    expect(cached).not.toContain('Pangolin Provisions');

    // Through the service, as a seller's click in this process would: the change notifies on commit.
    await changeListingState(seller.userId, flakes.id, 'pause');
    const committed = performance.now();
    let answer = '';
    do answer = await otherProcessSearch('tapirbean');
    while (!(answer.includes(crisps.slug) && answer.includes('Pangolin Provisions')) && performance.now() - committed < 5000);
    const elapsed = performance.now() - committed;
    expect(answer).toContain(crisps.slug);
    expect(answer).not.toContain(flakes.slug);
    expect(answer).toContain('Pangolin Provisions');
    expect(elapsed).toBeLessThan(2000);
  });
});
