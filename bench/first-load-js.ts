import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page: every script the server-rendered HTML loads or preloads
 * (module preloads and the imports of its inline module script), with raw and gzip sizes.
 * Usage: node --import tsx bench/first-load-js.ts http://localhost:3000/ [extra-chunk-pattern]
 */
const [url = 'http://localhost:3000/', extra] = process.argv.slice(2);
const html = await (await fetch(url)).text();
const paths = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ''))].filter(Boolean);

async function size(path: string) {
  const body = Buffer.from(await (await fetch(new URL(path, url))).arrayBuffer());
  return { path, raw: body.length, gzip: gzipSync(body).length };
}

const rows = await Promise.all(paths.map(size));
for (const row of rows) console.log(`${String(row.gzip).padStart(7)} B gzip  ${String(row.raw).padStart(7)} B raw  ${row.path}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`first-load JS on ${url}: ${rows.length} files, ${(total / 1024).toFixed(1)} KB gzip`);

if (extra) {
  const lazy = [...new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0]))];
  const manifest = lazy.find((p) => p.includes('manifest-'));
  const source = manifest ? await (await fetch(new URL(manifest, url))).text() : '';
  const chunk = [...source.matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0]).find((p) => p.includes(extra));
  const found = chunk ?? (await import('node:fs')).readdirSync('build/client/assets').map((f) => `/assets/${f}`).find((p) => p.includes(extra));
  if (found) {
    const row = await size(found);
    console.log(`loaded later (${extra}): ${(row.gzip / 1024).toFixed(1)} KB gzip, ${(row.raw / 1024).toFixed(1)} KB raw  ${found}`);
  }
}
