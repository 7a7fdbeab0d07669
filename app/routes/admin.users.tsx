import { useLocation } from 'react-router';
import type { Route } from './+types/admin.users';
import { Filter, roleLabel, SuspendedFilterAndSearch } from '~/components/admin/account-admin';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { ADMIN_PAGE_SIZE, UserSearchSchema } from '~/domain/account-admin';
import { formatIndianDay } from '~/domain/india-time';
import { USER_ROLES } from '~/domain/staff';
import { ROLE_LABELS } from '~/domain/team';
import { searchUsers } from '~/services/admin/accounts.server';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Users — admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'view_accounts');
  const search = UserSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const found = await searchUsers(search);
  return { search, ...found, rows: found.rows.map((row) => ({ ...row, suspended: row.suspendedAt !== null, suspendedAt: undefined, deletionDue: row.deletionDueAt ? formatIndianDay(row.deletionDueAt) : null, deletionDueAt: undefined })) };
});

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { search, rows, total, page } = loaderData;
  const location = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Users</h1>
      <form method="get" action="/admin/users" className="mt-4 grid gap-3 sm:grid-cols-4" role="search">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="filter-q" className="text-sm font-medium text-slate-800">
            Email or name
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={search.q} maxLength={100} className={inputClass} />
        </div>
        <Filter name="role" label="Role" value={search.role} options={USER_ROLES.map((role) => [role, roleLabel(role)] as const)} />
        <SuspendedFilterAndSearch value={search.suspended} />
      </form>
      <p className="mt-4 text-slate-700" role="status">
        {total === 0 ? 'No login matches.' : `${total.toLocaleString('en-IN')} ${total === 1 ? 'login' : 'logins'}`}
      </p>
      {rows.length > 0 ? (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-1">Name</th>
              <th className="py-1">Email</th>
              <th className="py-1">Role</th>
              <th className="py-1">Company</th>
              <th className="py-1">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className="py-1">
                  <a className="font-semibold text-brand-700 underline" href={`/admin/users/${row.id}`}>
                    {row.name}
                  </a>
                </td>
                <td className="py-1">{row.email}</td>
                <td className="py-1">{roleLabel(row.role)}</td>
                <td className="py-1">
                  {row.companyId ? (
                    <a className="text-brand-700 underline" href={`/admin/companies/${row.companyId}`}>
                      {row.companyName}
                    </a>
                  ) : (
                    '—'
                  )}
                  {row.teamRole ? ` (${ROLE_LABELS[row.teamRole]})` : ''}
                </td>
                <td className="py-1">{row.suspended ? <strong className="text-red-800">Suspended</strong> : 'Active'}{row.deletionDue ? ` — deletion on ${row.deletionDue}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname={location.pathname} search={new URLSearchParams(location.search)} />
    </>
  );
}
