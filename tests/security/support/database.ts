import { afterAll, inject } from 'vitest';
import { closeDatabase, useDatabase } from '../../../app/services/db/client.server';
import { setLogLevel } from '../../../app/services/logging/logger.server';

// Each security test file may read the server's database (what an attack left behind) and make
// fixtures in it with the app's own services, as the integration tests do.
useDatabase(inject('securityDatabaseUrl'));
setLogLevel('warn');

afterAll(async () => {
  await closeDatabase();
});
