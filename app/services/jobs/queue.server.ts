import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type JobResult, type JobWithMetadata, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss';
import type { Transaction } from '~/services/db/client.server';
import { logger } from '~/services/logging/logger.server';

/**
 * The one job queue (docs/decisions/0010-jobs-mail-pdf.md): pg-boss on the app's PostgreSQL, in
 * its own schema `pgboss`, so jobs survive restarts and every app process shares them (pg-boss
 * hands each job to one worker with SKIP LOCKED, and runs cron schedules once across processes).
 * This module only owns the pg-boss instance; `worker.server.ts` says which jobs exist.
 */

/** Everything a job needs to be registered: its queue policy (retries, backoff) and its handler. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** `exclusive` (one queued-or-active job per singletonKey) makes a repeated enqueue a no-op. */
  policy: QueuePolicy;
  queue: Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'deleteAfterSeconds'>;
  /** Runs one job. Throwing makes pg-boss retry it (with the queue's backoff) until retryLimit. */
  run: (data: Data, attempt: { retryCount: number; retryLimit: number }) => Promise<unknown>;
  /** Cron expression (UTC) for a recurring job; omitted for jobs that are only enqueued. */
  cron?: string;
  /**
   * Jobs fetched and run at once (default 1). One job per fetch means one job per polling
   * interval when a backlog waits (a thousand emails would take half an hour); above 1 the worker
   * keeps fetching while batches come back full and runs the jobs of a batch side by side, each
   * completed or failed (and retried) on its own. For small independent jobs such as deliveries.
   */
  batchSize?: number;
  /**
   * Jobs of batch size 1 run at once by this process (default 1: one after another). For jobs that
   * wait on someone else's server, such as webhook deliveries: one slow receiver then holds one
   * worker, not the whole queue.
   */
  concurrency?: number;
}

/**
 * A job definition whose payload type the queue can hold in one list. The payload is JSON that
 * this app wrote with `enqueue(name, …)` for the same name, which is what makes the cast sound.
 */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return { ...definition, run: (data, attempt) => definition.run(data as Data, attempt) };
}

const holder = globalThis as typeof globalThis & { __tradesetuJobs?: PgBoss };

/** The running queue of this process, or undefined when it was not started (CLI scripts, most tests). */
export function runningQueue(): PgBoss | undefined {
  return holder.__tradesetuJobs;
}

interface QueueStart {
  connectionString: string;
  definitions: readonly JobDefinition[];
  /** Seconds between polls when LISTEN/NOTIFY is quiet; tests lower it to see retries quickly. */
  pollingIntervalSeconds?: number;
}

/**
 * Starts pg-boss (installing or migrating its schema under an advisory lock, so several processes
 * may start at once), creates each queue with its retry policy, subscribes the handlers and
 * registers the cron schedules. Idempotent per process.
 */
export async function startQueue({ connectionString, definitions, pollingIntervalSeconds = 2 }: QueueStart): Promise<PgBoss> {
  const existing = holder.__tradesetuJobs;
  if (existing) return existing;
  // A small pool of its own: workers poll and hold a connection only for the length of a query.
  const boss = new PgBoss({ connectionString, max: 3, schema: 'pgboss', application_name: 'tradesetu-jobs' });
  boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning: { message: string }) => logger.warn({ warning: warning.message }, 'job queue warning'));
  await boss.start();
  holder.__tradesetuJobs = boss;
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { ...definition.queue, policy: definition.policy });
    // createQueue keeps an existing queue as it was; updateQueue applies a changed retry policy.
    await boss.updateQueue(definition.name, definition.queue);
    const batchSize = definition.batchSize ?? 1;
    if (batchSize > 1) {
      await boss.work(definition.name, { includeMetadata: true, batchSize, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds }, async (jobs: JobWithMetadata<object>[]) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              return { id: job.id, status: 'completed', output: await runJob(definition, job) };
            } catch (err) {
              return { id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } };
            }
          }),
        ),
      );
    } else {
      await boss.work(definition.name, { includeMetadata: true, batchSize: 1, localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds }, async ([job]: JobWithMetadata<object>[]) => {
        if (!job) return;
        return runJob(definition, job);
      });
    }
    if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: 'UTC', missed: 'once' });
  }
  return boss;
}

async function runJob(definition: JobDefinition, job: JobWithMetadata<object>): Promise<unknown> {
  const started = Date.now();
  try {
    const result = await definition.run(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    logger.info({ job: definition.name, jobId: job.id, ms: Date.now() - started, result }, 'job done');
    return result;
  } catch (err) {
    const willRetry = job.retryCount < job.retryLimit;
    logger[willRetry ? 'warn' : 'error']({ job: definition.name, jobId: job.id, attempt: job.retryCount + 1, willRetry, err }, 'job failed');
    throw err;
  }
}

/** Stops the workers (letting a running job finish, up to `timeoutMs`) and closes the queue's pool. */
export async function stopQueue(timeoutMs = 8_000): Promise<void> {
  const boss = holder.__tradesetuJobs;
  holder.__tradesetuJobs = undefined;
  if (boss) await boss.stop({ graceful: true, timeout: timeoutMs });
}

/**
 * Enqueues a job, inside `tx` when given. Returns false when this process runs no queue (a CLI
 * script): the caller keeps its own record (e.g. the outbox row) for a sweep to pick up later.
 */
export async function enqueue(name: string, data: object, options: SendOptions = {}, tx?: Transaction): Promise<boolean> {
  const boss = holder.__tradesetuJobs;
  if (!boss) return false;
  // fromDrizzle runs pg-boss's insert on the transaction, so the job exists only if it commits.
  await boss.send(name, data, tx ? { ...options, db: fromDrizzle(tx, sql) } : options);
  return true;
}
