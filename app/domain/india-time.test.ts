import { describe, expect, it } from 'vitest';
import { formatIndianDay, localiseIndianDay } from './india-time';

describe('formatIndianDay', () => {
  it('shows a calendar date as that day, whatever the server clock', () => {
    expect(formatIndianDay('2026-11-24')).toBe('24 Nov 2026');
  });
  it('shows a moment as its day in India', () => {
    // 20:00 UTC is already the next morning in India.
    expect(formatIndianDay(new Date('2026-11-24T20:00:00Z'))).toBe('25 Nov 2026');
    expect(formatIndianDay('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });
});

describe('localiseIndianDay', () => {
  it('writes an English day of formatIndianDay in Hindi, and leaves anything else alone', () => {
    expect(localiseIndianDay(formatIndianDay('2026-11-24'), 'hi')).toBe(formatIndianDay('2026-11-24', 'hi'));
    expect(localiseIndianDay(formatIndianDay('2027-09-03'), 'hi')).toBe(formatIndianDay('2027-09-03', 'hi'));
    expect(localiseIndianDay('24 Nov 2026', 'en')).toBe('24 Nov 2026');
    expect(localiseIndianDay('Anand Traders', 'hi')).toBe('Anand Traders');
    expect(localiseIndianDay('24 Foo 2026', 'hi')).toBe('24 Foo 2026');
  });
});
