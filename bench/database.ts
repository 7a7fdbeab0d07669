import { totalmem } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/embedded-postgres';
import { useDatabase } from '../app/services/db/client.server';
import { createLogger } from '../app/services/logging/logger.server';

/**
 * The benchmark database: its own embedded PostgreSQL under bench/out (never the app's data), with
 * shared_buffers of a quarter of memory, or BENCH_DATABASE_URL to use a PostgreSQL you run yourself.
 */
export async function openBenchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const own = process.env.BENCH_DATABASE_URL;
  if (own) {
    useDatabase(own);
    return { url: own, stop: () => Promise.resolve() };
  }
  // A quarter of the machine's memory for PostgreSQL's buffers, as docs/deploy.md asks of a real
  // server (at most 4 GB): with the embedded default of 128 MB a million products' table (~2 GB)
  // is read from the OS cache on every search, which is not what production measures.
  const sharedBuffersMb = Math.min(4096, Math.floor(totalmem() / 4 / 2 ** 20));
  const embedded = await startEmbeddedPostgres(path.resolve('bench/out/data'), createLogger('warn'), [`shared_buffers=${sharedBuffersMb}MB`]);
  useDatabase(embedded.url);
  return embedded;
}
