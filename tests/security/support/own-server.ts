import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';
import { freePort, startServer, stopServer } from './server';

// A production server of a test's own (another configuration, or one to kill), on the suite's
// PostgreSQL: the suite's database, or a database of its own made here.

export interface OwnServer {
  baseUrl: string;
  databaseUrl: string;
  child: ChildProcess;
  log: () => Promise<string>;
  /** Starts it again on the same port, database and data directory (after a crash). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A fresh, empty database on the suite's PostgreSQL (the server migrates and seeds it on start). */
export async function freshDatabase(name: string): Promise<string> {
  const adminUrl = withDatabase(inject('securityDatabaseUrl'), 'postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

export async function ownServer(options: { env?: Record<string, string>; databaseUrl?: string } = {}): Promise<OwnServer> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-own-server-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const databaseUrl = options.databaseUrl ?? inject('securityDatabaseUrl');
  const logFile = path.join(workDir, 'server.log');
  const settings = { port, baseUrl, databaseUrl, dataDir: path.join(workDir, 'data'), logFile, env: options.env };
  const server: OwnServer = {
    baseUrl,
    databaseUrl,
    child: await startServer(path.resolve('build/server-entry.js'), settings),
    log: () => readFile(logFile, 'utf8'),
    restart: async () => {
      server.child = await startServer(path.resolve('build/server-entry.js'), settings);
    },
    stop: async () => {
      await stopServer(server.child);
      await rm(workDir, { recursive: true, force: true });
    },
  };
  return server;
}
