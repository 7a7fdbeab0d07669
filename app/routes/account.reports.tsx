import type { Route } from './+types/account.reports';
import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { formatIndianDay } from '~/domain/india-time';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { reportsOf } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { reports: await reportsOf(user.id), title: requestTranslator(request, 'sellerTrust')('yourReports') };
});

export default function AccountReports({ loaderData }: Route.ComponentProps) {
  const { reports } = loaderData;
  const t = useT('sellerTrust');
  // What can be reported and why: the report form's own words (/report).
  const reportForm = useT('inquiry');
  const locale = useLocale();
  const domainText = useDomainText();
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('yourReports')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('reportsIntro')}</p>
      {reports.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('noReports')}</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="my-reports">
          <caption className="sr-only">{t('yourReports')}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3">
                {t('colSent')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('colWhat')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('colReason')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('colStatus')}
              </th>
              <th scope="col" className="py-1">
                {t('colOutcome')}
              </th>
            </tr>
          </thead>
          <tbody>
            {reports.map((report) => (
              <tr key={report.id} className="border-t border-slate-200 align-top">
                <td className="py-1 pr-3">{formatIndianDay(report.createdAt, locale)}</td>
                <td className="py-1 pr-3">{reportForm(`target_${report.targetKind}`)}</td>
                <td className="py-1 pr-3">{reportForm(`reason_${report.reason}`)}</td>
                <td className="py-1 pr-3" data-testid="report-status">
                  {t(`reportStatus_${report.status}`)}
                </td>
                <td className="py-1">{report.outcome ? domainText(report.outcome) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
