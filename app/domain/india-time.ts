import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';

/**
 * A moment as the site shows it, in India time and one style everywhere: "24 Nov 2026, 7:13 pm" (in Hindi "24 नव॰ 2026, 7:13 pm").
 * Review pages, both sides of a requirement and its timeline use it, so the buyer and the supplier
 * read the same clock.
 */
export function formatIndianMoment(date: Date, locale: Locale = 'en'): string {
  return date.toLocaleString(LANGUAGE_TAGS[locale], { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LANGUAGE_TAGS.en, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat(LANGUAGE_TAGS.hi, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

/**
 * A day as the site shows it: "24 Nov 2026". A calendar date ("2026-11-24": a follow-up, a
 * needed-by date) is that day; a moment (a Date or an ISO timestamp) is its day in India.
 */
export function formatIndianDay(value: Date | string, locale: Locale = 'en'): string {
  return dayFormats[locale].format(typeof value === 'string' && value.length === 10 ? new Date(`${value}T00:00:00+05:30`) : new Date(value));
}

/** English short month names as formatIndianDay writes them ("Nov", "Sept"), January first. */
const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, month) => dayFormats.en.formatToParts(new Date(Date.UTC(2000, month, 15))).find((part) => part.type === 'month')?.value ?? '');

/**
 * A day formatIndianDay wrote in English ("24 Nov 2026", inside a text a service wrote) in another
 * language ("24 नव॰ 2026"); any other text comes back as it is.
 */
export function localiseIndianDay(text: string, locale: Locale): string {
  const match = /^(\d{1,2}) (\p{L}+) (\d{4})$/u.exec(text);
  const month = match ? ENGLISH_MONTHS.indexOf(match[2] ?? '') : -1;
  if (!match || month < 0 || locale === 'en') return text;
  return formatIndianDay(`${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`, locale);
}
