import { useId } from 'react';
import { useNavigate } from 'react-router';
import { searchUrl } from '~/domain/urls';

interface SearchBoxProps {
  label?: string;
  size?: 'compact' | 'large';
  className?: string;
  testId?: string;
}

/**
 * Submits to /search?q={encoded query} only when the trimmed query is non-blank. Without
 * JavaScript the form still does a GET to /search, and `pattern` stops a blank query.
 */
export function SearchBox({ label = 'Search products and suppliers', size = 'compact', className = '', testId }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const large = size === 'large';
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={`flex w-full items-stretch ${className}`}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (query) navigate(searchUrl(query));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        autoComplete="off"
        placeholder="Search products, e.g. basmati rice"
        className={`min-w-0 flex-1 rounded-l-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${large ? 'px-4 py-3 text-base' : 'px-3 py-1.5 text-sm'}`}
      />
      <button
        type="submit"
        className={`rounded-r-md bg-saffron-500 font-semibold text-slate-900 hover:bg-saffron-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${large ? 'px-5 text-base' : 'px-3 text-sm'}`}
      >
        Search
      </button>
    </form>
  );
}
