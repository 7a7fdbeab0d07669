import { config } from '../app/config.server';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed-demo';
import { runDatabaseCommand } from '../server/command';

// npm run db:seed — loads the demo marketplace; safe to repeat (nothing already there is changed).
// With SEED_DEMO_ACCOUNTS=true (or E2E=true) it also creates the demo logins, as a start-up with
// MIGRATE_ON_START would: processes started with MIGRATE_ON_START=false seed nothing themselves.
await runDatabaseCommand(async () => {
  const counts = await seedDemoData();
  console.log(`Demo data ready: ${JSON.stringify(counts)}`);
  const settings = config();
  if (settings.SEED_DEMO_ACCOUNTS || settings.E2E) {
    await seedDemoAccounts();
    console.log('Demo logins ready (README, "Demo logins").');
  }
});
