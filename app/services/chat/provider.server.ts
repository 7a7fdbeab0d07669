import OpenAI from 'openai';
import type { AppConfig } from '~/config.server';

/**
 * Any OpenAI-compatible chat-completions API (xAI, OpenAI, Ollama, vLLM) through the `openai`
 * SDK. The key stays on the server: the browser only ever talks to TradeSetu's own endpoint.
 */
export interface ProviderSettings {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const XAI_BASE_URL = 'https://api.x.ai/v1';
const DEFAULT_MODEL = 'grok-3';

/**
 * The provider to use, or undefined for the built-in assistant. AI_* settings win; XAI_API_KEY
 * alone means xAI's endpoint with grok-3 (SPEC.md's model). A base URL without a key is allowed
 * for local servers such as Ollama that need none.
 */
export function providerSettings(c: Pick<AppConfig, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'XAI_API_KEY' | 'AI_TIMEOUT_MS'>): ProviderSettings | undefined {
  const apiKey = c.AI_API_KEY ?? c.XAI_API_KEY;
  if (!apiKey && !c.AI_BASE_URL) return undefined;
  return {
    baseURL: c.AI_BASE_URL ?? XAI_BASE_URL,
    apiKey: apiKey ?? 'not-needed',
    model: c.AI_MODEL ?? DEFAULT_MODEL,
    timeoutMs: c.AI_TIMEOUT_MS,
  };
}

export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly code = 'chat_provider_failed';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Streams the answer's text deltas (`choices[0].delta.content`). Timeouts, 429 and 5xx get one
 * retry (the SDK's own, which honours Retry-After) before the answer starts; after that, or on
 * any other failure, a ProviderError is thrown.
 */
export async function* streamProviderAnswer(settings: ProviderSettings, messages: ProviderMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const client = new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 1 });
  let stream;
  try {
    stream = await client.chat.completions.create({ model: settings.model, messages, stream: true }, { signal });
  } catch (error) {
    throw new ProviderError(`AI provider request failed: ${describe(error)}`, { cause: error });
  }
  try {
    for await (const chunk of idleLimited(stream, settings.timeoutMs)) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  } catch (error) {
    throw new ProviderError(`AI provider stream failed: ${describe(error)}`, { cause: error });
  }
}

/**
 * One whole answer without streaming (`choices[0].message.content`), for short machine-read answers
 * such as registration's product suggestions. The same retry and timeout rules; ProviderError on
 * any failure, including an answer with no text.
 */
export async function completeProviderAnswer(settings: ProviderSettings, messages: ProviderMessage[], signal?: AbortSignal): Promise<string> {
  const client = new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 1 });
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({ model: settings.model, messages, stream: false }, { signal });
    content = completion.choices[0]?.message?.content;
  } catch (error) {
    throw new ProviderError(`AI provider request failed: ${describe(error)}`, { cause: error });
  }
  if (!content) throw new ProviderError('AI provider answered with no text');
  return content;
}

/** Ends a stream that stops sending for `ms` milliseconds, so a stalled provider cannot hang a visitor. */
async function* idleLimited<T>(source: AsyncIterable<T> & { controller: AbortController }, ms: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        source.controller.abort();
        reject(new Error(`no data for ${ms} ms`));
      }, ms);
    });
    try {
      const next = await Promise.race([iterator.next(), idle]);
      if (next.done) return;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `${error.status ?? 'no status'} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
