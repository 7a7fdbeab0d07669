import type { Route } from './+types/admin';
import { AuditTable } from '~/components/admin/audit-table';
import { MailStatusNotice } from '~/components/admin/mail-status-notice';
import { auditEntryView } from '~/domain/audit-log';
import { staffAllows } from '~/domain/staff';
import { recentAuditEntries } from '~/services/admin/audit.server';
import { queuesFor } from '~/services/admin/overview.server';
import { requireStaff } from '~/services/admin/staff.server';
import { mailStatus } from '~/services/mail/mailer.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Marketplace admin' }, { name: 'robots', content: 'noindex' }];
}

/** The queues the staff member's role works with their counts; the latest audit entries for those who read the log. */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireStaff(request, 'view_accounts');
  const readsAudit = staffAllows(staff.role, 'view_audit');
  const [queues, mail, audit] = await Promise.all([queuesFor(staff.role), mailStatus(), readsAudit ? recentAuditEntries(10) : Promise.resolve([])]);
  return { mail, queues, readsAudit, audit: audit.map(auditEntryView) };
});

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { queues, readsAudit, audit } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Marketplace admin</h1>
      <MailStatusNotice status={loaderData.mail} />
      <h2 className="mt-6 text-lg font-semibold">Your queues</h2>
      {queues.length === 0 ? (
        <p className="mt-1 text-slate-700">Your role works no queue. The menu above has the pages it opens.</p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="admin-queues">
          {queues.map((queue) => (
            <li key={queue.key}>
              <a className="font-semibold text-brand-700 underline" href={queue.href} data-testid={`queue-${queue.key}`}>
                {queue.label}: {queue.count}
              </a>
            </li>
          ))}
        </ul>
      )}
      {readsAudit ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">Latest staff actions</h2>
          <p className="mt-1">
            <a className="text-brand-700 underline" href="/admin/audit">
              The whole audit log, with filters
            </a>
          </p>
          {audit.length === 0 ? <p className="mt-1 text-slate-700">No staff actions yet.</p> : <AuditTable entries={audit} caption="The 10 latest staff actions" />}
        </>
      ) : null}
    </>
  );
}
