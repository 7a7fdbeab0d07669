import { ConfigError, config, loadEnvFile } from '../app/config.server';
import { closeDatabase, useDatabase } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { logger, setLogLevel } from '../app/services/logging/logger.server';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

/**
 * Runs a one-off command (npm run db:migrate, db:seed, admin:create) against the configured
 * database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, started and stopped around it.
 * Migrations are applied first so a command never meets an outdated schema.
 */
export async function runDatabaseCommand(work: () => Promise<void>): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  try {
    loadEnvFile();
    const settings = config();
    // A command prints its own result; the log only speaks up about problems (or when asked to).
    setLogLevel(settings.LOG_LEVEL === 'info' ? 'warn' : settings.LOG_LEVEL);
    if (!settings.DATABASE_URL) {
      embedded = await startEmbeddedPostgres(settings.DATA_DIR, logger);
      useDatabase(embedded.url);
    }
    await runMigrations();
    await work();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) console.error(error.message);
    else logger.error({ err: error }, 'command failed');
    process.exitCode = 1;
  } finally {
    await closeDatabase();
    await embedded?.stop();
  }
}
