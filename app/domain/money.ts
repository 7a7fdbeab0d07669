/**
 * Money is an integer number of paise everywhere in code and in the database (₹1 = 100 paise),
 * so sums never drift. These helpers convert at the edges: display, form input and the
 * amount-in-words line a tax invoice must carry.
 */
import { z } from 'zod';
import { builtOnce } from '~/domain/built-once';
import type { ParseResult } from '~/domain/india-ids';

/** When `formatInr` shows paise: only when there are some (default), always, or never (rounded). */
export type PaiseDisplay = 'auto' | 'always' | 'never';

/** Options for `formatInr`. */
export interface FormatInrOptions {
  readonly paise?: PaiseDisplay;
}

const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function assertPaise(paise: number, fn: string): void {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`${fn} takes a whole number of paise, got ${String(paise)}`);
  }
}

/**
 * The exact decimal rupee amount as a numeric string ("-5900.05"), so Intl formats it without
 * the binary rounding that `paise / 100` suffers for very large amounts.
 */
function rupeeDecimal(paise: number): `${number}` {
  const abs = Math.abs(paise);
  const text = `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return text as `${number}`;
}

/**
 * Formats paise as Indian rupees with lakh/crore grouping, e.g. 590000 → "₹5,900",
 * 10000000 → "₹1,00,000", 12345 → "₹123.45". Whole-rupee amounts drop ".00" by default, as
 * Indian price tags do; pass `{ paise: 'always' }` for invoice columns.
 */
export function formatInr(paise: number, opts: FormatInrOptions = {}): string {
  assertPaise(paise, 'formatInr');
  const mode = opts.paise ?? 'auto';
  const decimal = rupeeDecimal(paise);
  if (mode === 'never' || (mode === 'auto' && paise % 100 === 0)) return wholeRupees.format(decimal);
  return withPaise.format(decimal);
}

/**
 * Converts a rupee amount (e.g. from a config file or an external API) to integer paise,
 * rounding half away from zero on the decimal value written, so 1.005 becomes 101 paise.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupeesToPaise needs a finite number, got ${String(rupees)}`);
  const text = String(Math.abs(rupees));
  const scaled = text.includes('e') ? Math.abs(rupees) * 100 : Number(`${text}e2`);
  const paise = Math.sign(rupees) * Math.round(scaled);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${String(rupees)} rupees is too large to hold in paise`);
  return paise === 0 ? 0 : paise;
}

/** Converts integer paise to a rupee number, for APIs that want rupees (never for arithmetic). */
export function paiseToRupees(paise: number): number {
  assertPaise(paise, 'paiseToRupees');
  return paise / 100;
}

const AMOUNT_EXAMPLE = 'e.g. 5,900 or 5,900.50';
/** 13 rupee digits (under ₹10 lakh crore) keep the paise value a safe integer. */
const MAX_RUPEE_DIGITS = 13;

/**
 * Reads an amount typed by a person: "1,00,000", "100,000", "5900.50", "₹ 5,900", "Rs. 5,900/-".
 * Returns integer paise. Refuses negatives, more than 2 decimals, misplaced commas, non-ASCII
 * digits and anything else, with a message that says how to write it.
 */
export function parseRupeesInput(text: string): ParseResult<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: `Enter an amount in rupees (${AMOUNT_EXAMPLE})` };
  if (trimmed.length > 40) return { ok: false, error: `That is too long for an amount — enter rupees only (${AMOUNT_EXAMPLE})` };
  const body = trimmed
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '')
    .trim();
  if (/^[-\u2212]/.test(body)) return { ok: false, error: 'The amount cannot be negative' };
  const match = /^([0-9][0-9,]*)?(?:\.([0-9]*))?$/.exec(body);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (match === null || (whole === '' && fraction === '')) {
    return { ok: false, error: `Enter the amount using digits 0–9 (${AMOUNT_EXAMPLE})` };
  }
  if (whole.includes(',') && !/^\d{1,2}(?:,\d{2})*,\d{3}$/.test(whole) && !/^\d{1,3}(?:,\d{3})+$/.test(whole)) {
    return { ok: false, error: 'The commas are in the wrong place — write 1,00,000 or 100000' };
  }
  if (fraction.length > 2) {
    return { ok: false, error: 'An amount can have at most 2 digits after the decimal point (paise)' };
  }
  const rupeeDigits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (rupeeDigits.length > MAX_RUPEE_DIGITS) return { ok: false, error: 'That amount is too large' };
  const paise = Number(rupeeDigits === '' ? '0' : rupeeDigits) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, value: paise };
}

/** zod schema: a typed rupee amount → integer paise, with `parseRupeesInput`'s messages. */
export const rupeesInputSchema = /* @__PURE__ */ builtOnce(() =>
  z.string({ error: `Enter an amount in rupees (${AMOUNT_EXAMPLE})` }).transform((input, ctx) => {
    const parsed = parseRupeesInput(input);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
);

const UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = UNITS[n % 10] ?? '';
  const ten = TENS[Math.floor(n / 10)] ?? '';
  return unit === '' ? ten : `${ten} ${unit}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${belowHundred(hundreds)} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Indian-system words for a positive whole number: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const belowCrore = n % 10_000_000;
  const lakh = Math.floor(belowCrore / 100_000);
  const thousand = Math.floor((belowCrore % 100_000) / 1000);
  const rest = belowCrore % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * The amount in words that Indian tax invoices print, in lakh/crore style:
 * 1180000 → "Rupees Eleven Thousand Eight Hundred Only",
 * 12000050 → "Rupees One Lakh Twenty Thousand and Fifty Paise Only". Throws RangeError for
 * negative or fractional paise, which no invoice carries.
 */
export function amountInWords(paise: number): string {
  assertPaise(paise, 'amountInWords');
  if (paise < 0) throw new RangeError('amountInWords takes a non-negative amount');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 1 ? 'One Paisa' : `${belowHundred(rest)} Paise`;
  if (rupees === 0) return rest === 0 ? 'Rupees Zero Only' : `${paiseWords} Only`;
  const rupeeWords = `Rupees ${indianWords(rupees)}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${paiseWords} Only`;
}
