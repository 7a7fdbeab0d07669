/**
 * The views of an admin list as links ("Not yet handled | Handled | All"): plain links, so they
 * work without JavaScript and can be bookmarked; the current one is marked for screen readers.
 */
export function FilterTabs<Key extends string>({ label, tabs, current, hrefOf }: { label: string; tabs: Record<Key, string>; current: Key; hrefOf: (key: Key) => string }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {(Object.entries(tabs) as Array<[Key, string]>).map(([key, text]) => (
          <li key={key}>
            <a
              href={hrefOf(key)}
              aria-current={key === current ? 'page' : undefined}
              className={key === current ? 'rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white' : 'rounded-md border border-slate-300 px-3 py-1.5 text-brand-700'}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
