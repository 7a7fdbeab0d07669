import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local OpenAI-compatible chat-completions server speaking the real request and SSE streaming
 * format, for tests. What it does depends on words in the last user message, so tests running in
 * parallel against one server each pick their own case:
 * - "fail-always": 500 on every attempt
 * - "rate-limited-once" / "server-error-once" / "timeout-once": 429 / 500 / no answer on the
 *   first attempt for that message, a normal answer on the retry
 * - "empty answer": a stream with no text
 * - "broken stream": one piece of text, then the connection drops
 * - anything else: "Fake AI says: <message>" streamed in pieces
 * A request without `stream: true` gets one whole answer (see wholeAnswer).
 */
export interface FakeOpenAI {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

export interface RecordedRequest {
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> };
}

export const FAKE_API_KEY = 'test';

export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const attempts = new Map<string, number>();
  const server = createServer((req, res) => {
    handle(req, res, requests, attempts).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${actual}/v1`, requests, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function chunk(content: string | undefined, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'grok-3',
    choices: [{ index: 0, delta: content === undefined ? {} : { role: 'assistant', content }, finish_reason: finish }],
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, requests: RecordedRequest[], attempts: Map<string, number>): Promise<void> {
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    return;
  }
  const body = JSON.parse(await readBody(req)) as RecordedRequest['body'];
  requests.push({ authorization: req.headers.authorization, body });
  if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
    sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    return;
  }
  const valid = typeof body.model === 'string' && Array.isArray(body.messages) && body.messages.every((m) => ['system', 'user', 'assistant'].includes(m.role) && typeof m.content === 'string');
  if (!valid) {
    sendJson(res, 400, { error: { message: 'model and messages are required', type: 'invalid_request_error' } });
    return;
  }
  const question = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
  const attempt = (attempts.get(question) ?? 0) + 1;
  attempts.set(question, attempt);

  if (question.includes('fail-always')) return sendJson(res, 500, { error: { message: 'internal error', type: 'server_error' } });
  if (question.includes('rate-limited-once') && attempt === 1) {
    return sendJson(res, 429, { error: { message: 'rate limited', type: 'rate_limit_error' } }, { 'retry-after-ms': '10' });
  }
  if (question.includes('server-error-once') && attempt === 1) {
    return sendJson(res, 503, { error: { message: 'overloaded', type: 'server_error' } }, { 'retry-after-ms': '10' });
  }
  // Never answers: the client's timeout must end the wait (the socket closes when the client aborts).
  if (question.includes('timeout-once') && attempt === 1) return;

  if (body.stream !== true) return sendJson(res, 200, completion(wholeAnswer(question)));

  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  if (question.includes('empty answer')) {
    send(chunk(''));
    send(chunk(undefined, 'stop'));
    send('[DONE]');
    res.end();
    return;
  }
  if (question.includes('broken stream')) {
    send(chunk('Half an answer'));
    await pause(20);
    res.destroy();
    return;
  }
  for (const piece of ['Fake AI ', 'says: ', question]) {
    send(chunk(piece));
    await pause(20);
  }
  send(chunk(undefined, 'stop'));
  send('[DONE]');
  res.end();
}

/**
 * A non-streamed answer. Registration's product suggestions ("Suggest up to 5 products" with a
 * "Sub category:" line) get five JSON product names made from the sub category; "empty answer"
 * gives no text; anything else "Fake AI says: <message>".
 */
function wholeAnswer(question: string): string {
  if (question.includes('empty answer')) return '';
  const sub = /^Sub category: (.+)$/m.exec(question)?.[1];
  if (question.startsWith('Suggest up to') && sub) {
    return JSON.stringify({ products: [1, 2, 3, 4, 5].map((n) => `Fake AI ${sub} ${n}`) });
  }
  return `Fake AI says: ${question}`;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'grok-3',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** Spaces the pieces of a stream like a real provider; not used to synchronise tests. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeOpenAI(Number(process.env.FAKE_OPENAI_PORT ?? 0));
  process.stdout.write(`fake OpenAI listening at ${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
