import { beforeAll, describe, expect, it } from 'vitest';
import { askAutofill, subcategoryWithProducts } from './support/autofill-call';

/** Registration's "Autofill with AI" on a site with no AI provider, and the endpoint's refusals. */
beforeAll(() => {
  // The app's config is read once, lazily: make sure no provider is configured before the first call.
  for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'XAI_API_KEY', 'AI_MODEL']) delete process.env[name];
});

describe('autofill without an AI provider', () => {
  it('offers catalogue products of the sub category and says plainly that no AI provider is set up', async () => {
    const { categoryId, subcategoryId, subcategory, firstProducts } = await subcategoryWithProducts();
    const { status, json } = await askAutofill({ companyName: 'Any Traders', categoryId, subcategoryId });
    expect(status).toBe(200);
    expect(firstProducts.length).toBeGreaterThan(0);
    expect(json).toEqual({
      source: 'catalogue',
      products: firstProducts,
      message: `No AI provider is set up on this site, so these are common products from the catalogue for ${subcategory}.`,
    });
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    const { categoryId, subcategoryId } = await subcategoryWithProducts();
    const cases: [unknown, number, RegExp][] = [
      [{ companyName: 'X' }, 400, /Choose a category on step 2 first/],
      [{ companyName: 'X', categoryId: 999_999 }, 400, /Choose a category on step 2 first/],
      [{ companyName: 'X', categoryId: categoryId + 1, subcategoryId }, 400, /sub category of the chosen category/],
      [{ companyName: 'x'.repeat(201), categoryId, subcategoryId }, 400, /at most 200 characters/],
      ['{not json', 400, /must be JSON/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await askAutofill(body, '198.51.100.9');
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(String(answer.json.error)).toMatch(message);
    }
  });

  it('accepts unicode company names', async () => {
    const { categoryId, subcategoryId } = await subcategoryWithProducts();
    const { status } = await askAutofill({ companyName: 'श्री गणेश ट्रेडर्स 🌾', categoryId, subcategoryId }, '198.51.100.10');
    expect(status).toBe(200);
  });

  it('limits each visitor to 20 presses in ten minutes', async () => {
    const { categoryId, subcategoryId } = await subcategoryWithProducts();
    const ip = '192.0.2.55';
    for (let i = 0; i < 20; i += 1) expect((await askAutofill({ categoryId, subcategoryId }, ip)).status).toBe(200);
    const refused = await askAutofill({ categoryId, subcategoryId }, ip);
    expect(refused.status).toBe(429);
    expect(String(refused.json.error)).toMatch(/Too many suggestions asked for/);
    // Another visitor is not affected.
    expect((await askAutofill({ categoryId, subcategoryId }, '192.0.2.56')).status).toBe(200);
  });
});
