import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresUser } from '../../../server/embedded-postgres';
import { createLogger } from '../../../app/services/logging/logger.server';

/**
 * A real PostgreSQL 15 primary with a streaming replica (Debian's binaries, the versions a
 * production cluster runs), for the read-replica tests: initdb in a temporary directory, a base
 * backup with `pg_basebackup -R` (which writes standby.signal and primary_conninfo), both on free
 * loopback ports with trust authentication. As root both run as the `postgres` system user, as the
 * embedded PostgreSQL does. One cluster per test file: it takes a few seconds to make.
 */
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

const run = promisify(execFile);

export interface ReplicatedPostgres {
  /** postgres://…/tradesetu on the primary and on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops applying WAL on the replica (it keeps receiving it): the replica falls behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

/** The URL of the `tradesetu` database of a test server on `port` (known before it starts, for DATABASE_REPLICA_URLS). */
export const testDatabaseUrl = (port: number) => `postgres://postgres@127.0.0.1:${port}/tradesetu`;

/**
 * Starts the two servers on the given free ports (`freePort()`); `prepare` fills the primary's
 * database (migrations, seed) before the replica is copied from it.
 */
export async function startReplicatedPostgres(ports: { primary: number; replica: number }, prepare: (primaryUrl: string) => Promise<void>): Promise<ReplicatedPostgres> {
  const runAs = process.getuid?.() === 0 ? await postgresUser(createLogger('warn')) : undefined;
  const root = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-replicas-'));
  await chmod(root, 0o755);
  if (runAs) await chown(root, runAs.uid, runAs.gid);
  const as = async (binary: string, args: string[]) => {
    try {
      await run(path.join(POSTGRES_BIN, binary), args, { ...runAs, cwd: root });
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      throw new Error(`${binary} ${args.join(' ')} failed: ${stderr ?? String(error)}`);
    }
  };
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const { primary: primaryPort, replica: replicaPort } = ports;
  const serverOptions = (port: number) =>
    // fsync off: a test cluster need not survive a power cut, and the 2-core machine is shared.
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off -c lc_messages=C -c wal_receiver_status_interval=1s`;
  const pgCtl = (dir: string, ...args: string[]) => as('pg_ctl', ['-D', dir, '-w', '-t', '60', ...args]);
  const startServer = (dir: string, port: number) => pgCtl(dir, '-l', path.join(root, `${path.basename(dir)}.log`), '-o', serverOptions(port), 'start');
  const stopServer = (dir: string) => pgCtl(dir, '-m', 'fast', 'stop');

  await as('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--lc-messages=C']);
  await startServer(primaryDir, primaryPort);
  const stopAll = async () => {
    await stopServer(replicaDir).catch(() => undefined);
    await stopServer(primaryDir).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  try {
    await sqlOn(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'CREATE DATABASE tradesetu');
    await prepare(testDatabaseUrl(primaryPort));
    await as('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    await startServer(replicaDir, replicaPort);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const replicaUrl = testDatabaseUrl(replicaPort);
  return {
    primaryUrl: testDatabaseUrl(primaryPort),
    replicaUrl,
    stopReplica: () => stopServer(replicaDir),
    startReplica: () => startServer(replicaDir, replicaPort),
    pauseReplay: () => sqlOn(replicaUrl, 'SELECT pg_wal_replay_pause()'),
    resumeReplay: () => sqlOn(replicaUrl, 'SELECT pg_wal_replay_resume()'),
    stop: stopAll,
  };
}

async function sqlOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
