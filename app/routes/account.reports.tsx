import type { Route } from './+types/account.reports';
import { formatIndianDay } from '~/domain/india-time';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_LABELS } from '~/domain/reports';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { reportsOf } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your reports' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { reports: await reportsOf(user.id) };
});

export default function AccountReports({ loaderData }: Route.ComponentProps) {
  const { reports } = loaderData;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">Your reports</h1>
      <p className="mt-2 max-w-3xl text-slate-700">What you reported to our moderators, and the outcome once they decide. You also get a notification with each outcome.</p>
      {reports.length === 0 ? (
        <p className="mt-4 text-slate-700">You have not reported anything.</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="my-reports">
          <caption className="sr-only">Your reports</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3">Sent</th>
              <th scope="col" className="py-1 pr-3">What</th>
              <th scope="col" className="py-1 pr-3">Reason</th>
              <th scope="col" className="py-1 pr-3">Status</th>
              <th scope="col" className="py-1">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((report) => (
              <tr key={report.id} className="border-t border-slate-200 align-top">
                <td className="py-1 pr-3">{formatIndianDay(report.createdAt)}</td>
                <td className="py-1 pr-3">{REPORT_TARGET_LABELS[report.targetKind]}</td>
                <td className="py-1 pr-3">{REPORT_REASON_LABELS[report.reason]}</td>
                <td className="py-1 pr-3" data-testid="report-status">{REPORT_STATUS_LABELS[report.status]}</td>
                <td className="py-1">{report.outcome ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
