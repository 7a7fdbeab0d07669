import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { isMain, median, startProductionServer } from './support/server';

/** Pages measured by default; other areas add theirs here (or pass paths on the command line). */
export const DEFAULT_PATHS = ['/', '/subscription'];
export const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseFigures {
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of the host CPU during the runs (higher is faster); shows how busy the machine was. */
  benchmarkIndex: number;
}

/** One Lighthouse run's figures; LighthouseFigures is their median over `runs`. */
type RunFigures = Omit<LighthouseFigures, 'path' | 'runs'>;

/**
 * Lighthouse 12 with its defaults (mobile form factor, simulated slow-4G and 4x CPU throttling),
 * a fresh Chrome per run so no run warms the next one's cache, and the median of each figure.
 */
export async function runLighthouse(baseUrl: string, paths: string[] = DEFAULT_PATHS, runs = RUNS): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const pagePath of paths) {
    const samples: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measureWithRetry(new URL(pagePath, baseUrl).href));
    results.push({
      path: pagePath,
      runs,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
    });
  }
  return results;
}

class LighthouseRuntimeError extends Error {}

/** On a busy machine Chrome sometimes loses the trace (NO_NAVSTART); such a run is repeated, not counted. */
async function measureWithRetry(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error;
      console.error(`${error.message}; repeating the run`);
    }
  }
}

async function measureOnce(url: string): Promise<RunFigures> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an unhandled 'error' event, which would end the
  // benchmark without stopping the server it started: say what is missing instead.
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export function formatLighthouse(results: LighthouseFigures[]): string {
  const rows = results.map(
    (r) => `| ${r.path} | ${r.performance} | ${r.accessibility} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} |`,
  );
  return [`Lighthouse 12.8.2, mobile defaults, median of ${results[0]?.runs ?? RUNS} runs`, '', '| Page | Performance | Accessibility | LCP | TBT | CLS | CPU index |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const server = await startProductionServer();
  try {
    console.log(formatLighthouse(await runLighthouse(server.baseUrl, paths.length > 0 ? paths : DEFAULT_PATHS)));
  } finally {
    await server.stop();
  }
}
