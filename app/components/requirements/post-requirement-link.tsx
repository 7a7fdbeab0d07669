import { useRouteLoaderData } from 'react-router';
import { upToSuppliers } from '~/domain/requirement';

/** "up to five suppliers", from the configured match limit the root loader sends (site.requirementMatchLimit). */
export function useRequirementReach(): string {
  const limit = useRouteLoaderData<{ site?: { requirementMatchLimit?: number } }>('root')?.site?.requirementMatchLimit;
  return upToSuppliers(limit ?? 5);
}

/** The way into "Post a buy requirement" from other pages, prefilled with what the page knows. */
export function PostRequirementLink({ heading, what, query, testId }: { heading: string; what: string; query?: Record<string, string>; testId: string }) {
  const reach = useRequirementReach();
  const search = query ? new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString() : '';
  return (
    <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4" data-testid={testId}>
      <p className="font-semibold text-slate-900">{heading}</p>
      <p className="mt-1 text-sm text-slate-700">{`${what}: ${reach} that fit it answer with a quote.`}</p>
      <a href={`/requirements/new${search ? `?${search}` : ''}`} className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
        Post a buy requirement
      </a>
    </div>
  );
}
