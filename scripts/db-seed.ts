import { seedDemoData } from '../seed/seed-demo';
import { runDatabaseCommand } from '../server/command';

// npm run db:seed — loads the demo marketplace; safe to repeat (nothing already there is changed).
await runDatabaseCommand(async () => {
  const counts = await seedDemoData();
  console.log(`Demo data ready: ${JSON.stringify(counts)}`);
});
