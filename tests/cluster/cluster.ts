import { randomBytes } from 'node:crypto';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Apps, ensureBuild, migrateAndSeed, type AppProcess } from './apps';
import { startHaproxy, type Balancer } from './balancer';
import { appUrl, Postgres, postgresUser, tools, type PoolMode, type PostgresServer } from './database';
import type { Supervisor } from './processes';

// Brings the whole cluster up on loopback in `dir`: primary, replica, PgBouncer, one migration
// and seed, three app processes and HAProxy in front of them.

export interface Cluster {
  postgres: Postgres;
  primary: PostgresServer;
  replica: PostgresServer;
  /** The app's database on the primary, directly (for the verdicts). */
  primaryUrl: string;
  apps: Apps;
  balancer: Balancer;
  healthPath: string;
}

export const APP_COUNT = 3;

export async function startCluster(supervisor: Supervisor, dir: string, poolMode: PoolMode, say: (line: string) => void): Promise<Cluster> {
  const found = tools();
  const runAs = postgresUser();
  // The postgres user must enter the test's directory (mkdtemp makes it 0700).
  await chmod(dir, 0o755);

  say('build: npm run build if the sources changed');
  await ensureBuild();

  const credentials = { superPassword: randomBytes(12).toString('hex'), appPassword: randomBytes(12).toString('hex'), replicationPassword: randomBytes(12).toString('hex') };
  const postgres = new Postgres(supervisor, found.pgBin, dir, runAs, credentials);
  say(`PostgreSQL primary (${found.pgBin})`);
  const primary = await postgres.primary();
  say('streaming replica (pg_basebackup -R)');
  const replica = await postgres.replica(primary);
  say(`PgBouncer (${poolMode} mode) in front of the primary`);
  const bouncer = await postgres.bouncer(primary, found.pgbouncer, poolMode);

  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const primaryUrl = appUrl(primary.port, credentials.appPassword);
  const settings = {
    databaseUrl: appUrl(bouncer.port, credentials.appPassword),
    directUrl: primaryUrl,
    replicaUrls: [appUrl(replica.port, credentials.appPassword)],
    namedStatements: poolMode === 'session',
    dataDir,
    appSecret: randomBytes(32).toString('hex'),
    logDir: dir,
  };
  say('npm run db:migrate and db:seed, once, on the primary');
  await migrateAndSeed(settings);

  const apps = new Apps(supervisor, settings);
  say(`app-1 … app-${APP_COUNT}`);
  const started: AppProcess[] = [];
  for (let n = 1; n <= APP_COUNT; n++) started.push(await apps.add(`app-${n}`));
  await Promise.all(started.map((app) => apps.ready(app)));

  const healthPath = '/readyz';
  say(`HAProxy (health checks on ${healthPath})`);
  const balancer = await startHaproxy(supervisor, found.haproxy, dir, apps.processes.map((app) => ({ name: app.name, port: app.port })), healthPath);
  return { postgres, primary, replica, primaryUrl, apps, balancer, healthPath };
}
