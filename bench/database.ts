import path from 'node:path';
import { startEmbeddedPostgres } from '../server/embedded-postgres';
import { createLogger } from '../app/services/logging/logger.server';

/**
 * The benchmark database: its own embedded PostgreSQL under bench/out (never the app's data), or
 * BENCH_DATABASE_URL to use a PostgreSQL you run yourself.
 */
export async function openBenchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    return { url: process.env.BENCH_DATABASE_URL, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedPostgres(path.resolve('bench/out/data'), createLogger('warn'));
  process.env.DATABASE_URL = embedded.url;
  return embedded;
}
