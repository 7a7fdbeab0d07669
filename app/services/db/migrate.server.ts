import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { config } from '~/config.server';
import { directDatabaseUrl } from './client.server';

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (several app processes on
 * one database) wait for each other instead of racing on the same DDL. The lock belongs to a
 * session, so the lock and the migrations share one connection of their own, on
 * DATABASE_DIRECT_URL: behind a pooler in transaction mode, consecutive statements of one client
 * may reach different server sessions, and the lock would guard nothing.
 */
export async function runMigrations(): Promise<void> {
  const client = new pg.Client({ connectionString: directDatabaseUrl(), application_name: 'tradesetu-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274001)');
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve(config().MIGRATIONS_DIR) });
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next process go at once.
    await client.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined);
    await client.end();
  }
}
