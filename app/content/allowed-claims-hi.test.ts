import { describe, expect, it } from 'vitest';
import { englishClaimFor } from './allowed-claims';
import { HINDI_CLAIMS } from './allowed-claims-hi';
import { isClaim } from './claims';

describe('the Hindi pages’ claims (issue 19)', () => {
  it('each translates an English sentence that is on the allowed list or makes no claim', () => {
    const unbacked = HINDI_CLAIMS.filter(({ translates }) => isClaim(translates) && !englishClaimFor(translates)).map(({ translates }) => translates);
    expect(unbacked).toEqual([]);
  });

  it('each Hindi entry is a claim in Hindi and written in Devanagari', () => {
    for (const { claim } of HINDI_CLAIMS) {
      const text = typeof claim === 'string' ? claim : claim.source;
      expect(/[\u0900-\u097F]/.test(text), text).toBe(true);
      if (typeof claim === 'string') expect(isClaim(claim), claim).toBe(true);
    }
  });

  it('recognises Hindi claim words but not every superlative', () => {
    for (const sentence of ['हर सप्लायर सत्यापित है।', 'भुगतान एस्क्रो में रखा जाता है।', 'भारत का सबसे बड़ा मार्केटप्लेस।', 'गुणवत्ता की गारंटी।']) expect(isClaim(sentence), sentence).toBe(true);
    for (const sentence of ['उत्पाद और सप्लायर खोजें।', 'सबसे लंबी सीमा एक दिन की गिनती रखती है।']) expect(isClaim(sentence), sentence).toBe(false);
  });
});
