import type { Socket } from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, config, loadEnvFile } from '../app/config.server';
import { closeDatabase, useDatabase } from '../app/services/db/client.server';
import { closeLiveUpdates } from '../app/services/conversations/live.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { closeReplicas } from '../app/services/db/replicas.server';
import { startJobs, stopJobs } from '../app/services/jobs/worker.server';
import { startProductViewFlushing, stopProductViewFlushing } from '../app/services/catalog/product-views.server';
import { logger, routeConsoleToLogger, setLogLevel } from '../app/services/logging/logger.server';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { createHttpApp } from './http-app';

/**
 * The one process entry: validate config, start (or connect to) PostgreSQL, migrate, seed,
 * serve, and shut everything down in order on SIGINT/SIGTERM.
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

  let shuttingDown = false;
  const stopDatabase = async () => {
    await stopJobs();
    // After the last request is answered (server.close), so every counted view is written.
    await stopProductViewFlushing();
    await closeReplicas();
    await closeDatabase();
    await embedded?.stop();
  };

  try {
    await runMigrations();
    if (settings.SEED_DEMO_DATA) {
      const seeded = await seedDemoData();
      logger.info(seeded, 'demo data ready');
    }
    // Known passwords: only for the browser tests, local development or an explicit opt-in.
    if (settings.E2E || settings.SEED_DEMO_ACCOUNTS || settings.NODE_ENV === 'development') await seedDemoAccounts();
    await startJobs();
    startProductViewFlushing();
  } catch (error) {
    await stopDatabase();
    throw error;
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

  const app = createHttpApp({ build, mode, log: logger, assets });
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

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    // Open conversation pages hold event streams; end them so the server can close.
    closeLiveUpdates();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await closeVite?.();
    await stopDatabase();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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
