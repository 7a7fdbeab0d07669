import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from '~/components/i18n/links';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { StaffRoleSchema, SuspensionSchema } from '~/domain/account-admin';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, USER_ROLES, isStaffRole, type UserRole } from '~/domain/staff';

/* The admin console's account pieces shared by the company, user and staff pages. */

type Result = SubmissionResult<string[]> | undefined;

/** Which of a page's forms an answer belongs to (the hidden `form` field it was posted with). */
export function resultFor(actionData: { result: SubmissionResult<string[]> } | undefined, form: string): Result {
  return actionData?.result.initialValue?.form === form ? actionData.result : undefined;
}

export const roleLabel = (role: UserRole) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : 'Member');

/** Suspend (with the reason the account is told) or restore, by whether it is suspended now. */
export function SuspensionForm({ suspended, what, lastResult }: { suspended: boolean; what: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(SuspensionSchema, { id: 'suspension', lastResult });
  const intent = suspended ? 'restore' : 'suspend';
  return (
    <section aria-labelledby="suspension-heading" className={`mt-8 max-w-xl rounded-lg border p-4 ${suspended ? 'border-slate-300' : 'border-red-200'}`}>
      <h2 id="suspension-heading" className="text-lg font-semibold">
        {suspended ? `Restore the ${what}` : `Suspend the ${what}`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {suspended
          ? 'Logins work again and listings that were live are shown to buyers again. The account is emailed your note.'
          : 'Sessions end at once, logins are refused with this reason, and listings are hidden from buyers (they keep their own states). The account is emailed the reason.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors form={form} />
        <input type="hidden" name="form" value="suspension" />
        <input type="hidden" name="intent" value={intent} />
        <FormField meta={fields.reason} label={suspended ? 'Note to the account' : 'Reason'} required hint="5 to 500 characters; the account reads it.">
          <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })} rows={3} className={inputClass} />
        </FormField>
        <button type="submit" className={suspended ? buttonClass : 'rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50'} onMouseDown={keepFieldFocus}>
          {suspended ? 'Restore' : 'Suspend'}
        </button>
      </Form>
    </section>
  );
}

/** An administrator's form to change a login's role (member or a staff role). */
export function RoleForm({ current, lastResult }: { current: UserRole; lastResult: Result }) {
  const [form, fields] = useSchemaForm(StaffRoleSchema, { id: 'role', lastResult, defaultValue: { role: current } });
  return (
    <section aria-labelledby="role-heading" className="mt-8 max-w-xl rounded-lg border border-slate-300 p-4">
      <h2 id="role-heading" className="text-lg font-semibold">
        Role on the marketplace
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors form={form} />
        <input type="hidden" name="form" value="role" />
        <FormField meta={fields.role} label="Role" required hint="Staff roles open the admin console; a member buys and sells.">
          <select {...getSelectProps(fields.role, { ariaDescribedBy: fields.role.descriptionId })} className={inputClass}>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
                {isStaffRole(role) ? ` — ${STAFF_ROLE_DESCRIPTIONS[role]}` : ''}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
          Change role
        </button>
      </Form>
    </section>
  );
}

export interface AuditRow {
  id: number;
  who: string;
  action: string;
  when: string;
  changes: string;
}

/** Audit entries about one company or login, newest first. */
export function AuditEntries({ entries, headingId }: { entries: AuditRow[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold">
        Recent staff actions
      </h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-slate-700">No staff action about it yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm" data-testid="audit-entries">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-1">When</th>
              <th className="py-1">Who</th>
              <th className="py-1">Action</th>
              <th className="py-1">Before → after, details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <td className="py-1">{entry.when}</td>
                <td className="py-1">{entry.who}</td>
                <td className="py-1">{entry.action}</td>
                <td className="py-1 break-words">{entry.changes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Success line after an action (`role="status"`, read by screen readers). */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3">
      {children}
    </p>
  );
}

/** A labelled select of a filter, "Any" first (a GET form: works without JavaScript). */
export function Filter({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">Any</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const SUSPENDED_OPTIONS = [
  ['yes', 'Suspended'],
  ['no', 'Not suspended'],
] as const;

/** The end of an account search form: the suspended filter and the submit button. */
export function SuspendedFilterAndSearch({ value }: { value: string | undefined }) {
  return (
    <>
      <Filter name="suspended" label="Suspended" value={value} options={SUSPENDED_OPTIONS} />
      <div className="flex items-end">
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </div>
    </>
  );
}
