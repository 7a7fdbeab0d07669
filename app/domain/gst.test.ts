import { describe, expect, it } from 'vitest';
import fixtures from '../../tests/fixtures/india-ids.json';
import { financialYearOf, placeOfSupplyFromGstin, splitGst, taxableFromInclusive } from '~/domain/gst';
import type { GstSplit } from '~/domain/gst';
import { gstinCheckCharacter } from '~/domain/india-ids';
import { gstStates } from '~/domain/india-states';

const plans = {
  basic: fixtures.gst_split_paise.basic,
  premium: fixtures.gst_split_paise.premium,
  elite: fixtures.gst_split_paise.elite,
} as const;

/** Sum of every tax component, whichever kind of split it is. */
function componentsTotal(split: GstSplit): number {
  switch (split.kind) {
    case 'intra':
      return split.cgst + split.sgst;
    case 'intra-ut':
      return split.cgst + split.utgst;
    case 'inter':
      return split.igst;
  }
}

describe('splitGst on the plan prices (tests/fixtures/india-ids.json)', () => {
  for (const [name, plan] of Object.entries(plans)) {
    it(`${name}: same state (Maharashtra → Maharashtra) is CGST + SGST`, () => {
      expect(splitGst({ totalPaise: plan.total, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toEqual({
        kind: 'intra',
        total: plan.total,
        ratePercent: 18,
        taxable: plan.taxable,
        tax: plan.intra_state.cgst + plan.intra_state.sgst,
        cgst: plan.intra_state.cgst,
        sgst: plan.intra_state.sgst,
      });
    });

    it(`${name}: same state the other way (Karnataka → Karnataka) is CGST + SGST`, () => {
      const split = splitGst({ totalPaise: plan.total, supplierStateCode: '29', placeOfSupplyStateCode: '29' });
      expect(split).toMatchObject({ kind: 'intra', taxable: plan.taxable, ...plan.intra_state });
    });

    it(`${name}: Maharashtra → Karnataka is IGST`, () => {
      expect(splitGst({ totalPaise: plan.total, supplierStateCode: '27', placeOfSupplyStateCode: '29' })).toEqual({
        kind: 'inter',
        total: plan.total,
        ratePercent: 18,
        taxable: plan.taxable,
        tax: plan.inter_state.igst,
        igst: plan.inter_state.igst,
      });
    });

    it(`${name}: Karnataka → Maharashtra is IGST`, () => {
      const split = splitGst({ totalPaise: plan.total, supplierStateCode: '29', placeOfSupplyStateCode: '27' });
      expect(split).toMatchObject({ kind: 'inter', taxable: plan.taxable, ...plan.inter_state });
    });

    it(`${name}: taxable value matches round(total × 100 / 118)`, () => {
      expect(taxableFromInclusive(plan.total)).toBe(plan.taxable);
      expect(taxableFromInclusive(plan.total, 18)).toBe(Math.round((plan.total * 100) / 118));
    });
  }
});

describe('splitGst in union territories', () => {
  it.each(['04', '26', '31', '35', '38'])('charges UTGST instead of SGST within UT %s', (code) => {
    expect(splitGst({ totalPaise: 590000, supplierStateCode: code, placeOfSupplyStateCode: code })).toEqual({
      kind: 'intra-ut',
      total: 590000,
      ratePercent: 18,
      taxable: 500000,
      tax: 90000,
      cgst: 45000,
      utgst: 45000,
    });
  });

  it.each(['01', '07', '34'])('charges SGST within UT %s, which has a legislature', (code) => {
    const split = splitGst({ totalPaise: 590000, supplierStateCode: code, placeOfSupplyStateCode: code });
    expect(split).toMatchObject({ kind: 'intra', cgst: 45000, sgst: 45000 });
  });

  it('charges IGST from a UT to a state and back', () => {
    expect(splitGst({ totalPaise: 590000, supplierStateCode: '04', placeOfSupplyStateCode: '03' }).kind).toBe('inter');
    expect(splitGst({ totalPaise: 590000, supplierStateCode: '03', placeOfSupplyStateCode: '04' }).kind).toBe('inter');
  });

  it('treats legacy Daman and Diu (25) as the merged UT 26', () => {
    expect(splitGst({ totalPaise: 590000, supplierStateCode: '26', placeOfSupplyStateCode: '25' })).toMatchObject({
      kind: 'intra-ut',
      utgst: 45000,
    });
    expect(splitGst({ totalPaise: 590000, supplierStateCode: '25', placeOfSupplyStateCode: '27' }).kind).toBe('inter');
  });
});

describe('splitGst always adds up', () => {
  const rates = [0, 0.25, 3, 5, 12, 18, 28, 40];

  it('puts the odd paisa into SGST/UTGST, never losing or inventing one', () => {
    expect(splitGst({ totalPaise: 101, supplierStateCode: '27', placeOfSupplyStateCode: '27' })).toEqual({
      kind: 'intra',
      total: 101,
      ratePercent: 18,
      taxable: 86,
      tax: 15,
      cgst: 7,
      sgst: 8,
    });
    expect(splitGst({ totalPaise: 101, supplierStateCode: '35', placeOfSupplyStateCode: '35' })).toMatchObject({
      cgst: 7,
      utgst: 8,
    });
  });

  it('for every total up to ₹50 and every rate, in every kind of supply', () => {
    // Collect violations and assert once: 45,000+ expect() calls made this test slow on a busy machine.
    const violations: string[] = [];
    for (const ratePercent of rates) {
      for (let totalPaise = 0; totalPaise <= 5000; totalPaise += 1) {
        for (const [supplierStateCode, placeOfSupplyStateCode] of [
          ['27', '27'],
          ['04', '04'],
          ['27', '29'],
        ] as const) {
          const split = splitGst({ totalPaise, ratePercent, supplierStateCode, placeOfSupplyStateCode });
          const where = `${totalPaise} paise at ${ratePercent}% ${supplierStateCode}→${placeOfSupplyStateCode}`;
          if (split.taxable + componentsTotal(split) !== totalPaise) violations.push(`${where}: parts do not add up`);
          if (split.taxable !== Math.round((totalPaise * 100) / (100 + ratePercent))) violations.push(`${where}: taxable value`);
          if (split.kind === 'intra' && ![0, 1].includes(split.sgst - split.cgst)) violations.push(`${where}: CGST/SGST halves`);
          if (split.kind === 'intra-ut' && ![0, 1].includes(split.utgst - split.cgst)) violations.push(`${where}: CGST/UTGST halves`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('for odd and very large totals', () => {
    for (const totalPaise of [1, 3, 7, 59, 5901, 590001, 1_234_567, 99_999_999, Number.MAX_SAFE_INTEGER]) {
      const split = splitGst({ totalPaise, supplierStateCode: '09', placeOfSupplyStateCode: '09' });
      expect(split.kind).toBe('intra');
      expect(split.taxable + componentsTotal(split)).toBe(totalPaise);
      expect(split.tax).toBe(totalPaise - split.taxable);
    }
  });

  it('rounds the taxable value exactly, even where floating point would not', () => {
    expect(taxableFromInclusive(Number.MAX_SAFE_INTEGER)).toBe(7633219707407619);
    // 9007199254740990 / 1.18 = 7633219707407618.64…; float division gives …618.
    expect(taxableFromInclusive(9007199254740990)).toBe(7633219707407619);
    expect(taxableFromInclusive(59, 18)).toBe(50);
    expect(taxableFromInclusive(105, 5)).toBe(100);
    expect(taxableFromInclusive(1000, 0)).toBe(1000);
  });

  it('refuses impossible inputs loudly', () => {
    const base = { supplierStateCode: '27', placeOfSupplyStateCode: '27' };
    expect(() => splitGst({ ...base, totalPaise: -1 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, totalPaise: 10.5 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, totalPaise: 100, ratePercent: -5 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, totalPaise: 100, ratePercent: 18.123 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, totalPaise: 100, ratePercent: Number.NaN })).toThrow(RangeError);
    expect(() => splitGst({ ...base, totalPaise: 100, supplierStateCode: '40' })).toThrow(/Supplier state code/);
    expect(() => splitGst({ ...base, totalPaise: 100, placeOfSupplyStateCode: '7' })).toThrow(/Place of supply/);
  });
});

describe('placeOfSupplyFromGstin', () => {
  it('is the first two digits of a valid GSTIN', () => {
    expect(placeOfSupplyFromGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(placeOfSupplyFromGstin(' 09aaact2727q1zu ')).toBe('09');
    expect(placeOfSupplyFromGstin('29AAGCB7383J1Z4')).toBe('29');
  });

  it('maps a legacy Daman and Diu GSTIN to 26', () => {
    const legacy = `25AAPFU0939F1Z${gstinCheckCharacter('25AAPFU0939F1Z')}`;
    expect(placeOfSupplyFromGstin(legacy)).toBe('26');
  });

  it('is undefined for an invalid GSTIN', () => {
    expect(placeOfSupplyFromGstin('27AAPFU0939F1ZO')).toBeUndefined();
    expect(placeOfSupplyFromGstin('')).toBeUndefined();
  });

  it('drives the split for a registered buyer', () => {
    for (const gstin of fixtures.gstin.valid) {
      const place = placeOfSupplyFromGstin(gstin);
      expect(place).toBeDefined();
      const split = splitGst({ totalPaise: 590000, supplierStateCode: '27', placeOfSupplyStateCode: place ?? '' });
      expect(split.kind).toBe(gstin.startsWith('27') ? 'intra' : 'inter');
    }
  });

  it('accepts every GST state code as a place of supply', () => {
    for (const state of gstStates) {
      expect(() =>
        splitGst({ totalPaise: 100, supplierStateCode: '27', placeOfSupplyStateCode: state.gstCode }),
      ).not.toThrow();
    }
  });
});

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2026-03-31T18:29:59.999Z', '2025-26'],
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2027-03-31T20:00:00Z', '2027-28'],
    ['2027-03-31T23:59:59+05:30', '2026-27'],
    ['2026-12-31T23:00:00Z', '2026-27'],
    ['2000-01-15T12:00:00Z', '1999-00'],
    ['2099-06-01T00:00:00Z', '2099-00'],
    ['2009-05-01T00:00:00Z', '2009-10'],
  ])('%s is in FY %s', (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});
