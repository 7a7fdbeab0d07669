/**
 * Which buy requirements a supplier wants (/account/requirement-preferences): top-level categories
 * and delivery states, none ticked meaning all, or a pause. The matcher reads the saved choice.
 */
import { z } from 'zod';
import { indianStates } from '~/domain/india-states';

const STATE_CODES: ReadonlySet<string> = new Set(indianStates.map((state) => state.gstCode));

export const PreferencesFormSchema = z.object({
  categoryIds: z
    .array(z.string())
    .optional()
    .transform((values, ctx) => {
      const ids = [...new Set(values ?? [])];
      if (ids.some((id) => !/^[1-9]\d{0,8}$/.test(id))) {
        ctx.addIssue({ code: 'custom', message: 'Choose categories from the list' });
        return z.NEVER;
      }
      return ids.map(Number).sort((a, b) => a - b);
    }),
  stateCodes: z
    .array(z.string())
    .optional()
    .transform((values, ctx) => {
      const codes = [...new Set(values ?? [])].sort();
      if (codes.some((code) => !STATE_CODES.has(code))) {
        ctx.addIssue({ code: 'custom', message: 'Choose states from the list' });
        return z.NEVER;
      }
      return codes;
    }),
  paused: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
});

export type SupplierPreferences = z.output<typeof PreferencesFormSchema>;

/** The words the summary is written in (the page's language: issue 19). */
export interface PreferencesSummaryWords {
  paused: string;
  anyCategory: string;
  inCategories: (names: string) => string;
  anywhere: string;
  toStates: (names: string) => string;
  sentence: (categories: string, states: string) => string;
}

/** What the saved choice means, said plainly on the page. */
export function preferencesSummary(prefs: SupplierPreferences, categoryName: (id: number) => string, stateName: (code: string) => string, words: PreferencesSummaryWords): string {
  if (prefs.paused) return words.paused;
  const categories = prefs.categoryIds.length === 0 ? words.anyCategory : words.inCategories(prefs.categoryIds.map(categoryName).join(', '));
  const states = prefs.stateCodes.length === 0 ? words.anywhere : words.toStates(prefs.stateCodes.map(stateName).join(', '));
  return words.sentence(categories, states);
}
