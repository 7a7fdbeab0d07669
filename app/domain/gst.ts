/**
 * GST on a GST-inclusive price (plan prices include 18% GST: ₹5,900 = ₹5,000 + ₹900), the
 * CGST/SGST/UTGST/IGST split that a tax invoice shows, and the Indian financial year that
 * invoice numbering runs on. All amounts are integer paise.
 */
import { parseGstin } from '~/domain/india-ids';
import { currentGstStateCode, stateByGstCode } from '~/domain/india-states';

/** Supply within one state: half the rate as CGST, half as SGST. */
export interface IntraStateSplit {
  readonly kind: 'intra';
  readonly total: number;
  readonly ratePercent: number;
  readonly taxable: number;
  readonly tax: number;
  readonly cgst: number;
  readonly sgst: number;
}

/** Supply within a union territory without a legislature: UTGST takes the place of SGST. */
export interface IntraUtSplit {
  readonly kind: 'intra-ut';
  readonly total: number;
  readonly ratePercent: number;
  readonly taxable: number;
  readonly tax: number;
  readonly cgst: number;
  readonly utgst: number;
}

/** Supply across states (or UTs): the whole tax is IGST. */
export interface InterStateSplit {
  readonly kind: 'inter';
  readonly total: number;
  readonly ratePercent: number;
  readonly taxable: number;
  readonly tax: number;
  readonly igst: number;
}

/** A GST split whose components always add up exactly to `total`. */
export type GstSplit = IntraStateSplit | IntraUtSplit | InterStateSplit;

/** What `splitGst` needs: the inclusive total, the rate and the two ends of the supply. */
export interface SplitGstInput {
  /** GST-inclusive amount in paise (non-negative integer). */
  readonly totalPaise: number;
  /** GST rate in percent with at most 2 decimals (e.g. 18, 5, 0.25); default 18. */
  readonly ratePercent?: number;
  /** GST state code of the supplier's registration (first two digits of its GSTIN). */
  readonly supplierStateCode: string;
  /** GST state code of the place of supply (for a registered buyer, its GSTIN's first two digits). */
  readonly placeOfSupplyStateCode: string;
}

/** Rate in basis points, so the arithmetic stays in integers (18% → 1800). */
function rateBasisPoints(ratePercent: number): bigint {
  const bp = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || bp < 0 || bp > 10_000 || Math.abs(bp - ratePercent * 100) > 1e-6) {
    throw new RangeError(`GST rate must be a percentage from 0 to 100 with at most 2 decimals, got ${String(ratePercent)}`);
  }
  return BigInt(bp);
}

/**
 * Taxable value inside a GST-inclusive total: round(total × 100 / (100 + rate)), rounding half
 * up, computed exactly in integers (₹5,900 at 18% → ₹5,000). Throws RangeError for a negative or
 * fractional total or an impossible rate.
 */
export function taxableFromInclusive(totalPaise: number, ratePercent = 18): number {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`GST-inclusive total must be a non-negative whole number of paise, got ${String(totalPaise)}`);
  }
  const denominator = 10_000n + rateBasisPoints(ratePercent);
  const numerator = BigInt(totalPaise) * 10_000n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function requireStateCode(code: string, role: string): string {
  if (stateByGstCode(code) === undefined) {
    throw new RangeError(`${role} must be a GST state code (01–38 or 97), got "${code}"`);
  }
  return currentGstStateCode(code);
}

/**
 * Splits a GST-inclusive total into taxable value and tax components. Same state → CGST + SGST,
 * or CGST + UTGST when that place is a UT without a legislature (04, 26, 31, 35, 38, and legacy
 * 25 and 97); different states → IGST. Legacy code 25 counts as 26. When the tax is an odd
 * number of paise, CGST gets the smaller half and the odd paisa goes to SGST/UTGST, so
 * taxable + components === total always.
 */
export function splitGst({
  totalPaise,
  ratePercent = 18,
  supplierStateCode,
  placeOfSupplyStateCode,
}: SplitGstInput): GstSplit {
  const taxable = taxableFromInclusive(totalPaise, ratePercent);
  return splitTax({ taxable, tax: totalPaise - taxable, ratePercent, supplierStateCode, placeOfSupplyStateCode });
}

/** What `splitGstOnTaxable` needs: a GST-exclusive taxable value, the rate and the two ends. */
export interface SplitTaxableInput {
  /** Taxable value in paise, GST excluded (non-negative integer). */
  readonly taxablePaise: number;
  readonly ratePercent: number;
  readonly supplierStateCode: string;
  readonly placeOfSupplyStateCode: string;
}

/**
 * GST on a price that excludes it (a quote: ₹10,000 at 18% → ₹1,800 tax, ₹11,800 total), the
 * tax rounded half up to the paisa and split by the same rules as `splitGst`.
 */
export function splitGstOnTaxable({ taxablePaise, ratePercent, supplierStateCode, placeOfSupplyStateCode }: SplitTaxableInput): GstSplit {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) {
    throw new RangeError(`Taxable value must be a non-negative whole number of paise, got ${String(taxablePaise)}`);
  }
  const tax = Number((BigInt(taxablePaise) * rateBasisPoints(ratePercent) * 2n + 10_000n) / 20_000n);
  return splitTax({ taxable: taxablePaise, tax, ratePercent, supplierStateCode, placeOfSupplyStateCode });
}

function splitTax(input: { taxable: number; tax: number; ratePercent: number; supplierStateCode: string; placeOfSupplyStateCode: string }): GstSplit {
  const { taxable, tax, ratePercent } = input;
  const supplier = requireStateCode(input.supplierStateCode, 'Supplier state code');
  const place = requireStateCode(input.placeOfSupplyStateCode, 'Place of supply state code');
  const common = { total: taxable + tax, ratePercent, taxable, tax };
  if (supplier !== place) return { kind: 'inter', ...common, igst: tax };
  const cgst = Math.floor(tax / 2);
  const second = tax - cgst;
  if (stateByGstCode(place)?.utWithoutLegislature === true) {
    return { kind: 'intra-ut', ...common, cgst, utgst: second };
  }
  return { kind: 'intra', ...common, cgst, sgst: second };
}

/**
 * Place of supply for a registered buyer: the GST state code in its GSTIN (legacy 25 reported
 * as 26). Undefined when the GSTIN is not valid, so no invoice is built on a mistyped number.
 */
export function placeOfSupplyFromGstin(gstin: string): string | undefined {
  const parsed = parseGstin(gstin);
  return parsed.ok ? currentGstStateCode(parsed.value.slice(0, 2)) : undefined;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The Indian financial year (1 April – 31 March) containing the instant, as "2026-27", judged
 * by the calendar date in Asia/Kolkata: 31 March 2027 20:00 UTC is already 1 April in India and
 * so belongs to "2027-28". Throws RangeError for an invalid Date.
 */
export function financialYearOf(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('financialYearOf needs a valid date');
  const ist = new Date(time + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
