import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_TEXTS, type ChatMessage } from '~/domain/chat';
import { parseConfig } from '~/config.server';
import { answerChat } from '~/services/chat/chat.server';
import { findConversation, startConversation } from '~/services/chat/conversations.server';
import { ProviderError, providerSettings, streamProviderAnswer, type ProviderSettings } from '~/services/chat/provider.server';
import { FAKE_API_KEY, startFakeOpenAI, type FakeOpenAI } from '../e2e/support/fake-openai';

let fake: FakeOpenAI;
let settings: ProviderSettings;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  settings = { baseURL: fake.url, apiKey: FAKE_API_KEY, model: 'grok-3', timeoutMs: 400 };
  // The app's config is read once, lazily: point it at the fake before the first chat call.
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_API_KEY = FAKE_API_KEY;
  process.env.AI_TIMEOUT_MS = '400';
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

async function collect(question: string): Promise<string> {
  let text = '';
  for await (const piece of streamProviderAnswer(settings, [{ role: 'user', content: question }])) text += piece;
  return text;
}

describe('provider settings', () => {
  const env = (vars: Record<string, string>) => providerSettings(parseConfig(vars));

  it('uses the built-in assistant when no key or base URL is configured', () => {
    expect(env({})).toBeUndefined();
  });

  it("defaults to xAI's endpoint and grok-3 when XAI_API_KEY is set", () => {
    expect(env({ XAI_API_KEY: 'xai-secret' })).toMatchObject({ baseURL: 'https://api.x.ai/v1', apiKey: 'xai-secret', model: 'grok-3' });
  });

  it('takes any OpenAI-compatible base URL, key and model', () => {
    expect(env({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'k', AI_MODEL: 'llama3.2' })).toMatchObject({
      baseURL: 'http://127.0.0.1:11434/v1',
      apiKey: 'k',
      model: 'llama3.2',
    });
  });

  it('rejects a base URL that is not a URL, naming the variable', () => {
    expect(() => parseConfig({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
  });
});

describe('provider client against a fake OpenAI-compatible server', () => {
  it('streams choices[0].delta.content pieces, sending the model, the messages and the bearer key', async () => {
    const pieces: string[] = [];
    for await (const piece of streamProviderAnswer(settings, [{ role: 'user', content: 'Namaste' }])) pieces.push(piece);
    expect(pieces).toEqual(['Fake AI ', 'says: ', 'Namaste']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      authorization: `Bearer ${FAKE_API_KEY}`,
      body: { model: 'grok-3', stream: true, messages: [{ role: 'user', content: 'Namaste' }] },
    });
  });

  it('retries once after a 429', async () => {
    expect(await collect('rate-limited-once please')).toBe('Fake AI says: rate-limited-once please');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a 5xx', async () => {
    expect(await collect('server-error-once please')).toBe('Fake AI says: server-error-once please');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a timeout', async () => {
    expect(await collect('timeout-once please')).toBe('Fake AI says: timeout-once please');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry with a ProviderError', async () => {
    await expect(collect('fail-always')).rejects.toBeInstanceOf(ProviderError);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a stream that breaks off as a ProviderError', async () => {
    await expect(collect('broken stream')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('chat answers through the provider', () => {
  async function ask(question: string) {
    const started = await startConversation({ name: 'Asha', email: 'asha@example.in', phone: '9876543210', message: '' }, 'TradeSetu');
    const messages: ChatMessage[] = [...started.messages, { role: 'user', content: question, timestamp: new Date().toISOString() }];
    let text = '';
    for await (const piece of answerChat({ conversationId: started.conversationId, messages })) text += piece;
    return { text, conversation: await findConversation(started.conversationId) };
  }

  it('streams the provider answer and saves it with the conversation as a lead', async () => {
    const { text, conversation } = await ask('Do you have basmati rice?');
    expect(text).toBe('Fake AI says: Do you have basmati rice?');
    expect(conversation?.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(conversation?.messages.at(-1)?.content).toBe(text);
    const system = fake.requests[0]?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Basmati Rice');
  });

  it('tells the provider which page the visitor is on: the product and its supplier, looked up by slug', async () => {
    const started = await startConversation({ name: 'Asha', email: 'asha@example.in', phone: '9876543210', message: 'What is the minimum order here?', pagePath: '/product/basmati-rice' }, 'TradeSetu');
    let text = '';
    for await (const piece of answerChat({ conversationId: started.conversationId, messages: started.messages })) text += piece;
    expect(text).toBe('Fake AI says: What is the minimum order here?');
    const system = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(system).toContain('The visitor is on the page of the product "Basmati Rice" (/product/basmati-rice)');
    expect(system).toContain('minimum order 500 kg');
    expect(system).toMatch(/Its supplier: .+, page \/suppliers\//);
    // The pre-chat question is the last user message the provider answers.
    expect(fake.requests[0]?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'What is the minimum order here?' });
  });

  it('hands the chat over when the visitor asks for a person, and tells the provider so; other questions stay with the AI', async () => {
    const person = await ask('I want to talk to a human');
    expect(person.conversation?.handedOverAt).toBeInstanceOf(Date);
    expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('The visitor asked for a person');
    const other = await ask('Do you charge commission on sales?');
    expect(other.conversation?.handedOverAt).toBeNull();
  });

  it("answers 'Hello! How can I assist you?' when the provider's answer has no text", async () => {
    const { text } = await ask('empty answer please');
    expect(text).toBe(CHAT_TEXTS.emptyAnswer);
  });

  it('fails when the provider keeps failing, keeping the question in the lead', async () => {
    const started = await startConversation({ name: 'Ravi', email: 'ravi@example.in', phone: '9876500000', message: '' }, 'TradeSetu');
    const messages: ChatMessage[] = [...started.messages, { role: 'user', content: 'fail-always now', timestamp: new Date().toISOString() }];
    const pieces = answerChat({ conversationId: started.conversationId, messages });
    await expect(pieces.next()).rejects.toMatchObject({ name: 'UnavailableError', status: 503, message: CHAT_TEXTS.failure });
    expect((await findConversation(started.conversationId))?.messages.at(-1)?.content).toBe('fail-always now');
  });
  it('gives a visitor on a Hindi page the failure and the empty-answer greeting in Hindi (issue 19)', async () => {
    const hindi = (question: string) =>
      startConversation({ name: 'Ravi', email: 'ravi@example.in', phone: '9876500000', message: question, pagePath: '/hi/product/basmati-rice' }, 'TradeSetu').then((started) =>
        answerChat({ conversationId: started.conversationId, messages: started.messages }),
      );
    await expect((await hindi('fail-always please')).next()).rejects.toMatchObject({ name: 'UnavailableError', status: 503, message: 'माफ़ कीजिए, कुछ गड़बड़ हो गई। फिर कोशिश करें!' });
    let text = '';
    for await (const piece of await hindi('empty answer please')) text += piece;
    expect(text).toBe('नमस्ते! मैं आपकी क्या मदद कर सकता हूँ?');
  });
});
