import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { splitGstOnTaxable } from '~/domain/gst';
import { gstSplitName, isQuoteValidOn, purchaseOrderNumber, purchaseOrderNumberPattern, requirementDecisionSchema, requirementTimeline, taxLines } from './requirement-decisions';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return parseWithZod(data, { schema: requirementDecisionSchema });
};
/** The field errors the form would come back with (none when it parsed). */
const errorsOf = (values: Record<string, string>) => form(values).reply().error ?? {};

describe('purchase order numbers', () => {
  it('count within the Indian financial year, six digits, one URL segment', () => {
    expect(purchaseOrderNumber('2026-27', 123)).toBe('PO-2026-27-000123');
    expect(purchaseOrderNumberPattern.test(purchaseOrderNumber('2026-27', 1))).toBe(true);
    expect(purchaseOrderNumberPattern.test('PO/2026-27/000123')).toBe(false);
    expect(() => purchaseOrderNumber('2026', 1)).toThrow(RangeError);
    expect(() => purchaseOrderNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => purchaseOrderNumber('2026-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('tax lines', () => {
  const split = (supplier: string, place: string) => splitGstOnTaxable({ taxablePaise: 10_000_00, ratePercent: 18, supplierStateCode: supplier, placeOfSupplyStateCode: place });
  it('prints CGST + SGST within a state, CGST + UTGST within a UT without a legislature, IGST across', () => {
    expect(taxLines(split('27', '27'))).toEqual([
      { label: 'CGST @ 9%', paise: 90_000 },
      { label: 'SGST @ 9%', paise: 90_000 },
    ]);
    expect(taxLines(split('04', '04'))).toEqual([
      { label: 'CGST @ 9%', paise: 90_000 },
      { label: 'UTGST @ 9%', paise: 90_000 },
    ]);
    expect(taxLines(split('29', '27'))).toEqual([{ label: 'IGST @ 18%', paise: 180_000 }]);
    expect([split('27', '27'), split('04', '04'), split('29', '27')].map(gstSplitName)).toEqual(['CGST + SGST', 'CGST + UTGST', 'IGST']);
  });
});

describe('the requirement life cycle', () => {
  const base = { createdAt: new Date('2026-05-01T05:00:00Z'), firstQuoteAt: null, acceptedAt: null, closedAt: null, expiresAt: new Date('2026-05-15T05:00:00Z'), expiredAt: null };
  it('shows the expiry date while open, and how it ended afterwards, each with its date', () => {
    expect(requirementTimeline({ ...base, status: 'open' }).map((s) => [s.state, s.at.toISOString()])).toEqual([
      ['posted', '2026-05-01T05:00:00.000Z'],
      ['expires', '2026-05-15T05:00:00.000Z'],
    ]);
    const quoted = { ...base, firstQuoteAt: new Date('2026-05-02T05:00:00Z') };
    expect(requirementTimeline({ ...quoted, status: 'quoted' }).map((s) => s.state)).toEqual(['posted', 'quoted', 'expires']);
    expect(requirementTimeline({ ...quoted, status: 'accepted', acceptedAt: new Date('2026-05-03T05:00:00Z') }).map((s) => s.state)).toEqual(['posted', 'quoted', 'accepted']);
    expect(requirementTimeline({ ...base, status: 'closed', closedAt: new Date('2026-05-03T05:00:00Z') }).map((s) => s.state)).toEqual(['posted', 'closed']);
    const expired = requirementTimeline({ ...base, status: 'expired', expiredAt: new Date('2026-05-15T05:10:00Z') });
    expect(expired.at(-1)).toMatchObject({ state: 'expired', at: new Date('2026-05-15T05:10:00Z') });
  });

  it('keeps a quote acceptable through the whole of its validity day', () => {
    expect(isQuoteValidOn('2026-05-10', '2026-05-10')).toBe(true);
    expect(isQuoteValidOn('2026-05-10', '2026-05-11')).toBe(false);
  });
});

describe('the decision forms', () => {
  it('reads each intent, and asks for a reason or a note where one is needed', () => {
    expect(form({ intent: 'accept', quoteId: '12' })).toMatchObject({ status: 'success', value: { intent: 'accept', quoteId: 12 } });
    expect(form({ intent: 'accept', quoteId: 'abc' }).status).toBe('error');
    expect(form({ intent: 'decline', quoteId: '12', reason: 'price_too_high' })).toMatchObject({ status: 'success', value: { reason: 'price_too_high', note: '' } });
    expect(errorsOf({ intent: 'decline', quoteId: '12', reason: '' })).toMatchObject({ reason: ['Choose why you decline this quote.'] });
    expect(form({ intent: 'decline', quoteId: '12', reason: 'cheaper' }).status).toBe('error');
    expect(errorsOf({ intent: 'revise', quoteId: '12', note: '' })).toMatchObject({ note: [expect.stringMatching(/^Say what the supplier should change/) as unknown] });
    expect(form({ intent: 'close', reason: 'Bought elsewhere' })).toMatchObject({ status: 'success', value: { intent: 'close', reason: 'Bought elsewhere' } });
    expect(errorsOf({ intent: 'close', reason: '' })).toMatchObject({ reason: [expect.stringMatching(/^Say why you are closing it/) as unknown] });
    expect(form({ intent: 'approve' }).status).toBe('error');
    expect(errorsOf({})).toMatchObject({ intent: ['This form was not understood. Reload the page and try again.'] });
  });
});
