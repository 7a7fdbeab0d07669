import { describe, expect, it } from 'vitest';
import { englishIn } from '../e2e/support/hindi';

describe('finding English left on a Hindi page', () => {
  it('finds sentences and single interface words', () => {
    expect(englishIn('Search the marketplace')).toBe('Search the marketplace');
    expect(englishIn(' Login ')).toBe('Login');
    expect(englishIn('Your requirement was sent to 3 suppliers.')).not.toBeNull();
  });

  it('lets Hindi, numbers, codes and names through', () => {
    expect(englishIn('मार्केटप्लेस में खोजें')).toBeNull();
    expect(englishIn('GSTIN 27ABCDE1234F1Z5')).toBeNull();
    expect(englishIn('₹1,23,456.50')).toBeNull();
    expect(englishIn('Sharma Agro Exports')).toBeNull();
    expect(englishIn('TradeSetu')).toBeNull();
    expect(englishIn('UPI से भुगतान करें')).toBeNull();
  });
});
