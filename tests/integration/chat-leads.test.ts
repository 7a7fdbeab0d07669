import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '~/domain/chat';
import { NotFoundError } from '~/services/errors.server';
import { findConversation, saveTranscript, startConversation } from '~/services/chat/conversations.server';
import { CHAT_RATE_LIMITS } from '~/services/chat/http.server';
import { action as sendMessage } from '~/routes/api.chat.messages';
import { action as startChat } from '~/routes/api.chat.start';
import { action as saveChat } from '~/routes/api.chat.transcript';
import { callRoute } from './support/route-call';

const post = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const visitor = { name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345', message: '' };

describe('chat conversations as leads', () => {
  it('saves the pre-chat details with the consent text, the greeting and the typed message', async () => {
    const started = await startConversation({ name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345', message: 'Need 200 kg turmeric' }, 'TradeSetu');
    const lead = await findConversation(started.conversationId);
    expect(lead).toMatchObject({ name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345', consentText: 'By starting the chat you agree that TradeSetu keeps your name, email, phone and this conversation to answer you and follow up on your enquiry.' });
    expect(lead?.messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Hello Meera Iyer! Welcome to TradeSetu. How can I help you today?'],
      ['user', 'Need 200 kg turmeric'],
    ]);
  });

  it('keeps the consent and the greeting in Hindi when the chat starts on a Hindi page (issue 19)', async () => {
    const started = await startConversation({ name: 'सुनीता', email: 'sunita@example.in', phone: '9840012345', message: '', pagePath: '/hi/product/basmati-rice' }, 'TradeSetu');
    const lead = await findConversation(started.conversationId);
    expect(lead?.consentText).toContain('चैट शुरू करके आप सहमति देते हैं कि TradeSetu');
    expect(lead?.messages[0]?.content).toBe('नमस्ते सुनीता! TradeSetu में आपका स्वागत है। आज मैं आपकी क्या मदद कर सकता हूँ?');
  });

  it('keeps the whole transcript, and refuses an unknown conversation', async () => {
    const started = await startConversation({ name: 'Kabir', email: 'k@example.in', phone: '1', message: '' }, 'TradeSetu');
    const messages = [...started.messages, { role: 'system' as const, content: 'Chat session ended at 2:05 PM.', timestamp: new Date().toISOString() }];
    await saveTranscript(started.conversationId, messages);
    expect((await findConversation(started.conversationId))?.messages).toEqual(messages);
    await expect(saveTranscript('no-such-conversation-id', messages)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('chat endpoints', () => {
  it('answer 429 with Retry-After and the JSON message once a visitor starts too many chats, without affecting others', async () => {
    const { limit } = CHAT_RATE_LIMITS.start;
    for (let i = 0; i < limit; i += 1) expect((await callRoute(startChat, post('/api/chat/start', visitor), {}, '203.0.113.7')).status).toBe(201);
    const refused = await callRoute(startChat, post('/api/chat/start', visitor), {}, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/^Too many chat messages\. Please wait \d+ seconds and try again\.$/);
    expect(body.retryAfterSeconds).toBe(Number(refused.headers.get('Retry-After')));
    expect((await callRoute(startChat, post('/api/chat/start', visitor), {}, '203.0.113.8')).status).toBe(201);
  });

  it("answer a blank required field with the spec's text and name the fields", async () => {
    const response = await callRoute(startChat, post('/api/chat/start', { name: '  ', email: 'x@example.in', phone: '' }), {}, '203.0.113.20');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe(CHAT_TEXTS.required);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['name', 'phone']);
  });

  it('refuse bodies that are not JSON, too large, or carry NUL where it matters, never with a server error', async () => {
    const notJson = await callRoute(startChat, post('/api/chat/start', '{"name":'), {}, '203.0.113.21');
    expect([notJson.status, ((await notJson.json()) as { error: string }).error]).toEqual([400, 'The request body must be JSON.']);
    const huge = await callRoute(saveChat, post('/api/chat/transcript', { conversationId: 'x'.repeat(20), messages: [], pad: 'y'.repeat(2 * 1024 * 1024) }), {}, '203.0.113.21');
    expect(huge.status).toBe(413);
    const started = await callRoute(startChat, post('/api/chat/start', { ...visitor, name: 'Meera\u0000 अय्यर' }), {}, '203.0.113.21');
    const { conversationId } = (await started.json()) as { conversationId: string };
    expect((await findConversation(conversationId))?.name).toBe('Meera अय्यर');
  });

  it('answer an unknown conversation with 404 and its message', async () => {
    const now = new Date().toISOString();
    const response = await callRoute(sendMessage, post('/api/chat/messages', { conversationId: 'no-such-conversation-id', messages: [{ role: 'user', content: 'hello', timestamp: now }] }), {}, '203.0.113.22');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('This chat session has ended. Close the chat and start a new one.');
  });
});
