import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.staff';
import { Done, roleLabel } from '~/components/admin/account-admin';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { config } from '~/config.server';
import { StaffInviteSchema } from '~/domain/account-admin';
import { formatIndianMoment } from '~/domain/india-time';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '~/domain/staff';
import { staffList } from '~/services/admin/accounts.server';
import { inviteStaff } from '~/services/admin/staff-accounts.server';
import { requireRecentPassword, requireStaff } from '~/services/admin/staff.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

export function meta() {
  return [{ title: 'Staff — admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'manage_staff');
  const staff = await staffList();
  return { staff: staff.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, suspended: row.suspendedAt !== null, since: formatIndianMoment(row.createdAt) })) };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'manage_staff');
  return submitForm(
    request,
    StaffInviteSchema,
    async (input) => {
      await requireRecentPassword(request);
      const { outcome } = await inviteStaff(staff, input, siteUrlForLinks(), config().SITE_NAME);
      return {
        done:
          outcome === 'invited'
            ? `${input.email} is invited as ${STAFF_ROLE_LABELS[input.role]}: they were emailed a link to choose their password.`
            : `${input.email} is now ${STAFF_ROLE_LABELS[input.role]}; their password is unchanged.`,
      };
    },
    { resetOnSuccess: true },
  );
});

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(StaffInviteSchema, { id: 'invite-staff', lastResult: actionData?.result });
  const done = actionData?.ok && 'done' in actionData ? actionData.done : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Staff</h1>
      {done ? <Done>{done}</Done> : null}
      <table className="mt-4 w-full text-left text-sm" data-testid="staff-list">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1">Name</th>
            <th className="py-1">Email</th>
            <th className="py-1">Role</th>
            <th className="py-1">Since</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.staff.map((member) => (
            <tr key={member.id} className="border-b border-slate-200">
              <td className="py-1">
                <a className="text-brand-700 underline" href={`/admin/users/${member.id}`}>
                  {member.name}
                </a>
              </td>
              <td className="py-1">{member.email}</td>
              <td className="py-1">
                {roleLabel(member.role)}
                {member.suspended ? ', suspended' : ''}
              </td>
              <td className="py-1">{member.since}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">To change a role or take it away, open the person&apos;s page.</p>

      <section aria-labelledby="invite-heading" className="mt-8 max-w-xl rounded-lg border border-slate-300 p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Add a staff member
        </h2>
        <p className="mt-1 text-sm text-slate-700">A new login gets an email with a link to choose their password (valid for one hour; afterwards “Forgot password” sends a new one).</p>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
          <FormErrors form={form} />
          <FormField meta={fields.email} label="Email address" required>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.name} label="Name" required>
            <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" className={inputClass} />
          </FormField>
          <FormField meta={fields.role} label="Staff role" required>
            <select {...getSelectProps(fields.role)} className={inputClass}>
              <option value="">Choose a role…</option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]} — {STAFF_ROLE_DESCRIPTIONS[role]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.promote} label="Promote this member" optional hint="Tick when the email already belongs to a member of the public: they become staff and keep their password.">
            <input {...getInputProps(fields.promote, { type: 'checkbox', value: 'yes' })} className="h-4 w-4" />
          </FormField>
          <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
            Add to staff
          </button>
        </Form>
      </section>
    </>
  );
}
