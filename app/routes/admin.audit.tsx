import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.audit';
import { AuditTable } from '~/components/admin/audit-table';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { ADMIN_PAGE_SIZE } from '~/domain/admin-queues';
import { auditEntryView, auditParamsSchema } from '~/domain/audit-log';
import { auditActions, auditLogPage } from '~/services/admin/audit.server';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Audit log' }, { name: 'robots', content: 'noindex' }];
}

/** Every staff action and refusal, newest first, with filters (view_audit). */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'view_audit');
  const url = new URL(request.url);
  const params = auditParamsSchema.parse(Object.fromEntries(url.searchParams));
  const [{ entries, total }, actions] = await Promise.all([auditLogPage(params), auditActions()]);
  return { params, actions, total, search: url.search, entries: entries.map(auditEntryView) };
});

const labelClass = 'text-sm font-medium text-slate-800';

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { params, actions, total, entries, search } = loaderData;
  const filtered = Boolean(params.staff || params.action || params.subject || params.from || params.to);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Audit log</h1>
      <p className="mt-2 text-slate-700">Every action of the marketplace team and every refused attempt, newest first, with the values before and after. Times are India time.</p>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-staff" className={labelClass}>
            Staff email
          </label>
          <input id="audit-staff" name="staff" type="search" defaultValue={params.staff} maxLength={200} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-action" className={labelClass}>
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={params.action} className={inputClass}>
            <option value="">Every action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action === 'refused' ? 'refused (attempts without permission)' : action}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-subject" className={labelClass}>
            Subject contains
          </label>
          <input id="audit-subject" name="subject" type="search" defaultValue={params.subject} maxLength={200} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-from" className={labelClass}>
            From (day)
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={params.from ?? ''} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-to" className={labelClass}>
            To (day)
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={params.to ?? ''} className={inputClass} />
        </div>
        <div className="flex gap-3">
          <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
            Show
          </button>
          {filtered ? (
            <a href="/admin/audit" className="py-2 text-brand-700 underline">
              Clear
            </a>
          ) : null}
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 0 ? (filtered ? 'No entries match these filters.' : 'No staff actions yet.') : `${total.toLocaleString('en-IN')} entr${total === 1 ? 'y' : 'ies'}.`}
      </p>
      {entries.length > 0 ? <AuditTable entries={entries} caption="Staff actions, newest first" /> : null}
      <Pagination page={params.page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname="/admin/audit" search={new URLSearchParams(search)} />
    </>
  );
}
