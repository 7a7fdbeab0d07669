import { describe, expect, it } from 'vitest';
import { formatIndianDay } from '~/domain/india-time';
import { serverDomainText } from './catalog.server';

/** Domain texts that carry other domain texts and days (the lead manager's notices and history, issue 19). */
describe('a domain text inside a domain text', () => {
  const hi = serverDomainText('hi');
  const en = serverDomainText('en');

  it('shows a {…Text} placeholder in the page language in turn, nested as deep as it goes', () => {
    expect(hi('Status changed from New to Won.')).toBe('स्थिति “नई” से बदलकर “सौदा पक्का” की गई।');
    expect(hi('Status set to Lost (Buyer bought elsewhere): the buyer chose another supplier.')).toBe('स्थिति “सौदा नहीं हुआ (ख़रीदार ने कहीं और से ख़रीद लिया)” की गई: ख़रीदार ने दूसरा सप्लायर चुना।');
    expect(en('Status set to Lost (Buyer bought elsewhere): the buyer chose another supplier.')).toBe('Status set to Lost (Buyer bought elsewhere): the buyer chose another supplier.');
  });

  it('matches a key only when its {…Text} value is a domain text itself', () => {
    // "Status set to {statusText}." must not take "Won: a quote was sent" as a status.
    expect(hi('Status set to Won: a quote was sent.')).toBe('स्थिति “सौदा पक्का” की गई: कोटेशन भेजा गया।');
    expect(hi('Status set to Pending.')).toBe('Status set to Pending.');
  });

  it('writes a {day} in the page language', () => {
    const day = formatIndianDay('2026-11-24');
    expect(hi(`Follow-up set for ${day}.`)).toBe(`फ़ॉलो-अप ${formatIndianDay('2026-11-24', 'hi')} को तय किया गया।`);
    expect(en(`Follow-up set for ${day}.`)).toBe(`Follow-up set for ${day}.`);
  });
});
