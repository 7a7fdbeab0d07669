import { describe, expect, it } from 'vitest';
import { formatGstRate, gstPriceNote, normaliseHsn, parseHsn, taxSummary } from '~/domain/product-tax';

describe('HSN codes', () => {
  it('takes 4, 6 or 8 digits as sellers type them, spaces removed', () => {
    expect(normaliseHsn(' 10 06 ')).toBe('1006');
    expect(parseHsn('10 06')).toEqual({ ok: true, value: '1006' });
    expect(parseHsn('1006 30')).toEqual({ ok: true, value: '100630' });
    expect(parseHsn(' 1006 30 10 ')).toEqual({ ok: true, value: '10063010' });
  });

  it('says how to write one with letters, dots or the wrong number of digits', () => {
    expect(parseHsn('10O6')).toEqual({ ok: false, message: 'An HSN code has digits only (no letters or dots), e.g. 1006 for rice' });
    expect(parseHsn('1006.30')).toEqual({ ok: false, message: 'An HSN code has digits only (no letters or dots), e.g. 1006 for rice' });
    for (const wrong of ['100', '10063', '1006301', '100630101']) {
      expect(parseHsn(wrong)).toEqual({ ok: false, message: 'An HSN code is 4, 6 or 8 digits, e.g. 1006 for rice' });
    }
  });
});

describe('GST rates as people write them', () => {
  it('formats basis points without trailing zeros', () => {
    expect(formatGstRate(0)).toBe('0%');
    expect(formatGstRate(25)).toBe('0.25%');
    expect(formatGstRate(300)).toBe('3%');
    expect(formatGstRate(500)).toBe('5%');
    expect(formatGstRate(1800)).toBe('18%');
    expect(formatGstRate(4000)).toBe('40%');
  });

  it('says what a product page shows, and nothing when neither is set', () => {
    expect(taxSummary('1006', 500)).toBe('HSN 1006 · GST 5%');
    expect(taxSummary('7108', null)).toBe('HSN 7108');
    expect(taxSummary(null, 25)).toBe('GST 0.25%');
    expect(taxSummary(null, null)).toBeNull();
    expect(gstPriceNote(500, false)).toBe('Price excludes GST (5%)');
    expect(gstPriceNote(1800, true)).toBe('Price includes GST (18%)');
  });
});
