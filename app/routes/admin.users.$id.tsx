import type { Route } from './+types/admin.users.$id';
import { AuditEntries, Done, resultFor, RoleForm, roleLabel, SuspensionForm } from '~/components/admin/account-admin';
import { StaffRoleSchema, SuspensionSchema } from '~/domain/account-admin';
import { formatIndianMoment } from '~/domain/india-time';
import { staffAllows } from '~/domain/staff';
import { ROLE_LABELS } from '~/domain/team';
import { recordId, userDetails } from '~/services/admin/accounts.server';
import { changeUserRole } from '~/services/admin/staff-accounts.server';
import { requireRecentPassword, requireStaff } from '~/services/admin/staff.server';
import { changeUserSuspension } from '~/services/admin/suspensions.server';
import { readTextForm } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.user.name} — admin` : 'User — admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const staff = await requireStaff(request, 'view_accounts');
  const details = await userDetails(recordId(params.id));
  const { user } = details;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: formatIndianMoment(user.createdAt),
      suspendedAt: user.suspendedAt ? formatIndianMoment(user.suspendedAt) : null,
      suspendedReason: user.suspendedReason,
      deletionDue: user.deletionDueAt ? formatIndianMoment(user.deletionDueAt) : null,
      deletedAt: user.deletedAt ? formatIndianMoment(user.deletedAt) : null,
      company: user.companyId ? { id: user.companyId, name: user.companyName ?? '', suspended: user.companySuspendedAt !== null, teamRole: user.teamRole } : null,
    },
    sessions: details.sessions,
    lastLogin: details.lastLogin ? formatIndianMoment(details.lastLogin) : null,
    audit: details.audit,
    self: staff.id === user.id,
    canSuspend: staffAllows(staff.role, 'manage_accounts'),
    canChangeRole: staffAllows(staff.role, 'manage_staff'),
  };
});

export const headers = formHeaders;

/** Two forms post here: `form=suspension` (manage_accounts) and `form=role` (manage_staff); both ask for a recent password. */
export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const id = recordId(params.id);
  const form = await readTextForm(request);
  if (form.get('form') === 'role') {
    const staff = await requireStaff(request, 'manage_staff');
    return submitForm(form, StaffRoleSchema, async ({ role }) => {
      await requireRecentPassword(request);
      await changeUserRole(staff, id, role);
      return { done: `The role is now ${roleLabel(role)}.` };
    });
  }
  const staff = await requireStaff(request, 'manage_accounts');
  return submitForm(
    form,
    SuspensionSchema,
    async (input) => {
      await requireRecentPassword(request);
      await changeUserSuspension(staff, id, input);
      return { done: input.intent === 'suspend' ? 'The login is suspended and its sessions have ended.' : 'The login is restored.' };
    },
    { resetOnSuccess: true },
  );
});

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, lastLogin, audit, self, canSuspend, canChangeRole } = loaderData;
  const done = actionData?.ok && 'done' in actionData ? actionData.done : undefined;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <p className="text-sm">
        <a className="text-brand-700 underline" href="/admin/users">
          ← Users
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{user.name}</h1>
      {user.suspendedAt ? (
        <p className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900" data-testid="suspended-notice">
          Suspended since {user.suspendedAt}: {user.suspendedReason}
        </p>
      ) : null}
      {user.deletionDue || user.deletedAt ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="deletion-notice">
          {user.deletedAt ? `Deleted at the member’s request on ${user.deletedAt}: personal data anonymised.` : `The member asked for deletion: the account is anonymised on ${user.deletionDue} unless they cancel.`}
        </p>
      ) : null}
      {done ? <Done>{done}</Done> : null}
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Email</dt>
          <dd>
            {user.email} {user.emailVerified ? '(confirmed)' : '(not confirmed)'}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Mobile</dt>
          <dd>{user.mobile ?? '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Role</dt>
          <dd data-testid="user-role">{roleLabel(user.role)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Company</dt>
          <dd>
            {user.company ? (
              <>
                <a className="text-brand-700 underline" href={`/admin/companies/${user.company.id}`}>
                  {user.company.name}
                </a>
                {user.company.teamRole ? ` (${ROLE_LABELS[user.company.teamRole]})` : ''}
                {user.company.suspended ? ' — the company is suspended' : ''}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Open sessions</dt>
          <dd data-testid="session-count">{sessions}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Last password login</dt>
          <dd>{lastLogin ?? 'Not known (no open session)'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-40 shrink-0 text-slate-600">Registered</dt>
          <dd>{user.createdAt}</dd>
        </div>
      </dl>
      {self ? <p className="mt-6 text-slate-700">This is your own login: another staff member suspends it or changes its role.</p> : null}
      {canSuspend && !self ? <SuspensionForm suspended={user.suspendedAt !== null} what="login" lastResult={resultFor(failed, 'suspension')} /> : null}
      {canChangeRole && !self ? <RoleForm current={user.role} lastResult={resultFor(failed, 'role')} /> : null}
      <AuditEntries entries={audit} headingId="user-audit" />
    </>
  );
}
