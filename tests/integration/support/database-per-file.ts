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
// A clone gets the template's data but not its settings (ALTER DATABASE … SET, which migrations
// make: 0039): give it those too, so it is the database the migrations made.
const settings = await admin.query<{ setting: string }>(
  'SELECT unnest(s.setconfig) AS setting FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase WHERE d.datname = $1 AND s.setrole = 0',
  [TEMPLATE_DATABASE],
);
for (const { setting } of settings.rows) {
  const [key = '', ...value] = setting.split('=');
  await admin.query(`ALTER DATABASE ${name} SET ${pg.Client.prototype.escapeIdentifier(key)} = ${pg.Client.prototype.escapeLiteral(value.join('='))}`);
}
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
