/**
 * Notifications at volume (issue 16, point 11: "1,000 notifications delivered to a local SMTP
 * server in under 30 s"):
 *   npm run bench:notifications
 * A real SMTP server on loopback (the smtp-server package, with a password, as in the tests) and
 * the real pipeline: 1,000 people each told of an event in its own transaction (notifyUser: the
 * notification, its email delivery row and the outbox email with HTML, Message-ID and
 * List-Unsubscribe, and the delivery job, all in one commit), then delivered by the pg-boss
 * worker of this process over SMTP. Timed from the first transaction until the SMTP server has
 * accepted the 1,000th message; every outbox row is then checked to be `sent` once.
 * BENCH_NOTIFICATIONS (default 1000) changes the count.
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { startSmtpSink } from '../tests/integration/support/smtp-sink';

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 1000);
const sink = await startSmtpSink('bench', 'bench-smtp-pass');
// Read once by the app's configuration: set before any of its modules runs.
process.env.SMTP_URL = sink.url;
process.env.LOG_LEVEL ??= 'warn';

const { openBenchDatabase } = await import('./database');
const { runMigrations } = await import('../app/services/db/migrate.server');
const { closeDatabase, db, transaction } = await import('../app/services/db/client.server');
const { outboxEmails, users } = await import('../app/services/db/schema/accounts');
const { notifyUser } = await import('../app/services/notifications/notify.server');
const { startJobs, stopJobs } = await import('../app/services/jobs/worker.server');

const database = await openBenchDatabase();
try {
  await runMigrations();
  const run = randomBytes(3).toString('hex');
  const people = await db()
    .insert(users)
    .values(Array.from({ length: COUNT }, (_, i) => ({ email: `bench-notify-${run}-${i}@example.in`, name: `Bench person ${i}`, passwordHash: 'not-used' })))
    .returning({ id: users.id, email: users.email });
  const addresses = new Set(people.map((p) => p.email));
  const arrived = () => sink.received.filter((m) => m.to.some((to) => addresses.has(to))).length;
  await startJobs({ pollingIntervalSeconds: 0.5 });

  const started = performance.now();
  let i = 0;
  // Ten requests at a time, as a busy site would tell people about events.
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (i < people.length) {
        const person = people[i++];
        if (!person) break;
        await transaction((tx) => notifyUser(tx, person.id, { kind: 'message_received', title: `New message from Rao Traders (${run})`, body: 'Can you pack in 25 kg bags?', link: '/account/notifications', dedupeKey: `bench-${run}` }));
      }
    }),
  );
  const written = performance.now() - started;
  while (arrived() < COUNT) {
    if (performance.now() - started > 120_000) throw new Error(`only ${arrived()} of ${COUNT} emails arrived within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const delivered = performance.now() - started;
  const statuses = await db()
    .select({ status: outboxEmails.status, n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.to, [...addresses]))
    .groupBy(outboxEmails.status);
  await stopJobs();
  const seconds = (value: number) => (value / 1000).toFixed(1);
  console.log(`| notifications | written (s) | all delivered over SMTP (s) | per second | outbox rows | SMTP messages |`);
  console.log(`|---|---|---|---|---|---|`);
  console.log(`| ${COUNT} | ${seconds(written)} | ${seconds(delivered)} | ${Math.round(COUNT / (delivered / 1000))} | ${statuses.map((s) => `${s.n} ${s.status}`).join(', ')} | ${arrived()} |`);
  if (delivered > 30_000) process.exitCode = 1;
} finally {
  await closeDatabase();
  await database.stop();
  await sink.close();
}
