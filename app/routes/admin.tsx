import type { Route } from './+types/admin';
import { MailStatusNotice } from '~/components/admin/mail-status-notice';
import { requireStaff } from '~/services/admin/staff.server';
import { recentAuditEntries } from '~/services/admin/audit.server';
import { pendingUpiPayments } from '~/services/billing/admin.server';
import { reviewQueueCount } from '~/services/catalog/listing-review.server';
import { mailStatus } from '~/services/mail/mailer.server';
import { waitingChatCount } from '~/services/chat/handover.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Marketplace admin' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'view_accounts');
  const [pending, audit, mail, reviewCount, chatCount] = await Promise.all([pendingUpiPayments(), recentAuditEntries(20), mailStatus(), reviewQueueCount(), waitingChatCount()]);
  return {
    mail,
    chatCount,
    pendingCount: pending.length,
    reviewCount,
    audit: audit.map((entry) => ({
      id: entry.id,
      who: entry.adminEmail,
      action: entry.action,
      subject: entry.subject,
      detail: Object.entries(entry.detail)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', '),
      // A confirmation issued an invoice; the team opens it from here.
      invoice: typeof entry.detail.invoice === 'string' ? entry.detail.invoice : undefined,
      when: entry.createdAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
    })),
  };
});

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Marketplace admin</h1>
      <MailStatusNotice status={loaderData.mail} />
      <p className="mt-3">
        <a className="font-semibold text-brand-700 underline" href="/admin/payments">
          UPI payments to confirm: {loaderData.pendingCount}
        </a>
      </p>
      <p className="mt-1">
        <a className="font-semibold text-brand-700 underline" href="/admin/listings">
          Listings waiting for review: {loaderData.reviewCount}
        </a>
      </p>
      <p className="mt-1">
        <a className="font-semibold text-brand-700 underline" href="/admin/chats">
          Chats handed over to the team: {loaderData.chatCount}
        </a>
      </p>
      <h2 className="mt-8 text-lg font-semibold">Audit trail</h2>
      {loaderData.audit.length === 0 ? (
        <p className="mt-1 text-slate-700">No admin actions yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-1">When</th>
              <th className="py-1">Who</th>
              <th className="py-1">Action</th>
              <th className="py-1">Details</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.audit.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200">
                <td className="py-1">{entry.when}</td>
                <td className="py-1">{entry.who}</td>
                <td className="py-1">
                  {entry.action} {entry.subject}
                </td>
                <td className="py-1">
                  {entry.detail}
                  {entry.invoice ? (
                    <>
                      {' '}
                      <a className="text-brand-700 underline" href={`/account/billing/invoices/${entry.invoice}`}>
                        Open invoice {entry.invoice}
                      </a>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
