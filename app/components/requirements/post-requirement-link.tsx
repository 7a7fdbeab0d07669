/** The way into "Post a buy requirement" from other pages, prefilled with what the page knows. */
export function PostRequirementLink({ heading, text, query, testId }: { heading: string; text: string; query?: Record<string, string>; testId: string }) {
  const search = query ? new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString() : '';
  return (
    <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4" data-testid={testId}>
      <p className="font-semibold text-slate-900">{heading}</p>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <a href={`/requirements/new${search ? `?${search}` : ''}`} className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
        Post a buy requirement
      </a>
    </div>
  );
}
