import { Link } from '~/components/i18n/links';
import type { Route } from './+types/privacy';
import { useLocale, useT } from '~/components/i18n/context';
import { NoticeItems, NoticeRights, RetentionTable } from '~/components/privacy/notice';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { grievanceOfficer, publicConfig } from '~/config.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

/** The privacy notice: the same items registration shows, then rights, complaints and the retention schedule. */
export const loader = withAppErrors(({ request }: Route.LoaderArgs) => {
  const t = requestTranslator(request, 'content');
  return {
    platform: publicConfig().platform,
    officer: grievanceOfficer(),
    noticeVersion: NOTICE_VERSION,
    seo: { title: t('privacyTitle'), description: t('privacySummary') },
  };
});

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seo.title }, { name: 'description', content: data?.seo.description }];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { platform, officer, noticeVersion } = loaderData;
  const t = useT('content');
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('privacyTitle')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('privacySummary')}</p>
      <div className="prose-page">
        <p>
          {t('privacyController', { legalName: platform.legalName, address: platform.address, email: platform.email, version: noticeVersion })}
          {locale === 'hi' ? ` ${t('privacyHindiVersion')}` : null}
        </p>
        <h2>{t('whatWeCollect')}</h2>
        <NoticeItems caption={t('itemsCaption')} />
        <NoticeRights />
        <h2>{t('howLong')}</h2>
        <RetentionTable />
        <h2>{t('grievanceOfficer')}</h2>
        <p>
          {officer.name}, {officer.organisation}: <a href={`mailto:${officer.email}`}>{officer.email}</a>, {officer.phone}. {t('privacyOfficer', { days: officer.responseDays })}{' '}
          <Link to="/grievance-officer">{t('howToRaise')}</Link>.
        </p>
      </div>
    </main>
  );
}
