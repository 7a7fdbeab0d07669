import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, config } from '../app/config.server';
import { closeDatabase } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { startJobs, stopJobs } from '../app/services/jobs/worker.server';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo';
import { DataDirectoryInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { createHttpApp } from './http-app';
import { logger as log, setLogLevel } from '../app/services/logging/logger.server';

/**
 * The one process entry: validate config, start (or connect to) PostgreSQL, migrate, seed,
 * serve, and shut everything down in order on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const settings = config();
  setLogLevel(settings.LOG_LEVEL);

  let embedded: EmbeddedDatabase | undefined;
  if (!settings.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(settings.DATA_DIR, log);
    process.env.DATABASE_URL = embedded.url;
  }

  let shuttingDown = false;
  const stopDatabase = async () => {
    await stopJobs();
    await closeDatabase();
    await embedded?.stop();
  };

  try {
    await runMigrations();
    if (settings.SEED_DEMO_DATA) {
      const seeded = await seedDemoData();
      log.info(seeded, 'demo data ready');
    }
    // Known passwords: only for the browser tests, local development or an explicit opt-in.
    const wantsDemoAccounts =
      process.env.E2E === 'true' || process.env.SEED_DEMO_ACCOUNTS === 'true' || settings.NODE_ENV === 'development';
    if (wantsDemoAccounts) await seedDemoAccounts();
    await startJobs();
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const mode = settings.NODE_ENV;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let assets: Parameters<typeof createHttpApp>[0]['assets'];
  let closeVite: (() => Promise<void>) | undefined;
  if (mode === 'development') {
    const vite = await import('vite');
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    build = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    assets = devServer.middlewares;
    closeVite = () => devServer.close();
  } else {
    const serverBuild = path.resolve('build/server/index.js');
    if (!existsSync(serverBuild)) {
      await stopDatabase();
      throw new ConfigError('No production build found at build/server/index.js: run `npm run build` first (npm start does it for you).');
    }
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  }

  const app = createHttpApp({ build, mode, log, assets });
  const server = app.listen(settings.PORT, settings.HOST, () => {
    log.info({ url: `http://localhost:${settings.PORT}`, mode, siteName: settings.SITE_NAME }, 'listening');
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    log.error({ err: error }, error.code === 'EADDRINUSE' ? `port ${settings.PORT} is already in use: set PORT to a free port` : 'server error');
    await stopDatabase();
    process.exit(1);
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await closeVite?.();
    await stopDatabase();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
