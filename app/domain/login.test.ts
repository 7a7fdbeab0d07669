import { describe, expect, it } from 'vitest';
import { landingLocale } from './login';

describe('landingLocale', () => {
  it('lands a login from an English page in the language remembered on the account', () => {
    expect(landingLocale('en', 'hi')).toBe('hi');
    expect(landingLocale('en', 'en')).toBe('en');
  });

  it('keeps a login from a Hindi page in Hindi, whatever the account remembers', () => {
    expect(landingLocale('hi', 'en')).toBe('hi');
    expect(landingLocale('hi', 'hi')).toBe('hi');
  });
});
