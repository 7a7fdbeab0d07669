import Sanscript from '@indic-transliteration/sanscript';

/*
 * Devanagari and Hinglish text for search (docs/decisions/0033-devanagari-hinglish-search.md):
 * one folded form of a Devanagari word whatever way it was typed, its Latin spelling, and a loose
 * "sound key" on which a Devanagari word and the ways Hinglish writers spell it meet
 * (चावल, chawal, chaawal → "cvl").
 */

const DEVANAGARI = /[\u0900-\u097F]/u;

/** Whether the text has any Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** How Hindi text a person typed is stored: NFC, otherwise intact (joiners stay, they shape the rendering). */
export function normaliseHindiText(text: string): string {
  return text.normalize('NFC');
}

/**
 * The search form of Devanagari text: differently typed forms of the same word become one.
 * Zero-width joiner and non-joiner go; the nukta goes (क़ and क + ़ and क are one letter to a
 * searcher: Hindi keyboards and writers differ); chandrabindu becomes anusvara (गाँव, गांव); the
 * candra vowels of English loanwords become the plain ones (कॉटन, कोटन); a nasal consonant with a
 * virama before another consonant becomes anusvara (हिन्दी, हिंदी); Devanagari digits become ASCII.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u200B|\u200C|\u200D|\uFEFF|\u093C/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/\u0949/gu, '\u094B')
    .replace(/\u0945/gu, '\u0947')
    .replace(/\u0911/gu, '\u0913')
    .replace(/\u090D/gu, '\u090F')
    .replace(/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/gu, '\u0902')
    .replace(/[\u0966-\u096F]/gu, (digit) => String((digit.codePointAt(0) ?? 0x966) - 0x966))
    .normalize('NFC');
}

/** Common Hindi function words: they say nothing about the product ("का", "के लिए"). */
const HINDI_STOP_WORDS = new Set(['का', 'के', 'की', 'को', 'में', 'से', 'पर', 'और', 'या', 'लिए', 'वाला', 'वाली', 'वाले', 'एक', 'है', 'हैं'].map(foldDevanagari));

/** The same words as Hinglish writers type them ("steel ka dabba"). */
const HINGLISH_STOP_WORDS = new Set(['ka', 'ke', 'ki', 'ko', 'mein', 'aur', 'liye', 'wala', 'wali', 'wale', 'vala', 'vali', 'vale']);

export function isHindiStopWord(word: string): boolean {
  return HINDI_STOP_WORDS.has(foldDevanagari(word)) || HINGLISH_STOP_WORDS.has(word);
}

/** A Devanagari word in Latin letters, spelt as Hinglish writers do (चावल → chavala, आटा → ata). */
export function toLatin(word: string): string {
  const iast = Sanscript.t(foldDevanagari(word), 'devanagari', 'iast');
  return iast
    .replace(/jñ/gu, 'gy')
    .replace(/kṣ/gu, 'ksh')
    .replace(/c/gu, 'ch')
    .replace(/[śṣ]/gu, 'sh')
    .replace(/[ṃṅñṇ~]/gu, 'n')
    .replace(/ṛ/gu, 'ri')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/gu, '');
}

/**
 * A loose key of a Latin (Hinglish) spelling: what the spellings of one Hindi word share. Digraphs
 * and aspirates fold (chh/ch → c, sh → s, ph → f, dh → d …), w → v, z → j, q → k, long vowels
 * fold (ee → i, oo → u), doubled letters collapse, and every "a" after the first letter goes
 * (Hinglish writes ā and a alike and keeps or drops the inherent vowel at will).
 */
function soundKey(latin: string, { keepFinalA = false }: { keepFinalA?: boolean } = {}): string {
  let s = latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/gu, '');
  s = s.replace(/x/gu, 'ks').replace(/q/gu, 'k');
  s = s.replace(/chh?/gu, 'C').replace(/c/gu, 'k').replace(/C/gu, 'c');
  s = s.replace(/sh/gu, 's').replace(/ph/gu, 'f');
  s = s.replace(/([bcdgjklmnprstvfy])h/gu, '$1');
  s = s.replace(/w/gu, 'v').replace(/z/gu, 'j');
  s = s.replace(/ee/gu, 'i').replace(/oo/gu, 'u').replace(/ai|ei/gu, 'e').replace(/au|ou/gu, 'o');
  s = s.replace(/m(?=[bp])/gu, 'n').replace(/iy(?=a|$)/gu, 'i');
  s = s.replace(/(.)\1+/gu, '$1');
  const last = keepFinalA && s.length > 2 && s.endsWith('a') ? 'a' : '';
  s = s.length > 1 ? s.charAt(0) + s.slice(1, last ? -1 : undefined).replace(/a/gu, '') + last : s;
  return s.replace(/(.)\1+/gu, '$1');
}

/** The sound key of any word, Devanagari or Latin. */
export function wordKey(word: string): string {
  return soundKey(hasDevanagari(word) ? toLatin(word) : word);
}

/** A Devanagari word that ends in a consonant with no vowel sign (चावल): its final "a" is not spoken. */
const ENDS_IN_CONSONANT = /[\u0915-\u0939]$/u;

/**
 * A stricter sound key for matching a word to another word *by sound alone* (a spelling the
 * vocabulary does not list): the loose key, but a word-final "a" is kept. Hinglish drops or keeps
 * the unspoken inherent vowel inside and at the end of a word at will (चावल, chawal), but a
 * written final आ is a letter of its own: सरिया/sariya ("sria") is not साड़ी/sari ("sri"), while
 * dhaneeya and धनिया ("dnia") or chaawal and चावल ("cvl") still meet.
 */
export function strictWordKey(word: string): string {
  if (!hasDevanagari(word)) return soundKey(word, { keepFinalA: true });
  const latin = toLatin(word);
  return soundKey(ENDS_IN_CONSONANT.test(foldDevanagari(word)) ? latin.replace(/a$/u, '') : latin, { keepFinalA: true });
}

/**
 * The dictionary forms a Devanagari word may be an inflection of, most likely first: plurals and
 * oblique forms (कुर्तियां → कुर्ती, जूतों → जूता, मशीनें → मशीन, कपड़े → कपड़ा) and the feminine or
 * diminutive -ी of a word in -ा (हथौड़ी → हथौड़ा). Only ever tried when the word as typed is not
 * a vocabulary form.
 */
export function hindiStems(word: string): string[] {
  const folded = foldDevanagari(word);
  const rules: Array<[RegExp, string[]]> = [
    [/ियां$|ियों$/u, ['ी', 'िया']],
    [/ें$/u, ['', 'ा']],
    [/ों$/u, ['ा', '', 'ी']],
    [/े$/u, ['ा', '']],
    [/ी$/u, ['ा']],
  ];
  const rule = rules.find(([ending]) => ending.test(folded));
  if (!rule) return [];
  const base = folded.replace(rule[0], '');
  return base.length > 1 ? rule[1].map((ending) => `${base}${ending}`) : [];
}

/**
 * A sound key as the single lexeme a product document carries for its Hindi name ("hx" + key: no
 * English word starts so, so typed English never meets it).
 */
const HINDI_KEY_PREFIX = 'hx';
export function keyLexeme(word: string): string | null {
  const key = wordKey(word);
  return key ? `${HINDI_KEY_PREFIX}${key}` : null;
}

/** Words of Hindi or mixed text: letters with their vowel signs, and digits. */
export function textWords(text: string): string[] {
  return foldDevanagari(text)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((word) => word.split(/(?<=[\u0900-\u097F])(?=[^\u0900-\u097F])|(?<=[^\u0900-\u097F])(?=[\u0900-\u097F])/u))
    .filter((word) => word.length > 0);
}

/**
 * What products.name_hi_keys holds for a Hindi name (migration 0035): the sound-key lexeme of
 * each of its words but the function words, once each; null for no name.
 */
export function hindiNameKeys(nameHi: string | null | undefined): string | null {
  if (!nameHi) return null;
  const lexemes = textWords(nameHi)
    .filter((word) => !isHindiStopWord(word))
    .map(keyLexeme)
    .filter((lexeme): lexeme is string => lexeme !== null);
  return lexemes.length > 0 ? [...new Set(lexemes)].join(' ') : null;
}
