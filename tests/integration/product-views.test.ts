import { spawn } from 'node:child_process';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loader as productLoader } from '~/routes/product';
import { countProductView, flushProductViews, isHumanView } from '~/services/catalog/product-views.server';
import { databaseUrl, db, useDatabase } from '~/services/db/client.server';
import { products, productViews } from '~/services/db/schema/catalog';
import { freePort } from '../../bench/support/server';
import { captureLog } from './support/capture-log';
import { callRoute } from './support/route-call';

// Product page views are counted in memory and written by one statement per flush; these run the
// real statement on PostgreSQL, and the real server for the flush at shutdown.
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const page = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://localhost/product/x', { method, headers: { 'user-agent': BROWSER, ...headers } });

const seeded = await db().select({ id: products.id, slug: products.slug }).from(products).orderBy(products.id).limit(3);
const [first, second, third] = seeded.map((row) => row.id) as [number, number, number];
const views = async (ids: number[]) => {
  const rows = await db().select().from(productViews).where(inArray(productViews.productId, ids));
  return Object.fromEntries(rows.map((row) => [`${row.productId}:${row.day}`, row.views]));
};

afterEach(async () => {
  await flushProductViews();
  await db().delete(productViews);
});

describe('counting product views', () => {
  it('counts people, not crawlers, previews without a user agent, prefetches or form posts', () => {
    expect(isHumanView(page())).toBe(true);
    expect(isHumanView(page({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBe(false);
    expect(isHumanView(page({ 'user-agent': 'WhatsApp/2.23.20.0' }))).toBe(false);
    expect(isHumanView(new Request('http://localhost/product/x'))).toBe(false);
    expect(isHumanView(page({ 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isHumanView(page({ 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isHumanView(page({ purpose: 'prefetch' }))).toBe(false);
    expect(isHumanView(page({ 'x-moz': 'prefetch' }))).toBe(false);
  });

  it('writes nothing until a flush, then adds each listing’s views to its India day in one go', async () => {
    const evening = new Date('2026-03-10T17:00:00Z'); // 22:30 in India: still 10 March
    const lateNight = new Date('2026-03-10T19:00:00Z'); // 00:30 in India: already 11 March
    countProductView(first, page(), evening);
    countProductView(first, page(), evening);
    countProductView(first, page(), lateNight);
    countProductView(second, page(), evening);
    countProductView(second, page({ 'user-agent': 'Googlebot/2.1' }), evening);
    countProductView(second, page({ 'sec-purpose': 'prefetch' }), evening);
    countProductView(second, page({}, 'POST'), evening);
    expect(await views([first, second])).toEqual({});

    expect(await flushProductViews()).toBe(4);
    expect(await views([first, second])).toEqual({ [`${first}:2026-03-10`]: 2, [`${first}:2026-03-11`]: 1, [`${second}:2026-03-10`]: 1 });

    countProductView(first, page(), evening);
    countProductView(third, page(), evening);
    expect(await flushProductViews()).toBe(2);
    expect(await views([first, third])).toMatchObject({ [`${first}:2026-03-10`]: 3, [`${third}:2026-03-10`]: 1 });
    expect(await flushProductViews()).toBe(0);
  });

  it('counts a product page view made through the route', async () => {
    const product = seeded[0];
    await callRoute(productLoader, new Request(`http://localhost/product/${product?.slug}`, { headers: { 'user-agent': BROWSER } }), { slug: product?.slug ?? '' });
    await callRoute(productLoader, new Request(`http://localhost/product/${product?.slug}`, { headers: { 'user-agent': 'bingbot/2.0' } }), { slug: product?.slug ?? '' });
    await flushProductViews();
    const rows = await db().select({ views: productViews.views }).from(productViews).where(eq(productViews.productId, first));
    expect(rows).toEqual([{ views: 1 }]);
  });

  it('does not write a view twice when flushes overlap', async () => {
    for (let i = 0; i < 5; i++) countProductView(first, page(), new Date('2026-03-10T10:00:00Z'));
    const written = await Promise.all([flushProductViews(), flushProductViews(), flushProductViews()]);
    expect(written.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await views([first])).toEqual({ [`${first}:2026-03-10`]: 5 });
  });

  it('skips a listing deleted before the flush without losing the others', async () => {
    const inserted = await db().execute(
      sql`INSERT INTO products (slug, company_id, category_id, subcategory_id, name) SELECT 'views-gone', company_id, category_id, subcategory_id, 'Gone soon' FROM products WHERE id = ${first} RETURNING id`,
    );
    const gone = inserted.rows[0] as { id: number } | undefined;
    countProductView(gone?.id ?? 0, page(), new Date('2026-03-10T10:00:00Z'));
    countProductView(second, page(), new Date('2026-03-10T10:00:00Z'));
    await db().delete(products).where(eq(products.id, gone?.id ?? 0));
    await flushProductViews();
    expect(await views([second, gone?.id ?? 0])).toEqual({ [`${second}:2026-03-10`]: 1 });
  });

  it('keeps the counts when the database cannot be reached, and writes them on the next flush', async () => {
    const url = databaseUrl();
    const log = captureLog();
    countProductView(first, page(), new Date('2026-03-10T10:00:00Z'));
    try {
      useDatabase('postgres://nobody:wrong@127.0.0.1:1/none');
      expect(await flushProductViews()).toBe(0);
    } finally {
      useDatabase(url);
      log.stop();
    }
    expect(log.lines().some((line) => line.includes('writing product views failed'))).toBe(true);
    expect(await flushProductViews()).toBe(1);
    expect(await views([first])).toEqual({ [`${first}:2026-03-10`]: 1 });
  });
});

describe('the server', () => {
  it('writes the views it counted when it is stopped, not while it serves the page', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl(), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      let ready = false;
      for (let attempt = 0; attempt < 240 && !ready; attempt++) {
        ready = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready, stderr).toBe(true);
      const product = seeded[1];
      for (const agent of [BROWSER, BROWSER, 'Googlebot/2.1']) {
        const response = await fetch(`http://127.0.0.1:${port}/product/${product?.slug}`, { headers: { 'user-agent': agent } });
        expect(response.status).toBe(200);
      }
      expect(await views([second])).toEqual({});
    } finally {
      // SIGINT (Ctrl-C) takes the same shutdown path as SIGTERM; in development mode Vite's own
      // SIGTERM listener (React Router's child compiler) would end the process first.
      server.kill('SIGINT');
    }
    expect(await exited, stderr).toBe(0);
    const rows = await db().select({ views: productViews.views }).from(productViews).where(eq(productViews.productId, second));
    expect(rows).toEqual([{ views: 2 }]);
  }, 120_000);
});
