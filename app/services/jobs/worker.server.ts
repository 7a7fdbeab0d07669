import { catalogueImportJobs } from '~/services/catalog/catalogue-import.server';
import { responseRecordJobs } from '~/services/conversations/response-record.server';
import { databaseUrl } from '~/services/db/client.server';
import { housekeepingJobs } from '~/services/jobs/housekeeping.server';
import { startQueue, stopQueue, type JobDefinition } from '~/services/jobs/queue.server';
import { logMailMode, mailJobs } from '~/services/mail/mailer.server';
import { closeMailTransports } from '~/services/mail/transport.server';
import { notificationJobs } from '~/services/notifications/jobs.server';
import { requirementLifecycleJobs } from '~/services/requirements/lifecycle.server';
// Importing the webhooks module also registers its lead-event listener (deliveries for new leads and messages).
import { webhookJobs } from '~/services/integrations/webhooks.server';
import { leadFollowUpJobs } from '~/services/leads/follow-ups.server';
import { gstRegisterJobs } from '~/services/trust/gst-register.server';
import { startVerificationBackfill, verificationJobs } from '~/services/trust/verification.server';

interface JobsOptions {
  /** A quicker retry policy for mail, for tests that watch a retry happen. */
  mailRetry?: Parameters<typeof mailJobs>[0];
  /** The same for SMS and WhatsApp notifications. */
  notificationRetry?: Parameters<typeof notificationJobs>[0];
  pollingIntervalSeconds?: number;
  /** A quicker retry policy for webhook deliveries, for tests that watch a retry happen. */
  webhookRetry?: Parameters<typeof webhookJobs>[0];
}

/** Every job the worker runs (the retention schedule's test checks that the jobs it names are among them). */
export function jobDefinitions(options: JobsOptions = {}): JobDefinition[] {
  return [...mailJobs(options.mailRetry), ...housekeepingJobs, ...catalogueImportJobs, ...requirementLifecycleJobs, ...notificationJobs(options.notificationRetry), ...responseRecordJobs, ...webhookJobs(options.webhookRetry), ...leadFollowUpJobs, ...gstRegisterJobs, ...verificationJobs];
}

/**
 * Starts this process's share of the background work: the mail delivery jobs and the housekeeping
 * schedules. Every app process runs it; pg-boss gives each job to exactly one of them.
 */
export async function startJobs(options: JobsOptions = {}): Promise<void> {
  logMailMode();
  await startQueue({
    connectionString: databaseUrl(),
    definitions: jobDefinitions(options),
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  await startVerificationBackfill();
}

/** Stops taking jobs and waits briefly for running ones, then closes the SMTP connections; call before closing the database. */
export async function stopJobs(timeoutMs?: number): Promise<void> {
  await stopQueue(timeoutMs);
  closeMailTransports();
}
