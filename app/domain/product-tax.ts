/**
 * A listing's HSN code and GST rate: how they are typed, checked and said to buyers. Which rates
 * exist is data (the gst_rates table, read by the server); this file only knows the shapes. It is
 * kept apart from `gst.ts` so the product page does not carry the invoice arithmetic to browsers.
 */
import { z } from 'zod';

const HSN_LENGTH_MESSAGE = 'An HSN code is 4, 6 or 8 digits, e.g. 1006 for rice';
const HSN_DIGITS_MESSAGE = 'An HSN code has digits only (no letters or dots), e.g. 1006 for rice';

/** HSN as sellers type it ("10 06", " 1006 30 10 "), spaces removed. */
export function normaliseHsn(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The normalised HSN code, or a message saying how to write it. */
export function parseHsn(value: string): { ok: true; value: string } | { ok: false; message: string } {
  const hsn = normaliseHsn(value);
  if (!/^\d+$/.test(hsn)) return { ok: false, message: HSN_DIGITS_MESSAGE };
  if (hsn.length !== 4 && hsn.length !== 6 && hsn.length !== 8) return { ok: false, message: HSN_LENGTH_MESSAGE };
  return { ok: true, value: hsn };
}

/** An optional HSN code field: empty is "not given". */
export const hsnCodeSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return null;
    const parsed = parseHsn(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

/**
 * An optional GST rate from the editor's list, in basis points (5% is "500"); empty is "not set".
 * Whether the rate is in force is the server's question: the list is data.
 */
export const gstRateSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const rate = (value ?? '').trim();
    if (rate === '') return null;
    if (!/^\d{1,5}$/.test(rate) || Number(rate) > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'Choose a GST rate from the list, or "Not set"' });
      return z.NEVER;
    }
    return Number(rate);
  });

/** A rate in basis points as people write it: 25 → "0.25%", 500 → "5%", 1800 → "18%". */
export function formatGstRate(rateBp: number): string {
  return `${String(rateBp / 100)}%`;
}

/** What a product page says of a listing's tax: "HSN 1006 · GST 5%", or null when neither is set. */
export function taxSummary(hsnCode: string | null, gstRateBp: number | null): string | null {
  const parts = [hsnCode === null ? null : `HSN ${hsnCode}`, gstRateBp === null ? null : `GST ${formatGstRate(gstRateBp)}`].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Whether a price includes GST, said plainly: "Price excludes GST (5%)". */
export function gstPriceNote(gstRateBp: number, pricesIncludeGst: boolean): string {
  return `Price ${pricesIncludeGst ? 'includes' : 'excludes'} GST (${formatGstRate(gstRateBp)})`;
}
