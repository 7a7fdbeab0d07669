import { describe, expect, it } from 'vitest';
import { loader as eventsLoader } from '~/routes/account.messages.$ref.events';
import { liveSubscriberCount } from '~/services/conversations/live.server';
import { sendMessage } from '~/services/conversations/thread-messages.server';
import { call } from './support/form-call';
import { cookieFor, inquiryThread, newKey } from './support/thread-fixtures';
import { newSupplier } from './support/requirement-fixtures';

/** Reads server-sent events from a stream until `count` messages have come. */
async function nextMessages(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  const decoder = new TextDecoder();
  const events: { id: number; body: string }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) events.push({ id: Number(id), body: (JSON.parse(data) as { body: string }).body });
    }
  }
  return events;
}

const open = async (userId: number, reference: string, headers: Record<string, string> = {}, query = '') => {
  const controller = new AbortController();
  const request = new Request(`http://localhost/account/messages/${reference}/events${query}`, { headers: { cookie: await cookieFor(userId), ...headers }, signal: controller.signal });
  const response = (await eventsLoader({ request, params: { ref: reference }, context: {} } as never));
  return { response, controller, reader: response.body!.getReader() };
};

describe('live updates of a conversation (server-sent events)', () => {
  it('sends each new message to the open page as it is posted, and what was missed after Last-Event-ID on reconnecting', async () => {
    const { seller, buyer, thread } = await inquiryThread();
    const sent = await sendMessage(seller.userId, thread.reference, { body: 'A reply already on the page', uploads: [], idempotencyKey: newKey() });
    // The page was rendered up to `sent`; the stream starts after it.
    const live = await open(buyer.userId, thread.reference, {}, `?after=${sent.id}`);
    expect(live.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.response.headers.get('cache-control')).toContain('no-transform');
    const next = sendMessage(seller.userId, thread.reference, { body: 'Second reply', uploads: [], idempotencyKey: newKey() });
    const [arrived] = await nextMessages(live.reader, 1);
    expect(arrived?.body).toBe('Second reply');
    expect(arrived?.id).toBe((await next).id);
    live.controller.abort();
    // The browser reconnects with the last id it got; messages posted meanwhile come first.
    await sendMessage(seller.userId, thread.reference, { body: 'Posted while disconnected', uploads: [], idempotencyKey: newKey() });
    const again = await open(buyer.userId, thread.reference, { 'last-event-id': String(sent.id) });
    expect((await nextMessages(again.reader, 2)).map((e) => e.body)).toEqual(['Second reply', 'Posted while disconnected']);
    again.controller.abort();
    await again.reader.cancel().catch(() => undefined);
  });

  it('is refused to anyone but the two parties, and forgets a page that closed', async () => {
    const { buyer, thread } = await inquiryThread();
    const stranger = await newSupplier();
    const refused = await call(eventsLoader, `/account/messages/${thread.reference}/events`, { cookie: await cookieFor(stranger.userId), params: { ref: thread.reference } });
    expect(refused.status).toBe(404);
    const before = liveSubscriberCount();
    const page = await open(buyer.userId, thread.reference);
    expect(liveSubscriberCount()).toBe(before + 1);
    page.controller.abort();
    await page.reader.cancel().catch(() => undefined);
    expect(liveSubscriberCount()).toBe(before);
  });
});
