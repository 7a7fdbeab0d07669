import { ConfigError, config } from '../app/config.server';
import { closeDatabase } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { createLogger } from '../app/services/logging/logger.server';

/**
 * Runs a one-off command (npm run db:migrate, db:seed, admin:create) against the configured
 * database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, started and stopped around it.
 * Migrations are applied first so a command never meets an outdated schema.
 */
export async function runDatabaseCommand(work: () => Promise<void>): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  try {
    const settings = config();
    if (!settings.DATABASE_URL) {
      embedded = await startEmbeddedPostgres(settings.DATA_DIR, createLogger('warn'));
      process.env.DATABASE_URL = embedded.url;
    }
    await runMigrations();
    await work();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
    await embedded?.stop();
  }
}
