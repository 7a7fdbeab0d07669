import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatInr,
  paiseToRupees,
  parseRupeesInput,
  rupeesInputSchema,
  rupeesToPaise,
} from '~/domain/money';

describe('formatInr', () => {
  it.each([
    [590000, '₹5,900'],
    [1180000, '₹11,800'],
    [1770000, '₹17,700'],
    [10000000, '₹1,00,000'],
    [1_000_000_000, '₹1,00,00,000'],
    [12345, '₹123.45'],
    [590050, '₹5,900.50'],
    [5, '₹0.05'],
    [0, '₹0'],
    [-590000, '-₹5,900'],
    [-5, '-₹0.05'],
  ])('formats %i paise as %s', (paise, expected) => {
    expect(formatInr(paise)).toBe(expected);
  });

  it('always shows paise when asked (invoice columns)', () => {
    expect(formatInr(590000, { paise: 'always' })).toBe('₹5,900.00');
    expect(formatInr(12345, { paise: 'always' })).toBe('₹123.45');
  });

  it('rounds to whole rupees when paise are not wanted', () => {
    expect(formatInr(12345, { paise: 'never' })).toBe('₹123');
    expect(formatInr(12350, { paise: 'never' })).toBe('₹124');
  });

  it('is exact up to the largest safe amount', () => {
    expect(formatInr(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s paise', (paise) => {
    expect(() => formatInr(paise)).toThrow(RangeError);
  });
});

describe('rupeesToPaise and paiseToRupees', () => {
  it.each([
    [5900, 590000],
    [5900.5, 590050],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-12.345, -1235],
    [1e-7, 0],
    [-0, 0],
  ])('%s rupees is %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('refuses amounts paise cannot hold', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(RangeError);
  });

  it('converts back for display APIs', () => {
    expect(paiseToRupees(590050)).toBe(5900.5);
    expect(() => paiseToRupees(0.5)).toThrow(RangeError);
  });
});

describe('parseRupeesInput', () => {
  it.each([
    ['1,00,000', 10000000],
    ['100,000', 10000000],
    ['5900.50', 590050],
    ['5900.5', 590050],
    ['₹ 5,900', 590000],
    ['₹5,900.05', 590005],
    ['Rs. 5,900/-', 590000],
    ['rs 250', 25000],
    ['INR 1,180', 118000],
    ['  42  ', 4200],
    ['0.5', 50],
    ['.75', 75],
    ['5900.', 590000],
    ['0', 0],
    ['007', 700],
    ['12,34,56,78,901', 1234567890100],
    ['9999999999999.99', 999999999999999],
  ])('reads %j as %i paise', (text, paise) => {
    expect(parseRupeesInput(text)).toEqual({ ok: true, value: paise });
  });

  it.each([
    ['', /^Enter an amount in rupees/],
    ['   ', /^Enter an amount in rupees/],
    ['-500', /cannot be negative/],
    ['₹ -500', /cannot be negative/],
    ['\u2212500', /cannot be negative/],
    ['5900.505', /at most 2 digits after the decimal point/],
    ['abc', /using digits 0–9/],
    ['५९००', /using digits 0–9/],
    ['5 900', /using digits 0–9/],
    ['1.2.3', /using digits 0–9/],
    ['12e3', /using digits 0–9/],
    ['.', /using digits 0–9/],
    ['₹', /using digits 0–9/],
    [',500', /using digits 0–9/],
    ['5,90,0', /commas are in the wrong place/],
    ['1,0000', /commas are in the wrong place/],
    ['1,000,00', /commas are in the wrong place/],
    ['99999999999999', /too large/],
    ['9'.repeat(1000), /too long/],
  ])('rejects %j', (text, message) => {
    const result = parseRupeesInput(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('works as a zod schema producing paise', () => {
    expect(rupeesInputSchema().parse('₹ 5,900')).toBe(590000);
    const bad = rupeesInputSchema().safeParse('-1');
    expect(bad.error?.issues[0]?.message).toBe('The amount cannot be negative');
    expect(rupeesInputSchema().safeParse(undefined).error?.issues[0]?.message).toMatch(/^Enter an amount/);
  });
});

describe('amountInWords', () => {
  it.each([
    [1180000, 'Rupees Eleven Thousand Eight Hundred Only'],
    [12000050, 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'],
    [590000, 'Rupees Five Thousand Nine Hundred Only'],
    [1770000, 'Rupees Seventeen Thousand Seven Hundred Only'],
    [500000, 'Rupees Five Thousand Only'],
    [90000, 'Rupees Nine Hundred Only'],
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [11, 'Eleven Paise Only'],
    [100, 'Rupees One Only'],
    [10100, 'Rupees One Hundred One Only'],
    [99999, 'Rupees Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    [10000000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      12345678901,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paisa Only',
    ],
    [100_000_000_000_000, 'Rupees One Lakh Crore Only'],
    [1_000_000_000_000_000, 'Rupees Ten Lakh Crore Only'],
    [250_000_000_000, 'Rupees Two Hundred Fifty Crore Only'],
    [1_900_000, 'Rupees Nineteen Thousand Only'],
    [7_000_001, 'Rupees Seventy Thousand and One Paisa Only'],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
