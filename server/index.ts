import type { Socket } from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, config, loadEnvFile } from '../app/config.server';
import { closeDatabase, useDatabase } from '../app/services/db/client.server';
import { closeLiveUpdates } from '../app/services/conversations/live.server';
import { startCatalogueEvents } from '../app/services/catalog/catalogue-events.server';
import { startSearchIndex, stopSearchIndex } from '../app/services/search/memory-index-feed.server';
import { closeListening } from '../app/services/db/listen.server';
import { pendingMigrations, runMigrations } from '../app/services/db/migrate.server';
import { closeReplicas } from '../app/services/db/replicas.server';
import { startJobs, stopJobs } from '../app/services/jobs/worker.server';
import { startProductViewFlushing, stopProductViewFlushing } from '../app/services/catalog/product-views.server';
import { logger, routeConsoleToLogger, setLogLevel } from '../app/services/logging/logger.server';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { createHttpApp, type ProcessPhase } from './http-app';

/** Longest time from SIGTERM to exit: in-flight requests, jobs and the view flush share it. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * The one process entry: validate config, start (or connect to) PostgreSQL, migrate, seed,
 * serve, and shut everything down in order on SIGINT/SIGTERM.
 * With MIGRATE_ON_START=false (a cluster, docs/deploy.md) it neither migrates nor seeds: it
 * listens at once (/healthz 200, /readyz 503) and starts its jobs when `npm run db:migrate` has
 * brought the database up to this build.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const settings = config();
  setLogLevel(settings.LOG_LEVEL);
  routeConsoleToLogger();
  const mode = settings.NODE_ENV;
  // Loading the app's modules takes about a second of CPU: in production it overlaps PostgreSQL's
  // start instead of following it. Awaited (and its failure handled) once the database is up.
  const productionBuild = mode === 'development' ? undefined : loadProductionBuild();
  productionBuild?.catch(() => undefined);

  let embedded: EmbeddedDatabase | undefined;
  if (!settings.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(settings.DATA_DIR, logger);
    useDatabase(embedded.url);
  }

  let phase: ProcessPhase = 'starting';
  const stopDatabase = async () => {
    // Leaves time of the shutdown limit for the flush and pools after the in-flight requests.
    await stopJobs(5_000);
    // After the last request is answered (server.close), so every counted view is written.
    await stopProductViewFlushing();
    await stopSearchIndex();
    await closeListening();
    await closeReplicas();
    await closeDatabase();
    await embedded?.stop();
  };

  const startWork = async () => {
    await startJobs();
    startProductViewFlushing();
    // Other processes' catalogue changes empty this one's caches (docs/decisions/0036).
    await startCatalogueEvents();
    // Loads in the background: searches ask PostgreSQL until it is ready (docs/decisions/0040).
    void startSearchIndex();
  };
  if (settings.MIGRATE_ON_START) {
    try {
      await runMigrations();
      if (settings.SEED_DEMO_DATA) {
        const seeded = await seedDemoData();
        logger.info(seeded, 'demo data ready');
      }
      // Known passwords: only for the browser tests, local development or an explicit opt-in.
      if (settings.E2E || settings.SEED_DEMO_ACCOUNTS || settings.NODE_ENV === 'development') await seedDemoAccounts();
      await startWork();
    } catch (error) {
      await stopDatabase();
      throw error;
    }
  }

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let assets: Parameters<typeof createHttpApp>[0]['assets'];
  let closeVite: (() => Promise<void>) | undefined;
  if (!productionBuild) {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    assets = devServer.middlewares;
    closeVite = () => devServer.close();
  } else {
    try {
      build = await productionBuild;
    } catch (error) {
      await stopDatabase();
      throw error;
    }
  }

  if (settings.MIGRATE_ON_START) phase = 'serving';
  const app = createHttpApp({ build, mode, log: logger, assets, phase: () => phase });
  const server = app.listen(settings.PORT, settings.HOST, () => {
    logger.info({ url: `http://localhost:${settings.PORT}`, mode, siteName: settings.SITE_NAME }, 'listening');
  });
  // CONNECT (a proxy tunnel) never reaches Express; without an answer Node would just drop the connection.
  server.on('connect', (_request, socket: Socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain\r\nContent-Length: 34\r\nConnection: close\r\n\r\nThis site is not a proxy (CONNECT)');
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.error({ err: error }, error.code === 'EADDRINUSE' ? `port ${settings.PORT} is already in use: set PORT to a free port` : 'server error');
    void stopDatabase().finally(() => process.exit(1));
  });

  // Each step of the shutdown runs once, even when start-up was still waiting for migrations.
  let workStarted: Promise<void> | undefined;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (phase === 'draining') return;
    phase = 'draining';
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took longer than the limit; exiting with requests or jobs unfinished');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    // /readyz answers 503 from now on; new connections are refused once the listener closes, and
    // keep-alive connections get `Connection: close` on their next answer (http-app.ts).
    // Open conversation pages hold event streams; end them so the server can close.
    closeLiveUpdates();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await workStarted?.catch(() => undefined);
    await closeVite?.();
    await stopDatabase();
    logger.info('stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (!settings.MIGRATE_ON_START) {
    workStarted = (async () => {
      if (!(await waitForMigrations(() => phase === 'draining'))) return;
      await startWork();
      phase = 'serving';
      logger.info('database is up to date with this build: serving');
    })();
    workStarted.catch((error: unknown) => {
      logger.fatal({ err: error }, 'start-up failed');
      void shutdown('start-up failure', 1);
    });
  }
}

/**
 * Waits until the database has every migration of this build (npm run db:migrate, run once per
 * release), saying once what it waits for. Resolves false when the process stops first.
 */
async function waitForMigrations(stopping: () => boolean): Promise<boolean> {
  const said = new Set<string>();
  const sayOnce = (what: string, fields: object, message: string) => {
    if (!said.has(what)) logger.warn(fields, message);
    said.add(what);
  };
  while (!stopping()) {
    const pending = await pendingMigrations().catch((error: unknown) => {
      sayOnce('database', { err: error }, 'waiting for the database');
      return undefined;
    });
    if (pending === 0) return true;
    if (pending !== undefined) sayOnce('migrations', { pending }, 'MIGRATE_ON_START=false and the database lacks migrations of this build: waiting for `npm run db:migrate`; /readyz answers 503 until then');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
}

/** The React Router server build that `npm run build` wrote. */
async function loadProductionBuild(): Promise<ServerBuild> {
  const serverBuild = path.resolve('build/server/index.js');
  if (!existsSync(serverBuild)) {
    throw new ConfigError('No production build found at build/server/index.js: run `npm run build` first (npm start does it for you).');
  }
  return (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
}

// A problem the operator can fix is one plain line; anything else one log line with the stack as a field.
main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
