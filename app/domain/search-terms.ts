import { hasDevanagari, hindiStems, isHindiStopWord, keyLexeme, textWords } from '~/domain/hindi-text';
import { isKnownTradeWord, synonymsOf } from '~/domain/search-synonyms';
import { entryTerms, isHinglishWord, isVocabularyForm, isVocabularyPhrase, vocabularyByPrefix, vocabularyEntries } from '~/domain/search-vocabulary';

/*
 * A query's terms and what each may match (docs/decisions/0033-devanagari-hinglish-search.md):
 * English words and their synonyms as before; Devanagari words as the sound-key lexeme of a Hindi
 * name plus their vocabulary entry's catalogue words; Hinglish words through the vocabulary, and
 * (when the words as typed found nothing) through the sound keys of Hindi names.
 */

/** At most this many alternatives per term: a query stays a small tsquery. */
const MAX_ALTERNATIVES = 16;

/**
 * The words of a query, lower case, with Devanagari folded (NFC, no joiners, nukta, chandrabindu
 * and nasal forms as one), Hindi function words dropped, and neighbouring words that make one
 * vocabulary phrase ("काली मिर्च", "kali mirch") kept together as one term.
 */
export function queryTerms(q: string): string[] {
  const words = textWords(q.normalize('NFKC')).slice(0, 12);
  const content = words.filter((word) => !isHindiStopWord(word));
  const kept = content.length > 0 ? content : words;
  const terms: string[] = [];
  for (let i = 0; i < kept.length; i++) {
    const pair = kept.slice(i, i + 2).join(' ');
    // Only Devanagari phrases: an English or Hinglish pair keeps searching word by word, as before.
    if (i + 1 < kept.length && hasDevanagari(pair) && isVocabularyPhrase(pair)) {
      terms.push(pair);
      i++;
    } else terms.push(kept[i] as string);
  }
  return terms;
}

export interface TermForms {
  /** The term itself as a tsquery operand (a phrase when it has spaces), or its Hindi sound keys for Devanagari. */
  primary: string | null;
  /** Other words or phrases that mean the same. */
  others: string[];
}

/**
 * What a term matches. `loose`: the query as typed found nothing, so a Latin word may also be a
 * Hinglish spelling of a Hindi name (its sound key) or of a vocabulary word spelt another way.
 */
export function termForms(term: string, { loose = false, prefix = false }: { loose?: boolean; prefix?: boolean } = {}): TermForms {
  if (hasDevanagari(term)) {
    const keys = term.split(' ').map(keyLexeme).filter(Boolean).join(' ');
    const latinParts = term.split(' ').filter((word) => !hasDevanagari(word));
    // Typing a word (suggestions): the vocabulary words it may become, shortest first.
    const entries = prefix ? vocabularyByPrefix(term, 3) : vocabularyEntries(term, true);
    const others = entries.flatMap(entryTerms);
    // An inflected word the vocabulary does not list (कुर्तियां) also meets the Hindi names by its stems' keys.
    const stemKeys = prefix || term.includes(' ') || isVocabularyForm(term) ? [] : hindiStems(term).map(keyLexeme);
    return { primary: keys || null, others: limit([...latinParts, ...stemKeys.filter((key): key is string => key !== null), ...others], keys) };
  }
  if (!term.includes(' ') && synonymsOf(term).length > 0) return { primary: term, others: synonymsOf(term) };
  const entries = vocabularyEntries(term, loose);
  // A Hinglish word meets the Hindi names through its own sound key.
  const keys = loose || entries.length > 0 ? term.split(' ').map(keyLexeme).filter(Boolean).join(' ') : '';
  return { primary: term, others: limit([...entries.flatMap(entryTerms), ...(keys ? [keys] : [])], term) };
}

function limit(list: string[], primary: string): string[] {
  return [...new Set(list)].filter((item) => item !== primary).slice(0, MAX_ALTERNATIVES);
}

/** Whether spelling correction should leave a term alone: a known trade word, phrase or Devanagari. */
export function isKnownTerm(term: string): boolean {
  return term.includes(' ') || hasDevanagari(term) || isKnownTradeWord(term) || isHinglishWord(term);
}

/** Words to highlight for terms: the terms and their catalogue words, never the internal sound keys. */
export function highlightTerms(terms: string[], loose = false): string[] {
  const all = terms.flatMap((term) => {
    const { primary, others } = termForms(term, { loose });
    return [...term.split(' '), ...(primary ?? '').split(' '), ...others.flatMap((other) => other.split(' '))];
  });
  return [...new Set(all.filter((word) => word.length > 0 && !/^hx[a-z0-9]*$/u.test(word)))];
}
