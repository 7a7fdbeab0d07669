import { RichText, useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.leads';
import { inputClass } from '~/components/form-controls';
import { FOLLOW_UP_KEYS, KIND_KEYS } from '~/components/leads/lead-labels';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASON_LABELS } from '~/domain/conversation';
import { FOLLOW_UP_FILTERS, LEAD_KINDS, isFollowUpOverdue, leadFilterQuery, leadFiltersFrom } from '~/domain/lead';
import { formatIndianMoment, formatIndianDay } from '~/domain/india-time';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { leadList } from '~/services/leads/lead-manager.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const filters = leadFiltersFrom(new URL(request.url).searchParams);
  const list = await leadList(user.id, filters);
  return {
    filters,
    total: list.total,
    page: list.page,
    pages: list.pages,
    today: list.today,
    team: list.team,
    companyName: list.company.companyName,
    rows: list.rows,
    title: requestTranslator(request, 'sellerLeads')('managerTitle'),
  };
});

const selectClass = `${inputClass} py-1.5 text-sm`;

// The seller's lead manager: inquiries and requirement leads in one list, filtered, searched, paged.
export default function LeadManager({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, page, pages, today, team } = loaderData;
  const query = leadFilterQuery(filters);
  const t = useT('sellerLeads');
  const domainText = useDomainText();
  const locale = useLocale();
  const quantity = useQuantityText();
  const href = useLocalisedHref();
  return (
    <section className="py-6" aria-labelledby="leads-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-700">
          {t('managerTitle')}
        </h1>
        <a href={href(`/account/leads/export.csv${query}`)} className="text-sm font-semibold text-brand-700 underline" download>
          {t('downloadCsv')}
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t('managerIntro', { company: loaderData.companyName })}</p>
      {/* Keyed by the filters, so its fields show the list's filters after a client-side navigation (Clear filters). */}
      <Form key={query} method="get" className="mt-4 grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t('filterLeads')}>
        <label className="flex flex-col gap-1 text-sm font-medium lg:col-span-2">
          {t('searchLeads')}
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={t('searchPlaceholder')} className={selectClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('status')}
          <select name="status" defaultValue={filters.status ?? ''} className={selectClass}>
            <option value="">{t('anyStatus')}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {domainText(LEAD_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('kind')}
          <select name="kind" defaultValue={filters.kind ?? ''} className={selectClass}>
            <option value="">{t('kindAll')}</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('assignedTo')}
          <select name="assignee" defaultValue={filters.assignee ?? ''} className={selectClass}>
            <option value="">{t('anyone')}</option>
            <option value="mine">{t('me')}</option>
            <option value="unassigned">{t('nobody')}</option>
            {team.map((member) => (
              <option key={member.userId} value={String(member.userId)} data-user-text>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('followUp')}
          <select name="followUp" defaultValue={filters.followUp ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {FOLLOW_UP_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(FOLLOW_UP_KEYS[value])}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-3 sm:col-span-3 lg:col-span-6">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            {t('showLeads')}
          </button>
          {query ? (
            <Link to="/account/leads" className="text-sm text-brand-700 underline">
              {t('clearFilters')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status" data-testid="lead-count">
        {t('leadCount', { count: total })}
        {pages > 1 ? ` · ${t('pageOf', { page, pages })}` : ''}
      </p>
      {rows.length > 0 ? (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="lead-list">
            <caption className="sr-only">{t('listCaption')}</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('colBuyer')}</th>
                <th scope="col" className="py-2 pr-3">{t('colWhat')}</th>
                <th scope="col" className="py-2 pr-3">{t('kind')}</th>
                <th scope="col" className="py-2 pr-3">{t('status')}</th>
                <th scope="col" className="py-2 pr-3">{t('colAssignee')}</th>
                <th scope="col" className="py-2 pr-3">{t('followUp')}</th>
                <th scope="col" className="py-2">{t('colLastActivity')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const overdue = isFollowUpOverdue(row.followUpOn, row.status, today);
                return (
                  <tr key={row.reference} className="border-b border-slate-200 align-top" data-reference={row.reference} data-testid="lead-row">
                    <td className="py-2 pr-3">
                      {row.buyerName ? (
                        <span className="block font-medium" data-user-text>
                          {row.buyerName}
                        </span>
                      ) : (
                        <span className="block font-medium text-slate-600">{t('nameNotShared')}</span>
                      )}
                      {[row.buyerCompany, row.buyerEmail, row.buyerPhone].map((line, i) =>
                        line ? (
                          <span key={i} className="block text-xs text-slate-600" data-user-text>
                            {line}
                          </span>
                        ) : null,
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      <Link to={`/account/leads/${row.reference}`} className={`text-brand-700 underline ${row.unread ? 'font-bold' : ''}`} data-user-text>
                        {domainText(row.subject)}
                      </Link>
                      {row.unread ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('unread')}</span> : null}
                      {row.summary ? (
                        <span className="block max-w-md truncate text-xs text-slate-700" data-user-text>
                          {row.summary}
                        </span>
                      ) : null}
                      <span className="block text-xs text-slate-600" data-user-text>
                        {[row.productName, row.quantity !== null ? quantity(row.quantity, row.unit ?? '') : null, row.requirementReference ?? row.reference].filter(Boolean).join(' · ')}
                      </span>
                      <Link to={`/account/messages/${row.reference}`} className="text-xs text-brand-700 underline">
                        <RichText text={t('openConversationAbout', { subject: domainText(row.subject) })} parts={[<span className="sr-only" />]} />
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{t(KIND_KEYS[row.kind])}</td>
                    <td className="py-2 pr-3" data-testid="lead-status">
                      {domainText(LEAD_STATUS_LABELS[row.status])}
                      {row.status === 'lost' && row.lostReason ? <span className="block text-xs text-slate-600">{domainText(LOST_REASON_LABELS[row.lostReason])}</span> : null}
                    </td>
                    <td className="py-2 pr-3">
                      {row.assigneeName ? <span data-user-text>{row.assigneeName}</span> : <span className="text-slate-500">{t('nobody')}</span>}
                    </td>
                    <td className={`py-2 pr-3 ${overdue ? 'font-semibold text-red-800' : ''}`}>
                      {row.followUpOn ? formatIndianDay(row.followUpOn, locale) : '—'}
                      {overdue ? <span className="block text-xs">{t('overdue')}</span> : null}
                    </td>
                    <td className="py-2">{formatIndianMoment(new Date(row.lastActivityAt), locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('pagesOfLeads')} className="mt-4 flex gap-4">
          {page > 1 ? (
            <Link className="font-semibold text-brand-700 underline" to={`/account/leads${leadFilterQuery(filters, page - 1)}`}>
              {t('previousPage')}
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="font-semibold text-brand-700 underline" to={`/account/leads${leadFilterQuery(filters, page + 1)}`}>
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
