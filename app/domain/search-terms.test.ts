import { describe, expect, it } from 'vitest';
import { categories } from '../../seed/data/catalog';
import hindiNames from '../../seed/data/hindi-names.json';
import { hindiStems, isHindiStopWord, strictWordKey } from './hindi-text';
import { highlightTerms, isKnownTerm, queryTerms, termForms } from './search-terms';
import { VOCABULARY } from './search-vocabulary';

describe('query terms', () => {
  it('folds Devanagari, drops Hindi function words and keeps Devanagari vocabulary phrases together', () => {
    expect(queryTerms('स्टील की अलमारी')).toEqual(['स्टील', 'अलमारी']);
    expect(queryTerms('काली मिर्च')).toEqual(['काली मिर्च']);
    expect(queryTerms('प्याज़ के बीज')).toEqual(queryTerms('प्याज के बीज'));
    expect(queryTerms('basmati चावल')).toEqual(['basmati', 'चावल']);
    expect(queryTerms('🙂 !!!')).toEqual([]);
    expect(queryTerms('का')).toEqual(['का']);
  });

  it('leaves English words searching as before', () => {
    expect(queryTerms('Kids’ Kurta-Pyjama & more')).toEqual(['kids', 'kurta', 'pyjama', 'more']);
    for (const word of ['cotton', 'solar', 'pump', 'leather', 'drill']) expect(termForms(word)).toEqual({ primary: word, others: [] });
    expect(termForms('rice').others).toEqual(['chawal']); // the synonym groups, unchanged
    expect(termForms('atta').others).toContain('wheat flour');
  });

  it('gives a Devanagari word its sound key and its catalogue words', () => {
    const { primary, others } = termForms('हल्दी');
    expect(primary).toBe('hxhldi');
    expect(others).toContain('turmeric');
    expect(termForms('धनिया').others).toContain('coriander');
    expect(termForms('dhaniya').others).toContain('coriander');
  });

  it('reads a Hinglish spelling the vocabulary lacks by its sound key only when asked to be loose', () => {
    expect(termForms('dhaneeya').others).toEqual([]);
    expect(termForms('dhaneeya', { loose: true }).others).toContain('coriander');
  });

  it('matches a word by sound alone only when a written final ā agrees too: सरिया (rebar) is not sari', () => {
    expect(strictWordKey('सरिया')).not.toBe(strictWordKey('sari'));
    expect(strictWordKey('sariyaa')).not.toBe(strictWordKey('saree'));
    expect(strictWordKey('dhaneeya')).toBe(strictWordKey('धनिया'));
    expect(strictWordKey('chaawal')).toBe(strictWordKey('चावल'));
    expect(strictWordKey('aata')).toBe(strictWordKey('आटा'));
    expect(termForms('सरिया').others).toContain('rebar');
    expect(termForms('सरीया').others).toContain('rebar'); // a misspelling, by its sound
    expect(termForms('sariyaa', { loose: true }).others).not.toContain('saree');
    expect(termForms('सारी', { loose: true }).others).not.toContain('rebar');
  });

  it('reads plurals, oblique and diminutive forms as their vocabulary word', () => {
    expect(hindiStems('कुर्तियां')).toContain('कुर्ती');
    expect(hindiStems('कुर्ती')).toEqual(['कुर्ता']);
    expect(termForms('कुर्तियाँ').others).toContain('kurti');
    expect(termForms('जूतों').others).toContain('shoes');
    expect(termForms('मशीनें').others).toContain('machine');
    expect(termForms('हथौड़ी').others).toContain('hammer');
    // A listed word is read as listed, not as an inflection of another.
    expect(termForms('चीनी').others).toContain('sugar');
  });

  it('completes a typed Devanagari prefix with vocabulary words', () => {
    expect(termForms('हल्', { prefix: true }).others).toContain('turmeric');
  });

  it('never highlights the internal sound keys, and spares Hindi from spelling correction', () => {
    expect(highlightTerms(['हल्दी'])).toContain('turmeric');
    expect(highlightTerms(['हल्दी']).some((word) => word.startsWith('hx'))).toBe(false);
    expect(isKnownTerm('धनिया')).toBe(true);
    expect(isKnownTerm('dhaniya')).toBe(true);
    expect(isKnownTerm('tomatto')).toBe(false);
  });
});

describe('the trade vocabulary and the demo Hindi names', () => {
  it('has a few hundred entries, each with Hindi forms and catalogue words, in NFC', () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(300);
    for (const entry of VOCABULARY) {
      expect(entry.hindi.length, JSON.stringify(entry)).toBeGreaterThan(0);
      expect(entry.english.length, JSON.stringify(entry)).toBeGreaterThan(0);
    }
  });

  it('lists Hinglish spellings only, never an English word a buyer types (English queries search as before)', () => {
    const englishWords = new Set(VOCABULARY.flatMap((entry) => entry.english.filter((e) => !e.includes(' '))));
    const nameWords = new Set(categories.flatMap((c) => c.subcategories.flatMap((s) => s.products.flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)))));
    for (const entry of VOCABULARY)
      for (const spelling of entry.latin) {
        // A Hinglish word the catalogue itself uses in names (atta, kurti, jutti) is its own catalogue word.
        if (nameWords.has(spelling)) expect(entry.english, spelling).toContain(spelling);
        else if (englishWords.has(spelling)) expect(entry.english, spelling).toContain(spelling);
      }
  });

  it('names every demo category, subcategory and product in Hindi, and describes every category', () => {
    for (const category of categories) {
      expect(hindiNames.categories[category.slug], category.slug).toMatch(/[\u0900-\u097F]/u);
      const description = hindiNames.categoryDescriptions[category.slug];
      expect(description, `${category.slug}: Hindi description`).toMatch(/^[^a-z]*[\u0900-\u097F][^]*।$/u);
      expect(description.normalize('NFC')).toBe(description);
      for (const sub of category.subcategories) {
        expect(hindiNames.subcategories[`${category.slug}/${sub.slug}` as keyof typeof hindiNames.subcategories], sub.slug).toMatch(/[\u0900-\u097F]/u);
        for (const product of sub.products) expect(hindiNames.products[product.slug as keyof typeof hindiNames.products], product.slug).toMatch(/[\u0900-\u097F]/u);
      }
    }
    for (const name of Object.values(hindiNames.products)) expect(name.normalize('NFC')).toBe(name);
    expect(isHindiStopWord('के')).toBe(true);
  });
});
