import { useId } from 'react';
import { useNavigate } from 'react-router';
import { SearchSuggest } from '~/components/search-suggest';
import { searchUrl } from '~/domain/urls';
import { useLocalisedHref, useT } from '~/components/i18n/context';

interface SearchBoxProps {
  label?: string;
  size?: 'compact' | 'large';
  className?: string;
  testId?: string;
}

/**
 * Submits to /search?q={encoded query} only when the trimmed query is non-blank. Without
 * JavaScript the form still does a GET to /search, and `pattern` stops a blank query. With it,
 * suggestions appear as the visitor types (SearchSuggest, GET /search/suggest); picking one with
 * the arrow keys and Enter, or a click, opens it instead of submitting.
 */
export function SearchBox({ label, size = 'compact', className = '', testId }: SearchBoxProps) {
  const navigate = useNavigate();
  const t = useT('shell');
  const href = useLocalisedHref();
  const id = useId();
  const large = size === 'large';
  return (
    <form
      role="search"
      action={href('/search')}
      method="get"
      className={`flex w-full items-stretch ${className}`}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('q');
        const query = typeof value === 'string' ? value.trim() : '';
        if (query) void navigate(href(searchUrl(query)));
      }}
    >
      <SearchSuggest
        id={id}
        name="q"
        label={label ?? t('searchLabel')}
        required
        pattern=".*\S.*"
        placeholder={t('searchPlaceholder')}
        wrapperClassName="min-w-0 flex-1"
        className={`w-full rounded-l-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${large ? 'px-4 py-3 text-base' : 'px-3 py-1.5 text-sm'}`}
      />
      <button
        type="submit"
        className={`rounded-r-md bg-saffron-500 font-semibold text-slate-900 hover:bg-saffron-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${large ? 'px-5 text-base' : 'px-3 text-sm'}`}
      >
        {t('search')}
      </button>
    </form>
  );
}
