import { Form } from '~/components/i18n/links';
import type { Route } from './+types/members';
import { inputClass } from '~/components/billing/ui';
import { useLocalisedHref, useT } from '~/components/i18n/context';
import type { MessageKey } from '~/content/messages';
import { formatIndianDay } from '~/domain/india-time';
import { stateName } from '~/content/state-names-hi';
import { getUser } from '~/services/accounts/sessions.server';
import { memberArea } from '~/services/billing/benefits.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { unitName } from '~/domain/unit-names';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seo.title }, { name: 'description', content: data?.seo.description }];

/** Each benefit's title and promise in the page's language (the English is app/services/billing/benefits.server.ts's). */
const BENEFIT_TEXTS: Record<string, readonly [MessageKey<'membership'>, MessageKey<'membership'>]> = {
  directoryOfMembers: ['benefitDirectoryOfMembers', 'benefitDirectoryOfMembersPromise'],
  globalTenders: ['benefitGlobalTenders', 'benefitGlobalTendersPromise'],
  knowledgeBank: ['benefitKnowledgeBank', 'benefitKnowledgeBankPromise'],
  infoTracker: ['benefitInfoTracker', 'benefitInfoTrackerPromise'],
  onlineMasterClasses: ['benefitOnlineMasterClasses', 'benefitOnlineMasterClassesPromise'],
  b2bOpportunities: ['benefitB2bOpportunities', 'benefitB2bOpportunitiesPromise'],
};

function benefitText(keys: readonly [MessageKey<'membership'>, MessageKey<'membership'>] | undefined, t: (key: MessageKey<'membership'>) => string) {
  return keys ? { title: t(keys[0]), promise: t(keys[1]) } : {};
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(request);
  const t = requestTranslator(request, 'membership');
  const units = requestTranslator(request, 'units');
  const day = (date: Date) => formatIndianDay(date, locale);
  const user = await getUser(request);
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const { membership, benefits, directory, opportunities } = await memberArea(user?.id, query);
  return {
    signedIn: Boolean(user),
    plan: membership ? { name: membership.planName, endsAt: day(membership.endsAt) } : undefined,
    seo: { title: t('membersTitle'), description: t('membersDescription') },
    benefits: benefits.map((b) => ({
      ...b,
      ...benefitText(locale === 'hi' ? BENEFIT_TEXTS[b.feature] : undefined, t),
      entries: b.entries.map((entry) => ({ slug: entry.slug, title: entry.title, summary: entry.summary, body: entry.body, link: entry.link, eventDate: entry.eventDate ? day(entry.eventDate) : undefined })),
    })),
    query,
    directory: directory?.map((c) => ({ ...c, state: c.stateCode ? stateName(c.stateCode, locale) : '' })),
    opportunities: opportunities
      ? {
          scoped: opportunities.scoped,
          isSeller: opportunities.isSeller,
          rows: opportunities.rows.map(({ deliveryStateCode, neededBy, createdAt, ...r }) => ({
            ...r,
            unit: unitName(units, r.unit),
            deliveryState: stateName(deliveryStateCode, locale),
            neededBy: day(new Date(`${neededBy}T00:00:00+05:30`)),
            createdAt: day(createdAt),
          })),
        }
      : undefined,
  };
});

export default function Members({ loaderData }: Route.ComponentProps) {
  const { plan, benefits, directory, opportunities, query, signedIn } = loaderData;
  const t = useT('membership');
  const href = useLocalisedHref();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{t('membersTitle')}</h1>
      {plan ? (
        <p className="mt-2" data-testid="member-plan">
          {t('planActive', { plan: plan.name, date: plan.endsAt })}
        </p>
      ) : (
        <p className="mt-2" data-testid="member-plan">
          {signedIn ? t('noActivePlan') : t('logInToSee')} {t('membersGet')}{' '}
          <a className="font-semibold text-brand-700 underline" href={href('/subscription')}>
            {t('choosePlan')}
          </a>
          .
        </p>
      )}
      {benefits.map((benefit) => (
        <section key={benefit.feature} className="mt-8 rounded-lg border border-slate-200 p-5" aria-labelledby={`h-${benefit.feature}`} data-testid={`benefit-${benefit.feature}`}>
          <h2 id={`h-${benefit.feature}`} className="text-lg font-semibold">
            {benefit.title} {benefit.open ? null : <span className="text-sm font-normal text-slate-600">{t('notInPlan')}</span>}
          </h2>
          <p className="mt-1 text-slate-700">{benefit.promise}</p>
          {!benefit.open ? (
            <p className="mt-2">
              <a className="font-semibold text-brand-700 underline" href={href('/subscription')}>
                {t('upgradeToUnlock', { benefit: benefit.title })}
              </a>
            </p>
          ) : benefit.feature === 'directoryOfMembers' ? (
            <div className="mt-3">
              <Form method="get" role="search" className="flex max-w-md items-end gap-2">
                <div className="grow">
                  <label htmlFor="member-search" className="block text-sm font-medium">
                    {t('searchMembers')}
                  </label>
                  <input id="member-search" name="q" type="search" className={inputClass} defaultValue={query} />
                </div>
                <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-700">
                  {t('search')}
                </button>
              </Form>
              {directory && directory.length > 0 ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {directory.map((c) => (
                    <li key={c.slug} className="rounded-md border border-slate-200 p-3">
                      <p className="font-semibold" data-user-text>
                        {c.name}
                      </p>
                      <p className="text-sm text-slate-700" data-user-text>
                        {[c.city, c.state].filter(Boolean).join(', ')}
                      </p>
                      <p className="text-sm" data-user-text>
                        {c.contactName} · {c.mobile} · <a href={`mailto:${c.email}`} className="text-brand-700 underline">{c.email}</a>
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-700">{query ? t('noMemberMatches', { query }) : t('noMembersYet')}</p>
              )}
            </div>
          ) : benefit.feature === 'b2bOpportunities' ? (
            <div className="mt-3" data-testid="opportunities">
              {opportunities && opportunities.rows.length > 0 ? (
                <ul className="space-y-2">
                  {opportunities.rows.map((r) => (
                    <li key={r.id} className="rounded-md border border-slate-200 p-3" data-testid="opportunity">
                      <p className="font-semibold" data-user-text>
                        {r.title}
                      </p>
                      <p className="text-sm text-slate-700">
                        {t('opportunityLine', { quantity: r.quantity.toLocaleString('en-IN'), unit: r.unit, category: r.categoryName, state: r.deliveryState, neededBy: r.neededBy, postedAt: r.createdAt })}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">{opportunities?.scoped ? t('noOpportunitiesScoped') : t('noOpportunities')}</p>
              )}
              <p className="mt-3 text-sm text-slate-700">
                {t('buyersNotNamed')}{' '}
                {opportunities?.isSeller ? (
                  <a className="font-semibold text-brand-700 underline" href={href('/account/requirement-preferences')}>
                    {t('setPreferences')}
                  </a>
                ) : (
                  t('sellerSetsPreferences')
                )}
              </p>
            </div>
          ) : (
            <ul className="mt-3 space-y-3">
              {benefit.entries.map((entry) => (
                // The entries are editorial articles kept in English in the database (benefit_entries): not translated yet.
                <li key={entry.slug}>
                  <h3 className="font-semibold" lang="en" data-user-text>
                    {entry.title}
                  </h3>
                  {entry.eventDate ? <p className="text-sm text-slate-600">{t('sessionOn', { date: entry.eventDate })}</p> : null}
                  <p className="text-slate-800" lang="en" data-user-text>
                    {entry.summary}
                  </p>
                  <p className="mt-1 text-sm text-slate-700" lang="en" data-user-text>
                    {entry.body}
                  </p>
                  {entry.link ? (
                    <a className="text-sm text-brand-700 underline" href={entry.link} rel="noopener noreferrer">
                      {t('source')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
