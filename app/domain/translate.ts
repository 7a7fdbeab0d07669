import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey, Namespace } from '~/content/messages';
import { stateNameOfEnglish } from '~/content/state-names-hi';
import { formatIndianDay, formatIndianMoment } from '~/domain/india-time';
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

export function loadNamespace(formatter: I18n, ns: Namespace, messages: CompiledNamespace): void {
  const prefixed: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) prefixed[`${ns}.${key}`] = message;
  formatter.load(formatter.locale, prefixed);
}

export function translatorFor<N extends Namespace>(formatter: I18n, ns: N): Translate<N> {
  return (key, values) => formatter._(`${ns}.${key}`, values as Record<string, unknown> | undefined);
}

const DOMAIN_PREFIX = 'errors.';

/** The unit of a duration the services write in words (waitInWords, replyTimeText), and its message. */
const DURATION_KEYS: Readonly<Record<string, string>> = { second: 'units.durationSecond', minute: 'units.durationMinute', hour: 'units.durationHour', day: 'units.durationDay' };

/**
 * A unit's code ("kg", "pack") by its short name in the `units` namespace, when the formatter has
 * it (useDomainText loads the namespace with `errors`); any other value as it came.
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A day or a moment as the services write it in English (formatIndianDay "12 Nov 2026",
 * formatIndianMoment "12 Nov 2026, 3:05 pm", or an ISO day "2026-11-12"), in India time and the
 * page's language; any other value as it came.
 */
export function dateIn(value: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIndianDay(value, locale);
  const match = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})(?:, (\d{1,2}):(\d{2}) ([ap]m))?$/i.exec(value);
  const month = match ? MONTHS.indexOf((match[2] ?? '').toLowerCase()) : -1;
  if (!match || month < 0) return value;
  const [, day, , year, hour, minute, half] = match;
  if (hour === undefined) return formatIndianDay(`${year}-${String(month + 1).padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`, locale);
  const hours = (Number(hour) % 12) + (half?.toLowerCase() === 'pm' ? 12 : 0);
  // The text is India time (UTC+5:30).
  const moment = new Date(Date.UTC(Number(year), month, Number(day), hours, Number(minute)) - 330 * 60_000);
  return formatIndianMoment(moment, locale);
}

/** A value that is itself a domain text with an entry ("Price too high" as a `{reason}`), in the formatter's language. */
function domainValueOf(value: string, formatter: I18n): string {
  const id = DOMAIN_PREFIX + value;
  return Object.hasOwn(formatter.messages, id) ? formatter._(id) : value;
}

/**
 * Placeholders whose English value has a name in each language, shown by that name on a page in
 * another language: a key's `{state}` is a state's English name in the domain's text, `{unit}` a
 * unit's code, `{wait}` and `{time}` a duration in English words ("15 minutes"), `{date}` a day
 * or a moment, `{reason}` a reason from a fixed list (itself an entry of the `errors` namespace).
 */
const LOCALISED_PLACEHOLDERS: Readonly<Record<string, (value: string, locale: Locale, formatter: I18n) => string>> = {
  state: stateNameOfEnglish,
  unit: (value, _locale, formatter) => unitOf(value, formatter),
  wait: (value, _locale, formatter) => durationOf(value, formatter),
  time: (value, _locale, formatter) => durationOf(value, formatter),
  date: dateIn,
  reason: (value, _locale, formatter) => domainValueOf(value, formatter),
};

function localeOfFormatter(formatter: I18n): Locale {
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale] === formatter.locale) ?? 'en';
}
const templateCache = new WeakMap<I18n, { exact: Set<string>; templates: { key: string; pattern: RegExp; names: string[]; literal: number }[] }>();

/**
 * Texts the domain and the services write in English (zod messages, refusals) shown in the
 * page's language: the `errors` namespace's keys ARE those English texts, and a key with
 * placeholders ("Enter at most {max} characters") matches the text with any values in their
 * place. A text with no entry is shown as it came (the Hindi page test finds it).
 */
export function domainTextTranslator(formatter: I18n): (text: string) => string {
  let index = templateCache.get(formatter);
  const keys = Object.keys(formatter.messages).filter((id) => id.startsWith(DOMAIN_PREFIX));
  if (!index || index.exact.size !== keys.length) {
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
  return (text) => {
    if (exact.has(DOMAIN_PREFIX + text)) return formatter._(DOMAIN_PREFIX + text);
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const locale = localeOfFormatter(formatter);
      const values: Record<string, string> = {};
      template.names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        // English pages show the domain's own words: only another language renames a value.
        values[name] = locale === 'en' ? value : (LOCALISED_PLACEHOLDERS[name]?.(value, locale, formatter) ?? value);
      });
      return formatter._(DOMAIN_PREFIX + template.key, values);
    }
    return text;
  };
}
