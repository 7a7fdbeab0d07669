import type { Route } from './+types/admin.companies.$id';
import { AuditEntries, Done, resultFor, roleLabel, SuspensionForm } from '~/components/admin/account-admin';
import { SuspensionSchema } from '~/domain/account-admin';
import { formatIndianMoment } from '~/domain/india-time';
import { LISTING_STATE_NAMES } from '~/domain/listing';
import { ENTERPRISE_TYPE_LABELS } from '~/domain/search';
import { staffAllows } from '~/domain/staff';
import { ROLE_LABELS } from '~/domain/team';
import { supplierUrl } from '~/domain/urls';
import { LEVEL_LABELS } from '~/domain/verification';
import { companyDetails, recordId } from '~/services/admin/accounts.server';
import { requireRecentPassword, requireStaff } from '~/services/admin/staff.server';
import { changeCompanySuspension } from '~/services/admin/suspensions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.company.name} — admin` : 'Company — admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const staff = await requireStaff(request, 'view_accounts');
  const details = await companyDetails(recordId(params.id));
  const { company } = details;
  return {
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      role: company.role,
      enterpriseType: company.enterpriseType,
      legalForm: company.legalForm,
      businessType: company.businessType,
      gstin: company.gstin,
      pan: company.pan,
      udyam: company.udyam,
      dpiit: company.dpiit,
      address: [company.address, company.city, company.stateName, company.pin].filter(Boolean).join(', '),
      contact: [company.contactName, company.designation].filter(Boolean).join(', '),
      email: company.email,
      mobile: company.mobile,
      website: company.website,
      level: company.verificationLevel,
      createdAt: formatIndianMoment(company.createdAt),
      suspendedAt: company.suspendedAt ? formatIndianMoment(company.suspendedAt) : null,
      suspendedReason: company.suspendedReason,
    },
    members: details.members.map((member) => ({ ...member, suspended: member.suspendedAt !== null, suspendedAt: undefined })),
    listingCounts: details.listingCounts,
    openReports: details.openReports,
    audit: details.audit,
    canSuspend: staffAllows(staff.role, 'manage_accounts'),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'manage_accounts');
  const id = recordId(params.id);
  return submitForm(
    request,
    SuspensionSchema,
    async (input) => {
      await requireRecentPassword(request);
      await changeCompanySuspension(staff, id, input);
      return { done: input.intent === 'suspend' ? 'The company is suspended: its members were signed out and its listings are hidden.' : 'The company is restored.' };
    },
    { resetOnSuccess: true },
  );
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-40 shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words">{children || '—'}</dd>
    </div>
  );
}

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { company, members, listingCounts, openReports, audit, canSuspend } = loaderData;
  const done = actionData?.ok && 'done' in actionData ? actionData.done : undefined;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <p className="text-sm">
        <a className="text-brand-700 underline" href="/admin/companies">
          ← Companies
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{company.name}</h1>
      {company.suspendedAt ? (
        <p className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-900" data-testid="suspended-notice">
          Suspended since {company.suspendedAt}: {company.suspendedReason}
        </p>
      ) : null}
      {done ? <Done>{done}</Done> : null}
      <dl className="mt-4 space-y-1 text-sm">
        <Fact label="Slug">
          {company.slug}
          {company.role !== 'buyer' && !company.suspendedAt ? (
            <>
              {' · '}
              <a className="text-brand-700 underline" href={supplierUrl(company.slug)}>
                Supplier page
              </a>
            </>
          ) : null}
        </Fact>
        <Fact label="Role">{company.role === 'both' ? 'Seller and buyer' : company.role === 'seller' ? 'Seller' : 'Buyer'}</Fact>
        <Fact label="Enterprise type">{ENTERPRISE_TYPE_LABELS[company.enterpriseType]}</Fact>
        <Fact label="Legal form">{company.legalForm}</Fact>
        <Fact label="Business type">{company.businessType}</Fact>
        <Fact label="GSTIN">{company.gstin}</Fact>
        <Fact label="PAN">{company.pan}</Fact>
        <Fact label="Udyam">{company.udyam}</Fact>
        <Fact label="DPIIT">{company.dpiit}</Fact>
        <Fact label="Address">{company.address}</Fact>
        <Fact label="Contact">{company.contact}</Fact>
        <Fact label="Email">{company.email}</Fact>
        <Fact label="Mobile">{company.mobile}</Fact>
        <Fact label="Website">{company.website}</Fact>
        <Fact label="Registered">{company.createdAt}</Fact>
        <Fact label="Verification">
          {LEVEL_LABELS[company.level]} ·{' '}
          <a className="text-brand-700 underline" href={`/admin/verification/${company.id}`}>
            Checks and documents
          </a>
        </Fact>
        <Fact label="Open reports">
          <a className="text-brand-700 underline" href={`/admin/reports?company=${company.id}`}>
            {openReports} open {openReports === 1 ? 'report' : 'reports'} about it or its listings
          </a>
        </Fact>
      </dl>

      <h2 className="mt-8 text-lg font-semibold">Listings</h2>
      {listingCounts.length === 0 ? (
        <p className="mt-1 text-slate-700">No listings.</p>
      ) : (
        <ul className="mt-1 text-sm" data-testid="listing-counts">
          {listingCounts.map((entry) => (
            <li key={entry.status}>
              {LISTING_STATE_NAMES[entry.status]}: {entry.count}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold">Team</h2>
      {members.length === 0 ? (
        <p className="mt-1 text-slate-700">No logins belong to this company.</p>
      ) : (
        // The team table scrolls inside its own box on a phone, the page staying as wide as the screen.
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-1">Name</th>
                <th className="py-1">Email</th>
                <th className="py-1">Team role</th>
                <th className="py-1">Login</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className="border-b border-slate-200">
                  <td className="py-1">
                    <a className="text-brand-700 underline" href={`/admin/users/${member.id}`}>
                      {member.name}
                    </a>
                  </td>
                  <td className="py-1">{member.email}</td>
                  <td className="py-1">{ROLE_LABELS[member.teamRole]}</td>
                  <td className="py-1">
                    {roleLabel(member.role)}
                    {member.suspended ? ', suspended' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {canSuspend ? <SuspensionForm suspended={company.suspendedAt !== null} what="company" lastResult={resultFor(failed, 'suspension')} /> : null}
      <AuditEntries entries={audit} headingId="company-audit" />
    </>
  );
}
