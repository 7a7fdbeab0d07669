import { useEffect, useId, useRef, useState } from 'react';
import type { Suggestion } from '~/domain/search';
import { useLocalisedHref, useT } from '~/components/i18n/context';

interface Props {
  name: string;
  id: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
  /** Classes for the positioned wrapper (e.g. `min-w-0 flex-1` inside a flex form). */
  wrapperClassName?: string;
  /** Native constraints, so a form without JavaScript can still refuse a blank query. */
  required?: boolean;
  pattern?: string;
}

const KIND_KEYS = { product: 'kindProduct', category: 'kindCategory', supplier: 'kindSupplier' } as const satisfies Record<Suggestion['kind'], string>;
const DEBOUNCE_MS = 150;

/**
 * Search-as-you-type for the header (ARIA 1.2 combobox with a listbox popup). Without JavaScript it
 * is a plain text input inside the surrounding GET form; with it, suggestions appear after a short
 * pause and are reachable with the arrow keys, Enter and Escape.
 */
export function SearchSuggest({ name, id, label, defaultValue = '', placeholder, className, wrapperClassName, required, pattern }: Props) {
  const listId = `${useId()}-suggestions`;
  const t = useT('shell');
  const href = useLocalisedHref();
  const [value, setValue] = useState(defaultValue);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const q = value.trim();
    if (!typed.current || q.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then((body) => {
          setItems(body.suggestions);
          setActive(-1);
          setOpen(body.suggestions.length > 0);
        })
        .catch((error: unknown) => {
          // A newer keystroke aborted this request; any other failure just leaves the plain search box.
          if (!(error instanceof DOMException && error.name === 'AbortError')) setItems([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const expanded = open && items.length > 0;
  const go = (suggestion: Suggestion) => {
    setOpen(false);
    window.location.assign(href(suggestion.url));
  };

  return (
    <div className={`relative ${wrapperClassName ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        required={required}
        pattern={pattern}
        placeholder={placeholder}
        className={className ?? 'w-full rounded border border-slate-300 px-3 py-2'}
        onChange={(event) => {
          typed.current = true;
          setValue(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % items.length);
          } else if (event.key === 'ArrowUp' && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
          } else if (event.key === 'Enter') {
            const chosen = expanded && active >= 0 ? items[active] : undefined;
            if (chosen) {
              event.preventDefault();
              go(chosen);
            } else {
              // The form submits the typed query; the list must not linger over the next page.
              setOpen(false);
            }
          } else if (event.key === 'Escape') {
            // With the list open, Escape only closes it: it must neither clear the typed words
            // (a search input's native Escape) nor close a menu the box sits in.
            if (expanded) {
              event.preventDefault();
              event.stopPropagation();
            }
            setOpen(false);
            setActive(-1);
          }
        }}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(items.length > 0)}
      />
      <ul id={listId} role="listbox" aria-label={label} hidden={!expanded} className="absolute left-0 right-0 z-30 mt-1 max-h-80 overflow-auto rounded border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg">
        {items.map((item, index) => (
          <li
            key={item.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${index === active ? 'bg-brand-50 text-brand-800' : ''}`}
            onMouseDown={(event) => {
              // Keep focus in the input so blur does not close the list before the click lands.
              event.preventDefault();
              go(item);
            }}
          >
            <span data-user-text>{item.label}</span>
            <span className="text-xs text-slate-600">{t(KIND_KEYS[item.kind])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
