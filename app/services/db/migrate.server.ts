import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { config } from '~/config.server';
import { directDatabaseUrl, pool } from './client.server';

function migrationsFolder(): string {
  return path.resolve(config().MIGRATIONS_DIR);
}

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (several app processes on
 * one database) wait for each other instead of racing on the same DDL. Both connections are our
 * own, on DATABASE_DIRECT_URL (PostgreSQL itself when DATABASE_URL is a pooler). The lock is held
 * by an open transaction (`pg_advisory_xact_lock`), not by a session: should the connection still
 * go through PgBouncer in transaction mode, an open transaction keeps its server connection, where
 * a session lock could stay behind on whichever server connection took it and its unlock reach
 * another one (docs/decisions/0036, 0037). The migrations run on the second connection.
 */
export async function runMigrations(): Promise<void> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: directDatabaseUrl(), application_name: 'tradesetu-migrate' });
    await client.connect();
    return client;
  };
  const lock = await connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock(727274001)');
    const client = await connect();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.end();
    }
  } finally {
    // Committing ends the lock; ending the session would too, should the commit fail.
    await lock.query('COMMIT').catch(() => undefined);
    await lock.end();
  }
}

let journal: { folder: string; when: number[] } | undefined;

/** The creation times of the migrations this build knows, read once from drizzle-kit's journal. */
function knownMigrations(): number[] {
  const folder = migrationsFolder();
  if (journal?.folder !== folder) {
    const parsed = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    journal = { folder, when: parsed.entries.map((entry) => entry.when) };
  }
  return journal.when;
}

/**
 * How many of this build's migrations the database lacks. Drizzle's migrator records each applied
 * migration's journal time in drizzle.__drizzle_migrations and applies those later than the last
 * one recorded, so the same comparison tells what it would apply. A database migrated by a newer
 * build (a rolling upgrade, docs/deploy.md) has nothing pending for this one.
 */
export async function pendingMigrations(): Promise<number> {
  const known = knownMigrations();
  let last: number;
  try {
    const result = await pool().query<{ last: string | null }>('SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations');
    last = Number(result.rows[0]?.last ?? -1);
  } catch (error) {
    // 3F000 no such schema, 42P01 no such table: a database nothing has migrated yet.
    const code = (error as { code?: string }).code;
    if (code === '3F000' || code === '42P01') return known.length;
    throw error;
  }
  return known.filter((when) => when > last).length;
}
