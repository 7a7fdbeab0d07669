import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { config } from '~/config.server';
import { db, pool } from './client.server';

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (several app processes on
 * one database) wait for each other instead of racing on the same DDL.
 */
export async function runMigrations(): Promise<void> {
  const client = await pool().connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274001)');
    await migrate(db(), { migrationsFolder: path.resolve(config().MIGRATIONS_DIR) });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274001)').catch(() => undefined);
    client.release();
  }
}
