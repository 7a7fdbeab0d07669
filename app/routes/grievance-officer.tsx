import { Link } from '~/components/i18n/links';
import type { Route } from './+types/grievance-officer';
import { RichText, useT } from '~/components/i18n/context';
import { grievanceOfficer } from '~/config.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

/** The Grievance Officer's business contact (configurable, docs in README) and how a grievance is handled. */
export const loader = withAppErrors(({ request }: Route.LoaderArgs) => {
  const t = requestTranslator(request, 'content');
  return { officer: grievanceOfficer(), seo: { title: t('grievanceOfficer'), description: t('grievanceSummary') } };
});

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seo.title }, { name: 'description', content: data?.seo.description }];

export default function GrievanceOfficerPage({ loaderData }: Route.ComponentProps) {
  const { officer } = loaderData;
  const t = useT('content');
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('grievanceOfficer')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('grievanceSummary')}</p>
      <div className="prose-page">
        <p>{t('grievanceSameOfficer')}</p>
        <h2>{t('contact')}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="grievance-contact">
          <dt className="font-semibold">{t('name')}</dt>
          <dd data-user-text>{officer.name}</dd>
          <dt className="font-semibold">{t('company')}</dt>
          <dd data-user-text>{officer.organisation}</dd>
          <dt className="font-semibold">{t('email')}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
          <dt className="font-semibold">{t('phone')}</dt>
          <dd>{officer.phone}</dd>
          <dt className="font-semibold">{t('address')}</dt>
          <dd data-user-text>{officer.address}</dd>
        </dl>
        <h2>{t('howToRaise')}</h2>
        <ul>
          <li>
            <RichText text={t('grievanceWrite')} parts={[<Link to="/contact" />]} />
          </li>
          <li>{t('grievanceSay')}</li>
          <li>
            <RichText text={t('grievanceSelf')} parts={[<Link to="/account/data" />, <Link to="/account/privacy" />]} />
          </li>
        </ul>
        <h2>{t('whenWeAnswer')}</h2>
        <p>{t('grievanceTimes', { days: officer.responseDays })}</p>
        <p>
          <RichText text={t('grievanceBoard')} parts={[<Link to="/privacy" />]} />
        </p>
      </div>
    </main>
  );
}
