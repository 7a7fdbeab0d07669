import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/embedded-postgres';
import { createLogger } from '../../../app/services/logging/logger.server';

export const TEMPLATE_DATABASE = 'tradesetu_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * Starts one PostgreSQL for the whole integration run (embedded, or the server named by
 * TEST_DATABASE_URL to prove the production path), then builds a migrated and seeded template
 * database that each test file clones (CREATE DATABASE … TEMPLATE is a fast file copy).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-test-pg-'));
    embedded = await startEmbeddedPostgres(dataDir, createLogger('warn'));
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const { runMigrations } = await import('../../../app/services/db/migrate.server');
  const { seedDemoData } = await import('../../../seed/seed-demo');
  const { closeDatabase, useDatabase } = await import('../../../app/services/db/client.server');
  useDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await runMigrations();
  await seedDemoData();
  await closeDatabase();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    if (embedded) await embedded.stop();
    else await dropTestDatabases(adminUrl);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropTestDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'tradesetu_test_%' OR datname = $1",
    [TEMPLATE_DATABASE],
  );
  for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await admin.end();
}
