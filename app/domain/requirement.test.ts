import { describe, expect, it } from 'vitest';
import { indianToday, requirementExpiry, requirementReference, upToSuppliers } from '~/domain/requirement';

describe('requirement basics', () => {
  it('says the configured reach in words', () => {
    expect(upToSuppliers(5)).toBe('up to five suppliers');
    expect(upToSuppliers(1)).toBe('up to one supplier');
    expect(upToSuppliers(12)).toBe('up to 12 suppliers');
  });

  it('judges today by the Indian calendar: 20:00 UTC on 31 March is already 1 April in India', () => {
    expect(indianToday(new Date('2027-03-31T20:00:00Z'))).toBe('2027-04-01');
    expect(indianToday(new Date('2027-03-31T18:00:00Z'))).toBe('2027-03-31');
  });

  it('expires a requirement the given number of days after it was posted', () => {
    expect(requirementExpiry(new Date('2026-11-24T10:00:00Z'), 14).toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });

  it('makes references a person can read out: no 0, O, 1, I or L', () => {
    const reference = requirementReference(new Uint8Array([0, 1, 2, 3, 30, 31, 200, 255]));
    expect(reference).toMatch(/^RQ-[2-9A-HJKMNP-Z]{8}$/);
  });
});
