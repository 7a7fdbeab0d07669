/**
 * npm run test:cluster — TradeSetu as a cluster on one machine, without containers (issue 20,
 * point 6): Debian's PostgreSQL as a primary and a streaming replica, PgBouncer, three app
 * processes of the production build and HAProxy in front, all on 127.0.0.1 in a temporary
 * directory. Real traffic for a bounded time while one app process is killed with SIGKILL and
 * started again and the replica is stopped and started again; then the verdicts: every
 * acknowledged write on the primary, no failed request but the killed process's in-flight ones,
 * no listing shown stale by another process for more than 2 s, the replica caught up.
 * Needs root (PostgreSQL runs as `postgres`; missing packages are installed with apt-get) or
 * the Debian packages postgresql, haproxy and pgbouncer. README, "Run it as a cluster".
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppProcess } from './apps';
import { APP_COUNT, startCluster, type Cluster } from './cluster';
import { query, replicaCaughtUp, type PoolMode } from './database';
import { running, sleep, Supervisor, tail, waitFor } from './processes';
import { LISTING, measureStaleness, type Observer } from './staleness';
import { loadCatalogue, Traffic } from './traffic';
import { checksTable, trafficTable, verdicts, type Timeline } from './verdicts';

const TRAFFIC_MS = 75_000;
const WORKERS = 8;
/** A bound on the run's requests whatever the machine's speed. */
const MAX_REQUESTS = 30_000;
const KILL_AT_MS = 20_000;
/** How long the killed process stays dead before it is started again. */
const DEAD_MS = 3_000;
const REPLICA_STOP_AT_MS = 40_000;
const REPLICA_DOWN_MS = 10_000;

/** CLUSTER_POOL_MODE=session runs PgBouncer in session mode, for a build that needs a server connection of its own per client (README). */
const POOL_MODE = process.env.CLUSTER_POOL_MODE ?? 'transaction';
if (POOL_MODE !== 'transaction' && POOL_MODE !== 'session') throw new Error(`CLUSTER_POOL_MODE must be transaction or session, not ${POOL_MODE}`);
const poolMode: PoolMode = POOL_MODE;

const started = Date.now();
const say = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

const supervisor = new Supervisor();
const dir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-cluster-'));
let cleaning: Promise<void> | undefined;
const cleanUp = () => (cleaning ??= supervisor.stopAll().then(() => rm(dir, { recursive: true, force: true })));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** SIGKILL of `victim` under load, a few seconds dead, then started again until HAProxy sends it traffic. */
async function killAndRestart(cluster: Cluster, victim: AppProcess, down: Set<string>, timeline: Timeline): Promise<void> {
  const exited = victim.child.exited;
  const at = Date.now();
  down.add(victim.name);
  victim.child.process.kill('SIGKILL');
  await exited;
  say(`${victim.name} killed with SIGKILL`);
  await sleep(DEAD_MS);
  cluster.apps.restart(victim);
  const restartedAt = Date.now();
  await cluster.apps.ready(victim);
  const readyAt = Date.now();
  down.delete(victim.name);
  await waitFor(`HAProxy to see ${victim.name} pass its checks again`, async () => (await cluster.balancer.serverStates()).get(victim.name) === 'UP L7OK', 60_000);
  timeline.kill = { victim: victim.name, at, restartedAt, readyAt, backInBalancerAt: Date.now() };
  say(`${victim.name} started again: ready ${((readyAt - restartedAt) / 1000).toFixed(1)} s after its start, back in HAProxy`);
}

/** `pg_ctl stop -m fast` of the replica under load, started again after a while, then waited for until it has caught up. */
async function stopAndStartReplica(cluster: Cluster, timeline: Timeline): Promise<void> {
  const stoppedAt = Date.now();
  await cluster.postgres.stopFast(cluster.replica);
  say('replica stopped (pg_ctl stop -m fast)');
  await sleep(REPLICA_DOWN_MS);
  cluster.replica = await cluster.postgres.start('replica', cluster.replica.dataDir, cluster.replica.port);
  const replica: NonNullable<Timeline['replica']> = { stoppedAt, startedAt: Date.now() };
  timeline.replica = replica;
  say('replica started again');
  try {
    await waitFor(
      'the replica to stream again with no lag',
      async () => {
        const state = await replicaCaughtUp(cluster.postgres.superUrl(cluster.primary));
        replica.state = state?.state;
        replica.lagBytes = state?.lagBytes;
        return state?.state === 'streaming' && state.lagBytes === 0;
      },
      60_000,
      cluster.replica.child,
    );
    replica.caughtUpAt = Date.now();
    say('replica caught up');
  } catch (error) {
    say((error as Error).message);
  }
}

async function main(): Promise<boolean> {
  say(`cluster in ${dir}`);
  const cluster = await startCluster(supervisor, dir, poolMode, say);
  const catalogue = await loadCatalogue(cluster.primaryUrl);
  const [listing] = await query<{ id: number }>(cluster.primaryUrl, 'SELECT id FROM products WHERE slug = $1', [LISTING.slug]);
  if (!listing) throw new Error(`the demo catalogue has no ${LISTING.slug}`);
  const traffic = new Traffic(cluster.balancer.url, catalogue);
  await traffic.addDemoBuyer();

  const timeline: Timeline = { start: Date.now() };
  const deadline = timeline.start + TRAFFIC_MS;
  const down = new Set<string>();
  const victim = cluster.apps.processes[APP_COUNT - 1]!;
  const observers: Observer[] = cluster.apps.processes.map((app) => ({ name: app.name, url: app.url, up: () => !down.has(app.name) && running(app.child) }));
  say(`traffic: ${WORKERS} workers for ${TRAFFIC_MS / 1000} s through HAProxy; SIGKILL of ${victim.name} at T+${KILL_AT_MS / 1000} s, replica stopped at T+${REPLICA_STOP_AT_MS / 1000} s for ${REPLICA_DOWN_MS / 1000} s`);
  // The two faults on their own clocks, so the replica stop falls in the traffic however slowly the killed process restarts.
  const faults = Promise.all([
    sleep(KILL_AT_MS).then(() => killAndRestart(cluster, victim, down, timeline)),
    sleep(REPLICA_STOP_AT_MS).then(() => stopAndStartReplica(cluster, timeline)),
  ]);
  const [staleness] = await Promise.all([
    measureStaleness(observers, listing.id, deadline),
    faults,
    ...Array.from({ length: WORKERS }, () => traffic.worker(deadline, () => traffic.records.length < MAX_REQUESTS)),
  ]);
  say(`traffic done: ${traffic.records.length} requests`);

  const checks = await verdicts(cluster.primaryUrl, traffic.records, traffic.acknowledged, staleness, timeline, cluster.apps.processes.map((app) => app.name));
  console.log(`\n${trafficTable(traffic.records)}\n`);
  const readings = new Map<string, number[]>();
  for (const reading of staleness.readings) readings.set(`${reading.observer} ${reading.page}`, [...(readings.get(`${reading.observer} ${reading.page}`) ?? []), reading.staleMs ?? Number.POSITIVE_INFINITY]);
  console.log(`staleness after an edit through another process (ms, per observer and page): ${[...readings].sort().map(([key, values]) => `${key} max ${Math.max(...values)}`).join('; ')}\n`);
  console.log(checksTable(checks));
  const passed = checks.every((check) => check.passed);
  if (!passed) {
    for (const app of cluster.apps.processes) {
      const log = await readFile(app.child.logFile, 'utf8').catch(() => '');
      if (!/"level":"(error|fatal)"/.test(log)) continue;
      console.log(`\n${app.name} logged errors; its log ends:\n${tail(app.child.logFile, 6)}`);
      if (/prepared statement \\"[^"\\]+\\" does not exist/.test(log)) {
        console.log(`\n${app.name} lost named prepared statements: PgBouncer ${poolMode === 'transaction' ? '1.18 in transaction mode gives each transaction any server connection and does not carry prepared statements across (PgBouncer 1.21+ does, with max_prepared_statements)' : 'reset a server connection'}; CLUSTER_POOL_MODE=session runs the rest of the test`);
      }
    }
  }
  say(passed ? 'cluster test passed' : 'cluster test FAILED');
  return passed;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`\ncluster test could not run: ${(error as Error).message}`);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);
