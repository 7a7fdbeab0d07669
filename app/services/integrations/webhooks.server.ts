import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { config } from '~/config.server';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEvent } from '~/domain/lead';
import { onLeadEvent, type LeadEvent } from '~/services/conversations/lead-events.server';
import { db, type Transaction } from '~/services/db/client.server';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { webhookDeliveries, webhookEndpoints } from '~/services/db/schema/integrations';
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { integrationsOwnerOf } from '~/services/integrations/api-tokens.server';
import { apiLead } from '~/services/integrations/leads-api.server';
import { webhookUrlProblem } from '~/services/integrations/webhook-url.server';
import { defineJob, enqueue, type JobDefinition } from '~/services/jobs/queue.server';
import { leadById } from '~/services/leads/lead-query.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

/**
 * Webhooks for a seller's CRM (docs/api.md): on a new lead or a new message, each endpoint of the
 * seller company that asked for the event gets one delivery row (unique per endpoint and event)
 * and a job, both written in the transaction of the event, so the request that caused it never
 * waits for the receiver. The job POSTs the JSON signed with HMAC-SHA256 over "<t>.<body>",
 * gives up on an attempt after 5 seconds, and is retried with backoff on a network error, a
 * timeout, 429 or 5xx; each attempt is written to the row (the seller's delivery log), which the
 * seller can send again.
 */

const WEBHOOK_TIMEOUT_MS = 5_000;
const DELIVER = 'webhooks.deliver';
const NOT_YOURS = 'That delivery is not one of your company’s. Reload the page.';

const signatureOf = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Whether the production rules for addresses apply (docs/api.md); WEBHOOKS_ALLOW_PRIVATE lifts them for a trial. */
const production = () => config().NODE_ENV === 'production' && !config().WEBHOOKS_ALLOW_PRIVATE;

export async function addWebhookEndpoint(userId: number, input: { url: string; events: WebhookEvent[] }): Promise<{ secret: string; url: string }> {
  const company = await integrationsOwnerOf(userId);
  const problem = await webhookUrlProblem(input.url, production());
  if (problem) throw new ValidationError(undefined, { url: [problem] });
  const [live] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, company.companyId), isNull(webhookEndpoints.disabledAt)));
  if ((live?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new ConflictError(`Your company has ${MAX_WEBHOOK_ENDPOINTS} webhooks. Remove one you no longer need first.`);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await db()
    .insert(webhookEndpoints)
    .values({ companyId: company.companyId, url: input.url, secret, events: [...new Set(input.events)], createdByUserId: userId });
  return { secret, url: input.url };
}

/** Stops sending to an endpoint; its delivery log stays readable. */
export async function removeWebhookEndpoint(userId: number, endpointId: number): Promise<string> {
  const company = await integrationsOwnerOf(userId);
  const [endpoint] = await db()
    .update(webhookEndpoints)
    .set({ disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())` })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, company.companyId)))
    .returning({ url: webhookEndpoints.url });
  if (!endpoint) throw new NotFoundError('That webhook is not one of your company’s. Reload the page.');
  return `Events are no longer sent to ${endpoint.url}.`;
}

/** The company's webhooks in use, and the last 50 deliveries to any of its endpoints. */
export async function webhooksOf(companyId: number) {
  const endpoints = await db()
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookEndpoints.createdAt));
  const deliveries = await db()
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      url: webhookEndpoints.url,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      endpointRemoved: sql<boolean>`${webhookEndpoints.disabledAt} IS NOT NULL`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(50);
  return { endpoints, deliveries };
}

/** Sends a delivery again ("Send again" in the log), whatever became of it before. */
export async function replayDelivery(userId: number, deliveryId: number): Promise<string> {
  const company = await integrationsOwnerOf(userId);
  const [delivery] = await db()
    .select({ id: webhookDeliveries.id, event: webhookDeliveries.event, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.companyId, company.companyId)));
  if (!delivery) throw new NotFoundError(NOT_YOURS);
  if (delivery.disabledAt) throw new ConflictError('That webhook was removed, so its deliveries cannot be sent again.');
  await db().update(webhookDeliveries).set({ status: 'pending', lastError: null }).where(eq(webhookDeliveries.id, delivery.id));
  await enqueueDelivery(delivery.id);
  return `The ${delivery.event} event is being sent again.`;
}

const enqueueDelivery = (deliveryId: number, tx?: Transaction) => enqueue(DELIVER, { deliveryId }, { singletonKey: `webhook-${deliveryId}` }, tx);

/** The JSON a receiver gets for `event`, read inside the transaction that made it. */
async function payloadOf(tx: Transaction, event: LeadEvent): Promise<Record<string, unknown> | null> {
  const lead = await leadById(event.threadId, tx);
  if (!lead) return null;
  const site = siteUrlForLinks();
  const data: Record<string, unknown> = { lead: apiLead(lead, site) };
  if (event.kind === 'message.created') {
    const [message] = await tx.select().from(threadMessages).where(eq(threadMessages.id, event.messageId));
    if (!message) return null;
    data.message = {
      id: message.id,
      from: message.side,
      body: message.body,
      attachments: message.attachments.map((file) => ({ name: file.name, content_type: file.contentType, bytes: file.bytes })),
      created_at: message.createdAt.toISOString(),
    };
  }
  return { type: event.kind, created_at: new Date().toISOString(), data };
}

/** The listener: a delivery row and a job per endpoint that asked for the event, in the event's transaction. */
async function recordDeliveries(tx: Transaction, event: LeadEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(threads, eq(threads.sellerCompanyId, webhookEndpoints.companyId))
    .where(and(eq(threads.id, event.threadId), isNull(webhookEndpoints.disabledAt), sql`${event.kind} = ANY(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return;
  const payload = await payloadOf(tx, event);
  if (!payload) return;
  const eventKey = event.kind === 'lead.created' ? `lead.created:${event.threadId}` : `message.created:${event.messageId}`;
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, event: event.kind, eventKey, payload })))
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await enqueueDelivery(row.id, tx);
}

onLeadEvent(recordDeliveries);

type Attempt = { ok: true; status: number } | { ok: false; retry: boolean; status: number | null; error: string };

async function post(url: string, secret: string, delivery: { id: number; event: string; payload: Record<string, unknown> }): Promise<Attempt> {
  if (production()) {
    const problem = await webhookUrlProblem(url, true);
    if (problem) return { ok: false, retry: false, status: null, error: problem };
  }
  const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': `${config().SITE_NAME}-Webhooks/1`,
        'X-TradeSetu-Event': delivery.event,
        'X-TradeSetu-Delivery': String(delivery.id),
        'X-TradeSetu-Signature': `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`,
      },
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    const retry = response.status >= 500 || response.status === 429;
    const error = response.status >= 300 && response.status < 400 ? `The receiver answered ${response.status} (a redirect); redirects are not followed` : `The receiver answered ${response.status}`;
    return { ok: false, retry, status: response.status, error };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, retry: true, status: null, error: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, retry: true, status: null, error: `Could not connect: ${cause?.code ?? cause?.message ?? (error as Error).message}` };
  }
}

/**
 * One attempt of one delivery: nothing when it is no longer pending (a duplicate job, or delivered
 * already). The outcome is written to the row; a failure worth retrying throws so pg-boss tries
 * again with backoff, and the last attempt leaves the row failed.
 */
async function deliverWebhook(deliveryId: number, attempt: { retryCount: number; retryLimit: number }): Promise<{ status: string }> {
  const [row] = await db()
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.delivery.status !== 'pending') return { status: 'skipped' };
  if (row.disabledAt) {
    await db().update(webhookDeliveries).set({ status: 'failed', lastError: 'The webhook was removed' }).where(eq(webhookDeliveries.id, deliveryId));
    return { status: 'failed' };
  }
  const outcome = await post(row.url, row.secret, row.delivery);
  const final = !outcome.ok && (!outcome.retry || attempt.retryCount >= attempt.retryLimit);
  await db()
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: outcome.status,
      lastError: outcome.ok ? null : outcome.error,
      status: outcome.ok ? 'delivered' : final ? 'failed' : 'pending',
      ...(outcome.ok ? { deliveredAt: sql`now()` } : {}),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), inArray(webhookDeliveries.status, ['pending'])));
  if (!outcome.ok && !final) throw new Error(`webhook delivery ${deliveryId} failed, will retry: ${outcome.error}`);
  return { status: outcome.ok ? 'delivered' : 'failed' };
}

/** Seven attempts over about an hour (30 s, 1, 2, 4, 8, 16 min); tests pass a quicker policy. */
const WEBHOOK_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true };

const WEBHOOK_WORKERS = 8;

export function webhookJobs(retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean } = WEBHOOK_RETRY): JobDefinition[] {
  // Deliveries run side by side: a receiver that hangs holds one worker for its 5 seconds, not every other company's webhooks.
  return [defineJob<{ deliveryId: number }>({ name: DELIVER, policy: 'exclusive', queue: { ...retry, expireInSeconds: 60 }, concurrency: WEBHOOK_WORKERS, run: (data, attempt) => deliverWebhook(data.deliveryId, attempt) })];
}
