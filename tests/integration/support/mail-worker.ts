import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';

/**
 * A second app process's mail worker on the same database and queue, as pg-boss sees it, for
 * tests that race two workers on one email. Imported lazily: the mailer must read SMTP_URL after
 * the test file has set it. Stop it (`stop({ graceful: true })`) when the test is done.
 */
export async function startOtherMailWorker(): Promise<PgBoss> {
  const { PgBoss } = await import('pg-boss');
  const { databaseUrl } = await import('~/services/db/client.server');
  const { deliverOutboxEmail } = await import('~/services/mail/mailer.server');
  const other = new PgBoss({ connectionString: databaseUrl(), max: 2, schema: 'pgboss' });
  await other.start();
  await other.work('mail.deliver', { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async ([job]: JobWithMetadata<{ outboxId: number }>[]) => {
    if (job) return deliverOutboxEmail(job.data.outboxId, job);
  });
  return other;
}

/**
 * For a test file that sends mail to `sink`: the app's jobs run while its tests do, with retries a
 * second apart (production waits 30 s and doubles) so a test sees them happen; afterwards the jobs
 * stop and the sink closes.
 */
export function runMailJobsWith(sink: { close(): Promise<void> }): void {
  beforeAll(async () => {
    const { startJobs } = await import('~/services/jobs/worker.server');
    await startJobs({ mailRetry: { retryLimit: 2, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    const { stopJobs } = await import('~/services/jobs/worker.server');
    await stopJobs();
    await sink.close();
  });
}
