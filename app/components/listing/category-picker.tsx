import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FormField } from '~/components/form-field';
import { useT } from '~/components/i18n/context';
import { inputClass } from '~/components/form-controls';
import { categoryChoices, choiceLabel, matchCategoryChoices, type CategoryChoice, type CategoryTreeCategory } from '~/domain/category-tree';

interface CategoryPickerProps {
  meta: FieldMetadata<string | undefined>;
  tree: CategoryTreeCategory[];
  /** After hydration: the type-ahead is added above the list. */
  hydrated: boolean;
  /** A group was chosen (in the list or the type-ahead). */
  onChosen: (groupId: number) => void;
}

/**
 * The listing's category: a plain list grouped by category and subcategory (works without
 * JavaScript), and with JavaScript a type-ahead above it that finds a group by any level's name
 * and chooses it in the list.
 */
export function CategoryPicker({ meta, tree, hydrated, onChosen }: CategoryPickerProps) {
  const t = useT('sellerListings');
  const choices = useMemo(() => categoryChoices(tree), [tree]);
  const choose = (choice: CategoryChoice) => {
    const select = document.getElementById(meta.id);
    if (select instanceof HTMLSelectElement) {
      select.value = String(choice.id);
      // Conform follows the form by its input events; the list's own change handler fetches suggestions.
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    onChosen(choice.id);
  };
  return (
    <div className="flex flex-col gap-2">
      {hydrated ? <CategoryTypeAhead choices={choices} onChoose={choose} /> : null}
      <FormField meta={meta} label={t('category')} hint={t(choices.length === 0 ? 'categoryNone' : 'categoryHint')}>
        <select {...getSelectProps(meta, { ariaDescribedBy: meta.descriptionId })} className={inputClass} onChange={(event) => onChosen(Number(event.currentTarget.value) || 0)}>
          <option value="">{t('chooseCategory')}</option>
          {tree.flatMap((category) =>
            category.subcategories.map((sub) => (
              <optgroup key={sub.id} label={`${category.name} › ${sub.name}`}>
                {sub.groups.map((group) => (
                  <option key={group.id} value={group.id} data-user-text>
                    {group.name}
                  </option>
                ))}
              </optgroup>
            )),
          )}
        </select>
      </FormField>
    </div>
  );
}

/**
 * An ARIA combobox (input + listbox): typing filters, ArrowDown/ArrowUp move, Enter chooses,
 * Escape closes the list (and clears the text when it is closed). Focus stays in the input; the
 * active option is announced through aria-activedescendant.
 */
function CategoryTypeAhead({ choices, onChoose }: { choices: CategoryChoice[]; onChoose: (choice: CategoryChoice) => void }) {
  const t = useT('sellerListings');
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => matchCategoryChoices(choices, query), [choices, query]);
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (choice: CategoryChoice) => {
    onChoose(choice);
    setQuery(choiceLabel(choice));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : matches.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? -1 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      // Enter chooses; it must not send the form.
      event.preventDefault();
      const choice = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (choice) pick(choice);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setQuery('');
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('findCategory')}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && active < matches.length ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={query}
        className={inputClass}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('findCategoryHint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('matchingCategories')} hidden={!open} className="absolute top-[4.5rem] z-10 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white shadow-lg">
        {matches.map((choice, index) => (
          <li
            key={choice.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-700 text-white' : 'text-slate-900'}`}
            // Mouse down, not click: the input keeps focus, so its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(choice);
            }}
          >
            {choice.name}
            <span className={index === active ? 'text-white' : 'text-slate-600'}>{` — ${choice.subcategory} › ${choice.category}`}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className={open && matches.length === 0 ? 'text-sm text-slate-700' : 'sr-only'}>
        {!open ? '' : matches.length === 0 ? t('noCategoryMatches', { query }) : t('categoriesFound', { count: matches.length })}
      </p>
    </div>
  );
}
