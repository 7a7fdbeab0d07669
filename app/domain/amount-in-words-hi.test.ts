import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from './amount-in-words-hi';

describe('amountInHindiWords', () => {
  it.each([
    [1180000, 'ग्यारह हज़ार आठ सौ रुपये मात्र'],
    [12000050, 'एक लाख बीस हज़ार रुपये और पचास पैसे मात्र'],
    [1770000, 'सत्रह हज़ार सात सौ रुपये मात्र'],
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक पैसा मात्र'],
    [11, 'ग्यारह पैसे मात्र'],
    [100, 'एक रुपया मात्र'],
    [10100, 'एक सौ एक रुपये मात्र'],
    [99999, 'नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र'],
    [7_800, 'अठहत्तर रुपये मात्र'],
    [1_000_000_000, 'एक करोड़ रुपये मात्र'],
    [12345678901, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और एक पैसा मात्र'],
    [250_000_000_000, 'दो सौ पचास करोड़ रुपये मात्र'],
    [100_000_000_000_000, 'एक लाख करोड़ रुपये मात्र'],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInHindiWords(paise)).toBe(words);
  });

  it('has a word for every number below a hundred, each different', () => {
    const words = Array.from({ length: 99 }, (_, n) => amountInHindiWords((n + 1) * 100).replace(/ (रुपया|रुपये) मात्र$/, ''));
    expect(new Set(words).size).toBe(99);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => amountInHindiWords(-100)).toThrow(RangeError);
    expect(() => amountInHindiWords(10.5)).toThrow(RangeError);
  });
});
