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
