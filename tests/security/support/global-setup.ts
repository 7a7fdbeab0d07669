import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../server/embedded-postgres';
import { createLogger } from '../../../app/services/logging/logger.server';
import { freePort, startServer, stopServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server under attack answers, e.g. http://localhost:41234. */
    securityBaseUrl: string;
    /** The server's own database (tests read what an attack left behind, and make fixtures). */
    securityDatabaseUrl: string;
    /** Every line the server logged, for tests that check what a refusal writes. */
    securityServerLog: string;
    /** The server's data directory (uploads live under it). */
    securityDataDir: string;
    /** The server process, for memory readings. */
    securityServerPid: number;
  }
}

const DATABASE = 'tradesetu_security';

/**
 * The security suite attacks the real thing: the production build (`npm run build`) as `npm start`
 * runs it, on its own PostgreSQL (embedded, or TEST_DATABASE_URL's server), over real HTTP.
 */
export default async function setup(project: TestProject) {
  const entry = path.resolve('build/server-entry.js');
  if (!existsSync(entry)) throw new Error('No production build at build/server-entry.js: run `npm run build` before the security suite.');

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-security-'));
  let adminUrl = process.env.TEST_DATABASE_URL;
  const embedded = adminUrl ? undefined : await startEmbeddedPostgres(path.join(workDir, 'pg'), createLogger('warn'));
  adminUrl ??= embedded!.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, DATABASE);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const server = await startServer(entry, { port, baseUrl, databaseUrl, dataDir, logFile });

  project.provide('securityBaseUrl', baseUrl);
  project.provide('securityDatabaseUrl', databaseUrl);
  project.provide('securityServerLog', logFile);
  project.provide('securityDataDir', dataDir);
  project.provide('securityServerPid', server.pid!);

  return async () => {
    await stopServer(server);
    if (embedded) await embedded.stop();
    else {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await cleanup.end();
    }
    await rm(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
