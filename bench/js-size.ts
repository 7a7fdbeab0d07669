import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_SCRIPT_ID } from '../app/services/http/after-paint-scripts.server';
import { isMain, startProductionServer } from './support/server';

export interface JsSize {
  path: string;
  files: { url: string; rawBytes: number; gzipBytes: number }[];
  totalRawBytes: number;
  totalGzipBytes: number;
}

/**
 * First-load JavaScript of a page: every module script and modulepreload (also those deferred until
 * after the first paint) the server-rendered HTML references, each gzipped with node's default level
 * and summed. Chunks loaded later (e.g. the chat panel on first open) are not first-load and are not
 * counted.
 */
export async function measureFirstLoadJs(baseUrl: string, pagePath = '/'): Promise<JsSize> {
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && src) urls.add(new URL(src, baseUrl).href);
  }
  // The modulepreload links the page adds after its first paint (app/services/http/after-paint-scripts.server.ts).
  const deferred = new RegExp(`id="${AFTER_PAINT_SCRIPT_ID}" data-hrefs="([^"]*)"`).exec(html)?.[1];
  for (const href of deferred?.split(' ') ?? []) if (href) urls.add(new URL(href, baseUrl).href);
  // React Router's hydration script is inline and imports the entry and route modules by URL.
  // (Inside the after-paint script that code is a string literal, its quotes escaped.)
  for (const match of html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?\\?["']([^"'\\]+\.js)\\?["']/g)) {
    if (match[1]) urls.add(new URL(match[1], baseUrl).href);
  }
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ url: new URL(url).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length });
  }
  return {
    path: pagePath,
    files,
    totalRawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatJsSize(size: JsSize): string {
  const rows = [...size.files].sort((a, b) => b.gzipBytes - a.gzipBytes).map((f) => `| ${f.url} | ${kb(f.rawBytes)} | ${kb(f.gzipBytes)} |`);
  return [
    `First-load JS on ${size.path}: ${kb(size.totalGzipBytes)} gzip (${kb(size.totalRawBytes)} raw), ${size.files.length} files`,
    '',
    '| File | Raw | Gzip |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const server = await startProductionServer();
  try {
    console.log(formatJsSize(await measureFirstLoadJs(server.baseUrl, process.argv[2] ?? '/')));
  } finally {
    await server.stop();
  }
}
