import { describe, expect, it } from 'vitest';
import { AutofillRequestSchema, autofillMessage, filledSentence, fillProductBoxes, productsFromAnswer } from './autofill';

describe('autofill wording', () => {
  it('says plainly when no AI provider is set up and the names come from the catalogue', () => {
    expect(autofillMessage('catalogue', 'Vegetable seeds', 'not_configured')).toBe(
      'No AI provider is set up on this site, so these are common products from the catalogue for Vegetable seeds.',
    );
    expect(autofillMessage('catalogue', 'Vegetable seeds')).toMatch(/^No AI provider is set up/);
  });

  it('says when the provider failed and the names come from the catalogue', () => {
    expect(autofillMessage('catalogue', 'Hand tools', 'provider_failed')).toBe('The AI provider did not answer, so these are common products from the catalogue for Hand tools.');
  });

  it('names the AI provider only when it made the suggestions', () => {
    expect(autofillMessage('ai', 'Hand tools')).toBe('Suggested by the AI provider from your company name and Hand tools. Check them and edit them as you like.');
  });

  it('says what changed in the boxes', () => {
    expect(filledSentence(3, 5, 3)).toBe('Filled 3 empty product boxes.');
    expect(filledSentence(1, 5, 1)).toBe('Filled 1 empty product box.');
    expect(filledSentence(0, 5, 0)).toBe('Every product box already has a name; nothing was changed.');
    expect(filledSentence(0, 0, 5)).toBe('There are no live products there yet, so nothing was filled in.');
    expect(filledSentence(0, 2, 3)).toBe('The suggestions are already in your product boxes; nothing was changed.');
  });
});

describe('productsFromAnswer', () => {
  it('reads {"products": [...]} or a bare array, with or without a code fence', () => {
    expect(productsFromAnswer('{"products": ["Tomato seeds", "Chilli seeds"]}')).toEqual(['Tomato seeds', 'Chilli seeds']);
    expect(productsFromAnswer('Here you go:\n```json\n["Neem oil", "Seed trays"]\n```')).toEqual(['Neem oil', 'Seed trays']);
  });

  it('keeps at most five distinct, trimmed names of at most 120 characters and drops non-strings', () => {
    const answer = JSON.stringify({ products: ['  A  ', 'a', 7, null, 'B\nC', 'x'.repeat(300), 'D', 'E', 'F'] });
    const names = productsFromAnswer(answer);
    expect(names).toHaveLength(5);
    expect(names.slice(0, 2)).toEqual(['A', 'B C']);
    expect(names[2]).toHaveLength(120);
    expect(names.slice(3)).toEqual(['D', 'E']);
  });

  it('gives nothing for an answer without names', () => {
    for (const text of ['', 'Sorry, I cannot help.', '{"products": []}', '{"products": "Tomato seeds"}', '[1, 2]', '{broken']) expect(productsFromAnswer(text), text).toEqual([]);
  });
});

describe('fillProductBoxes', () => {
  it('fills only the empty boxes, skipping names already typed', () => {
    expect(fillProductBoxes(['', 'Seed trays', '', ' ', ''], ['seed trays', 'Tomato seeds', 'Chilli seeds'])).toEqual({
      values: ['Tomato seeds', 'Seed trays', 'Chilli seeds', ' ', ''],
      filled: 2,
    });
  });

  it('changes nothing when every box has a name', () => {
    const full = ['A', 'B', 'C', 'D', 'E'];
    expect(fillProductBoxes(full, ['F'])).toEqual({ values: full, filled: 0 });
  });
});

describe('AutofillRequestSchema', () => {
  it('takes ids as numbers or strings and an empty sub category', () => {
    expect(AutofillRequestSchema.parse({ companyName: ' Acme ', categoryId: '3', subcategoryId: '' })).toEqual({ companyName: 'Acme', categoryId: 3, subcategoryId: '' });
    expect(AutofillRequestSchema.parse({ categoryId: 3, subcategoryId: 12 })).toEqual({ companyName: '', categoryId: 3, subcategoryId: 12 });
    expect(AutofillRequestSchema.safeParse({ companyName: 'x' }).success).toBe(false);
  });
});
