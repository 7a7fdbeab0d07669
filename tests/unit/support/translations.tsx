import type { ReactNode } from 'react';
import { TranslationsProvider } from '~/components/i18n/context';
import { PageTranslations } from '~/components/i18n/translations';
import type { Locale } from '~/domain/locale';
import { compiledNamespace } from '~/services/i18n/catalog.server';

/** Wraps a component rendered in a unit test in a page's translations, as entry.server.tsx does. */
export function withTranslations(node: ReactNode, locale: Locale = 'en'): ReactNode {
  return <TranslationsProvider translations={new PageTranslations(locale, { now: (ns) => compiledNamespace(locale, ns) })}>{node}</TranslationsProvider>;
}
