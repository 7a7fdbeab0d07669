import { Form, NavLink, Outlet } from 'react-router';
import type { Route } from './+types/account';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your account' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { user: { name: user.name, email: user.email, emailVerified: user.emailVerified } };
});

const LINKS = [
  { to: '/account', label: 'Profile', end: true },
  { to: '/account/dashboard', label: 'Dashboard', end: false },
  { to: '/account/products', label: 'Products', end: false },
  { to: '/account/inquiries', label: 'Inquiries', end: false },
  { to: '/account/requirements', label: 'Requirements', end: false },
  { to: '/account/leads/requirements', label: 'Requirements for you', end: false },
  { to: '/account/requirement-preferences', label: 'Requirement preferences', end: false },
  { to: '/account/billing', label: 'Billing', end: false },
  { to: '/account/notifications', label: 'Notifications', end: false },
  { to: '/account/leads', label: 'Leads', end: true },
  { to: '/account/integrations', label: 'Integrations', end: false },
];

// The account area's layout: other areas add children (inquiries, billing) in routes.ts.
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          Signed in as <strong>{loaderData.user.name}</strong> ({loaderData.user.email})
        </p>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold">
            Log out
          </button>
        </Form>
      </div>
      <nav aria-label="Account" className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-4">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => `inline-block border-b-2 px-1 py-2 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-700'}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </main>
  );
}
