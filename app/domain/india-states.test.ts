import { describe, expect, it } from 'vitest';
import { currentGstStateCode, gstStates, indianStates, isGstStateCode, stateByGstCode, stateBySlug } from '~/domain/india-states';

describe('india-states', () => {
  it('lists every code a GSTIN can carry, once, in order', () => {
    const codes = gstStates.map((s) => s.gstCode);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    expect(codes).toEqual(expected);
    expect(new Set(gstStates.map((s) => s.slug)).size).toBe(gstStates.length);
  });

  it('has the 28 states and 8 union territories of today in indianStates', () => {
    expect(indianStates.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(indianStates.filter((s) => s.kind !== 'state')).toHaveLength(8);
    expect(indianStates.map((s) => s.gstCode)).not.toContain('25');
    expect(indianStates.map((s) => s.gstCode)).not.toContain('97');
  });

  it('marks exactly the UTs without a legislature', () => {
    const codes = indianStates.filter((s) => s.utWithoutLegislature).map((s) => s.gstCode);
    expect(codes).toEqual(['04', '26', '31', '35', '38']);
    expect(stateByGstCode('07')?.utWithoutLegislature).toBe(false);
    expect(stateByGstCode('34')?.kind).toBe('ut-with-legislature');
  });

  it('looks up names, slugs and merged codes', () => {
    expect(stateByGstCode('01')?.name).toBe('Jammu and Kashmir');
    expect(stateByGstCode('38')?.name).toBe('Ladakh');
    expect(stateByGstCode('97')?.name).toBe('Other Territory');
    expect(stateBySlug('tamil-nadu')?.gstCode).toBe('33');
    expect(stateBySlug('atlantis')).toBeUndefined();
    expect(isGstStateCode('37')).toBe(true);
    expect(isGstStateCode('40')).toBe(false);
    expect(currentGstStateCode('25')).toBe('26');
    expect(currentGstStateCode('27')).toBe('27');
  });
});
