import { runDatabaseCommand } from '../server/command';

// npm run db:migrate — applies pending migrations: the one-off step of every release when the app
// runs with MIGRATE_ON_START=false (docs/deploy.md); otherwise each server also does it at start-up.
// Needs only DATABASE_URL, pointing straight at the primary (not through PgBouncer).
await runDatabaseCommand(() => {
  console.log('Migrations are up to date.');
  return Promise.resolve();
});
