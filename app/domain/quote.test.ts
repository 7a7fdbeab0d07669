import { describe, expect, it } from 'vitest';
import { splitGstOnTaxable } from '~/domain/gst';
import { stateCodeForPin } from '~/domain/pin-states';
import { bestOnEachLine, landedCost, sortQuotes, type ComparableQuote } from '~/domain/quote';

describe('landedCost: goods + freight + GST at the place of supply', () => {
  const quote = { unitPricePaise: 8_200, quantity: 500, freightPaise: 250_000, gstRateBp: 500 };

  it('charges CGST + SGST on goods and freight when the supplier is in the delivery state', () => {
    const cost = landedCost(quote, '27', '27');
    expect(cost.goodsPaise).toBe(4_100_000);
    expect(cost.taxablePaise).toBe(4_350_000);
    expect(cost.gst).toMatchObject({ kind: 'intra', tax: 217_500, cgst: 108_750, sgst: 108_750 });
    expect(cost.landedPaise).toBe(4_567_500);
    expect(cost.perUnitPaise).toBe(9_135);
  });

  it('charges IGST across states', () => {
    const cost = landedCost(quote, '29', '27');
    expect(cost.gst).toMatchObject({ kind: 'inter', igst: 217_500 });
    expect(cost.landedPaise).toBe(4_567_500);
  });

  it('charges CGST + UTGST inside a union territory without a legislature', () => {
    expect(landedCost(quote, '04', '04').gst).toMatchObject({ kind: 'intra-ut', cgst: 108_750, utgst: 108_750 });
  });

  it('refuses goods beyond any real trade', () => {
    expect(() => landedCost({ ...quote, unitPricePaise: 1e9, quantity: 1e8 }, '27', '27')).toThrow(RangeError);
  });
});

describe('splitGstOnTaxable', () => {
  it('rounds the tax half up to the paisa and gives the odd paisa to SGST', () => {
    // 0.25% of ₹1,000.02 is 250.005 paise → 250 (half up of .005 paise is below a paisa: 250)
    expect(splitGstOnTaxable({ taxablePaise: 100_002, ratePercent: 0.25, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toMatchObject({ tax: 250, cgst: 125, sgst: 125 });
    // 18% of 1 paisa = 0.18 → 0; 18% of 3 paise = 0.54 → 1 (SGST takes it)
    expect(splitGstOnTaxable({ taxablePaise: 3, ratePercent: 18, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toMatchObject({ tax: 1, cgst: 0, sgst: 1 });
  });

  it('refuses a negative or fractional value and an unknown state', () => {
    expect(() => splitGstOnTaxable({ taxablePaise: -1, ratePercent: 18, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toThrow(RangeError);
    expect(() => splitGstOnTaxable({ taxablePaise: 1.5, ratePercent: 18, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toThrow(RangeError);
    expect(() => splitGstOnTaxable({ taxablePaise: 100, ratePercent: 18, supplierStateCode: '99', placeOfSupplyStateCode: '27' })).toThrow(RangeError);
  });
});

describe('comparing quotes', () => {
  const quotes: ComparableQuote[] = [
    { quoteId: 1, state: 'active', perUnitPaise: 9_000, landedPaise: 900_000, leadTimeDays: 10, answerRate: 0.5 },
    { quoteId: 2, state: 'active', perUnitPaise: 8_500, landedPaise: 850_000, leadTimeDays: 14, answerRate: null },
    { quoteId: 3, state: 'revision_requested', perUnitPaise: 9_500, landedPaise: 950_000, leadTimeDays: 7, answerRate: 0.9 },
    { quoteId: 4, state: 'declined', perUnitPaise: 100, landedPaise: 10_000, leadTimeDays: 1, answerRate: 1 },
  ];

  it('sorts by landed cost per unit, lead time or answer rate (unknown rates last)', () => {
    expect(sortQuotes(quotes, 'landed').map((q) => q.quoteId)).toEqual([4, 2, 1, 3]);
    expect(sortQuotes(quotes, 'lead').map((q) => q.quoteId)).toEqual([4, 3, 1, 2]);
    expect(sortQuotes(quotes, 'rating').map((q) => q.quoteId)).toEqual([4, 3, 1, 2]);
  });

  it('marks the best open quote on each line, leaving declined ones out', () => {
    expect(bestOnEachLine(quotes)).toEqual({ landed: [2], lead: [3], rating: [3] });
  });

  it('marks nothing when there is only one quote to compare', () => {
    expect(bestOnEachLine([quotes[0]!])).toEqual({ landed: [], lead: [], rating: [] });
  });
});

describe('stateCodeForPin', () => {
  it.each([
    ['110001', '07'],
    ['400001', '27'],
    ['403001', '30'],
    ['560001', '29'],
    ['600001', '33'],
    ['605001', '34'],
    ['682555', '31'],
    ['744101', '35'],
    ['737101', '11'],
    ['834001', '20'],
    ['800001', '10'],
    ['248001', '05'],
    ['247001', '09'],
    ['247667', '05'],
    ['396230', '26'],
    ['194101', '38'],
    ['500001', '36'],
    ['520001', '37'],
  ])('PIN %s delivers to state %s', (pin, code) => {
    expect(stateCodeForPin(pin)).toBe(code);
  });

  it('cannot tell for a shared district, an Army Post Office PIN or a malformed PIN', () => {
    expect(stateCodeForPin('160062')).toBeUndefined();
    expect(stateCodeForPin('900001')).toBeUndefined();
    expect(stateCodeForPin('012345')).toBeUndefined();
    expect(stateCodeForPin('56001')).toBeUndefined();
  });
});
