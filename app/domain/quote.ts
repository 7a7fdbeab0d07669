/**
 * A supplier's quote on a buy requirement and what it really costs the buyer: landed cost =
 * goods + freight + GST. Prices in a quote exclude GST. GST is charged on goods and freight
 * together (freight billed by the supplier is part of the value of supply, CGST Act s.15) at the
 * quote's rate. The place of supply of goods is where their movement ends for delivery (IGST Act
 * s.10(1)(a)), which is the requirement's delivery state whether the supplier delivers or the
 * buyer collects ex-works; the split follows gst.ts: CGST + SGST (or UTGST) when the supplier's
 * GST state is the place of supply, IGST otherwise. All amounts are integer paise.
 */
import { splitGstOnTaxable, type GstSplit } from '~/domain/gst';
import type { QuoteState } from '~/domain/requirement';

export const DELIVERY_TERMS = [
  { code: 'ex_works', label: 'Ex-works (buyer collects)' },
  { code: 'delivered', label: 'Delivered to the buyer' },
] as const;
export type DeliveryTerms = (typeof DELIVERY_TERMS)[number]['code'];
export const deliveryTermsLabel = (code: DeliveryTerms) => DELIVERY_TERMS.find((t) => t.code === code)?.label ?? code;

/** Goods worth more than this (₹10,000 crore) in one quote are a typing mistake, not a trade. */
export const MAX_GOODS_PAISE = 10_000_000_000_000;
export const MAX_QUOTE_BREAKS = 6;
export const MAX_PAYMENT_TERMS_LENGTH = 300;
export const MAX_QUOTE_NOTES_LENGTH = 2000;

/** A lower price for a larger quantity, offered alongside the quote (from `minQty` units up). */
export interface QuoteBreak {
  minQty: number;
  pricePaise: number;
}

/** What a supplier quotes, already checked (the quote form schema's output). */
export interface QuoteInput {
  unitPricePaise: number;
  quantity: number;
  priceBreaks: QuoteBreak[];
  hsnCode: string;
  gstRateBp: number;
  freightPaise: number;
  deliveryTerms: DeliveryTerms;
  leadTimeDays: number;
  paymentTerms: string;
  /** ISO date; today or later, in India. */
  validUntil: string;
  notes: string;
}

/** What the buyer pays for one quote version, with the GST split shown on the comparison and the PO. */
export interface LandedCost {
  goodsPaise: number;
  freightPaise: number;
  taxablePaise: number;
  gst: GstSplit;
  landedPaise: number;
  /** Landed cost per unit, rounded to the paisa, for comparing quotes of different quantities. */
  perUnitPaise: number;
}

/**
 * Landed cost of `quote` from a supplier registered in `supplierStateCode` for delivery into
 * `placeOfSupplyStateCode`. Throws RangeError for amounts no form lets through.
 */
export function landedCost(quote: Pick<QuoteInput, 'unitPricePaise' | 'quantity' | 'freightPaise' | 'gstRateBp'>, supplierStateCode: string, placeOfSupplyStateCode: string): LandedCost {
  const goodsPaise = quote.unitPricePaise * quote.quantity;
  if (!Number.isSafeInteger(goodsPaise) || goodsPaise > MAX_GOODS_PAISE) throw new RangeError('Goods value out of range');
  const taxablePaise = goodsPaise + quote.freightPaise;
  const gst = splitGstOnTaxable({ taxablePaise, ratePercent: quote.gstRateBp / 100, supplierStateCode, placeOfSupplyStateCode });
  const landedPaise = gst.total;
  return { goodsPaise, freightPaise: quote.freightPaise, taxablePaise, gst, landedPaise, perUnitPaise: Math.round(landedPaise / quote.quantity) };
}

/** A quote as the comparison sees it: its landed cost, lead time and the supplier's answer rate. */
export interface ComparableQuote {
  quoteId: number;
  state: QuoteState;
  perUnitPaise: number;
  landedPaise: number;
  leadTimeDays: number;
  /** Share of requirements the supplier answered (0–1), or null with too little history. */
  answerRate: number | null;
}

export const COMPARISON_SORTS = [
  { code: 'landed', label: 'Landed cost per unit' },
  { code: 'lead', label: 'Lead time' },
  { code: 'rating', label: 'Supplier answer rate' },
] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number]['code'];

/** Quotes in the chosen order: cheapest landed cost per unit, shortest lead time, or best answer rate first. */
export function sortQuotes<Q extends ComparableQuote>(quotes: readonly Q[], sort: ComparisonSort): Q[] {
  const key: Record<ComparisonSort, (q: Q) => number> = {
    landed: (q) => q.perUnitPaise,
    lead: (q) => q.leadTimeDays,
    rating: (q) => -(q.answerRate ?? -1),
  };
  return [...quotes].sort((a, b) => key[sort](a) - key[sort](b) || a.perUnitPaise - b.perUnitPaise || a.quoteId - b.quoteId);
}

/** The quote ids that are best on each line of the comparison (ties all marked); open quotes only. */
export function bestOnEachLine(quotes: readonly ComparableQuote[]): { landed: number[]; lead: number[]; rating: number[] } {
  const open = quotes.filter((q) => q.state === 'active' || q.state === 'revision_requested' || q.state === 'accepted');
  const best = (value: (q: ComparableQuote) => number | null, lowest: boolean) => {
    const values = open.map(value).filter((v): v is number => v !== null);
    if (values.length < 2) return [];
    const target = lowest ? Math.min(...values) : Math.max(...values);
    return open.filter((q) => value(q) === target).map((q) => q.quoteId);
  };
  return { landed: best((q) => q.perUnitPaise, true), lead: best((q) => q.leadTimeDays, true), rating: best((q) => q.answerRate, false) };
}
