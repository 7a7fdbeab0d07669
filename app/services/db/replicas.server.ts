import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { config } from '~/config.server';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';
import { logger } from '~/services/logging/logger.server';
import { databaseOn, db, inAmbientTransaction, pool, type Database } from './client.server';

/**
 * Read replicas (DATABASE_REPLICA_URLS, docs/decisions/0037). `readDb()` is the handle for public,
 * non-personal reads (search, catalogue, category, product and supplier pages, navigation,
 * sitemaps); everything else keeps using `db()`, the primary. A read goes to the primary when
 * there is no healthy replica, inside `inOneTransaction`, in a request that writes (any method but
 * GET, HEAD, OPTIONS), and after the visitor's own write until a replica has replayed past it.
 *
 * Health: every second the primary's WAL position (`pg_current_wal_lsn()`) is sampled and every
 * replica asked `pg_is_in_recovery()` and `pg_last_wal_replay_lsn()`. A replica's lag is how long
 * ago the primary first had WAL the replica has not replayed (0 when it has replayed the latest
 * sample), so an idle primary never looks like a lagging replica, as `pg_last_xact_replay_timestamp()`
 * would. Read-your-writes: a request that writes leaves a cookie with the time its answer was sent
 * (after its writes committed); later reads of that visitor may use a replica only once it has
 * replayed a primary position sampled after that time. A read that fails on a replica because the
 * connection failed (or recovery cancelled it) is retried once on another replica or the primary.
 * Catalogue changes (another process's too: catalogue-events.server.ts) do for every visitor what a
 * write does for its writer: public reads stay on the primary until a replica has replayed a position
 * sampled after the change was heard, so caches emptied by the change are not refilled from a
 * replica that has not seen it yet (docs/decisions/0036, 0037).
 *
 * State lives on globalThis: the server and the React Router build are two module graphs that must
 * share one set of pools and one health loop (see client.server.ts).
 */
const CHECK_INTERVAL_MS = 1_000;
const CHECK_TIMEOUT_MS = 1_000;
/** Clocks of the app processes behind one load balancer may differ by this much (NTP keeps them within milliseconds). */
const CLOCK_ALLOWANCE_MS = 1_000;

type ReplicaStatus = 'unknown' | 'healthy' | 'lagging' | 'down' | 'not-standby';

interface Replica {
  /** The URL without its password, for logs and /readyz. */
  label: string;
  pool: pg.Pool;
  status: ReplicaStatus;
  replayLsn: bigint | null;
  lagMs: number | null;
  checkedAt: number | null;
  error: string | null;
}

interface Sample {
  lsn: bigint;
  /** When it was asked for: the primary had at least this position from then on. */
  at: number;
}

interface ReplicaSet {
  key: string;
  replicas: Replica[];
  samples: Sample[];
  next: number;
  timer: NodeJS.Timeout;
  /** The round in progress, or the last one: `checkReplicas` waits for it. */
  round: Promise<void>;
  running: boolean;
  router: ReadRouter;
}

const holder = globalThis as typeof globalThis & { __tradesetuReplicas?: ReplicaSet; __tradesetuCatalogueChangedAt?: number };

// When this process last heard of a catalogue change (on globalThis: both module graphs hear it).
onCatalogueChange(() => {
  holder.__tradesetuCatalogueChangedAt = Date.now();
});

export interface ReadContext {
  /** The request writes: all of its reads go to the primary. */
  pinned: boolean;
  /** When the visitor's last write was answered (the cookie), if recently. */
  wroteAt?: number;
}

const CONTEXT_KEY = Symbol.for('tradesetu.read-context');
const contextStore = ((globalThis as { [CONTEXT_KEY]?: AsyncLocalStorage<ReadContext> })[CONTEXT_KEY] ??= new AsyncLocalStorage<ReadContext>());

/** Runs `work` (a request's handling) with the routing facts of its request. */
export function runWithReadContext<T>(context: ReadContext, work: () => T): T {
  return contextStore.run(context, work);
}

/** Whether reads in this request must see the visitor's own recent write (caches of public reads step aside then). */
export function readsOwnWrites(): boolean {
  const context = contextStore.getStore();
  return context !== undefined && (context.pinned || context.wroteAt !== undefined);
}

export function replicasConfigured(): boolean {
  return config().DATABASE_REPLICA_URLS.length > 0;
}

/** The cookie that carries the time of the visitor's last write; harmless if forged (it only sends that visitor's reads to the primary). */
const WROTE_COOKIE = 'ts_wrote';

/** How long after a write the cookie matters: by then every replica within the lag limit has the write. */
function wroteCookieSeconds(): number {
  return Math.ceil((config().DATABASE_REPLICA_MAX_LAG_MS + CLOCK_ALLOWANCE_MS + 2 * CHECK_INTERVAL_MS) / 1000);
}

export function wroteCookie(now: number, secure: boolean): string {
  return `${WROTE_COOKIE}=${now}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${wroteCookieSeconds()}${secure ? '; Secure' : ''}`;
}

/** The write time a Cookie header carries, if it is one and still matters. */
export function wroteAtFromCookie(header: string | undefined, now: number): number | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=(\\d{1,15})(?:;|$)`));
  if (!match) return undefined;
  const at = Number(match[1]);
  if (now - at > wroteCookieSeconds() * 1000) return undefined;
  return Math.min(at, now);
}

/**
 * The handle for public, non-personal reads: a healthy replica that has the visitor's own writes,
 * otherwise the primary (see the top of this file for the rule). Reads only: it has no insert,
 * update, delete or transaction, and anything in a transaction or after a write uses `db()`.
 */
export type ReadDatabase = Pick<Database, 'select' | 'selectDistinct' | 'execute' | '$count'>;

export function readDb(): ReadDatabase {
  if (!replicasConfigured() || inAmbientTransaction() || contextStore.getStore()?.pinned === true) return db();
  return routedDatabase(replicaSet().router);
}

let local: { router: ReadRouter; database: Database } | undefined;

/** This module graph's Drizzle instance over the shared router (see client.server.ts on why one per graph). */
function routedDatabase(router: ReadRouter): Database {
  if (local?.router !== router) local = { router, database: databaseOn(router) };
  return local.database;
}

/**
 * What Drizzle's node-postgres session needs of a client (`query`), choosing the server per query so
 * that a replica marked down a moment ago is not used, and retrying once elsewhere when one fails.
 */
class ReadRouter {
  constructor(private readonly set: () => ReplicaSet) {}

  async query(queryConfig: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const first = this.pick(undefined);
    if (!first) return pool().query(queryConfig, values);
    try {
      return await first.pool.query(queryConfig, values);
    } catch (error) {
      if (!retryableOnAnotherServer(error)) throw error;
      if (isConnectionFailure(error)) markDown(first, error);
      const second = this.pick(first);
      logger.warn({ replica: first.label, retriedOn: second?.label ?? 'primary', reason: errorText(error) }, 'a read failed on a replica; retrying it once elsewhere');
      return (second?.pool ?? pool()).query(queryConfig, values);
    }
  }

  /** The next usable replica in turn (round robin), other than `except`; none means the primary. */
  private pick(except: Replica | undefined): Replica | undefined {
    const set = this.set();
    const floor = readFloor(contextStore.getStore()?.wroteAt);
    const usable = set.replicas.filter((replica) => replica !== except && usableFor(set, replica, floor));
    if (usable.length === 0) return undefined;
    set.next = (set.next + 1) % usable.length;
    return usable[set.next];
  }
}

/**
 * The time a replica must have replayed past for this read: the visitor's own last write (another
 * process's clock, so with the allowance) or the last catalogue change this process heard of
 * (its own clock), whichever is later; none once both are older than any lag that could hide them.
 */
function readFloor(wroteAt: number | undefined, now = Date.now()): number | undefined {
  const changedAt = holder.__tradesetuCatalogueChangedAt;
  const recentChange = changedAt !== undefined && now - changedAt <= wroteCookieSeconds() * 1000 ? changedAt : undefined;
  const ownWrite = wroteAt === undefined ? undefined : wroteAt + CLOCK_ALLOWANCE_MS;
  if (recentChange === undefined) return ownWrite;
  return ownWrite === undefined ? recentChange : Math.max(ownWrite, recentChange);
}

function usableFor(set: ReplicaSet, replica: Replica, floorAt: number | undefined, now = Date.now()): boolean {
  if (statusNow(replica, now) !== 'healthy' || replica.replayLsn === null) return false;
  if (floorAt === undefined) return true;
  const after = set.samples.find((sample) => sample.at >= floorAt);
  return after !== undefined && replica.replayLsn >= after.lsn;
}

/**
 * The replica's status as of `now`: a healthy one whose last measured lag plus the time since that
 * check is past the lag limit counts as lagging (its lag grows while the next check is due, and a
 * check that stalled, as on a blocked event loop, may hide a replica that stopped replaying).
 * Routing and /readyz both use it, so a replica is never reported healthy while it gets no reads.
 */
export function statusNow(replica: Pick<Replica, 'status' | 'lagMs' | 'checkedAt'>, now: number): ReplicaStatus {
  if (replica.status !== 'healthy') return replica.status;
  const withinLimit = replica.lagMs !== null && replica.checkedAt !== null && replica.lagMs + (now - replica.checkedAt) <= config().DATABASE_REPLICA_MAX_LAG_MS;
  return withinLimit ? 'healthy' : 'lagging';
}

function replicaSet(): ReplicaSet {
  const urls = config().DATABASE_REPLICA_URLS;
  const key = urls.join(',');
  const existing = holder.__tradesetuReplicas;
  if (existing?.key === key) return existing;
  if (existing) void closeSet(existing);
  const replicas = urls.map((url): Replica => {
    const replicaPool = new pg.Pool({
      connectionString: url,
      max: config().DATABASE_POOL_SIZE,
      // A replica that does not answer is skipped, not waited for: the read goes elsewhere.
      connectionTimeoutMillis: 2_000,
      allowExitOnIdle: true,
    });
    // An idle connection's error (the replica restarting) must not crash the process; the next check marks it down.
    replicaPool.on('error', (error) => {
      if (!replicaPool.ending) logger.warn({ replica: labelOf(url), reason: error.message }, 'replica connection lost');
    });
    return { label: labelOf(url), pool: replicaPool, status: 'unknown', replayLsn: null, lagMs: null, checkedAt: null, error: null };
  });
  const set: ReplicaSet = {
    key,
    replicas,
    samples: [],
    next: -1,
    round: Promise.resolve(),
    running: false,
    timer: setInterval(() => runRound(set), CHECK_INTERVAL_MS),
    router: new ReadRouter(() => holder.__tradesetuReplicas ?? set),
  };
  set.timer.unref();
  holder.__tradesetuReplicas = set;
  runRound(set);
  return set;
}

function labelOf(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** One round of checks; a round still running (a slow server) is not overlapped. */
function runRound(set: ReplicaSet): void {
  if (set.running) return;
  set.running = true;
  set.round = (async () => {
    await samplePrimary(set);
    await Promise.all(set.replicas.map((replica) => checkReplica(set, replica)));
  })().finally(() => {
    set.running = false;
  });
}

async function samplePrimary(set: ReplicaSet): Promise<void> {
  const at = Date.now();
  try {
    const { rows } = await withTimeout(pool().query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
    const lsn = parseLsn(rows[0]?.lsn ?? null);
    if (lsn !== null) set.samples.push({ lsn, at });
  } catch (error) {
    logger.warn({ reason: errorText(error) }, 'replica checks: could not read the primary WAL position');
  }
  // Kept long enough for the oldest write cookie that still matters and for the lag limit.
  const keepFrom = at - (wroteCookieSeconds() * 1000 + config().DATABASE_REPLICA_MAX_LAG_MS + 10_000);
  while (set.samples.length > 1 && set.samples[0]!.at < keepFrom) set.samples.shift();
}

async function checkReplica(set: ReplicaSet, replica: Replica): Promise<void> {
  let next: Pick<Replica, 'status' | 'replayLsn' | 'lagMs' | 'error'>;
  try {
    const { rows } = await withTimeout(replica.pool.query<{ standby: boolean; replay: string | null }>('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay'));
    const replayLsn = parseLsn(rows[0]?.replay ?? null);
    if (rows[0]?.standby !== true) {
      next = { status: 'not-standby', replayLsn: null, lagMs: null, error: 'not a standby (pg_is_in_recovery() is false): promoted, or not a replica of this primary' };
    } else {
      const lagMs = replayLsn === null ? null : lagOf(set.samples, replayLsn);
      next = { status: lagMs !== null && lagMs <= config().DATABASE_REPLICA_MAX_LAG_MS ? 'healthy' : 'lagging', replayLsn, lagMs, error: null };
    }
  } catch (error) {
    next = { status: 'down', replayLsn: null, lagMs: null, error: errorText(error) };
  }
  if (next.status !== replica.status) {
    const fields = { replica: replica.label, from: replica.status, to: next.status, lagMs: next.lagMs, reason: next.error ?? undefined };
    if (next.status === 'healthy') logger.info(fields, 'replica takes reads');
    else logger.warn(fields, 'replica gets no reads');
  }
  Object.assign(replica, next, { checkedAt: Date.now() });
}

/** How long ago the primary first had WAL beyond `replayLsn`: 0 when the replica has the latest sample. */
function lagOf(samples: Sample[], replayLsn: bigint): number | null {
  const latest = samples.at(-1);
  if (!latest) return null;
  if (replayLsn >= latest.lsn) return 0;
  const firstMissing = samples.find((sample) => sample.lsn > replayLsn);
  return firstMissing ? Date.now() - firstMissing.at : null;
}

function markDown(replica: Replica, error: unknown): void {
  if (replica.status !== 'down') logger.warn({ replica: replica.label, from: replica.status, to: 'down', reason: errorText(error) }, 'replica gets no reads');
  Object.assign(replica, { status: 'down', error: errorText(error), checkedAt: Date.now() });
}

/** "0/3000060" → its position as a number. */
function parseLsn(text: string | null): bigint | null {
  const match = text?.match(/^([0-9A-F]+)\/([0-9A-F]+)$/i);
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** SQLSTATE classes of a connection that failed or a server going away, and Node's socket errors. */
const CONNECTION_STATES = /^(08|57P0[1-3])/;
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function isConnectionFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (CONNECTION_STATES.test(code) || SOCKET_ERRORS.has(code))) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(message ?? '');
}

/** A read is safe to repeat anywhere; besides a failed connection, a standby may cancel it (conflict with recovery: 40001). */
function retryableOnAnotherServer(error: unknown): boolean {
  return isConnectionFailure(error) || (error as { code?: string } | undefined)?.code === '40001';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface ReplicaHealth {
  replica: string;
  status: ReplicaStatus;
  /** Whether reads may go to it now (healthy and within the lag limit). */
  usable: boolean;
  lagMs: number | null;
  checkedAt: string | null;
  error: string | null;
}

/**
 * Each replica's state for /readyz, after the health round in progress. No replicas configured: an
 * empty list. A replica that is down never makes the app unready: its reads go to the primary.
 */
export async function checkReplicas(): Promise<ReplicaHealth[]> {
  if (!replicasConfigured()) return [];
  const set = replicaSet();
  if (set.replicas.some((replica) => replica.checkedAt === null)) await set.round;
  const now = Date.now();
  return set.replicas.map((replica) => ({
    replica: replica.label,
    status: statusNow(replica, now),
    usable: usableFor(set, replica, undefined, now),
    lagMs: replica.lagMs,
    checkedAt: replica.checkedAt === null ? null : new Date(replica.checkedAt).toISOString(),
    error: replica.error,
  }));
}

/** Stops the checks and closes the replicas' pools (at shutdown, after the last request). */
export async function closeReplicas(): Promise<void> {
  const set = holder.__tradesetuReplicas;
  holder.__tradesetuReplicas = undefined;
  if (set) await closeSet(set);
}

async function closeSet(set: ReplicaSet): Promise<void> {
  clearInterval(set.timer);
  await set.round.catch(() => undefined);
  await Promise.all(set.replicas.map((replica) => replica.pool.end()));
}
