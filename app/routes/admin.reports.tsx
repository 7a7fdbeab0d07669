import type { Route } from './+types/admin.reports';
import { formatIndianMoment } from '~/domain/india-time';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TARGET_LABELS, type ReportStatus } from '~/domain/reports';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { reportQueue } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = () => [{ title: 'Reports of abuse' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'moderate_content');
  const params = new URL(request.url).searchParams;
  const asked = params.get('status') ?? 'open';
  const status: ReportStatus = (REPORT_STATUSES as readonly string[]).includes(asked) ? (asked as ReportStatus) : 'open';
  const company = /^[1-9][0-9]{0,9}$/.test(params.get('company') ?? '') ? Number(params.get('company')) : undefined;
  const companyId = company !== undefined && company <= 2_147_483_647 ? company : undefined;
  return { status, companyId, ...(await reportQueue(status, companyId)) };
});

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { status, rows, total, companyId } = loaderData;
  const about = companyId === undefined ? '' : `&company=${companyId}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Reports of abuse</h1>
      {companyId !== undefined ? (
        <p className="mt-1 text-slate-700">
          About one company, its listings and reviews of it.{' '}
          <a href={`/admin/reports?status=${status}`} className="text-brand-700 underline">
            Show all reports
          </a>
        </p>
      ) : null}
      <nav aria-label="Filter reports" className="mt-3 flex gap-3 text-sm">
        {REPORT_STATUSES.map((s) => (
          <a key={s} href={`/admin/reports?status=${s}${about}`} aria-current={s === status ? 'page' : undefined} className={s === status ? 'font-bold text-brand-700' : 'text-brand-700 underline'}>
            {s === 'open' ? 'Open' : REPORT_STATUS_LABELS[s]}
          </a>
        ))}
      </nav>
      <p className="mt-3 text-slate-700" data-testid="reports-total">
        {total === 0 ? 'No reports here.' : `${total.toLocaleString('en-IN')} ${total === 1 ? 'report' : 'reports'}${status === 'open' ? ', oldest first' : ', newest decisions first'}${total > rows.length ? ` (the first ${rows.length} shown)` : ''}.`}
      </p>
      {rows.length > 0 ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Reports</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3">Report</th>
              <th scope="col" className="py-1 pr-3">What</th>
              <th scope="col" className="py-1 pr-3">Reason</th>
              <th scope="col" className="py-1 pr-3">From</th>
              <th scope="col" className="py-1">Sent</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                <td className="py-1 pr-3">
                  <a href={`/admin/reports/${row.id}`} className="text-brand-700 underline">
                    #{row.id}
                  </a>
                </td>
                <td className="py-1 pr-3">{REPORT_TARGET_LABELS[row.targetKind]}</td>
                <td className="py-1 pr-3">{REPORT_REASON_LABELS[row.reason]}</td>
                <td className="py-1 pr-3">{row.reporterEmail ?? 'A deleted account'}</td>
                <td className="py-1">{formatIndianMoment(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
