import { Link } from 'react-router';
import type { Route } from './+types/privacy';
import { NoticeItems, NoticeRights, RetentionTable } from '~/components/privacy/notice';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { grievanceOfficer, publicConfig } from '~/config.server';
import { withAppErrors } from '~/services/http/route-errors.server';

const SUMMARY = 'What personal data we collect, why, and your rights under the Digital Personal Data Protection Act, 2023.';

/** The privacy notice: the same items registration shows, then rights, complaints and the retention schedule. */
export const loader = withAppErrors(() => ({ platform: publicConfig().platform, officer: grievanceOfficer(), noticeVersion: NOTICE_VERSION }));

export const meta: Route.MetaFunction = () => [{ title: 'Personal Information and Privacy' }, { name: 'description', content: SUMMARY }];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { platform, officer, noticeVersion } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">Personal Information and Privacy</h1>
      <p className="mt-3 text-lg text-slate-700">{SUMMARY}</p>
      <div className="prose-page">
        <p>
          {platform.legalName}, {platform.address} (email {platform.email}) decides how the personal data described here is used. This notice is version {noticeVersion}; registration
          shows the same list and asks for your consent to it.
        </p>
        <h2>What we collect and why</h2>
        <NoticeItems caption="Each kind of personal data and what it is used for" />
        <NoticeRights />
        <h2>How long we keep it</h2>
        <RetentionTable />
        <h2>Grievance Officer</h2>
        <p>
          {officer.name}, {officer.organisation}: <a href={`mailto:${officer.email}`}>{officer.email}</a>, {officer.phone}. We answer a grievance within {officer.responseDays} days.{' '}
          <Link to="/grievance-officer">How to raise a grievance</Link>.
        </p>
      </div>
    </main>
  );
}
