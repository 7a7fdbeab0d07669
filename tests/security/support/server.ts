import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { productionNodeFlags } from '../../../server/node-flags';

// Starting and stopping a production server for the security suite: the shared one
// (global-setup.ts) and any a test needs of its own (another configuration, a crash test).

export interface ServerOptions {
  port: number;
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}

/** Starts `build/server-entry.js` and resolves once /healthz answers 200. */
export async function startServer(entry: string, options: ServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...productionNodeFlags(), entry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SITE_URL: options.baseUrl,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      XAI_API_KEY: '',
      ...options.env,
    },
  });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (/^\{"level":"(fatal)"/.test(line) || !line.startsWith('{')) process.stderr.write(`[security server] ${line}\n`);
    });
  }
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it answered; see ${options.logFile}`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${options.baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) return child;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), exited]);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within 120 s; see ${options.logFile}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await stopped;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

