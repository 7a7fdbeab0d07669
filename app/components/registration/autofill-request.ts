import type { AutofillAnswer } from '~/domain/autofill';

/**
 * Asks /api/registration/autofill for product suggestions. A refusal (bad input, too many
 * presses) or a lost connection comes back as a sentence to show next to the button.
 */
export async function requestSuggestions(body: { companyName: string; categoryId: number; subcategoryId: string }): Promise<AutofillAnswer | { error: string }> {
  try {
    const response = await fetch('/api/registration/autofill', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json().catch(() => ({}))) as Partial<AutofillAnswer> & { error?: string };
    if (response.ok && Array.isArray(answer.products) && typeof answer.message === 'string') return answer as AutofillAnswer;
    return { error: typeof answer.error === 'string' ? answer.error : 'Suggestions could not be made just now. Type your products, or try again.' };
  } catch {
    return { error: 'Suggestions could not be made: the connection failed. Type your products, or try again.' };
  }
}
