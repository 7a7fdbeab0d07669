import { describe, expect, it } from 'vitest';
import { consentText } from '~/domain/chat';
import { ChatConversationNotFoundError, findConversation, saveTranscript, startConversation } from '~/services/chat/conversations.server';
import { CHAT_RATE_LIMITS, limitChat } from '~/services/chat/http.server';

describe('chat conversations as leads', () => {
  it('saves the pre-chat details with the consent text, the greeting and the typed message', async () => {
    const started = await startConversation({ name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345', message: 'Need 200 kg turmeric' }, 'TradeSetu');
    const lead = await findConversation(started.conversationId);
    expect(lead).toMatchObject({ name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345', consentText: consentText('TradeSetu') });
    expect(lead?.messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Hello Meera Iyer! Welcome to TradeSetu. How can I help you today?'],
      ['user', 'Need 200 kg turmeric'],
    ]);
  });

  it('keeps the whole transcript, and refuses an unknown conversation', async () => {
    const started = await startConversation({ name: 'Kabir', email: 'k@example.in', phone: '1', message: '' }, 'TradeSetu');
    const messages = [...started.messages, { role: 'system' as const, content: 'Chat session ended at 2:05 PM.', timestamp: new Date().toISOString() }];
    await saveTranscript(started.conversationId, messages);
    expect((await findConversation(started.conversationId))?.messages).toEqual(messages);
    await expect(saveTranscript('no-such-conversation-id', messages)).rejects.toBeInstanceOf(ChatConversationNotFoundError);
  });
});

describe('chat rate limit per visitor', () => {
  it('answers 429 with Retry-After once a visitor starts too many chats, without affecting others', async () => {
    const { limit } = CHAT_RATE_LIMITS.start;
    for (let i = 0; i < limit; i += 1) expect(await limitChat('start', '203.0.113.7')).toBeUndefined();
    const refused = await limitChat('start', '203.0.113.7');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as { error: string }).error).toMatch(/^Too many chat messages\. Please wait \d+ seconds and try again\.$/);
    expect(await limitChat('start', '203.0.113.8')).toBeUndefined();
  });
});
