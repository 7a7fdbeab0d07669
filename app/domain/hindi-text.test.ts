import { describe, expect, it } from 'vitest';
import { foldDevanagari, hasDevanagari, hindiNameKeys, normaliseHindiText, textWords, toLatin, wordKey } from './hindi-text';

describe('Devanagari folding', () => {
  it('makes differently typed forms of a word one', () => {
    expect(foldDevanagari('प्याज़')).toBe(foldDevanagari('प्याज'));
    expect(foldDevanagari('\u095B')).toBe('ज'); // precomposed ज़
    expect(foldDevanagari('ज\u093C')).toBe('ज'); // ज + combining nukta
    expect(foldDevanagari('क्\u200Dष')).toBe(foldDevanagari('क्ष'));
    expect(foldDevanagari('क्\u200Cष')).toBe(foldDevanagari('क्ष'));
    expect(foldDevanagari('गाँव')).toBe(foldDevanagari('गांव'));
    expect(foldDevanagari('हिन्दी')).toBe(foldDevanagari('हिंदी'));
    expect(foldDevanagari('कॉटन')).toBe(foldDevanagari('कोटन'));
    expect(foldDevanagari('३डी')).toBe('3डी');
  });

  it('stores Hindi text as typed, only NFC-normalised', () => {
    expect(normaliseHindiText('क\u093C')).toBe('\u0915\u093C');
    expect(normaliseHindiText('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('splits text into words keeping vowel signs, and splits mixed-script runs', () => {
    expect(textWords('चीनी, नमक!')).toEqual(['चीनी', 'नमक']);
    expect(textWords('basmatiचावल')).toEqual(['basmati', 'चावल']);
    expect(hasDevanagari('rice चावल')).toBe(true);
    expect(hasDevanagari('rice')).toBe(false);
  });
});

describe('transliteration and sound keys', () => {
  it('spells Devanagari in Latin letters', () => {
    expect(toLatin('चावल')).toBe('chavala');
    expect(toLatin('आटा')).toBe('ata');
    expect(toLatin('ज्ञान')).toBe('gyana');
  });

  it.each([
    ['चावल', 'chawal', 'chaawal'],
    ['आटा', 'atta', 'aata'],
    ['जीरा', 'jeera', 'zeera'],
    ['चीनी', 'cheeni', 'chini'],
    ['नमकीन', 'namkeen', 'namkin'],
    ['धनिया', 'dhaniya', 'dhania'],
    ['कंबल', 'kambal', 'kanbal'],
    ['साबुन', 'sabun', 'saabun'],
    ['कपड़ा', 'kapda', 'kapada'],
  ])('%s, %s and %s share one key', (hindi, hinglish, other) => {
    expect(wordKey(hinglish)).toBe(wordKey(hindi));
    expect(wordKey(other)).toBe(wordKey(hindi));
  });

  it('keeps different words apart', () => {
    expect(wordKey('dhaniya')).not.toBe(wordKey('chaniya'));
    expect(wordKey('चीनी')).not.toBe(wordKey('चना'));
  });

  it('gives a Hindi name its search lexemes without the function words', () => {
    expect(hindiNameKeys('नीम का तेल')).toBe('hxnim hxtel');
    expect(hindiNameKeys('बासमती चावल')).toBe('hxbsmti hxcvl');
    expect(hindiNameKeys(null)).toBeNull();
    expect(hindiNameKeys('🙂')).toBeNull();
  });
});
