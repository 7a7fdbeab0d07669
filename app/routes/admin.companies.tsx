import { useLocation } from 'react-router';
import type { Route } from './+types/admin.companies';
import { Filter, SuspendedFilterAndSearch } from '~/components/admin/account-admin';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { ADMIN_PAGE_SIZE, COMPANY_ROLE_FILTERS, CompanySearchSchema } from '~/domain/account-admin';
import { indianStates } from '~/domain/india-states';
import { ENTERPRISE_TYPE_LABELS, ENTERPRISE_TYPES } from '~/domain/search';
import { LEVEL_LABELS, VERIFICATION_LEVELS } from '~/domain/verification';
import { searchCompanies } from '~/services/admin/accounts.server';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Companies — admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'view_accounts');
  const search = CompanySearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const found = await searchCompanies(search);
  return { search, ...found, rows: found.rows.map((row) => ({ ...row, suspended: row.suspendedAt !== null, suspendedAt: undefined })) };
});

const ROLE_NAMES = { seller: 'Seller', buyer: 'Buyer', both: 'Seller and buyer' } as const;

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const { search, rows, total, page } = loaderData;
  const location = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Companies</h1>
      <form method="get" action="/admin/companies" className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-4" role="search">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="filter-q" className="text-sm font-medium text-slate-800">
            Name, slug, GSTIN, email, mobile or city
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={search.q} maxLength={100} className={inputClass} />
        </div>
        <Filter name="role" label="Role" value={search.role} options={COMPANY_ROLE_FILTERS.map((role) => [role, ROLE_NAMES[role]] as const)} />
        <Filter name="level" label="Verification" value={search.level} options={VERIFICATION_LEVELS.map((level) => [level, LEVEL_LABELS[level]] as const)} />
        <Filter name="state" label="State" value={search.state} options={indianStates.map((state) => [state.gstCode, state.name] as const)} />
        <Filter name="type" label="Enterprise type" value={search.type} options={ENTERPRISE_TYPES.map((type) => [type, ENTERPRISE_TYPE_LABELS[type]] as const)} />
        <SuspendedFilterAndSearch value={search.suspended} />
      </form>
      <p className="mt-4 text-slate-700" role="status">
        {total === 0 ? 'No company matches.' : `${total.toLocaleString('en-IN')} ${total === 1 ? 'company' : 'companies'}`}
      </p>
      {rows.length > 0 ? (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-1">Company</th>
              <th className="py-1">GSTIN</th>
              <th className="py-1">Place</th>
              <th className="py-1">Role</th>
              <th className="py-1">Verification</th>
              <th className="py-1">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className="py-1">
                  <a className="font-semibold text-brand-700 underline" href={`/admin/companies/${row.id}`}>
                    {row.name}
                  </a>
                </td>
                <td className="py-1 font-mono">{row.gstin ?? '—'}</td>
                <td className="py-1">{[row.city, row.stateName].filter(Boolean).join(', ')}</td>
                <td className="py-1">{ROLE_NAMES[row.role]}</td>
                <td className="py-1">{LEVEL_LABELS[row.verificationLevel]}</td>
                <td className="py-1">{row.suspended ? <strong className="text-red-800">Suspended</strong> : 'Active'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname={location.pathname} search={new URLSearchParams(location.search)} />
    </>
  );
}
