import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';

/**
 * A moment as the site shows it, in India time and one style everywhere: "24 Nov 2026, 7:13 pm" (in Hindi "24 नव॰ 2026, 7:13 pm").
 * Review pages, both sides of a requirement and its timeline use it, so the buyer and the supplier
 * read the same clock.
 */
export function formatIndianMoment(date: Date, locale: Locale = 'en'): string {
  return date.toLocaleString(LANGUAGE_TAGS[locale], { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/*
 * Formatters are made on first use, not when the module loads: this module is in every page's
 * first-load JavaScript, and making an Intl formatter costs about a millisecond of a phone's CPU
 * (thirteen of them were 50 ms of a throttled Lighthouse run's main thread, before hydration).
 */
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return format;
}

/**
 * A day as the site shows it: "24 Nov 2026". A calendar date ("2026-11-24": a follow-up, a
 * needed-by date) is that day; a moment (a Date or an ISO timestamp) is its day in India.
 */
export function formatIndianDay(value: Date | string, locale: Locale = 'en'): string {
  return dayFormat(locale).format(typeof value === 'string' && value.length === 10 ? new Date(`${value}T00:00:00+05:30`) : new Date(value));
}

let englishMonthIndex: ReadonlyMap<string, number> | undefined;

/** The English short month names the site writes ("Sept" in en-IN), mapped to their index. */
function englishMonths(): ReadonlyMap<string, number> {
  if (!englishMonthIndex) {
    const format = new Intl.DateTimeFormat(LANGUAGE_TAGS.en, { month: 'short', timeZone: 'UTC' });
    englishMonthIndex = new Map(Array.from({ length: 12 }, (_, month) => [format.format(new Date(Date.UTC(2026, month, 15))), month] as const));
  }
  return englishMonthIndex;
}

/**
 * A day or moment that a domain text wrote in English ("24 Nov 2026", "24 Nov 2026, 7:13 pm", or
 * an ISO day "2026-11-24" as a requirement's needed-by date is stored),
 * written again in `locale` ("24 नव॰ 2026"); any other text comes back as it was.
 */
export function localiseEnglishDate(text: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return locale === 'en' ? text : formatIndianDay(text, locale);
  const match = /^(\d{1,2}) (\p{L}+) (\d{4})(?:, (\d{1,2}):(\d{2}) (am|pm))?$/u.exec(text);
  const month = match ? englishMonths().get(match[2] ?? '') : undefined;
  if (!match || month === undefined || locale === 'en') return text;
  const day = `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  if (match[4] === undefined) return formatIndianDay(day, locale);
  const hour = (Number(match[4]) % 12) + (match[6] === 'pm' ? 12 : 0);
  return formatIndianMoment(new Date(`${day}T${String(hour).padStart(2, '0')}:${match[5]}:00+05:30`), locale);
}
