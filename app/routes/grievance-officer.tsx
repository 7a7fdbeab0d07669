import { Link } from 'react-router';
import type { Route } from './+types/grievance-officer';
import { grievanceOfficer } from '~/config.server';
import { withAppErrors } from '~/services/http/route-errors.server';

const SUMMARY = 'Contact for complaints under the IT Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020.';

/** The Grievance Officer's business contact (configurable, docs in README) and how a grievance is handled. */
export const loader = withAppErrors(() => ({ officer: grievanceOfficer() }));

export const meta: Route.MetaFunction = () => [{ title: 'Grievance Officer' }, { name: 'description', content: SUMMARY }];

export default function GrievanceOfficerPage({ loaderData }: Route.ComponentProps) {
  const { officer } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">Grievance Officer</h1>
      <p className="mt-3 text-lg text-slate-700">{SUMMARY}</p>
      <div className="prose-page">
        <p>The same officer answers questions and complaints about your personal data and how we use it.</p>
        <h2>Contact</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="grievance-contact">
          <dt className="font-semibold">Name</dt>
          <dd>{officer.name}</dd>
          <dt className="font-semibold">Company</dt>
          <dd>{officer.organisation}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{officer.phone}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{officer.address}</dd>
        </dl>
        <h2>How to raise a grievance</h2>
        <ul>
          <li>Write to the email address or the postal address above, or use the <Link to="/contact">contact page</Link>.</li>
          <li>Say who you are (the email address of your account, if you have one), what happened and when, and what you would like us to do.</li>
          <li>For your own data you can also act yourself: download or delete it on <Link to="/account/data">Your data</Link>, and withdraw optional consents on <Link to="/account/privacy">Privacy</Link>.</li>
        </ul>
        <h2>When we answer</h2>
        <p>
          We acknowledge a grievance within 48 hours and answer it within {officer.responseDays} days of receiving it. The Digital Personal Data Protection Rules, 2025 require a business to
          publish this period and let it be no longer than 90 days.
        </p>
        <p>
          If our answer does not settle a complaint about your personal data, you can take it to the Data Protection Board of India. The <Link to="/privacy">privacy notice</Link> lists the data we
          keep, why, and for how long.
        </p>
      </div>
    </main>
  );
}
