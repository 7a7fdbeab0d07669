/**
 * Conversations at scale (issue 16, "Speed and memory"):
 *   npm run build && npm run bench:threads
 * (a) A thread of 1,000 messages opens in under 100 ms at the server: threadPage (the loader's one
 *     service call: access, header, the newest page of MESSAGES_PER_PAGE, "seen", marking it read)
 *     timed in process, and the page /account/messages/:ref from the production build on loopback
 *     with a signed-in seller (time to the last byte). BENCH_REQUESTS (default 200) after 20 untimed.
 * (b) 500 open live connections (server-sent events, BENCH_STREAMS) held by the production server
 *     with its resident memory rising by less than 100 MB: RSS (/proc/<pid>/status) after warming
 *     up, with every stream open, and after one message posted from this process (through
 *     PostgreSQL NOTIFY) has reached all of them, with the time that took.
 * Uses the benchmark database (bench/database.ts); its own rows are made once (idempotent).
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createSession } from '../app/services/accounts/sessions.server';
import { sendMessage } from '../app/services/conversations/thread-messages.server';
import { threadPage } from '../app/services/conversations/thread-pages.server';
import { closeDatabase, db } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { openBenchDatabase } from './database';
import { median, startProductionServer } from './support/server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const WARM_UP = 20;
const MESSAGES = 1000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? Number.NaN;
const ms = (value: number) => value.toFixed(1);
const row = (label: string, values: number[], extra = '') => `| ${label} | ${values.length} | ${ms(median(values))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} | ${extra} |`;
const run = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;

/** A seller and a buyer company, and an inquiry between them whose thread has 1,000 messages (half with a file). */
async function ensureLongThread(): Promise<{ reference: string; sellerUserId: number; buyerUserId: number }> {
  const people: Record<'seller' | 'buyer', number> = { seller: 0, buyer: 0 };
  for (const [side, gstin] of [
    ['seller', '27AAGCT9001K1Z5'],
    ['buyer', '29AAGCT9002K1Z5'],
  ] as const) {
    const email = `bench-thread-${side}@example.in`;
    await run(sql`INSERT INTO users (email, name, password_hash, email_verified_at) VALUES (${email}, ${`Bench ${side}`}, 'not-used', now()) ON CONFLICT (email) DO NOTHING`);
    const [user] = await run(sql`SELECT id FROM users WHERE email = ${email}`);
    people[side] = Number(user?.id);
    await run(sql`INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type, city, state_code, pin, gstin, address, contact_name, mobile, email, description, year_established)
      VALUES (${`bench-thread-${side}`}, ${`Bench Thread ${side === 'seller' ? 'Sellers' : 'Buyers'}`}, ${people[side]}, ${side === 'seller' ? 'seller' : 'buyer'}, 'msme', 'Private Limited', 'Wholesaler', 'Pune', ${gstin.slice(0, 2)}, '411001', ${gstin},
        '1 Bench Road, Pune', ${`Bench ${side}`}, '+919800000002', ${email}, 'For the conversations benchmark.', 2005)
      ON CONFLICT (slug) DO NOTHING`);
  }
  await run(sql`INSERT INTO inquiries (reference, company_id, buyer_user_id, buyer_name, buyer_email, buyer_mobile, quantity, unit, requirement)
    SELECT 'INQ-BENCH-THRD', c.id, ${people.buyer}, 'Bench buyer', 'bench-thread-buyer@example.in', '+919800000003', 5000, 'piece', 'We need 5,000 printed cotton bags every month; please quote.'
    FROM companies c WHERE c.slug = 'bench-thread-seller' ON CONFLICT (reference) DO NOTHING`);
  const [thread] = await run(sql`SELECT t.id, t.reference, (SELECT count(*)::int FROM thread_messages m WHERE m.thread_id = t.id) AS messages FROM threads t JOIN inquiries i ON i.id = t.inquiry_id WHERE i.reference = 'INQ-BENCH-THRD'`);
  if (Number(thread?.messages) >= MESSAGES) return { reference: String(thread?.reference), sellerUserId: people.seller, buyerUserId: people.buyer };
  await run(sql`INSERT INTO thread_messages (thread_id, side, sender_user_id, body, attachments, created_at)
    SELECT ${Number(thread?.id)}, CASE WHEN g % 2 = 0 THEN 'seller' ELSE 'buyer' END, CASE WHEN g % 2 = 0 THEN ${people.seller}::int ELSE ${people.buyer}::int END,
      'Message ' || g || ': about the print colours, the packing in bundles of 100, the delivery to Pune and the payment terms, see https://example.in/spec/' || g,
      CASE WHEN g % 2 = 0 THEN jsonb_build_array(jsonb_build_object('key', md5(g::text) || '.pdf', 'name', 'spec-' || g || '.pdf', 'contentType', 'application/pdf', 'bytes', 120000)) ELSE '[]'::jsonb END,
      now() - (${MESSAGES}::int - g) * interval '1 minute'
    FROM generate_series(1, ${MESSAGES - 1}::int) AS g`);
  await run(sql`UPDATE threads SET last_message_at = now() WHERE id = ${Number(thread?.id)}`);
  await run(sql`ANALYZE thread_messages`);
  return { reference: String(thread?.reference), sellerUserId: people.seller, buyerUserId: people.buyer };
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024;
};

/** One event stream held open like a browser's EventSource; resolves `opened` at the first bytes and counts messages. */
function openStream(baseUrl: string, path: string, cookie: string) {
  let onMessage: (() => void) | undefined;
  let messages = 0;
  const opened = new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let first = true;
      response.on('data', (chunk: string) => {
        if (first) {
          first = false;
          resolve(request);
        }
        const count = chunk.split('\nevent: message\n').length - 1;
        if (count > 0) {
          messages += count;
          onMessage?.();
        }
      });
    });
    request.on('error', reject);
  });
  return {
    opened,
    received: () => messages,
    waitForMessage: () => new Promise<void>((resolve) => (messages > 0 ? resolve() : (onMessage = resolve))),
  };
}

const database = await openBenchDatabase();
let serverStop: (() => Promise<void>) | undefined;
try {
  await runMigrations();
  const { reference, sellerUserId, buyerUserId } = await ensureLongThread();
  const [count] = await run(sql`SELECT count(*)::int AS n FROM thread_messages m JOIN threads t ON t.id = m.thread_id WHERE t.reference = ${reference}`);
  console.log(`Thread ${reference}: ${String(count?.n)} messages`);

  // (a) in process
  const inProcess: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const before = performance.now();
    const page = await threadPage(sellerUserId, reference);
    const elapsed = performance.now() - before;
    if (page.messages.length === 0) throw new Error('the thread page had no messages');
    if (i >= WARM_UP) inProcess.push(elapsed);
  }
  const cookie = (await createSession(new Request('http://localhost/'), sellerUserId)).split(';')[0] ?? '';
  const buyerCookie = (await createSession(new Request('http://localhost/'), buyerUserId)).split(';')[0] ?? '';
  const server = await startProductionServer({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'false' });
  serverStop = server.stop;
  const path = `/account/messages/${reference}`;
  const overHttp: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const before = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - before;
    if (response.status !== 200 || !body.includes(`Message ${MESSAGES - 1}:`)) throw new Error(`${path} answered ${response.status} without the newest message`);
    if (i >= WARM_UP) overHttp.push(elapsed);
  }
  console.log(`\n(a) a thread of ${String(count?.n)} messages, opened ${REQUESTS} times one at a time after ${WARM_UP} untimed`);
  console.log('| what | n | p50 ms | p95 ms | max ms | |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  console.log(row('threadPage (the loader’s service call), in process', inProcess, `target < 100 ms: ${percentile(inProcess, 95) < 100 ? 'met' : 'MISSED'}`));
  console.log(row(`${path}, production build on loopback (to the last byte)`, overHttp, `target < 100 ms: ${percentile(overHttp, 95) < 100 ? 'met' : 'MISSED'}`));

  // (b) open streams
  const lastId = Number((await run(sql`SELECT max(m.id) AS id FROM thread_messages m JOIN threads t ON t.id = m.thread_id WHERE t.reference = ${reference}`))[0]?.id);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(server.pid);
  const streams: ReturnType<typeof openStream>[] = [];
  const openedAt = performance.now();
  for (let i = 0; i < STREAMS; i++) {
    streams.push(openStream(server.baseUrl, `${path}/events?after=${lastId}`, i % 2 === 0 ? cookie : buyerCookie));
    // A browser's reconnect storm is spread a little; so are these.
    if (i % 50 === 49) await Promise.all(streams.slice(-50).map((s) => s.opened));
  }
  const requests = await Promise.all(streams.map((s) => s.opened));
  const openSeconds = (performance.now() - openedAt) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const open = rssMb(server.pid);
  const postedAt = performance.now();
  await sendMessage(buyerUserId, reference, { body: 'A message every open page should receive.', uploads: [], idempotencyKey: randomUUID() });
  await Promise.all(streams.map((s) => s.waitForMessage()));
  const fanOutMs = performance.now() - postedAt;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const afterMessage = rssMb(server.pid);
  for (const request of requests) request.destroy();
  const rise = Math.max(open, afterMessage) - before;
  console.log(`\n(b) ${STREAMS} live connections (server-sent events) to the production server; resident memory of the server process`);
  console.log('| moment | RSS MB |');
  console.log('| --- | ---: |');
  console.log(`| warmed up, no stream open | ${before.toFixed(1)} |`);
  console.log(`| ${STREAMS} streams open (opened in ${openSeconds.toFixed(1)} s) | ${open.toFixed(1)} |`);
  console.log(`| after one message reached all ${STREAMS} (in ${ms(fanOutMs)} ms) | ${afterMessage.toFixed(1)} |`);
  console.log(`Rise: ${rise.toFixed(1)} MB (target < 100 MB: ${rise < 100 ? 'met' : 'MISSED'}); every stream received it: ${streams.every((s) => s.received() >= 1) ? 'yes' : 'NO'}`);
} finally {
  await serverStop?.();
  await closeDatabase();
  await database.stop();
}
