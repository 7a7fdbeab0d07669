import type { Locale } from '~/domain/locale';

/**
 * One message in both languages, side by side, as ICU MessageFormat text: `{name}` for a value,
 * `{count, plural, one {# product} other {# products}}` for counts (Hindi's plural rules come from
 * Intl.PluralRules('hi-IN')), `<0>…</0>` around the words a component wraps (a link, bold text).
 * A key without its Hindi (or English) text does not compile, and tests/… check the rest
 * (app/services/i18n/catalog.server.test.ts): same placeholders, valid ICU, Hindi in Devanagari.
 */
export type MessageTexts = Readonly<Record<Locale, string>>;

/** A namespace's messages: keys are camelCase names of what the text is for. */
export function defineMessages<const T extends Record<string, MessageTexts>>(messages: T): T {
  return messages;
}
