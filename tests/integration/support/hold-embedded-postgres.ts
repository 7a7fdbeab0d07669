import pg from 'pg';
import { startEmbeddedPostgres } from '../../../server/embedded-postgres';
import { createLogger } from '../../../app/services/logging/logger.server';

// Test helper process: owns an embedded PostgreSQL on the given data directory until signalled.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded-postgres.ts <dataDir>');
try {
  const database = await startEmbeddedPostgres(dataDir, createLogger('silent'));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('CREATE TABLE IF NOT EXISTS survives (id int)');
  await client.query('INSERT INTO survives SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM survives)');
  const { rowCount } = await client.query('SELECT * FROM survives');
  await client.end();
  const stop = async () => {
    await database.stop();
    process.exit(0);
  };
  // Handlers first: the test signals this process as soon as it reads READY.
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdout.write(`READY rows=${rowCount}\n`);
  setInterval(() => undefined, 60_000);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
