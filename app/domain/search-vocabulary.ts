import { foldDevanagari, hasDevanagari, hindiStems, strictWordKey, textWords } from '~/domain/hindi-text';
import agricultureEnergy from './search-vocabulary/agriculture-energy.json';
import clothingTextiles from './search-vocabulary/clothing-textiles.json';
import constructionHardwareIndustrial from './search-vocabulary/construction-hardware-industrial.json';
import food from './search-vocabulary/food.json';
import homeGiftsKids from './search-vocabulary/home-gifts-kids.json';
import toolsElectricalOffice from './search-vocabulary/tools-electrical-office.json';

/*
 * The Hindi–English trade vocabulary (data in ./search-vocabulary/*.json: each entry is its Hindi
 * forms, the ways Hinglish writers spell it, and the words the catalogue uses, each list
 * '|'-separated). A Hindi or Hinglish query word finds what its catalogue words find
 * (docs/decisions/0033-devanagari-hinglish-search.md). It only ever maps Hindi and Hinglish to
 * English, never English to Hindi, so an English query searches exactly as before.
 */

export interface VocabularyEntry {
  /** Folded Devanagari forms (foldDevanagari), words joined by one space. */
  hindi: string[];
  /** Hinglish spellings, lower case, words joined by one space. */
  latin: string[];
  /** The catalogue's words or phrases for it. */
  english: string[];
}

type EntryData = [string, string, string];

const list = (value: string) =>
  value
    .split('|')
    .map((item) => textWords(item).join(' '))
    .filter((item) => item.length > 0);

export const VOCABULARY: VocabularyEntry[] = [agricultureEnergy, clothingTextiles, constructionHardwareIndustrial, food, homeGiftsKids, toolsElectricalOffice].flatMap((file) =>
  (file.entries as EntryData[]).map(([hindi, latin, english]) => ({ hindi: list(hindi), latin: list(latin), english: list(english) })),
);

const byHindi = new Map<string, VocabularyEntry[]>();
const byLatin = new Map<string, VocabularyEntry[]>();
const byKey = new Map<string, VocabularyEntry[]>();
const add = (map: Map<string, VocabularyEntry[]>, key: string, entry: VocabularyEntry) => {
  const entries = map.get(key) ?? [];
  if (!entries.includes(entry)) map.set(key, [...entries, entry]);
};
// Matching by sound alone uses the strict key (a written final ā counts: सरिया is not sari).
const phraseKey = (phrase: string) => phrase.split(' ').map(strictWordKey).join(' ');
for (const entry of VOCABULARY) {
  for (const form of entry.hindi) {
    add(byHindi, form, entry);
    add(byKey, phraseKey(form), entry);
  }
  for (const form of entry.latin) {
    add(byLatin, form, entry);
    add(byKey, phraseKey(form), entry);
  }
}

/**
 * The entries a query word or phrase names. Devanagari: by its folded form, else as an inflection
 * of a listed form (कुर्तियां → कुर्ती), else by strict sound key (no English query is Devanagari,
 * so loose matching costs English nothing). Latin: by a listed Hinglish spelling, and by strict
 * sound key only when `loose` (the query found nothing as typed).
 */
export function vocabularyEntries(term: string, loose: boolean): VocabularyEntry[] {
  if (!hasDevanagari(term)) return byLatin.get(term) ?? (loose ? (byKey.get(phraseKey(term)) ?? []) : []);
  const folded = foldDevanagari(term);
  const stems = term.includes(' ') ? [] : hindiStems(folded);
  const forms = [folded, ...stems];
  return forms.map((form) => byHindi.get(form)).find(Boolean) ?? forms.map((form) => byKey.get(phraseKey(form))).find(Boolean) ?? [];
}

/** Whether a Devanagari word or phrase is listed as it is (not only as an inflection or by sound). */
export function isVocabularyForm(term: string): boolean {
  return byHindi.has(foldDevanagari(term));
}

/** Whether the phrase (two or three query words) is one vocabulary entry ("काली मिर्च", "kali mirch"). */
export function isVocabularyPhrase(phrase: string): boolean {
  return hasDevanagari(phrase) ? isVocabularyForm(phrase) : byLatin.has(phrase);
}

/** Whether a Latin word is a listed Hinglish spelling: spelling correction leaves it alone. */
export function isHinglishWord(word: string): boolean {
  return byLatin.has(word);
}

/**
 * Entries whose Hindi form starts with a typed Devanagari prefix (search-as-you-type), the
 * shortest forms first.
 */
export function vocabularyByPrefix(prefix: string, limit: number): VocabularyEntry[] {
  const folded = foldDevanagari(prefix);
  if (!hasDevanagari(folded)) return [];
  const found = [...byHindi.entries()].filter(([form]) => form.startsWith(folded)).sort(([a], [b]) => a.length - b.length || a.localeCompare(b));
  return [...new Set(found.flatMap(([, entries]) => entries))].slice(0, limit);
}

/**
 * What an entry adds to a query word's alternatives: its catalogue words. (Its other spellings and
 * Hindi forms would each be one more posting list to read; at a million products that doubled the
 * cost of a Hindi query for few extra matches. The typed word's own sound key stands for them.)
 */
export function entryTerms(entry: VocabularyEntry): string[] {
  return entry.english;
}
