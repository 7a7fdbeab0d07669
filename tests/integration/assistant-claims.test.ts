import { describe, expect, it } from 'vitest';
import { ALLOWED_CLAIMS } from '~/content/allowed-claims';
import { splitSentences, unlistedClaims } from '~/content/claims';
import { answerWithAssistant } from '~/services/chat/assistant.server';

/**
 * The built-in assistant's canned answers held to the same list of allowed claims as the pages
 * (tests/e2e/claims.spec.ts): one question per kind of answer, and the ones buyers ask about
 * payments and protection, and what the verification levels mean.
 */
const QUESTIONS = [
  'Hello',
  'What are your plans and prices?',
  "what's included in basic",
  'How do I register as a seller?',
  'What is trade assurance?',
  'Do you offer escrow payments?',
  'What if my goods arrive damaged?',
  "What's your refund policy?",
  'Can I pay with net banking?',
  'Is payment by UPI safe?',
  'I want to talk to a human',
  'Tell me a joke',
  'I need 500 kg basmati rice',
  'Looking for tomato seeds suppliers',
  'Are your suppliers verified?',
  'How do you verify suppliers?',
  'Is Nashik Agro Seeds verified?',
];

/** Markdown links read as their text, as the chat widget shows them. */
const asShown = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '');

describe('assistant claims', () => {
  it.each(QUESTIONS)('"%s" makes only allowed claims', async (question) => {
    const answer = await answerWithAssistant(question);
    expect(unlistedClaims(splitSentences(asShown(answer.text)), ALLOWED_CLAIMS)).toEqual([]);
  });

  it('says plainly that order payments are not held in escrow and not protected', async () => {
    const answer = await answerWithAssistant('Do you offer escrow payments?');
    expect(answer.text).toContain('payments for orders are not held in escrow');
    expect(answer.text).toContain('there is no protection from us against products or shipping that are not as agreed');
    expect(answer.text).not.toMatch(/protects your orders|secure payments by UPI, net banking or escrow/);
  });
});
