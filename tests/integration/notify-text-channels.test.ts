import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * SMS (MSG91 Flow API) and WhatsApp (WhatsApp Cloud API) against local fake servers that check a
 * request the way the provider does (path, auth header, JSON shape) and answer as it does. The
 * real client code runs; only the base URLs point here.
 */
interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
interface Fake {
  url: string;
  seen: Seen[];
  /** Answers to give before behaving normally: [status, body]. */
  failNext: Array<[number, unknown]>;
  server: Server;
}

const MSG91_KEY = 'msg91-auth-key-7f3a9c';
const WA_TOKEN = 'EAAG-whatsapp-token-91b2';
const PHONE_ID = '109876543210987';

async function fake(handle: (seen: Seen) => [number, unknown]): Promise<Fake> {
  const f = { seen: [] as Seen[], failNext: [] as Array<[number, unknown]> } as Fake;
  f.server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const seen = { path: req.url ?? '', headers: req.headers, body };
      f.seen.push(seen);
      const [status, answer] = f.failNext.shift() ?? handle(seen);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => f.server.listen(0, '127.0.0.1', resolve));
  f.url = `http://127.0.0.1:${(f.server.address() as AddressInfo).port}`;
  return f;
}

// MSG91: POST /api/v5/flow, header authkey, {template_id, recipients:[{mobiles, VAR1, VAR2}]}; a bad key is 401 {"type":"error"}.
const msg91 = await fake(({ path, headers, body }) => {
  if (path !== '/api/v5/flow') return [404, { type: 'error', message: 'Not found' }];
  if (headers.authkey !== MSG91_KEY) return [401, { type: 'error', message: 'Authentication failure' }];
  const b = body as { template_id?: unknown; recipients?: Array<Record<string, unknown>> };
  const r = b.recipients?.[0];
  if (headers['content-type'] !== 'application/json' || typeof b.template_id !== 'string' || !r || !/^91\d{10}$/.test(String(r.mobiles)) || typeof r.VAR1 !== 'string' || typeof r.VAR2 !== 'string')
    return [400, { type: 'error', message: 'Invalid request' }];
  return [200, { type: 'success', message: `3763646c3058373530${randomBytes(3).toString('hex')}` }];
});
// WhatsApp Cloud API: POST /{phone-number-id}/messages with Bearer token and a template message.
const whatsapp = await fake(({ path, headers, body }) => {
  if (headers.authorization !== `Bearer ${WA_TOKEN}`) return [401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: 'A1' } }];
  if (path !== `/${PHONE_ID}/messages`) return [400, { error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 } }];
  const b = body as { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown }; components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }> } };
  const params = b.template?.components?.[0]?.parameters ?? [];
  if (b.messaging_product !== 'whatsapp' || b.type !== 'template' || !/^91\d{10}$/.test(String(b.to)) || b.template?.name !== 'tradesetu_notice' || b.template.language?.code !== 'en' || params.length !== 2 || params.some((p) => p.type !== 'text' || typeof p.text !== 'string'))
    return [400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } }];
  return [200, { messaging_product: 'whatsapp', contacts: [{ input: b.to, wa_id: b.to }], messages: [{ id: `wamid.HBgM${randomBytes(6).toString('hex')}` }] }];
});

// Configuration is read once: the providers are set up before the app's modules load.
process.env.MSG91_AUTH_KEY = MSG91_KEY;
process.env.MSG91_TEMPLATE_ID = '64a1b2c3d4e5f6a7b8c9d0e1';
process.env.MSG91_SENDER_ID = 'TRDSTU';
process.env.MSG91_API_BASE = msg91.url;
process.env.WHATSAPP_TOKEN = WA_TOKEN;
process.env.WHATSAPP_PHONE_NUMBER_ID = PHONE_ID;
process.env.WHATSAPP_TEMPLATE = 'tradesetu_notice';
process.env.WHATSAPP_API_BASE = whatsapp.url;

const { db, transaction } = await import('~/services/db/client.server');
const { users } = await import('~/services/db/schema/accounts');
const { notificationDeliveries, notificationPreferences } = await import('~/services/db/schema/notifications');
const { notifications } = await import('~/services/db/schema/requirements');
const { notifyUser } = await import('~/services/notifications/notify.server');
const { notificationSettings } = await import('~/services/notifications/preferences.server');
const { startJobs, stopJobs } = await import('~/services/jobs/worker.server');

beforeAll(async () => {
  // Retries a second apart, so the test sees them.
  await startJobs({ notificationRetry: { retryLimit: 2, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await stopJobs();
  await Promise.all([msg91, whatsapp].map((f) => new Promise((resolve) => f.server.close(resolve))));
});

async function personWithMobile(mobile: string | null) {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db().insert(users).values({ email: `meena-${suffix}@example.in`, name: 'Meena Shah', passwordHash: 'not-used', mobile }).returning();
  if (!user) throw new Error('no user');
  await db()
    .insert(notificationPreferences)
    .values([
      { userId: user.id, kind: 'inquiry_received', channel: 'sms', mode: 'immediate' },
      { userId: user.id, kind: 'inquiry_received', channel: 'whatsapp', mode: 'immediate' },
    ]);
  return user;
}

async function tell(userId: number) {
  const title = `New inquiry for Basmati rice ${randomBytes(2).toString('hex')}`;
  await transaction((tx) => notifyUser(tx, userId, { kind: 'inquiry_received', title, link: '/account/messages/TH-7KD2M9X4', dedupeKey: randomBytes(6).toString('hex') }));
  return title;
}

const deliveriesOf = (userId: number) =>
  db()
    .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status, attempts: notificationDeliveries.attempts, lastError: notificationDeliveries.lastError, providerRef: notificationDeliveries.providerRef })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId))
    .orderBy(notificationDeliveries.channel);

const bodyFor = (f: Fake, mobile: string) => f.seen.find((s) => JSON.stringify(s.body).includes(mobile.replace('+', '')));

describe('SMS and WhatsApp notifications', () => {
  it('the settings page offers both once they are configured', async () => {
    const person = await personWithMobile('+919812300001');
    const settings = await notificationSettings(person.id);
    expect(settings.channels).toEqual(['email', 'sms', 'whatsapp']);
    expect(settings.modes.inquiry_received).toEqual({ email: 'immediate', sms: 'immediate', whatsapp: 'immediate' });
    expect(settings.modes.quote_received).toEqual({ email: 'immediate', sms: 'off', whatsapp: 'off' });
  });

  it('sends an SMS through MSG91 with the DLT template and a WhatsApp template message, and records the providers’ ids', async () => {
    const mobile = '+919812300002';
    const person = await personWithMobile(mobile);
    const title = await tell(person.id);
    const rows = await vi.waitFor(
      async () => {
        const current = await deliveriesOf(person.id);
        if (current.some((d) => d.channel !== 'email' && d.status !== 'sent')) throw new Error('not yet');
        return current;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['email:sent', 'sms:sent', 'whatsapp:sent']);
    expect(rows[1]?.providerRef).toMatch(/^3763646c3058373530/);
    expect(rows[2]?.providerRef).toMatch(/^wamid\.HBgM/);

    const sms = bodyFor(msg91, mobile);
    expect(sms?.body).toEqual({ template_id: '64a1b2c3d4e5f6a7b8c9d0e1', sender: 'TRDSTU', short_url: '0', recipients: [{ mobiles: '919812300002', VAR1: `${title.slice(0, 29)}…`, VAR2: expect.stringMatching(/^http:\/\/localhost:\d+\/account\/messages\/TH-7KD2M9X4$/) as unknown }] });
    const wa = bodyFor(whatsapp, mobile);
    expect(wa?.body).toMatchObject({ messaging_product: 'whatsapp', to: '919812300002', type: 'template', template: { name: 'tradesetu_notice', language: { code: 'en' } } });
    expect(JSON.stringify(wa?.body)).toContain(title);
  });

  it('a refusal is retried; after the last attempt the delivery is failed with the provider’s reason and no secret', async () => {
    const mobile = '+919812300003';
    const person = await personWithMobile(mobile);
    // MSG91 refuses once and then accepts; WhatsApp refuses every attempt (3 with retryLimit 2).
    msg91.failNext.push([500, { type: 'error', message: 'Internal error, please retry' }]);
    whatsapp.failNext.push(
      [400, { error: { message: `Template name does not exist in the translation (token ${WA_TOKEN})`, type: 'OAuthException', code: 132001 } }],
      [400, { error: { message: 'Template name does not exist in the translation', type: 'OAuthException', code: 132001 } }],
      [400, { error: { message: 'Template name does not exist in the translation', type: 'OAuthException', code: 132001 } }],
    );
    await tell(person.id);
    const rows = await vi.waitFor(
      async () => {
        const current = await deliveriesOf(person.id);
        if (current.find((d) => d.channel === 'sms')?.status !== 'sent' || current.find((d) => d.channel === 'whatsapp')?.status !== 'failed') throw new Error('not yet');
        return current;
      },
      { timeout: 20_000, interval: 100 },
    );
    const sms = rows.find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const wa = rows.find((r) => r.channel === 'whatsapp');
    expect(wa?.attempts).toBe(3);
    expect(wa?.lastError).toBe('WhatsApp refused the message (HTTP 400): Template name does not exist in the translation (code 132001)');
    expect(JSON.stringify(rows)).not.toContain(WA_TOKEN);
    expect(JSON.stringify(rows)).not.toContain(MSG91_KEY);
  });

  it('a person without a mobile number gets email only', async () => {
    const person = await personWithMobile(null);
    await tell(person.id);
    expect((await deliveriesOf(person.id)).map((r) => r.channel)).toEqual(['email']);
  });
});
