/**
 * Hindi–English parity on a running server (issue 19, point 4):
 *   node --import tsx bench/hindi-parity.ts http://localhost:3900 [--verbose]
 * For each query of bench/support/hindi-trader-queries.ts, the /search page's first three products
 * beside those of its English equivalent. A query passes when English's first product is among
 * Hindi's first three (any shared product when English was spelling-corrected), or when both
 * find nothing (or English finds something only through a spelling correction and Hindi finds
 * nothing: an honest empty page). Failures are classed: "missed" (English finds, Hindi does not),
 * "different" (both find, nothing in common: a sound-alike or a wrong word) and "unasked" (English
 * finds nothing, Hindi lists something).
 */
import { traderQueries } from './support/hindi-trader-queries';

interface Page {
  slugs: string[];
  total: number;
  corrected: boolean;
}

const base = process.argv[2] ?? 'http://localhost:3900';
const verbose = process.argv.includes('--verbose');

async function page(q: string): Promise<Page> {
  const html = await (await fetch(`${base}/search?q=${encodeURIComponent(q)}`)).text();
  const slugs = [...html.matchAll(/<a href="\/product\/([^"]+)" class="block">/gu)].map((m) => m[1] as string);
  const total = Number(/role="status">(?:About )?([\d,]+) products?</u.exec(html)?.[1]?.replace(/,/gu, '') ?? 0);
  return { slugs, total, corrected: /role="status">Did you mean/u.test(html) };
}

function classify(hindi: Page, english: Page): 'pass' | 'missed' | 'different' | 'unasked' {
  const top = (p: Page) => p.slugs.slice(0, 3);
  // English's best match among Hindi's first three; or, where English only guessed (a spelling
  // correction), any product in common.
  const best = english.corrected ? top(english) : top(english).slice(0, 1);
  if (english.total > 0 && top(hindi).some((slug) => best.includes(slug))) return 'pass';
  if (hindi.total === 0) return english.total === 0 || english.corrected ? 'pass' : 'missed';
  return english.total === 0 ? 'unasked' : 'different';
}

const counts = new Map<string, number>();
for (const [q, english] of traderQueries) {
  const [h, e] = [await page(q), await page(english)];
  const verdict = classify(h, e);
  counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  if (verdict !== 'pass' || verbose)
    console.log(`${verdict.padEnd(9)} ${q} → ${h.total}${h.corrected ? ' (corrected)' : ''} [${h.slugs.slice(0, 3).join(', ')}] | ${english} → ${e.total}${e.corrected ? ' (corrected)' : ''} [${e.slugs.slice(0, 3).join(', ')}]`);
}
const passed = counts.get('pass') ?? 0;
console.log(`${passed}/${traderQueries.length} pass (${((100 * passed) / traderQueries.length).toFixed(1)}%); ${[...counts].filter(([k]) => k !== 'pass').map(([k, n]) => `${k} ${n}`).join(', ')}`);
