import { useRouteLoaderData } from 'react-router';
import { useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { numberInWords } from '~/domain/requirement';

const HINDI_NUMBER_WORDS = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];

/** "up to five suppliers", from the configured match limit the root loader sends (site.requirementMatchLimit). */
export function useRequirementReach(): string {
  const limit = useRouteLoaderData<{ site?: { requirementMatchLimit?: number } }>('root')?.site?.requirementMatchLimit ?? 5;
  const t = useT('buyer-requirements');
  const words = useLocale() === 'hi' ? (HINDI_NUMBER_WORDS[limit] ?? String(limit)) : numberInWords(limit);
  return t('reach', { count: limit, words });
}

/** The way into "Post a buy requirement" from other pages, prefilled with what the page knows. */
export function PostRequirementLink({ heading, what, query, testId }: { heading: string; what: string; query?: Record<string, string>; testId: string }) {
  const reach = useRequirementReach();
  const t = useT('buyer-requirements');
  const href = useLocalisedHref();
  const search = query ? new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString() : '';
  return (
    <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4" data-testid={testId}>
      <p className="font-semibold text-slate-900">{heading}</p>
      <p className="mt-1 text-sm text-slate-700">{t('reachAnswers', { what, reach })}</p>
      <a href={href(`/requirements/new${search ? `?${search}` : ''}`)} className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
        {t('postTitle')}
      </a>
    </div>
  );
}
