import type { MessageKey } from '~/content/messages';
import { isLocale, localeOfPath, type Locale } from '~/domain/locale';
import type { MessageValues } from '~/domain/translate';
import { serverTranslator } from '~/services/i18n/catalog.server';

export type DocumentLabel = (key: MessageKey<'documents'>, values?: MessageValues, joiner?: string) => string;

/**
 * The labels of a PDF document in its language. English documents say exactly what they always
 * said. A Hindi document keeps the English (GST law wants a tax invoice's particulars in English)
 * and puts the Hindi beside it, "Tax Invoice / कर बीजक", or under it (`joiner` "\n") in a narrow
 * table column.
 */
export function documentLabels(locale: Locale): DocumentLabel {
  const en = serverTranslator('en', 'documents');
  if (locale === 'en') return (key, values) => en(key, values);
  const hi = serverTranslator(locale, 'documents');
  return (key, values, joiner = ' / ') => `${en(key, values)}${joiner}${hi(key, values)}`;
}

/**
 * The language of a PDF a member downloads: `?lang=hi|en` when the link says it; else the language
 * of the site page the link was followed from (the Referer, sent in full within the site); else the
 * member's own language (a link opened from a bookmark or an email).
 */
export function documentLocale(request: Request, memberLocale: Locale): Locale {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  if (isLocale(asked)) return asked;
  const referer = URL.canParse(request.headers.get('Referer') ?? '') ? new URL(request.headers.get('Referer') ?? '') : null;
  if (referer && referer.host === url.host) return localeOfPath(referer.pathname);
  return memberLocale;
}
