import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postMessage, threadFor } from '~/services/conversations/threads.server';
import { db, transaction } from '~/services/db/client.server';
import { webhookDeliveries, webhookEndpoints } from '~/services/db/schema/integrations';
import { startJobs, stopJobs } from '~/services/jobs/worker.server';
import * as integrations from '~/routes/account.integrations';
import { inquiryLead } from './support/lead-fixtures';
import { newBuyer, newSupplier } from './support/requirement-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

/**
 * Webhooks end to end: the real listener, the real pg-boss job, a real HTTP receiver on this
 * machine (node:http) that checks the signature the way docs/api.md tells receivers to.
 */

interface Received {
  at: number;
  headers: IncomingMessage['headers'];
  body: string;
}
type Behaviour = 'ok' | 'hang-once' | 'hang' | 'fail';

const received = new Map<string, Received[]>();
const behaviour = new Map<string, Behaviour>();
const hanging: ServerResponse[] = [];
const receiver = createServer((request, response) => {
  const path = request.url ?? '/';
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const list = received.get(path) ?? [];
    list.push({ at: Date.now(), headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    received.set(path, list);
    const mode = behaviour.get(path) ?? 'ok';
    if (mode === 'hang' || (mode === 'hang-once' && list.length === 1)) {
      hanging.push(response);
      return;
    }
    response.writeHead(mode === 'fail' ? 503 : 200, { 'content-type': 'text/plain' }).end(mode === 'fail' ? 'down for maintenance' : 'ok');
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await startJobs({ pollingIntervalSeconds: 0.5, webhookRetry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } });
});

afterAll(async () => {
  await stopJobs();
  for (const response of hanging) response.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A form post; a list value repeats the field, as ticked checkboxes do. */
async function post(userId: number, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => [name, item])));
  const init = { ...formPost({}), body: body.toString() };
  const answer = await answerOf(callRoute(integrations.action, await requestAs(userId, '/account/integrations', init)));
  return { status: answer.status, body: answer.data as { ok: boolean; message?: string; secret?: string; result: { error?: Record<string, string[] | null> } } };
}

/** A seller with a webhook at a path of its own on the receiver; returns the secret shown once. */
async function sellerWithWebhook(mode: Behaviour = 'ok', events = ['lead.created', 'message.created']) {
  const seller = await newSupplier();
  const path = `/hook-${randomUUID()}`;
  behaviour.set(path, mode);
  const made = await post(seller.userId, { intent: 'add-webhook', url: `${base}${path}`, events });
  expect(made.status).toBe(200);
  return { seller, path, secret: made.body.secret! };
}

const deliveriesOf = async (companyId: number) =>
  db()
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookDeliveries.id))
    .then((rows) => rows.map((row) => row.delivery));

/** What docs/api.md tells a receiver to do: recompute the HMAC over "<t>.<body>" and compare. */
function verify(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe('webhooks', () => {
  it('a new inquiry makes a delivery at once, and the receiver gets it signed, with event and delivery headers', async () => {
    const { seller, path, secret } = await sellerWithWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const buyer = await newBuyer();
    const thread = await inquiryLead(seller, buyer, { name: 'Kavita Joshi' });
    const [row] = await deliveriesOf(seller.companyId);
    expect(row).toMatchObject({ event: 'lead.created', eventKey: `lead.created:${thread.id}` });

    await vi.waitFor(() => expect(received.get(path)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    const request = received.get(path)![0]!;
    expect(verify(secret, request.headers['x-tradesetu-signature'] as string, request.body)).toBe(true);
    expect(verify('whsec_wrong', request.headers['x-tradesetu-signature'] as string, request.body)).toBe(false);
    expect(request.headers['x-tradesetu-event']).toBe('lead.created');
    expect(request.headers['x-tradesetu-delivery']).toBe(String(row!.id));
    expect(request.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request.body) as { id: number; type: string; data: { lead: Record<string, unknown> } };
    expect(payload).toMatchObject({ id: row!.id, type: 'lead.created', data: { lead: { reference: thread.reference, kind: 'inquiry', buyer: { name: 'Kavita Joshi', email: null, phone: null } } } });
    await vi.waitFor(async () => expect((await deliveriesOf(seller.companyId))[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, lastError: null }), { timeout: 5_000, interval: 100 });

    // A message in the thread is the second event; a seller who asked only for leads would not hear it.
    const access = await threadFor(seller.userId, thread.reference);
    const { message } = await transaction((tx) => postMessage(tx, access, seller.userId, { body: 'Yes, we can ship by March.', attachments: [], idempotencyKey: randomUUID() }));
    await vi.waitFor(() => expect(received.get(path)).toHaveLength(2), { timeout: 10_000, interval: 100 });
    const second = received.get(path)![1]!;
    expect(second.headers['x-tradesetu-event']).toBe('message.created');
    expect(JSON.parse(second.body)).toMatchObject({ type: 'message.created', data: { message: { id: message.id, from: 'seller', body: 'Yes, we can ship by March.' }, lead: { reference: thread.reference, status: 'contacted' } } });
    expect(verify(secret, second.headers['x-tradesetu-signature'] as string, second.body)).toBe(true);

    const leadsOnly = await sellerWithWebhook('ok', ['lead.created']);
    const other = await inquiryLead(leadsOnly.seller, buyer);
    const otherAccess = await threadFor(leadsOnly.seller.userId, other.reference);
    await transaction((tx) => postMessage(tx, otherAccess, leadsOnly.seller.userId, { body: 'Hello', attachments: [], idempotencyKey: randomUUID() }));
    expect((await deliveriesOf(leadsOnly.seller.companyId)).map((d) => d.event)).toEqual(['lead.created']);
  });

  it('a receiver that hangs: the inquiry answers at once, the attempt gives up after 5 seconds, is recorded, and the retry delivers', async () => {
    const { seller, path } = await sellerWithWebhook('hang-once', ['lead.created']);
    const buyer = await newBuyer();
    const started = Date.now();
    await inquiryLead(seller, buyer);
    expect(Date.now() - started).toBeLessThan(2_000);

    await vi.waitFor(() => expect(received.get(path)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect((await deliveriesOf(seller.companyId))[0]).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, lastError: 'No answer within 5 seconds' }), { timeout: 10_000, interval: 100 });
    await vi.waitFor(() => expect(received.get(path)).toHaveLength(2), { timeout: 15_000, interval: 100 });
    const [first, retry] = received.get(path)!;
    expect(retry!.at - first!.at).toBeGreaterThanOrEqual(5_000);
    expect(retry!.headers['x-tradesetu-delivery']).toBe(first!.headers['x-tradesetu-delivery']);
    await vi.waitFor(async () => expect((await deliveriesOf(seller.companyId))[0]).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 }), { timeout: 5_000, interval: 100 });
  }, 40_000);

  it('receivers that hang do not hold up another company’s webhook: its event arrives at once', async () => {
    const slow = await sellerWithWebhook('hang', ['lead.created']);
    const fast = await sellerWithWebhook('ok', ['lead.created']);
    for (let i = 0; i < 3; i++) await inquiryLead(slow.seller, await newBuyer());
    await vi.waitFor(() => expect(received.get(slow.path)?.length ?? 0).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 50 });
    // Three deliveries are now waiting on the slow receiver's 5 seconds.
    const sent = Date.now();
    await inquiryLead(fast.seller, await newBuyer());
    await vi.waitFor(() => expect(received.get(fast.path)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(received.get(fast.path)![0]!.at - sent).toBeLessThan(3_000);
  }, 40_000);

  it('a receiver answering 503 is retried up to the limit and the delivery is failed; the log shows it and "Send again" sends it again', async () => {
    const { seller, path } = await sellerWithWebhook('fail', ['lead.created']);
    await inquiryLead(seller, await newBuyer());
    await vi.waitFor(async () => expect((await deliveriesOf(seller.companyId))[0]).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 503, lastError: 'The receiver answered 503' }), { timeout: 20_000, interval: 200 });
    expect(received.get(path)).toHaveLength(3);

    const log = (await answerOf(callRoute(integrations.loader, await requestAs(seller.userId, '/account/integrations')))).data as Awaited<ReturnType<typeof integrations.loader>>;
    expect(log.deliveries[0]).toMatchObject({ event: 'lead.created', status: 'failed', attempts: 3, responseStatus: 503 });

    behaviour.set(path, 'ok');
    const replay = await post(seller.userId, { intent: 'replay', deliveryId: String(log.deliveries[0]!.id) });
    expect(replay.body.message).toBe('The lead.created event is being sent again.');
    await vi.waitFor(async () => expect((await deliveriesOf(seller.companyId))[0]).toMatchObject({ status: 'delivered', attempts: 4, responseStatus: 200 }), { timeout: 10_000, interval: 100 });
    expect(received.get(path)).toHaveLength(4);
    expect(new Set(received.get(path)!.map((r) => r.headers['x-tradesetu-delivery'])).size).toBe(1);

    // Another company cannot replay it; a removed webhook gets nothing more.
    const stranger = await newSupplier();
    expect((await post(stranger.userId, { intent: 'replay', deliveryId: String(log.deliveries[0]!.id) })).status).toBe(404);
    const [endpoint] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, seller.companyId));
    expect((await post(seller.userId, { intent: 'remove-webhook', endpointId: String(endpoint!.id) })).body.message).toMatch(/no longer sent/);
    await inquiryLead(seller, await newBuyer());
    expect(await deliveriesOf(seller.companyId)).toHaveLength(1);
  }, 40_000);

  it('refuses an address that is not https (http only for localhost here), in words beside the field', async () => {
    const seller = await newSupplier();
    for (const [url, message] of [
      ['http://crm.example.in/hook', /must start with https:\/\//],
      ['ftp://127.0.0.1/hook', /must start with https:\/\//],
      ['not a url', /full address/],
      ['https://user:pw@crm.example.in/hook', /user name and password/],
    ] as const) {
      const answer = await post(seller.userId, { intent: 'add-webhook', url, events: 'lead.created' });
      expect(answer.status, url).toBe(400);
      expect(answer.body.result.error?.url?.[0], url).toMatch(message);
    }
    expect((await post(seller.userId, { intent: 'add-webhook', url: 'http://localhost:9/hook', events: '' })).body.result.error?.events).toEqual(['Choose which events to send']);
  });
});
