import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { RichText, useDomainText, useT } from '~/components/i18n/context';
import { Form, Link, NavLink } from '~/components/i18n/links';
import type { MessageKey } from '~/content/messages';
import { isStaffRole } from '~/domain/staff';
import type { Route } from './+types/account';
import { useRequestId } from '~/components/request-id';
import { offeredTo, ROLE_LABELS, roleAllows, type TeamPermission, type TeamRole } from '~/domain/team';
import { requireUser } from '~/services/accounts/sessions.server';
import { accountAreaOf } from '~/services/accounts/team.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { unreadMessageCount } from '~/services/conversations/thread-pages.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const [area, unreadMessages] = await Promise.all([accountAreaOf(user.id), unreadMessageCount(user.id)]);
  const title = requestTranslator(request, 'account')('yourAccount');
  return { user: { name: user.name, email: user.email, emailVerified: user.emailVerified, admin: isStaffRole(user.role) }, ...area, unreadMessages, title };
});

/**
 * The account's tabs. `needs` hides a tab from a company member whose role does not allow it
 * (app/domain/team.ts); 'owner' is a member whose role manages the company (other members can still
 * open /account/team to see who is on it). A login without a company sees the tabs that lead to
 * creating one (their pages say so).
 */
interface AccountLink {
  to: string;
  label: string;
  end: boolean;
  needs?: TeamPermission | 'owner';
}

const LINKS: AccountLink[] = [
  { to: '/account', label: 'Profile', end: true },
  { to: '/account/dashboard', label: 'Dashboard', end: false },
  { to: '/account/products', label: 'Products', end: false, needs: 'catalogue' },
  { to: '/account/messages', label: 'Messages', end: false, needs: 'leads' },
  { to: '/account/leads', label: 'Leads', end: true, needs: 'leads' },
  { to: '/account/inquiries', label: 'Inquiries', end: false, needs: 'leads' },
  { to: '/account/requirements', label: 'Requirements', end: false, needs: 'leads' },
  { to: '/account/leads/requirements', label: 'Requirements for you', end: false, needs: 'leads' },
  { to: '/account/requirement-preferences', label: 'Requirement preferences', end: false, needs: 'leads' },
  { to: '/account/team', label: 'Team', end: false, needs: 'owner' },
  { to: '/account/billing', label: 'Billing', end: false, needs: 'manage_company' },
  { to: '/account/integrations', label: 'Integrations', end: false, needs: 'manage_company' },
  { to: '/account/reviews', label: 'Reviews', end: false, needs: 'leads' },
  { to: '/account/reports', label: 'Reports', end: false },
  { to: '/account/verification', label: 'Verification', end: false, needs: 'owner' },
  { to: '/account/notifications', label: 'Notifications', end: false },
  { to: '/account/password', label: 'Password', end: false },
  { to: '/account/data', label: 'Your data', end: false },
  { to: '/account/privacy', label: 'Privacy', end: false },
];

function linksFor(role: TeamRole | null): AccountLink[] {
  return LINKS.filter((link) => {
    if (!link.needs) return true;
    if (link.needs === 'owner') return role !== null && roleAllows(role, 'manage_company');
    return offeredTo(role, link.needs);
  });
}

type AccountData = Route.ComponentProps['loaderData'];

function AccountLayout({ data, children }: { data: AccountData; children: ReactNode }) {
  const role = data.membership?.role ?? null;
  const t = useT('account');
  const domainText = useDomainText();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          <RichText text={t('signedInAs', { name: data.user.name, email: data.user.email })} parts={[<strong data-user-text />]} />
          {data.membership ? <RichText text={t('roleAt', { role: domainText(ROLE_LABELS[data.membership.role]), company: data.membership.companyName })} parts={[<strong data-user-text />]} /> : null}
        </p>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold">
            {t('logOut')}
          </button>
        </Form>
      </div>
      {!data.membership && !data.user.admin ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-company-notice">
          {data.formerCompany ? t('formerCompany', { company: data.formerCompany }) : t('noCompany')}
          <RichText text={t('createProfileOrAsk')} parts={[<Link to="/account" className="underline" />]} />
        </p>
      ) : null}
      <nav aria-label={t('accountNav')} className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-4">
          {linksFor(role).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => `inline-block border-b-2 px-1 py-2 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-700'}`}
              >
                {t(`tab.${link.label}` as MessageKey<'account'>)}
                {link.to === '/account/messages' && data.unreadMessages > 0 ? (
                  <span className="ml-1 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs text-white" data-testid="unread-messages">
                    {data.unreadMessages > 99 ? '99+' : data.unreadMessages}
                    <span className="sr-only">{t('unread')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}

// The account area's layout: other areas add children (inquiries, billing) in routes.ts.
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout data={loaderData}>
      <Outlet />
    </AccountLayout>
  );
}

/**
 * A page of the account area that refuses (a role without it, a removed member, a page that is
 * gone) says why inside the account's tabs, so the member can go on from there.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('routes/account');
  const requestId = useRequestId();
  const t = useT('account');
  const domainText = useDomainText();
  const refusal = isRouteErrorResponse(error) && error.status < 500;
  const message = refusal ? domainText(typeof error.data === 'string' && error.data ? error.data : error.statusText) : t('errorServerDetail');
  const body = (
    <section className="py-6" role="alert">
      <h1 className="text-2xl font-bold text-brand-700">{refusal && (error.status === 403 || error.status === 401) ? t('errorForbidden') : refusal ? t('errorRefused') : t('errorServer')}</h1>
      <p className="mt-3 text-slate-800" data-testid="account-refusal">
        {message}
      </p>
      {!refusal && requestId ? (
        <p className="mt-3 text-sm text-slate-600">
          <RichText text={t('errorReference', { reference: requestId })} parts={[<code className="font-mono text-slate-900" />]} />
        </p>
      ) : null}
    </section>
  );
  if (!data) return <main className="mx-auto max-w-6xl px-4 py-8">{body}</main>;
  return <AccountLayout data={data}>{body}</AccountLayout>;
}
