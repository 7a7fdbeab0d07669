import path from 'node:path';
import { startEmbeddedPostgres } from '../server/embedded-postgres';
import { useDatabase } from '../app/services/db/client.server';
import { createLogger } from '../app/services/logging/logger.server';

/**
 * The benchmark database: its own embedded PostgreSQL under bench/out (never the app's data), or
 * BENCH_DATABASE_URL to use a PostgreSQL you run yourself.
 */
export async function openBenchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const own = process.env.BENCH_DATABASE_URL;
  if (own) {
    useDatabase(own);
    return { url: own, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedPostgres(path.resolve('bench/out/data'), createLogger('warn'));
  useDatabase(embedded.url);
  return embedded;
}
