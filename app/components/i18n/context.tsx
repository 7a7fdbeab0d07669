import { cloneElement, createContext, use, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { Namespace } from '~/content/messages';
import { localisedHref, type Locale } from '~/domain/locale';
import { translatorFor, type KnownNames, type Translate } from '~/domain/translate';
import { TRANSLATIONS_SCRIPT_ID, type PageTranslations } from './translations';

const TranslationsContext = createContext<PageTranslations | null>(null);

export function TranslationsProvider({ translations, children }: { translations: PageTranslations; children: ReactNode }) {
  return <TranslationsContext value={translations}>{children}</TranslationsContext>;
}

function usePageTranslations(): PageTranslations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('No TranslationsProvider above this component (entry.server.tsx and entry.client.tsx set one)');
  return translations;
}

/** The page's language. */
export function useLocale(): Locale {
  return usePageTranslations().locale;
}

/**
 * A namespace's messages for this page: `const t = useT('search'); t('resultCount', { count })`.
 * In the browser a namespace the first page did not carry is fetched once, the component
 * suspending meanwhile (a navigation keeps the old page on screen until it is ready).
 */
export function useT<N extends Namespace>(ns: N): Translate<N> {
  const translations = usePageTranslations();
  const pending = translations.ensure(ns);
  if (pending) use(pending);
  return useMemo(() => translatorFor(translations.formatter, ns), [translations, ns]);
}

/**
 * A text the domain or a service produced in English (a validation message, a refusal), in the
 * page's language: looked up in the `errors` namespace, whose keys are those English texts. On a
 * Hindi page the `units` namespace comes along: it names the units and durations such a text carries.
 * `names`: values the page knows in its language by their English form (a category's Hindi name),
 * which no message catalog can hold.
 */
export function useDomainText(names?: KnownNames): (text: string) => string {
  const translations = usePageTranslations();
  // Units and durations inside those texts are named from the `units` namespace (not needed in English).
  const units = translations.locale === 'en' ? null : translations.ensure('units');
  if (units) use(units);
  const version = useSyncExternalStore(translations.subscribeDomainTexts, translations.domainTextsVersion, translations.domainTextsVersion);
  useEffect(() => translations.completeDomainTextsOnFirstUse(), [translations]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` changes when more texts were loaded
  return useMemo(() => translations.domainText(names), [translations, version, names]);
}

/**
 * A translated text with markup around some of its words: the message marks them `<0>…</0>`,
 * `<1>…</1>`, and `parts[0]`, `parts[1]` are the elements that wrap them (a link, a <code>).
 */
export function RichText({ text, parts }: { text: string; parts: ReactElement<{ children?: ReactNode }>[] }) {
  const pieces: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    pieces.push(text.slice(last, match.index));
    const part = parts[Number(match[1])];
    pieces.push(part ? cloneElement(part, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return <>{pieces}</>;
}

/**
 * The page's translations for the browser, written after the page (so it lists every namespace
 * the page used). entry.client.tsx reads it before hydrating.
 */
export function TranslationsScript() {
  const translations = usePageTranslations();
  return <script type="application/json" id={TRANSLATIONS_SCRIPT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: translations.payloadText() }} />;
}

/** Turns a site path into the page's language ("/contact" → "/hi/contact" on a Hindi page). */
export function useLocalisedHref(): (href: string) => string {
  const locale = useLocale();
  return useCallback((href: string) => localisedHref(href, locale), [locale]);
}
