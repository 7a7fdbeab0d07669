import type { JobWithMetadata, PgBoss } from 'pg-boss';

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
