import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { config } from '~/config.server';
import { db, pool } from './client.server';

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (several app processes on
 * one database) wait for each other instead of racing on the same DDL. The lock is held by an open
 * transaction on a connection of its own (`pg_advisory_xact_lock`), not by the session: through
 * PgBouncer in transaction mode a session lock would stay on whichever server connection took it,
 * and its unlock could reach another one (docs/decisions/0037).
 */
export async function runMigrations(): Promise<void> {
  const client = await pool().connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(727274001)');
    await migrate(db(), { migrationsFolder: path.resolve(config().MIGRATIONS_DIR) });
  } finally {
    // A connection that cannot even commit is broken: it is closed, not returned to the pool.
    const ended = await client.query('COMMIT').then(() => true, () => false);
    client.release(!ended);
  }
}
