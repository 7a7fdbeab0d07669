import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.leads';
import { inputClass } from '~/components/form-controls';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASON_LABELS } from '~/domain/conversation';
import { FOLLOW_UP_FILTERS, FOLLOW_UP_FILTER_LABELS, LEAD_KINDS, LEAD_KIND_LABELS, isFollowUpOverdue, leadFilterQuery, leadFiltersFrom } from '~/domain/lead';
import { formatIndianMoment, formatIndianDay } from '~/domain/india-time';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { leadList } from '~/services/leads/lead-manager.server';

export const meta: Route.MetaFunction = () => [{ title: 'Lead manager' }, { name: 'robots', content: 'noindex' }];

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
  };
});

const selectClass = `${inputClass} py-1.5 text-sm`;

// The seller's lead manager: inquiries and requirement leads in one list, filtered, searched, paged.
export default function LeadManager({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, page, pages, today, team } = loaderData;
  const query = leadFilterQuery(filters);
  return (
    <section className="py-6" aria-labelledby="leads-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-700">
          Lead manager
        </h1>
        <a href={`/account/leads/export.csv${query}`} className="text-sm font-semibold text-brand-700 underline" download>
          Download these leads as CSV
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every inquiry and requirement sent to {loaderData.companyName}, with its status, who follows it up and when. Buyers&apos; phone and email show once they share them
        in the conversation.
      </p>
      {/* Keyed by the filters, so its fields show the list's filters after a client-side navigation (Clear filters). */}
      <Form key={query} method="get" className="mt-4 grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Filter leads">
        <label className="flex flex-col gap-1 text-sm font-medium lg:col-span-2">
          Search leads
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder="Subject, buyer, company or reference" className={selectClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select name="status" defaultValue={filters.status ?? ''} className={selectClass}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <select name="kind" defaultValue={filters.kind ?? ''} className={selectClass}>
            <option value="">Inquiries and requirements</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Assigned to
          <select name="assignee" defaultValue={filters.assignee ?? ''} className={selectClass}>
            <option value="">Anyone</option>
            <option value="mine">Me</option>
            <option value="unassigned">Nobody</option>
            {team.map((member) => (
              <option key={member.userId} value={String(member.userId)}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Follow-up
          <select name="followUp" defaultValue={filters.followUp ?? ''} className={selectClass}>
            <option value="">Any</option>
            {FOLLOW_UP_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FOLLOW_UP_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-3 sm:col-span-3 lg:col-span-6">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Show leads
          </button>
          {query ? (
            <Link to="/account/leads" className="text-sm text-brand-700 underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status" data-testid="lead-count">
        {total === 0 ? 'No leads match.' : total === 1 ? '1 lead' : `${total.toLocaleString('en-IN')} leads`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      {rows.length > 0 ? (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="lead-list">
            <caption className="sr-only">Leads, most recent activity first</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">Buyer</th>
                <th scope="col" className="py-2 pr-3">What</th>
                <th scope="col" className="py-2 pr-3">Kind</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">Assignee</th>
                <th scope="col" className="py-2 pr-3">Follow-up</th>
                <th scope="col" className="py-2">Last activity</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const overdue = isFollowUpOverdue(row.followUpOn, row.status, today);
                return (
                  <tr key={row.reference} className="border-b border-slate-200 align-top" data-reference={row.reference} data-testid="lead-row">
                    <td className="py-2 pr-3">
                      <span className="block font-medium">{row.buyerName ?? <span className="text-slate-600">Name not shared</span>}</span>
                      {row.buyerCompany ? <span className="block text-xs text-slate-600">{row.buyerCompany}</span> : null}
                      {row.buyerEmail ? <span className="block text-xs text-slate-600">{row.buyerEmail}</span> : null}
                      {row.buyerPhone ? <span className="block text-xs text-slate-600">{row.buyerPhone}</span> : null}
                    </td>
                    <td className="py-2 pr-3">
                      <Link to={`/account/leads/${row.reference}`} className={`text-brand-700 underline ${row.unread ? 'font-bold' : ''}`}>
                        {row.subject}
                      </Link>
                      {row.unread ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Unread</span> : null}
                      {row.summary ? <span className="block max-w-md truncate text-xs text-slate-700">{row.summary}</span> : null}
                      <span className="block text-xs text-slate-600">
                        {[row.productName, row.quantity !== null ? `${row.quantity.toLocaleString('en-IN')} ${row.unit ?? ''}` : null, row.requirementReference ?? row.reference].filter(Boolean).join(' · ')}
                      </span>
                      <Link to={`/account/messages/${row.reference}`} className="text-xs text-brand-700 underline">
                        Open the conversation<span className="sr-only"> about {row.subject}</span>
                      </Link>
                    </td>
                    <td className="py-2 pr-3">{LEAD_KIND_LABELS[row.kind]}</td>
                    <td className="py-2 pr-3" data-testid="lead-status">
                      {LEAD_STATUS_LABELS[row.status]}
                      {row.status === 'lost' && row.lostReason ? <span className="block text-xs text-slate-600">{LOST_REASON_LABELS[row.lostReason]}</span> : null}
                    </td>
                    <td className="py-2 pr-3">{row.assigneeName ?? <span className="text-slate-500">Nobody</span>}</td>
                    <td className={`py-2 pr-3 ${overdue ? 'font-semibold text-red-800' : ''}`}>
                      {row.followUpOn ? formatIndianDay(row.followUpOn) : '—'}
                      {overdue ? <span className="block text-xs">Overdue</span> : null}
                    </td>
                    <td className="py-2">{formatIndianMoment(new Date(row.lastActivityAt))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages of leads" className="mt-4 flex gap-4">
          {page > 1 ? (
            <Link className="font-semibold text-brand-700 underline" to={`/account/leads${leadFilterQuery(filters, page - 1)}`}>
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="font-semibold text-brand-700 underline" to={`/account/leads${leadFilterQuery(filters, page + 1)}`}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
