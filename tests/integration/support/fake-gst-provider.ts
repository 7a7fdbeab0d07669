import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGstProvider {
  url: string;
  /** What the register holds: GSTIN → its record. A GSTIN not here answers 404. */
  register: Map<string, { legalName: string; tradeName?: string; status: string; address: string }>;
  /** 'answer' speaks the protocol; 'down' answers 503 like a provider having an outage. */
  mode: 'answer' | 'down';
  requests: Array<{ path: string; authorization: string | undefined }>;
  close: () => Promise<void>;
}

/**
 * A local GST verification provider speaking the API the connector expects
 * (app/services/trust/gst-register.server.ts): GET /gstin/{GSTIN} with a Bearer key, answering
 * { gstin, legalName, tradeName, status, address, stateCode }, 401 for a wrong key, 404 for an
 * unknown GSTIN.
 */
export async function startFakeGstProvider(apiKey: string): Promise<FakeGstProvider> {
  const fake: Omit<FakeGstProvider, 'url' | 'close'> = { register: new Map(), mode: 'answer', requests: [] };
  const server = http.createServer((req, res) => {
    fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'down') return send(503, { error: 'service unavailable' });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return send(401, { error: 'invalid api key' });
    const match = /^\/gstin\/([0-9A-Z]{15})$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match?.[1]) return send(404, { error: 'not found' });
    const record = fake.register.get(match[1]);
    if (!record) return send(404, { error: 'GSTIN not found in the register' });
    return send(200, { gstin: match[1], legalName: record.legalName, tradeName: record.tradeName ?? null, status: record.status, address: record.address, stateCode: match[1].slice(0, 2) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return Object.assign(fake, { url: `http://127.0.0.1:${port}`, close });
}
