import { describe, expect, it } from 'vitest';
import { invoiceNumber, invoiceNumberPattern, membershipPeriod, upiAmount, upiPayLink, utrSchema } from './billing';

describe('UPI link', () => {
  it('carries payee, exact amount in rupees, INR, note and order reference', () => {
    expect(upiPayLink({ vpa: 'tradesetu@upi', payeeName: 'TradeSetu Marketplace', amountPaise: 1180000, note: 'Premium Pack TSO1', reference: 'TSO1' })).toBe(
      'upi://pay?pa=tradesetu%40upi&pn=TradeSetu%20Marketplace&am=11800.00&cu=INR&tn=Premium%20Pack%20TSO1&tr=TSO1',
    );
  });

  it('formats paise with two decimals', () => {
    expect(upiAmount(590000)).toBe('5900.00');
    expect(upiAmount(12345)).toBe('123.45');
    expect(upiAmount(5)).toBe('0.05');
  });
});

describe('UTR', () => {
  it('accepts 12 digits, spaces removed', () => {
    expect(utrSchema.parse(' 4123 4567 8901 ')).toBe('412345678901');
  });
  it.each(['41234567890', '4123456789012', '41234567890a', ''])('refuses %j', (value) => {
    expect(utrSchema.safeParse(value).success).toBe(false);
  });
});

describe('invoice number', () => {
  it('is at most 16 characters and carries the financial year', () => {
    const number = invoiceNumber('2026-27', 42);
    expect(number).toBe('TS-2026-27-00042');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(invoiceNumberPattern.test(number)).toBe(true);
    expect(invoiceNumber('2026-27', 99_999).length).toBe(16);
  });
  it('refuses sequences it cannot print in 16 characters', () => {
    expect(() => invoiceNumber('2026-27', 100_000)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
  });
});

describe('membership period', () => {
  const now = new Date('2026-11-21T06:00:00Z');
  it('runs one year from now for a new member', () => {
    expect(membershipPeriod(now, undefined).endsAt.toISOString()).toBe('2027-11-21T06:00:00.000Z');
  });
  it('extends from the end date of a membership still running', () => {
    const period = membershipPeriod(now, new Date('2027-03-01T00:00:00Z'));
    expect(period.startsAt.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });
  it('starts now when the previous membership has ended', () => {
    expect(membershipPeriod(now, new Date('2026-01-01T00:00:00Z')).startsAt).toBe(now);
  });
});
