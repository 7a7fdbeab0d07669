import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey, Namespace } from '~/content/messages';
import { stateNameOfEnglish } from '~/content/state-names-hi';
import { localiseEnglishDate } from '~/domain/india-time';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '~/domain/locale';

/** A namespace's messages compiled for one language (the server compiles; the browser only formats). */
export type CompiledNamespace = Readonly<Record<string, CompiledMessage>>;

/** Values a message's placeholders take: text, numbers (formatted for the language) and dates. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** Looks a message up by its key and fills its placeholders: `t('resultCount', { count: 3 })`. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** What a missing message shows: its key, so a test (and a reader) sees which text is missing. */
const missingMessage = (_locale: string, id: string) => `⟦${id}⟧`;

/** One language's formatter; namespaces are loaded into it as they are needed. */
export function createMessageFormatter(locale: Locale): I18n {
  return setupI18n({ locale: LANGUAGE_TAGS[locale], locales: [LANGUAGE_TAGS[locale]], messages: { [LANGUAGE_TAGS[locale]]: {} }, missing: missingMessage });
}

/**
 * A namespace's messages under their `ns.`-prefixed ids, made once per messages object (every page
 * loads the same few). Frozen: Lingui copies them into the formatter's own table (it starts with an
 * empty one, createMessageFormatter), and must never write into this shared copy.
 */
const prefixedMessages = new WeakMap<CompiledNamespace, { ns: Namespace; messages: Readonly<Record<string, CompiledMessage>> }>();

export function loadNamespace(formatter: I18n, ns: Namespace, messages: CompiledNamespace): void {
  let prefixed = prefixedMessages.get(messages);
  if (prefixed?.ns !== ns) {
    const byId: Record<string, CompiledMessage> = {};
    for (const [key, message] of Object.entries(messages)) byId[`${ns}.${key}`] = message;
    prefixed = { ns, messages: Object.freeze(byId) };
    prefixedMessages.set(messages, prefixed);
  }
  formatter.load(formatter.locale, prefixed.messages as Record<string, CompiledMessage>);
}

export function translatorFor<N extends Namespace>(formatter: I18n, ns: N): Translate<N> {
  return (key, values) => formatter._(`${ns}.${key}`, values as Record<string, unknown> | undefined);
}

const DOMAIN_PREFIX = 'errors.';

/** The unit of a duration the services write in words (waitInWords, replyTimeText), and its message. */
const DURATION_KEYS: Readonly<Record<string, string>> = { second: 'units.durationSecond', minute: 'units.durationMinute', hour: 'units.durationHour', day: 'units.durationDay' };

/**
 * A unit's code ("kg", "pack") by its short name in the `units` namespace, when the formatter has
 * it (useDomainText loads the namespace on Hindi pages); any other value as it came.
 */
function unitOf(value: string, formatter: I18n): string {
  const id = `units.${value}`;
  return Object.hasOwn(formatter.messages, id) ? formatter._(id) : value;
}

/** "3 minutes", "1 hour", "2 days" (a duration in English words) in the formatter's language; any other value as it came. */
function durationOf(value: string, formatter: I18n): string {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(value);
  const id = match?.[2] ? DURATION_KEYS[match[2]] : undefined;
  return id && Object.hasOwn(formatter.messages, id) ? formatter._(id, { count: Number(match?.[1]) }) : value;
}

/**
 * Placeholders whose English value has a form in each language, shown in it on a page in another
 * language: a key's `{state}` is a state's English name in the domain's text, `{unit}` a unit's
 * code, `{wait}` and `{time}` a duration in English words ("15 minutes"), `{date}` and `{day}`
 * dates written in English ("24 Nov 2026") and written again in the page's.
 */
const LOCALISED_PLACEHOLDERS: Readonly<Record<string, (value: string, locale: Locale, formatter: I18n) => string>> = {
  state: stateNameOfEnglish,
  unit: (value, _locale, formatter) => unitOf(value, formatter),
  wait: (value, _locale, formatter) => durationOf(value, formatter),
  time: (value, _locale, formatter) => durationOf(value, formatter),
  date: localiseEnglishDate,
  day: localiseEnglishDate,
};

/**
 * A placeholder named `{…Text}` ("Status set to {statusText}.") holds another domain text (a
 * status, a reason), shown in the page's language in turn; the key matches only when it is one.
 */
const NESTED_DOMAIN_TEXT = /Text$/;

function localeOfFormatter(formatter: I18n): Locale {
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale] === formatter.locale) ?? 'en';
}

const watchedFormatters = new WeakSet<I18n>();
const templateCache = new WeakMap<I18n, { exact: Set<string>; templates: { key: string; pattern: RegExp; names: string[]; literal: number }[] }>();

/**
 * Texts the domain and the services write in English (zod messages, refusals) shown in the
 * page's language: the `errors` namespace's keys ARE those English texts, and a key with
 * placeholders ("Enter at most {max} characters") matches the text with any values in their
 * place. A text with no entry is shown as it came (the Hindi page test finds it). `onUse` hears
 * the key of each entry used, so a page can carry only those to the browser. `knownNames` gives
 * placeholder values the page knows in its language (see KnownNames).
 */
/**
 * Names the page knows in its language, by their English form: a category's Hindi name for the
 * "{category}" in "Sells in {category}". Values of any placeholder are looked up here first.
 */
export type KnownNames = Readonly<Record<string, string>>;

/** The Hindi names among catalogue items (categories, subcategories), by their English names. */
export function knownHindiNames(items: readonly ({ name: string; nameHi: string | null } | null | undefined)[]): KnownNames {
  return Object.fromEntries(items.flatMap((item) => (item?.nameHi ? [[item.name, item.nameHi]] : [])));
}

export function domainTextTranslator(formatter: I18n, onUse?: (key: string) => void, knownNames?: KnownNames): (text: string) => string {
  let index = templateCache.get(formatter);
  if (!index) {
    // Built once per formatter (a page renders many domain texts) and again after it loads more
    // messages (Lingui tells "change"), not checked by listing every message on each call.
    if (!watchedFormatters.has(formatter)) {
      watchedFormatters.add(formatter);
      formatter.on('change', () => templateCache.delete(formatter));
    }
    const keys = Object.keys(formatter.messages).filter((id) => id.startsWith(DOMAIN_PREFIX));
    const exact = new Set(keys);
    const templates = keys
      .map((id) => id.slice(DOMAIN_PREFIX.length))
      .filter((key) => /\{\w+\}/.test(key))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(/(\{\w+\})/)
          .map((piece) => {
            const name = /^\{(\w+)\}$/.exec(piece)?.[1];
            if (name) {
              names.push(name);
              return '(.+?)';
            }
            return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('');
        return { key, pattern: new RegExp(`^${source}$`, 's'), names, literal: key.replace(/\{\w+\}/g, '').length };
      })
      // The most specific text first: "{amount} per {unit} (GST excluded) for …" before "{amount} per {unit}".
      .sort((a, b) => b.literal - a.literal);
    index = { exact, templates };
    templateCache.set(formatter, index);
  }
  const { exact, templates } = index;
  const translate = (text: string): string | null => {
    if (exact.has(DOMAIN_PREFIX + text)) {
      onUse?.(text);
      return formatter._(DOMAIN_PREFIX + text);
    }
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const locale = localeOfFormatter(formatter);
      const values: Record<string, string> = {};
      const fits = template.names.every((name, i) => {
        const value = match[i + 1] ?? '';
        // English pages show the domain's own words: only another language renames a value.
        const known = locale !== 'en' && knownNames && Object.hasOwn(knownNames, value) ? knownNames[value] : undefined;
        const shown = NESTED_DOMAIN_TEXT.test(name) ? translate(value) : locale === 'en' ? value : (known ?? LOCALISED_PLACEHOLDERS[name]?.(value, locale, formatter) ?? value);
        values[name] = shown ?? value;
        return shown !== null;
      });
      if (!fits) continue;
      onUse?.(template.key);
      return formatter._(DOMAIN_PREFIX + template.key, values);
    }
    return null;
  };
  return (text) => translate(text) ?? text;
}
