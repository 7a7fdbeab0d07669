import { and, asc, eq } from 'drizzle-orm';
import { autofillMessage, MAX_SUGGESTIONS, productsFromAnswer, type AutofillAnswer, type AutofillRequest, type FallbackReason } from '~/domain/autofill';
import { config } from '~/config.server';
import { completeProviderAnswer, providerSettings, type ProviderMessage } from '~/services/chat/provider.server';
import { db } from '~/services/db/client.server';
import { categories, products, subcategories } from '~/services/db/schema/catalog';
import { ValidationError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';

/**
 * Registration's "Autofill with AI": the configured AI provider suggests up to five products from
 * the company's name and chosen category; without a provider, or when it fails or answers with
 * nothing usable, common catalogue products of the sub category are offered and the message says so.
 */
export async function suggestProducts(input: AutofillRequest, signal?: AbortSignal): Promise<AutofillAnswer> {
  const place = await chosenPlace(input);
  const settings = providerSettings(config());
  let reason: FallbackReason = 'not_configured';
  if (settings) {
    try {
      const answer = await completeProviderAnswer(settings, suggestionPrompt(input.companyName, place), signal);
      const suggested = productsFromAnswer(answer);
      if (suggested.length > 0) return { products: suggested, source: 'ai', message: autofillMessage('ai', place.label) };
      logger.warn({ answer: answer.slice(0, 200) }, 'AI provider answered with no product names; catalogue products offered instead');
    } catch (error) {
      logger.warn({ err: error }, 'AI provider failed for product suggestions; catalogue products offered instead');
    }
    reason = 'provider_failed';
  }
  return { products: await catalogueProducts(place), source: 'catalogue', message: autofillMessage('catalogue', place.label, reason) };
}

interface Place {
  categoryId: number;
  subcategoryId?: number;
  category: string;
  subcategory?: string;
  /** "Seeds" or "Seeds (Agriculture)": what the message names. */
  label: string;
}

async function chosenPlace(input: AutofillRequest): Promise<Place> {
  const [category] = await db().select({ name: categories.name }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new ValidationError('Choose a category on step 2 first', { categoryId: ['Choose a category on step 2 first'] });
  if (input.subcategoryId === undefined || input.subcategoryId === '') return { categoryId: input.categoryId, category: category.name, label: category.name };
  const [sub] = await db()
    .select({ name: subcategories.name })
    .from(subcategories)
    .where(and(eq(subcategories.id, input.subcategoryId), eq(subcategories.categoryId, input.categoryId)));
  if (!sub) throw new ValidationError('Choose a sub category of the chosen category', { subcategoryId: ['Choose a sub category of the chosen category'] });
  return { categoryId: input.categoryId, subcategoryId: input.subcategoryId, category: category.name, subcategory: sub.name, label: sub.name };
}

function suggestionPrompt(companyName: string, place: Place): ProviderMessage[] {
  return [
    {
      role: 'system',
      content: `You help Indian businesses register on a B2B marketplace. Suggest up to ${MAX_SUGGESTIONS} product names the company is likely to sell or buy, each a short catalogue name (no brand claims, no prices). Answer only with JSON: {"products": ["…"]}.`,
    },
    {
      role: 'user',
      content: [`Suggest up to ${MAX_SUGGESTIONS} products.`, `Company name: ${companyName || '(not given)'}`, `Category: ${place.category}`, `Sub category: ${place.subcategory ?? '(not chosen)'}`].join('\n'),
    },
  ];
}

/** Up to five live product names of the sub category (or the category), in catalogue order. */
async function catalogueProducts(place: Place): Promise<string[]> {
  const where = place.subcategoryId !== undefined ? eq(products.subcategoryId, place.subcategoryId) : eq(subcategories.categoryId, place.categoryId);
  const rows = await db()
    .select({ name: products.name })
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(where, eq(products.status, 'live'), eq(products.supplierSuspended, false)))
    .orderBy(asc(subcategories.position), asc(products.position), asc(products.id))
    .limit(40);
  const names: string[] = [];
  for (const { name } of rows) {
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
    if (names.length === MAX_SUGGESTIONS) break;
  }
  return names;
}
