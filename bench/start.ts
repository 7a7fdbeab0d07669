import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isMain, median } from './support/server';

/**
 * `npm run bench:start`: what an operator waits for. Times `npm start` on a built tree from the
 * command to the first healthy /healthz (the build check, Node, PostgreSQL, migrations, seed,
 * listen), then reads the idle memory of the node process and of PostgreSQL (all its processes).
 * The first start initialises a fresh data directory and is reported apart; the others are
 * restarts on that data, the everyday case. Target: a restart healthy within 3 s.
 */
export interface StartResult {
  firstStartMs: number;
  restartsMs: number[];
  /** CPU time the restart used up to healthy (npm, the build check, node, PostgreSQL): what a busy machine stretches. */
  restartsCpuMs: number[];
  checkMs: number;
  nodeRssMb: number;
  postgresRssMb: number;
  postgresPssMb: number;
  postgresProcesses: number;
}

const RESTARTS = Number(process.env.BENCH_START_RUNS ?? 5);
const IDLE_MS = 5_000;

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function memoryKb(pid: number, field: 'VmRSS' | 'Pss'): number {
  const file = field === 'VmRSS' ? `/proc/${pid}/status` : `/proc/${pid}/smaps_rollup`;
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) : 0;
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** CPU milliseconds of a process, with those of its children it has waited for (the build check under npm). */
function cpuMs(pid: number): number {
  try {
    // After the command name: utime, stime, cutime and cstime are the 12th to 15th fields, in 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) * 10;
  } catch {
    return 0;
  }
}

function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childrenOf(postmaster)];
}

async function startOnce(dataDir: string): Promise<{ ms: number; cpuMs: number; nodePid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (performance.now() - started > 120_000) throw new Error(`not healthy after 120 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  if (output.includes('Built build/')) throw new Error('npm start rebuilt an unchanged tree');
  // npm runs `sh -c "… && exec node …"`, so npm's child is the server process itself.
  const nodePid = childrenOf(child.pid ?? 0)[0];
  if (nodePid === undefined) throw new Error('no server process under npm');
  return {
    ms,
    cpuMs: [child.pid ?? 0, nodePid, ...postgresPids(dataDir)].reduce((sum, pid) => sum + cpuMs(pid), 0),
    nodePid,
    stop: async () => {
      process.kill(nodePid, 'SIGTERM');
      await exited;
    },
  };
}

export async function measureStart(): Promise<StartResult> {
  const check = spawnSync(process.execPath, ['scripts/build.ts', '--if-changed'], { stdio: 'inherit' });
  if (check.status !== 0) throw new Error('the build failed');
  const checkStarted = performance.now();
  spawnSync(process.execPath, ['scripts/build.ts', '--if-changed'], { stdio: 'ignore' });
  const checkMs = performance.now() - checkStarted;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    await first.stop();
    const restartsMs: number[] = [];
    const restartsCpuMs: number[] = [];
    let memory: Pick<StartResult, 'nodeRssMb' | 'postgresRssMb' | 'postgresPssMb' | 'postgresProcesses'> | undefined;
    for (let run = 0; run < RESTARTS; run += 1) {
      const started = await startOnce(dataDir);
      restartsMs.push(started.ms);
      restartsCpuMs.push(started.cpuMs);
      if (run === RESTARTS - 1) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        const postgres = postgresPids(dataDir);
        memory = {
          nodeRssMb: mb(memoryKb(started.nodePid, 'VmRSS')),
          postgresRssMb: mb(postgres.reduce((sum, pid) => sum + memoryKb(pid, 'VmRSS'), 0)),
          postgresPssMb: mb(postgres.reduce((sum, pid) => sum + memoryKb(pid, 'Pss'), 0)),
          postgresProcesses: postgres.length,
        };
      }
      await started.stop();
    }
    if (!memory) throw new Error('BENCH_START_RUNS must be at least 1');
    return { firstStartMs: first.ms, restartsMs, restartsCpuMs, checkMs, ...memory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatStart(result: StartResult): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `npm start on a built tree, command → first healthy /healthz (load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.availableParallelism()} CPUs at the end)`,
    `  restart (existing data), median of ${result.restartsMs.length}: ${seconds(median(result.restartsMs))}  (runs: ${result.restartsMs.map(seconds).join(', ')}; target ≤ 3 s)`,
    `  CPU used by a restart up to healthy (npm, check, node, PostgreSQL), median: ${seconds(median(result.restartsCpuMs))}`,
    `  first start (initdb + migrations + seed): ${seconds(result.firstStartMs)}`,
    `  build check on an unchanged tree: ${Math.round(result.checkMs)} ms (no rebuild)`,
    `Idle memory ${IDLE_MS / 1000} s after start`,
    `  node: ${result.nodeRssMb} MB RSS`,
    `  PostgreSQL (${result.postgresProcesses} processes): ${result.postgresPssMb} MB PSS, ${result.postgresRssMb} MB summed RSS (shared buffers counted once per process)`,
  ].join('\n');
}

if (isMain(import.meta.url)) console.log(formatStart(await measureStart()));
