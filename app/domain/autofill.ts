import { z } from 'zod';

/**
 * Registration's "Autofill with AI" (step 3): up to five product names suggested from the
 * company's name and its chosen category and sub category. The configured AI provider suggests
 * them; without one, or when it fails, the names come from the catalogue and the message says so
 * (docs/decisions/0025-honest-claims.md).
 */
export const MAX_SUGGESTIONS = 5;
const MAX_PRODUCT_NAME = 120;

export const AutofillRequestSchema = z.object({
  companyName: z.string().trim().max(200, 'The company name can be at most 200 characters').default(''),
  categoryId: z.coerce.number({ error: 'Choose a category on step 2 first' }).int().positive('Choose a category on step 2 first'),
  subcategoryId: z.union([z.literal(''), z.coerce.number().int().positive()]).optional(),
});
export type AutofillRequest = z.output<typeof AutofillRequestSchema>;

export type AutofillSource = 'ai' | 'catalogue';
/** Why the catalogue was used instead of the AI provider. */
export type FallbackReason = 'not_configured' | 'provider_failed';

export interface AutofillAnswer {
  products: string[];
  source: AutofillSource;
  message: string;
}

/** What the page says next to the button about where the suggestions came from. */
export function autofillMessage(source: AutofillSource, place: string, reason?: FallbackReason): string {
  if (source === 'ai') return `Suggested by the AI provider from your company name and ${place}. Check them and edit them as you like.`;
  if (reason === 'provider_failed') return `The AI provider did not answer, so these are common products from the catalogue for ${place}.`;
  return `No AI provider is set up on this site, so these are common products from the catalogue for ${place}.`;
}

/**
 * The product names in a provider's answer: a JSON array of strings, or an object with a
 * `products` array, possibly wrapped in a code fence or a sentence. Names are trimmed, cut to
 * the form's limit, de-duplicated, at most five. An answer with no names gives [].
 */
export function productsFromAnswer(text: string): string[] {
  const candidates = [text.match(/\{[\s\S]*\}/)?.[0], text.match(/\[[\s\S]*\]/)?.[0]].filter((s): s is string => s !== undefined);
  for (const candidate of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(candidate);
    } catch {
      continue;
    }
    const list = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null ? (parsed as { products?: unknown }).products : undefined;
    if (!Array.isArray(list)) continue;
    const names: string[] = [];
    for (const item of list) {
      if (typeof item !== 'string') continue;
      const name = item.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_PRODUCT_NAME).trim();
      if (name && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
      if (names.length === MAX_SUGGESTIONS) break;
    }
    if (names.length > 0) return names;
  }
  return [];
}

/**
 * The product boxes after autofill: empty boxes take suggestions in order, skipping names already
 * typed; a box with a name is never changed.
 */
export function fillProductBoxes(current: string[], suggestions: string[]): { values: string[]; filled: number } {
  const typed = new Set(current.map((value) => value.trim().toLowerCase()).filter(Boolean));
  const pool = suggestions.filter((name) => !typed.has(name.toLowerCase()));
  let filled = 0;
  const values = current.map((value) => {
    if (value.trim() !== '') return value;
    const next = pool.shift();
    if (next === undefined) return value;
    filled += 1;
    return next;
  });
  return { values, filled };
}

/** The sentence after the source message: what changed in the boxes. */
export function filledSentence(filled: number, suggested: number, emptyBefore: number): string {
  if (suggested === 0) return 'There are no live products there yet, so nothing was filled in.';
  if (emptyBefore === 0) return 'Every product box already has a name; nothing was changed.';
  if (filled === 0) return 'The suggestions are already in your product boxes; nothing was changed.';
  return `Filled ${filled} empty product box${filled === 1 ? '' : 'es'}.`;
}
