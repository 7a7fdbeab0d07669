import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { config } from '~/config.server';
import { logger } from '~/services/logging/logger.server';
import * as accounts from './schema/accounts';
import * as billing from './schema/billing';
import * as catalog from './schema/catalog';
import * as catalogueImports from './schema/catalogue-imports';
import * as companies from './schema/companies';
import * as content from './schema/content';
import * as conversations from './schema/conversations';
import * as idempotency from './schema/idempotency';
import * as integrations from './schema/integrations';
import * as leads from './schema/leads';
import * as notificationSchema from './schema/notifications';
import * as registration from './schema/registration';
import * as requirementDrafts from './schema/requirement-drafts';
import * as requirements from './schema/requirements';
import * as tax from './schema/tax';
import * as team from './schema/team';

const schema = { ...accounts, ...billing, ...catalog, ...catalogueImports, ...companies, ...content, ...conversations, ...idempotency, ...integrations, ...leads, ...notificationSchema, ...registration, ...requirementDrafts, ...requirements, ...tax, ...team };
export type Database = NodePgDatabase<typeof schema>;

interface DatabaseHandle {
  url: string;
  pool: pg.Pool;
}

/**
 * The server process (server/) and the React Router build are two module graphs; keeping the
 * pool on globalThis makes both use one pool, so shutdown can close exactly what requests use.
 * Each graph wraps it in its own Drizzle instance: in production each carries its own copy of
 * drizzle-orm (scripts/build.ts), and an instance should only meet tables from its own copy.
 */
const holder = globalThis as typeof globalThis & { __tradesetuDatabase?: DatabaseHandle; __tradesetuDatabaseUrl?: string };

/**
 * Points the app at a database: the process entry calls it with the embedded PostgreSQL's URL,
 * tests with their own database. Without it, DATABASE_URL from the configuration is used.
 */
export function useDatabase(url: string): void {
  holder.__tradesetuDatabaseUrl = url;
}

function connectionUrl(): string {
  const url = holder.__tradesetuDatabaseUrl ?? config().DATABASE_URL;
  if (!url) throw new Error('No database: set DATABASE_URL, or start the app through server/index.ts, which starts the embedded PostgreSQL');
  return url;
}

function handle(): DatabaseHandle {
  const url = connectionUrl();
  const existing = holder.__tradesetuDatabase;
  if (existing && existing.url === url) return existing;
  // A different database (tests switch databases) retires the old pool instead of leaking it.
  if (existing) void existing.pool.end();
  const pool = new pg.Pool({ connectionString: url, max: config().DATABASE_POOL_SIZE });
  // Without a listener, an idle client's error (e.g. the database restarting) crashes the process.
  // pool.end() resolves before the idle sockets have closed, so at shutdown PostgreSQL's "terminating
  // connection" reaches clients we already let go of: that one is expected, not an error.
  pool.on('error', (error) => {
    if (pool.ending) return;
    logger.error({ err: error }, 'database pool error');
  });
  const created = { url, pool };
  holder.__tradesetuDatabase = created;
  return created;
}

/**
 * A Drizzle database with the app's schema over `client`: a pool, or anything that answers `query`
 * as a pool does (the replicas' read router, replicas.server.ts).
 */
export function databaseOn(client: pg.Pool | { query(queryConfig: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> }): Database {
  // Drizzle's session only calls `query(config, values)` outside transactions, which a read handle never opens.
  return drizzle({ client: client as pg.Pool, schema, casing: 'snake_case' });
}

let local: { pool: pg.Pool; db: Database } | undefined;

/**
 * The transaction `inOneTransaction` opened for the current request, if any. On globalThis for the
 * same reason as the pool: the process entry and the React Router build are two module graphs.
 */
const ambientHolder = globalThis as typeof globalThis & { __tradesetuAmbientTransaction?: AsyncLocalStorage<Transaction> };
const ambient = (ambientHolder.__tradesetuAmbientTransaction ??= new AsyncLocalStorage<Transaction>());

/**
 * The Drizzle database for the configured DATABASE_URL; inside `inOneTransaction`, that
 * transaction (a service's own `transaction()` then becomes a savepoint in it).
 */
export function db(): Database {
  const current = ambient.getStore();
  if (current) return current;
  const { pool } = handle();
  if (local?.pool !== pool) local = { pool, db: databaseOn(pool) };
  return local.db;
}

/** Whether the current code runs inside `inOneTransaction`: its reads must use that transaction. */
export function inAmbientTransaction(): boolean {
  return ambient.getStore() !== undefined;
}

/** The connection string in use, for a component that opens its own connections (the job queue). */
export function databaseUrl(): string {
  return handle().url;
}

/**
 * The connection string for what needs a session of its own: LISTEN (db/listen.server.ts) and the
 * migrations' session-level advisory lock. DATABASE_DIRECT_URL when set, so these reach PostgreSQL
 * itself while DATABASE_URL may point at a pooler in transaction mode (PgBouncer); otherwise the
 * database everything else uses. A database chosen with `useDatabase` (the embedded one, a test's)
 * has no pooler in front: it is used as it is.
 */
export function directDatabaseUrl(): string {
  return holder.__tradesetuDatabaseUrl ?? config().DATABASE_DIRECT_URL ?? connectionUrl();
}

export function pool(): pg.Pool {
  return handle().pool;
}

export async function closeDatabase(): Promise<void> {
  const existing = holder.__tradesetuDatabase;
  holder.__tradesetuDatabase = undefined;
  if (existing) await existing.pool.end();
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `work` in one transaction; services own their transactions (DESIGN.md). */
export function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().transaction(work);
}

/**
 * Runs `work` and every query it makes through `db()` or `transaction()` in ONE transaction, so
 * what it writes commits together with whatever the caller records in `tx` (an idempotency key and
 * its answer), or not at all. Work that opens its own connection (the job queue without a `tx`)
 * is outside it.
 */
export function inOneTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().transaction((tx) => ambient.run(tx, () => work(tx)));
}

/** Statement names by text: a name is the text's hash, so one text always has one name. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 500;
const dialect = new PgDialect();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built with `sql` as a named prepared statement, named by its text, so each
 * connection parses it once and PostgreSQL may keep its plan (after five executions it plans
 * generically when that is estimated no dearer than planning each call). For statements whose text
 * comes in few shapes (the values are parameters) and whose planning is a large part of their cost:
 * the search statement planned in about 2 ms of its 10 at a million products. Inside a transaction,
 * or with DATABASE_NAMED_STATEMENTS=false (PgBouncer before 1.21), it is sent unnamed like
 * `database.execute`.
 */
export async function executePrepared<Row extends Record<string, unknown>>(database: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  // A transaction has no client of its own to name statements on.
  const client = (database as { $client?: Pick<pg.Pool, 'query'> }).$client;
  if (!client || !config().DATABASE_NAMED_STATEMENTS) return (await database.execute(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name: statementName(text), text, values: params })).rows as Row[];
}

/**
 * A query built once per database handle instead of on every call. Drizzle's query builder costs
 * about a millisecond for a wide select with joins, more than PostgreSQL takes to answer an indexed
 * lookup, so the queries behind every page view (the product page, the session lookup) are built
 * once with `sql.placeholder`s and prepared under `name` (no other query may use it); PostgreSQL
 * then also plans them once per connection. With DATABASE_NAMED_STATEMENTS=false (PgBouncer before
 * 1.21 in transaction mode, which cannot follow a named statement from one server connection to
 * the next) they are sent unnamed: built once still, planned on each call (docs/decisions/0037).
 * `handle` is where it runs: `db` (the primary) or `readDb` (replicas.server.ts) for a public read.
 */
export function preparedQuery<P, D extends object = Database>(name: string, build: (database: D) => { prepare(name: string): P }, handle: () => D = db as unknown as () => D): () => P {
  const built = new WeakMap<D, P>();
  return () => {
    const database = handle();
    let query = built.get(database);
    if (query === undefined) {
      // An empty name is node-postgres's unnamed statement.
      query = build(database).prepare(config().DATABASE_NAMED_STATEMENTS ? name : '');
      built.set(database, query);
    }
    return query;
  };
}
