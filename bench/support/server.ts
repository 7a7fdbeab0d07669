import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionNodeFlags } from '../../server/node-flags';

export interface RunningServer {
  baseUrl: string;
  /** The server process, for benches that watch its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/** Asks the OS for a port nobody is listening on, so benches never collide with other servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server (the existing build; benches never build) on a throw-away data
 * directory and a free port, waits until /healthz answers, and returns how to stop it.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('build/server-entry.js')) throw new Error('No production build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-bench-'));
  const child = spawn(process.execPath, [...productionNodeFlags(), 'build/server-entry.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, `${baseUrl}/healthz`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

async function waitForHealth(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: embedded PostgreSQL, migrations and the seed take a few seconds.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** Median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** True when the module is the script node was asked to run (so benches are importable too). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === new URL(`file://${path.resolve(entry)}`).href;
}
