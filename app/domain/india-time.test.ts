import { describe, expect, it } from 'vitest';
import { formatIndianDay, formatIndianMoment, localiseEnglishDate } from './india-time';

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

describe('localiseEnglishDate', () => {
  it('writes a day or a moment the domain wrote in English again in Hindi', () => {
    expect(localiseEnglishDate('24 Nov 2026', 'hi')).toBe(formatIndianDay('2026-11-24', 'hi'));
    expect(localiseEnglishDate('5 Sept 2026', 'hi')).toBe(formatIndianDay('2026-09-05', 'hi'));
    expect(localiseEnglishDate('24 Nov 2026, 7:13 pm', 'hi')).toBe(formatIndianMoment(new Date('2026-11-24T13:43:00Z'), 'hi'));
    expect(localiseEnglishDate('1 Jan 2027, 12:05 am', 'hi')).toBe(formatIndianMoment(new Date('2026-12-31T18:35:00Z'), 'hi'));
    expect(localiseEnglishDate('24 Nov 2026', 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('leaves English, and anything that is not such a date, as it was', () => {
    expect(localiseEnglishDate('24 Nov 2026', 'en')).toBe('24 Nov 2026');
    expect(localiseEnglishDate('Asha Traders', 'hi')).toBe('Asha Traders');
    expect(localiseEnglishDate('24 Foo 2026', 'hi')).toBe('24 Foo 2026');
  });
});
