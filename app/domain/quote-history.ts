/**
 * What changed from one version of a quote to the next, in words both sides read on the quote's
 * history ("Unit price: ₹82 → ₹79"). The words are English unless a page passes its own (issue 19).
 */
import { formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { deliveryTermsLabel, type DeliveryTerms, type QuoteInput } from '~/domain/quote';

/** The lines of a quote the history compares, in the order it lists them. */
const QUOTE_LINES = ['unitPrice', 'quantity', 'priceBreaks', 'hsnCode', 'gstRate', 'freight', 'delivery', 'leadTime', 'paymentTerms', 'validUntil', 'notes'] as const;
export type QuoteLine = (typeof QUOTE_LINES)[number];

/** The words a change is written in; English where a page gives none. */
export interface QuoteChangeWords {
  label: (line: QuoteLine) => string;
  none: string;
  days: (days: number) => string;
  /** One price break: "500+ at ₹78". */
  breakAt: (quantity: string, price: string) => string;
  delivery: (terms: DeliveryTerms) => string;
  /** One change: "Unit price: ₹82 → ₹79". */
  change: (label: string, was: string, now: string) => string;
}

const ENGLISH_LABELS: Record<QuoteLine, string> = {
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  priceBreaks: 'Price breaks',
  hsnCode: 'HSN code',
  gstRate: 'GST rate',
  freight: 'Freight',
  delivery: 'Delivery',
  leadTime: 'Lead time',
  paymentTerms: 'Payment terms',
  validUntil: 'Valid until',
  notes: 'Notes',
};

const ENGLISH: QuoteChangeWords = {
  label: (line) => ENGLISH_LABELS[line],
  none: 'none',
  days: (days) => `${days} days`,
  breakAt: (quantity, price) => `${quantity}+ at ${price}`,
  delivery: deliveryTermsLabel,
  change: (label, was, now) => `${label}: ${was} → ${now}`,
};

/** One line of a quote as the history writes it ("7 days", "500+ at ₹78, 1,000+ at ₹75"). */
export function quoteLineText(line: QuoteLine, q: QuoteInput, given: Partial<QuoteChangeWords> = {}): string {
  const words = { ...ENGLISH, ...given };
  switch (line) {
    case 'unitPrice':
      return formatInr(q.unitPricePaise);
    case 'quantity':
      return q.quantity.toLocaleString('en-IN');
    case 'priceBreaks':
      return q.priceBreaks.length === 0 ? words.none : q.priceBreaks.map((b) => words.breakAt(b.minQty.toLocaleString('en-IN'), formatInr(b.pricePaise))).join(', ');
    case 'hsnCode':
      return q.hsnCode;
    case 'gstRate':
      return formatGstRate(q.gstRateBp);
    case 'freight':
      return formatInr(q.freightPaise);
    case 'delivery':
      return words.delivery(q.deliveryTerms);
    case 'leadTime':
      return words.days(q.leadTimeDays);
    case 'paymentTerms':
      return q.paymentTerms;
    case 'validUntil':
      return q.validUntil;
    case 'notes':
      return q.notes === '' ? words.none : q.notes;
  }
}

/** The lines that differ between two versions, each as "Label: before → after". */
export function quoteChanges(before: QuoteInput, after: QuoteInput, given: Partial<QuoteChangeWords> = {}): string[] {
  const words = { ...ENGLISH, ...given };
  return QUOTE_LINES.flatMap((line) => {
    const [was, now] = [quoteLineText(line, before, words), quoteLineText(line, after, words)];
    return was === now ? [] : [words.change(words.label(line), was, now)];
  });
}
