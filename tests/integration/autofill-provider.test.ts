import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, startFakeOpenAI, type FakeOpenAI } from '../e2e/support/fake-openai';
import { askAutofill, subcategoryWithProducts } from './support/autofill-call';

/** Registration's "Autofill with AI" with an AI provider configured: a local fake speaking chat completions. */
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // The app's config is read once, lazily: point it at the fake before the first call.
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_API_KEY = FAKE_API_KEY;
  process.env.AI_MODEL = 'grok-3';
  process.env.AI_TIMEOUT_MS = '400';
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('autofill with an AI provider', () => {
  it("returns the provider's five suggestions and says they come from it", async () => {
    const { categoryId, subcategoryId, subcategory } = await subcategoryWithProducts();
    const { status, json } = await askAutofill({ companyName: 'Narayangaon Seeds Pvt Ltd', categoryId, subcategoryId });
    expect(status).toBe(200);
    expect(json).toEqual({
      source: 'ai',
      products: [1, 2, 3, 4, 5].map((n) => `Fake AI ${subcategory} ${n}`),
      message: `Suggested by the AI provider from your company name and ${subcategory}. Check them and edit them as you like.`,
    });
    // One non-streamed request with the bearer key, naming the company and the sub category.
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(request?.body.stream).not.toBe(true);
    const user = request?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('Company name: Narayangaon Seeds Pvt Ltd');
    expect(user).toContain(`Sub category: ${subcategory}`);
  });

  it('falls back to catalogue products with a message when the provider answers 500', async () => {
    const { categoryId, subcategoryId, subcategory, firstProducts } = await subcategoryWithProducts();
    const { status, json } = await askAutofill({ companyName: 'fail-always Traders', categoryId, subcategoryId });
    expect(status).toBe(200);
    expect(json).toEqual({ source: 'catalogue', products: firstProducts, message: `The AI provider did not answer, so these are common products from the catalogue for ${subcategory}.` });
    // The SDK's one retry for a 5xx, then the fallback.
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back when the provider answers with no text', async () => {
    const { categoryId, subcategoryId, firstProducts } = await subcategoryWithProducts();
    const { json } = await askAutofill({ companyName: 'empty answer Industries', categoryId, subcategoryId });
    expect(json).toMatchObject({ source: 'catalogue', products: firstProducts });
    expect(json.message).toMatch(/^The AI provider did not answer/);
  });
});
