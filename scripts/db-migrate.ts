import { runDatabaseCommand } from '../server/command';

// npm run db:migrate — applies pending migrations (the server also does this at start-up).
await runDatabaseCommand(() => {
  console.log('Migrations are up to date.');
  return Promise.resolve();
});
