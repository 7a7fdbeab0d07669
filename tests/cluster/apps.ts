import path from 'node:path';
import { productionNodeFlags } from '../../server/node-flags';
import { freePort, runCommand, waitFor, type Child, type Supervisor } from './processes';

// The app processes of the cluster: the production build as `npm run serve` runs it, one per
// loopback port, all on one database, one data directory and one APP_SECRET.

export interface AppSettings {
  /** PgBouncer in front of the primary. */
  databaseUrl: string;
  /** The primary itself (LISTEN/NOTIFY, migration locks). */
  directUrl: string;
  replicaUrls: string[];
  /**
   * Named prepared statements (DATABASE_NAMED_STATEMENTS): off behind PgBouncer in transaction mode,
   * whose Debian 12 version (1.18) cannot follow a named statement across server connections.
   */
  namedStatements: boolean;
  dataDir: string;
  appSecret: string;
  logDir: string;
}

export interface AppProcess {
  name: string;
  port: number;
  url: string;
  child: Child;
  /** Extra environment of this process, kept for its restart. */
  env: Record<string, string>;
}

/** What every app process of the cluster runs with (README, "Run it on several machines"). */
function clusterEnv(settings: AppSettings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    DATABASE_DIRECT_URL: settings.directUrl,
    DATABASE_REPLICA_URLS: settings.replicaUrls.join(','),
    DATABASE_NAMED_STATEMENTS: String(settings.namedStatements),
    MIGRATE_ON_START: 'false',
    STORAGE_DRIVER: 'local',
    DATA_DIR: settings.dataDir,
    APP_SECRET: settings.appSecret,
    SEED_DEMO_DATA: 'false',
    SEED_DEMO_ACCOUNTS: 'false',
    LOG_LEVEL: 'warn',
    // Nothing leaves the machine: no mail server, no AI provider.
    SMTP_URL: '',
    AI_BASE_URL: '',
    AI_API_KEY: '',
    XAI_API_KEY: '',
    GST_VERIFY_URL: '',
  };
}

/** `npm run build` when build/ is missing or older than the sources (scripts/build.ts --if-changed). */
export async function ensureBuild(): Promise<string> {
  return runCommand(process.execPath, [path.resolve('scripts/build.ts'), '--if-changed'], { timeoutMs: 600_000 });
}

/** `npm run db:migrate` then `npm run db:seed`, once, on the primary directly. */
export async function migrateAndSeed(settings: AppSettings): Promise<void> {
  // The demo logins too: the traffic logs in as the demo buyer and supplier.
  const env = { ...process.env, ...clusterEnv(settings), DATABASE_URL: settings.directUrl, SEED_DEMO_ACCOUNTS: 'true' };
  await runCommand(process.execPath, ['--import', 'tsx', path.resolve('scripts/db-migrate.ts')], { env });
  await runCommand(process.execPath, ['--import', 'tsx', path.resolve('scripts/db-seed.ts')], { env });
}

export class Apps {
  readonly processes: AppProcess[] = [];

  constructor(
    private readonly supervisor: Supervisor,
    private readonly settings: AppSettings,
  ) {}

  async add(name: string, env: Record<string, string> = {}): Promise<AppProcess> {
    const port = await freePort();
    const app: AppProcess = { name, port, url: `http://127.0.0.1:${port}`, env, child: this.spawn(name, port, env) };
    this.processes.push(app);
    return app;
  }

  private spawn(name: string, port: number, env: Record<string, string>): Child {
    return this.supervisor.start({
      name,
      command: process.execPath,
      args: [...productionNodeFlags(), path.resolve('build/server-entry.js')],
      logFile: path.join(this.settings.logDir, `${name}.log`),
      env: { ...process.env, ...clusterEnv(this.settings), PORT: String(port), ...env },
    });
  }

  /** Starts `app` again on its port with its settings (after a SIGKILL). */
  restart(app: AppProcess): void {
    app.child = this.spawn(app.name, app.port, app.env);
  }

  /** Resolves once the process answers /healthz with 200 (generous: a loaded 2-core machine). */
  async ready(app: AppProcess, timeoutMs = 180_000): Promise<void> {
    await waitFor(`${app.name} to answer /healthz`, async () => (await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok, timeoutMs, app.child);
  }
}
