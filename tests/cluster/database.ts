import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort, runCommand, stop, waitFor, type Child, type RunAs, type Supervisor } from './processes';

// PostgreSQL for the cluster test from Debian's packages: a primary, a streaming replica made
// with pg_basebackup -R (with a replication slot, so a replica stopped for a while catches up
// from the primary's WAL), and PgBouncer in transaction mode in front of the primary. The
// replica is reached directly: PgBouncer's job is to fold many app connections into few primary
// connections; three processes' pools on the replica stay far under its max_connections, and a
// stopped replica then refuses connections at once instead of queueing them in a pooler.

export interface Tools {
  pgBin: string;
  haproxy: string;
  pgbouncer: string;
}

const PACKAGES = ['postgresql', 'haproxy', 'pgbouncer'];

function findTools(): Tools | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && Number(name) >= 15 && existsSync(path.join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const haproxy = '/usr/sbin/haproxy';
  const pgbouncer = '/usr/sbin/pgbouncer';
  if (versions.length === 0 || !existsSync(haproxy) || !existsSync(pgbouncer)) return undefined;
  return { pgBin: path.join(root, versions[0]!, 'bin'), haproxy, pgbouncer };
}

/** Debian's PostgreSQL (15 or newer), HAProxy and PgBouncer; installed with apt-get when missing and we are root. */
export function tools(): Tools {
  const found = findTools();
  if (found) return found;
  const command = `apt-get install -y ${PACKAGES.join(' ')}`;
  if (process.getuid?.() !== 0) throw new Error(`The cluster test needs Debian's PostgreSQL server (15+), HAProxy and PgBouncer: run \`sudo ${command}\`.`);
  console.log(`Installing ${PACKAGES.join(', ')}: ${command}`);
  execFileSync('apt-get', ['install', '-y', ...PACKAGES], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findTools();
  if (!installed) throw new Error(`${command} did not install PostgreSQL 15+, /usr/sbin/haproxy and /usr/sbin/pgbouncer.`);
  return installed;
}

/** PostgreSQL and PgBouncer refuse to run as root: as root they run as the `postgres` user the Debian package creates. */
export function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export type PoolMode = 'transaction' | 'session';

export interface Credentials {
  superPassword: string;
  appPassword: string;
  replicationPassword: string;
}

const APP_USER = 'tradesetu';
const APP_DATABASE = 'tradesetu';
const REPLICATION_USER = 'replicator';
const SLOT = 'cluster_replica';

export const appUrl = (port: number, password: string) => `postgres://${APP_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;

export interface PostgresServer {
  name: string;
  dataDir: string;
  port: number;
  child: Child;
}

/** A directory `runAs` owns (PostgreSQL wants its data directories 0700 and its own). */
async function ownedDirectory(dir: string, runAs: RunAs | undefined): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
}

async function ownedFile(file: string, text: string, runAs: RunAs | undefined): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  if (runAs) await chown(file, runAs.uid, runAs.gid);
}

function serverArgs(dataDir: string, port: number): string[] {
  const settings = {
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    lc_messages: 'C',
    wal_level: 'replica',
    max_wal_senders: '4',
    max_replication_slots: '4',
    hot_standby: 'on',
    // Answer replicas' queries even while the primary vacuums rows they read (no cancelled reads).
    hot_standby_feedback: 'on',
    max_connections: '200',
    // The same planner settings as the embedded PostgreSQL (README, "Use an existing PostgreSQL").
    random_page_cost: '1.1',
    jit: 'off',
  };
  return ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}

export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = await connect(url);
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const superUrl = (port: number, password: string, database = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

export class Postgres {
  constructor(
    private readonly supervisor: Supervisor,
    private readonly bin: string,
    private readonly dir: string,
    private readonly runAs: RunAs | undefined,
    readonly credentials: Credentials,
  ) {}

  superUrl(server: PostgresServer, database = 'postgres'): string {
    return superUrl(server.port, this.credentials.superPassword, database);
  }

  /** initdb, scram passwords for 127.0.0.1 only, the app's role and database, a replication role. */
  async primary(): Promise<PostgresServer> {
    const dataDir = path.join(this.dir, 'primary');
    await ownedDirectory(dataDir, this.runAs);
    const passwordFile = path.join(this.dir, 'superuser-password');
    await ownedFile(passwordFile, `${this.credentials.superPassword}\n`, this.runAs);
    await runCommand(path.join(this.bin, 'initdb'), [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'], { runAs: this.runAs, cwd: this.dir });
    await ownedFile(
      path.join(dataDir, 'pg_hba.conf'),
      [`host all all 127.0.0.1/32 scram-sha-256`, `host replication ${REPLICATION_USER} 127.0.0.1/32 scram-sha-256`, ''].join('\n'),
      this.runAs,
    );
    const server = await this.start('primary', dataDir, await freePort());
    const admin = await connect(this.superUrl(server));
    try {
      await admin.query(`CREATE ROLE ${APP_USER} LOGIN PASSWORD '${this.credentials.appPassword}'`);
      await admin.query(`CREATE ROLE ${REPLICATION_USER} REPLICATION LOGIN PASSWORD '${this.credentials.replicationPassword}'`);
      await admin.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_USER}`);
    } finally {
      await admin.end();
    }
    return server;
  }

  /** A streaming replica of `primary`: pg_basebackup -R with its own replication slot. */
  async replica(primary: PostgresServer): Promise<PostgresServer> {
    const dataDir = path.join(this.dir, 'replica');
    await ownedDirectory(dataDir, this.runAs);
    await runCommand(
      path.join(this.bin, 'pg_basebackup'),
      ['-h', '127.0.0.1', '-p', String(primary.port), '-U', REPLICATION_USER, '-D', dataDir, '-R', '-X', 'stream', '-C', '-S', SLOT, '--checkpoint=fast'],
      { runAs: this.runAs, cwd: this.dir, env: { ...process.env, PGPASSWORD: this.credentials.replicationPassword } },
    );
    return this.start('replica', dataDir, await freePort());
  }

  /** Starts (or starts again) a server on its data directory; resolves once it answers queries. */
  async start(name: string, dataDir: string, port: number): Promise<PostgresServer> {
    const child = this.supervisor.start({
      name: `PostgreSQL ${name}`,
      command: path.join(this.bin, 'postgres'),
      args: serverArgs(dataDir, port),
      logFile: path.join(this.dir, `${name}.log`),
      cwd: this.dir,
      runAs: this.runAs,
      stopSignal: 'SIGINT',
    });
    await waitFor(`PostgreSQL ${name} to accept connections`, () => query(superUrl(port, this.credentials.superPassword), 'SELECT 1').then(() => true), 60_000, child);
    return { name, dataDir, port, child };
  }

  /** `pg_ctl stop -m fast`, as an operator stops a server; resolves once the process has exited. */
  async stopFast(server: PostgresServer): Promise<void> {
    await runCommand(path.join(this.bin, 'pg_ctl'), ['stop', '-D', server.dataDir, '-m', 'fast', '-w', '-t', '60'], { runAs: this.runAs, cwd: this.dir });
    await stop(server.child, 'SIGINT');
  }

  /**
   * PgBouncer in front of `primary`, in transaction mode (what a deployment runs) or session mode.
   */
  async bouncer(primary: PostgresServer, pgbouncer: string, mode: PoolMode): Promise<{ port: number; child: Child }> {
    const dir = path.join(this.dir, 'pgbouncer');
    await ownedDirectory(dir, this.runAs);
    const port = await freePort();
    await ownedFile(path.join(dir, 'userlist.txt'), `"${APP_USER}" "${this.credentials.appPassword}"\n`, this.runAs);
    const settings = [
      '[databases]',
      `${APP_DATABASE} = host=127.0.0.1 port=${primary.port} dbname=${APP_DATABASE}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `pool_mode = ${mode}`,
      'max_client_conn = 500',
      // Session mode holds a server connection per client connection: three processes' pools, job workers and listeners.
      `default_pool_size = ${mode === 'session' ? 80 : 40}`,
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n');
    const configFile = path.join(dir, 'pgbouncer.ini');
    await ownedFile(configFile, settings, this.runAs);
    const child = this.supervisor.start({ name: 'PgBouncer', command: pgbouncer, args: [configFile], logFile: path.join(this.dir, 'pgbouncer.log'), cwd: dir, runAs: this.runAs, stopSignal: 'SIGINT' });
    await waitFor('PgBouncer to accept connections', () => query(appUrl(port, this.credentials.appPassword), 'SELECT 1').then(() => true), 30_000, child);
    return { port, child };
  }
}

/** Whether the replica streams from the primary and has replayed everything the primary had written when asked (`superUrl`: pg_stat_replication shows its state to superusers only). */
export async function replicaCaughtUp(superUrl: string): Promise<{ state: string; lagBytes: number } | undefined> {
  const [row] = await query<{ state: string; lag: string | null }>(superUrl, `SELECT state, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::text AS lag FROM pg_stat_replication WHERE application_name <> 'pg_basebackup' LIMIT 1`);
  if (!row) return undefined;
  return { state: row.state, lagBytes: Number(row.lag ?? Number.NaN) };
}
