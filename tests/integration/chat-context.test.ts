import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, type ChatMessage } from '~/domain/chat';
import { action as sendMessage } from '~/routes/api.chat.messages';
import { action as startChat } from '~/routes/api.chat.start';
import { getProduct } from '~/services/catalog/products.server';
import { findConversation } from '~/services/chat/conversations.server';
import { callRoute } from './support/route-call';
import { LEVEL_LABELS, LEVEL_MEANINGS } from '~/domain/verification';

// The built-in assistant (no AI provider configured in this file): the pre-chat question and the page.

const post = (path: string, body: unknown) => new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;

async function start(details: { message?: string; pagePath?: unknown } = {}) {
  const response = await callRoute(startChat, post('/api/chat/start', { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', message: details.message ?? '', pagePath: details.pagePath }), {}, nextIp());
  expect(response.status).toBe(201);
  return (await response.json()) as { conversationId: string; messages: ChatMessage[] };
}

async function ask(conversationId: string, messages: ChatMessage[], pagePath?: string): Promise<string> {
  const response = await callRoute(sendMessage, post('/api/chat/messages', { conversationId, messages, ...(pagePath ? { pagePath } : {}) }), {}, nextIp());
  expect(response.status).toBe(200);
  return response.text();
}

const userSays = (content: string): ChatMessage => ({ role: 'user', content, timestamp: new Date().toISOString() });

describe('the pre-chat question', () => {
  it('is the first turn: the messages the chat starts with end with it, and it gets its answer', async () => {
    const started = await start({ message: 'I need 500 kg basmati rice' });
    expect(started.messages.map((m) => m.role)).toEqual(['assistant', 'user']);
    const answer = await ask(started.conversationId, started.messages);
    expect(answer).toContain('[Basmati Rice](/product/basmati-rice)');
    expect(answer).toContain('500 kg');
    const lead = await findConversation(started.conversationId);
    expect(lead?.messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Hello Asha Verma! Welcome to TradeSetu. How can I help you today?'],
      ['user', 'I need 500 kg basmati rice'],
      ['assistant', answer],
    ]);
  });
});

describe('the page the visitor is on', () => {
  it('is kept when it is a path of this site, and dropped (never refused) otherwise', async () => {
    expect((await findConversation((await start({ pagePath: '/product/basmati-rice' })).conversationId))?.pagePath).toBe('/product/basmati-rice');
    for (const outside of ['https://evil.example/product/x', '//evil.example/x', '/\\evil.example', 'product/x', '/a b', '/search?q=x', 42, '/' + 'x'.repeat(400)]) {
      expect((await findConversation((await start({ pagePath: outside })).conversationId))?.pagePath).toBeNull();
    }
  });

  it('on a product page, "this" is that product and its supplier, from the database', async () => {
    const product = await getProduct('basmati-rice');
    const started = await start({ pagePath: '/product/basmati-rice' });
    const answer = await ask(started.conversationId, [...started.messages, userSays('What is the minimum order for this?')]);
    expect(answer).toContain('You are looking at [Basmati Rice](/product/basmati-rice)');
    expect(answer).toContain('minimum order 500 kg');
    expect(answer).toContain('₹85–₹140 per kg');
    expect(answer).toContain(`[${product!.supplier.name}](/suppliers/${product!.supplier.slug})`);
    expect((await findConversation(started.conversationId))?.handedOverAt).toBeNull();
  });

  it("on a supplier's page, a question about verification names that supplier", async () => {
    const product = await getProduct('basmati-rice');
    const { slug, name, verificationLevel } = product!.supplier;
    const started = await start({ pagePath: `/suppliers/${slug}` });
    const answer = await ask(started.conversationId, [...started.messages, userSays('Is this supplier verified?')]);
    // The level's name and what it means (docs/decisions/0021), never a bare "verified".
    expect(answer).toContain(`[${name}](/suppliers/${slug}): ${LEVEL_LABELS[verificationLevel]}. ${LEVEL_MEANINGS[verificationLevel]}`);
  });

  it('on a category page, the category and some of its products; a page moved to later is noted', async () => {
    const started = await start({ pagePath: '/' });
    const answer = await ask(started.conversationId, [...started.messages, userSays('Who sells here?')], '/products/agriculture');
    expect(answer).toContain('You are in [Agriculture](/products/agriculture)');
    expect(answer).toMatch(/1\. \[[^\]]+\]\(\/product\//);
    expect((await findConversation(started.conversationId))?.pagePath).toBe('/products/agriculture');
  });

  it('a question naming a product is still answered from the whole catalogue', async () => {
    const started = await start({ pagePath: '/products/agriculture' });
    const answer = await ask(started.conversationId, [...started.messages, userSays('Do you have LED bulbs?')]);
    expect(answer).toContain('LED Bulb');
    expect(answer).not.toContain(CHAT_TEXTS.handedOver);
  });
});
