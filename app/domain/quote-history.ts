/**
 * What changed from one version of a quote to the next, in words both sides read on the quote's
 * history ("Unit price: ₹82 → ₹79").
 */
import { formatInr } from '~/domain/money';
import { formatGstRate } from '~/domain/product-tax';
import { deliveryTermsLabel, type QuoteInput } from '~/domain/quote';

const breaksText = (breaks: QuoteInput['priceBreaks']) => (breaks.length === 0 ? 'none' : breaks.map((b) => `${b.minQty.toLocaleString('en-IN')}+ at ${formatInr(b.pricePaise)}`).join(', '));

const LINES: Array<{ label: string; show: (q: QuoteInput) => string }> = [
  { label: 'Unit price', show: (q) => formatInr(q.unitPricePaise) },
  { label: 'Quantity', show: (q) => q.quantity.toLocaleString('en-IN') },
  { label: 'Price breaks', show: (q) => breaksText(q.priceBreaks) },
  { label: 'HSN code', show: (q) => q.hsnCode },
  { label: 'GST rate', show: (q) => formatGstRate(q.gstRateBp) },
  { label: 'Freight', show: (q) => formatInr(q.freightPaise) },
  { label: 'Delivery', show: (q) => deliveryTermsLabel(q.deliveryTerms) },
  { label: 'Lead time', show: (q) => `${q.leadTimeDays} days` },
  { label: 'Payment terms', show: (q) => q.paymentTerms },
  { label: 'Valid until', show: (q) => q.validUntil },
  { label: 'Notes', show: (q) => (q.notes === '' ? 'none' : q.notes) },
];

/** The lines that differ between two versions, each as "Label: before → after". */
export function quoteChanges(before: QuoteInput, after: QuoteInput): string[] {
  return LINES.flatMap(({ label, show }) => {
    const [was, now] = [show(before), show(after)];
    return was === now ? [] : [`${label}: ${was} → ${now}`];
  });
}
