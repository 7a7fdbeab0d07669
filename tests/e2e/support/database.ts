import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../../../server/embedded-postgres';
import { serverDataDirFile, serverLogFile } from './server-log';

const port = process.env.E2E_PORT ?? '3199';

/**
 * The browser-test server's own embedded PostgreSQL, for journeys that need rows no page makes
 * (a listing in a given state, a product group of the test's own). Its port is in the server's log
 * line "embedded PostgreSQL ready"; it listens on 127.0.0.1 only.
 */
export async function openAppDatabase(): Promise<pg.Client> {
  const ready = readFileSync(serverLogFile(port), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; port?: number })
    .find((line) => line.msg === 'embedded PostgreSQL ready');
  if (!ready?.port) throw new Error(`no "embedded PostgreSQL ready" line in ${serverLogFile(port)}`);
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(ready.port) });
  await client.connect();
  return client;
}

/** Runs `work` on the server's database with a connection of its own. */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await openAppDatabase();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Where the server keeps uploaded photos (DATA_DIR/uploads). */
export function uploadsDirectory(): string {
  return path.join(readFileSync(serverDataDirFile(port), 'utf8').trim(), 'uploads');
}
