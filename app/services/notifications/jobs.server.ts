import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';
import { DELIVER_JOB, deliverTextNotification, sweepDeliveries } from './deliveries.server';
import { sendDigests } from './digest.server';

/** Retry policy of an SMS or WhatsApp delivery: 6 attempts over about a quarter of an hour (30 s, 1, 2, 4, 8 min). */
const DELIVERY_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/**
 * The notification jobs: text deliveries (emails go through the mail jobs), their sweep, and the
 * daily digest at 02:30 UTC, 08:00 in India. Tests pass a quicker retry policy.
 */
export function notificationJobs(retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean } = DELIVERY_RETRY): JobDefinition[] {
  return [
    defineJob<{ deliveryId: number }>({
      name: DELIVER_JOB,
      policy: 'exclusive',
      queue: { ...retry, expireInSeconds: 120 },
      batchSize: 10,
      run: ({ deliveryId }, attempt) => deliverTextNotification(deliveryId, attempt),
    }),
    defineJob({ name: 'notifications.sweep', policy: 'exclusive', queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true }, cron: '*/5 * * * *', run: () => sweepDeliveries() }),
    defineJob({ name: 'notifications.digest', policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true }, cron: '30 2 * * *', run: () => sendDigests() }),
  ];
}
