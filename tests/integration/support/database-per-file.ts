import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDatabase, useDatabase } from '../../../app/services/db/client.server';
import { setLogLevel } from '../../../app/services/logging/logger.server';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

// Runs before each integration test file: a fresh database cloned from the seeded template,
// so files never see each other's writes and can run in parallel.
const adminUrl = inject('adminDatabaseUrl');
const name = `tradesetu_test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
await admin.end();
useDatabase(withDatabase(adminUrl, name));
// The app's info lines (jobs done, mail sent) would bury the test report; warnings still show, and
// tests that read the log capture it at every level (support/capture-log.ts).
setLogLevel('warn');

afterAll(async () => {
  await closeDatabase();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
});
