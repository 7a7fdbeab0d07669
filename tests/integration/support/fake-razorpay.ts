import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpay {
  url: string;
  /** Orders created so far, as Razorpay stores them. */
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }>;
  requests: number;
  close: () => Promise<void>;
}

/**
 * A local stand-in for api.razorpay.com speaking the parts of its protocol the app uses:
 * POST /v1/orders with HTTP basic auth (key id : key secret) and a JSON body, answering with an
 * order entity, or with Razorpay's error envelope for bad credentials or input.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders: FakeRazorpay['orders'] = new Map();
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA' } });
      }
      if (req.method !== 'POST' || req.url !== '/v1/orders') {
        return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
      }
      let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The request body is not valid JSON.' } });
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00', field: 'amount' } });
      }
      const id = `order_${randomBytes(7).toString('base64url')}`;
      const order = { id, amount: body.amount, currency: typeof body.currency === 'string' ? body.currency : 'INR', receipt: typeof body.receipt === 'string' ? body.receipt : '', notes: body.notes ?? {} };
      orders.set(id, order);
      return send(200, { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount, status: 'created', attempts: 0, created_at: Math.floor(Date.now() / 1000) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
