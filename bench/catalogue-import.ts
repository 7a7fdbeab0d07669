/**
 * A catalogue import of 10,000 rows through the real pages, against the production build:
 *   npm run build && npm run bench:import [-- rows]      (also part of `npm run bench`)
 * Logs in as the demo supplier, uploads a generated CSV (every column but photos), waits for the
 * dry run, confirms ("publish", all rows), waits for the import, and reports the time of each step
 * and how far the server process's resident memory (RSS, from /proc) rose above its level before
 * the upload, sampled every 100 ms; then the same with every price changed (10,000 updates), and
 * the export of the whole catalogue as CSV and XLSX. Target (issue 14): under 60 s, RSS rise under 300 MB.
 */
import { readFileSync } from 'node:fs';
import { isMain, startProductionServer } from './support/server';

const DEMO_SUPPLIER = { email: 'supplier@tradesetu.example', password: 'demo-supplier-pass' };

/** A catalogue of `rows` distinct listings with every column filled in but photos. */
export function benchCatalogue(rows: number, category: string, priceStep = 0): string {
  const header = 'sku,name,category,description,unit,moq,price,price_up_to,price_breaks,hsn,gst_rate,prices_include_gst,specifications,lead_time_days,availability,sample_available,packaging,delivery_states';
  const lines = [header];
  for (let n = 1; n <= rows; n++) {
    const price = 50 + (n % 400) + priceStep;
    lines.push(
      [
        `BENCH-${n}`,
        `"Bench item ${n}, grade ${'ABC'[n % 3]}"`,
        `"${category}"`,
        `"Generated listing ${n} for the import benchmark: sorted, cleaned and packed to order."`,
        'kg',
        '100',
        String(price),
        String(price + 10),
        `"100-499:${price}; 500+:${price - 5}"`,
        '10063020',
        '5%',
        'no',
        `"Grade: ${'ABC'[n % 3]}; Moisture: ${10 + (n % 5)}%"`,
        String(n % 30),
        n % 2 ? 'in stock' : 'made to order',
        'yes',
        '25 kg bags',
        '"Maharashtra; Gujarat"',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

async function waitFor(baseUrl: string, cookie: string, importPath: string, status: string, deadline: number): Promise<string> {
  for (;;) {
    const html = await (await fetch(`${baseUrl}${importPath}`, { headers: { cookie } })).text();
    if (html.includes(status)) return html;
    if (html.includes('Not imported')) throw new Error(`the import failed: ${/<table[\s\S]*?<\/table>|role="alert"[^<]*<[^<]*/.exec(html)?.[0] ?? ''}`);
    if (Date.now() > deadline) throw new Error(`no "${status}" within the time limit`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Pass {
  label: string;
  checkSeconds: number;
  importSeconds: number;
  counts: string;
  before: number;
  peak: number;
}

/** One upload → dry run → confirm → imported, timed, with the server's RSS peak above its level before the upload. */
async function importOnce(server: { baseUrl: string; pid: number }, cookie: string, label: string, file: string, watch: { peak: number }): Promise<Pass> {
  const before = rssBytes(server.pid);
  watch.peak = before;
  const started = Date.now();
  const body = new FormData();
  body.set('sheet', new File([file], 'bench.csv', { type: 'text/csv' }));
  const uploaded = await fetch(`${server.baseUrl}/account/products/import`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
  const importPath = uploaded.headers.get('location');
  if (!importPath) throw new Error(`upload refused: ${uploaded.status} ${await uploaded.text()}`);
  await waitFor(server.baseUrl, cookie, importPath, 'Waiting for you to confirm', started + 300_000);
  const checked = Date.now();
  const confirmed = await fetch(`${server.baseUrl}${importPath}`, { method: 'POST', body: new URLSearchParams({ intent: 'confirm', mode: 'publish' }), headers: { cookie }, redirect: 'manual' });
  if (confirmed.status !== 302) throw new Error(`confirm refused: ${confirmed.status}`);
  const donePage = await waitFor(server.baseUrl, cookie, importPath, '>Imported<', Date.now() + 300_000);
  const count = (id: string) => new RegExp(`data-testid="count-${id}">([\\d,]+)<`).exec(donePage)?.[1] ?? '?';
  return { label, checkSeconds: (checked - started) / 1000, importSeconds: (Date.now() - checked) / 1000, counts: `${count('new')} new, ${count('updated')} updated`, before, peak: watch.peak };
}

export async function benchCatalogueImport(rows: number): Promise<string> {
  const server = await startProductionServer({ SEED_DEMO_ACCOUNTS: 'true' });
  const watch = { peak: 0 };
  const sampler = setInterval(() => (watch.peak = Math.max(watch.peak, rssBytes(server.pid))), 100);
  try {
    const login = await fetch(`${server.baseUrl}/login`, { method: 'POST', body: new URLSearchParams({ ...DEMO_SUPPLIER, redirectTo: '/account' }), redirect: 'manual' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!cookie) throw new Error(`login failed: ${login.status}`);
    const template = await (await fetch(`${server.baseUrl}/account/products/import/template.csv`, { headers: { cookie } })).text();
    const category = /^RICE-1121-25,(?:"[^"]*"|[^,]*),([^,]+),/m.exec(template)?.[1] ?? '';
    // The server's level before the first upload, after a first page has warmed it up.
    await fetch(`${server.baseUrl}/account/products/import`, { headers: { cookie } });
    const file = benchCatalogue(rows, category);
    const passes = [await importOnce(server, cookie, 'new listings', file, watch), await importOnce(server, cookie, 'every price changed', benchCatalogue(rows, category, 1), watch)];
    const exports: string[] = [];
    for (const format of ['csv', 'xlsx']) {
      const before = rssBytes(server.pid);
      watch.peak = before;
      const started = Date.now();
      const response = await fetch(`${server.baseUrl}/account/products/export.${format}`, { headers: { cookie } });
      const size = (await response.arrayBuffer()).byteLength;
      exports.push(`  export.${format}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${mb(size)}; server RSS rise ${mb(watch.peak - before)}`);
    }
    return [
      `Catalogue import of ${rows.toLocaleString('en-IN')} rows (${mb(file.length)} CSV), production build, embedded PostgreSQL`,
      ...passes.map(
        (pass) =>
          `  ${pass.label}: dry run ${pass.checkSeconds.toFixed(1)} s + import ${pass.importSeconds.toFixed(1)} s = ${(pass.checkSeconds + pass.importSeconds).toFixed(1)} s (${pass.counts}); server RSS ${mb(pass.before)} before, ${mb(pass.peak)} at most, rise ${mb(pass.peak - pass.before)}`,
      ),
      ...exports,
    ].join('\n');
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

if (isMain(import.meta.url)) console.log(await benchCatalogueImport(Number(process.argv[2] ?? 10_000)));
