import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, pathWithoutLocale, type Locale } from '~/domain/locale';
import { useLocale, useT } from './context';

/**
 * The language switch on every page: a one-button form (it works without JavaScript) that opens
 * the same page in the other language and keeps the choice (app/routes/language.ts). It loads a
 * new document, since a page's language is fixed for the document.
 */
export function LanguageSwitch({ className = 'nav-button', to }: { className?: string; to?: Locale }) {
  const locale = useLocale();
  const t = useT('common');
  const location = useLocation();
  const other: Locale = to ?? (locale === 'hi' ? 'en' : 'hi');
  const path = `${pathWithoutLocale(location.pathname)}${location.search}`;
  return (
    <form method="post" action="/language" className="contents" data-testid="language-switch">
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={className} lang={LANGUAGE_TAGS[other]} aria-label={other === 'hi' ? t('readInHindi') : t('readInEnglish')}>
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}

/**
 * On an English page whose visitor's browser asks for Hindi first (and who has not chosen), an
 * offer to read it in Hindi: never a redirect.
 */
export function HindiSuggestion() {
  const t = useT('common');
  return (
    <div className="bg-amber-50 px-4 py-2 text-center text-sm text-slate-800" lang={LANGUAGE_TAGS.hi} data-testid="hindi-suggestion">
      <span>{t('suggestHindi')}</span> <LanguageSwitch to="hi" className="font-semibold text-brand-700 underline" />
    </div>
  );
}
