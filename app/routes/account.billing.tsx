import type { Route } from './+types/account.billing';
import { ORDER_STATUS_LABELS } from '~/domain/billing';
import { formatInr } from '~/domain/money';
import { requireUser } from '~/services/accounts/sessions.server';
import { billingOverview } from '~/services/billing/invoices.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Billing' }, { name: 'robots', content: 'noindex' }];
}

const day = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { membership, orders, invoices } = await billingOverview(user.id);
  return {
    membership: membership ? { planName: membership.planName, endsAt: day(membership.endsAt) } : undefined,
    orders: orders.map(({ order, planName }) => ({
      reference: order.reference,
      planName,
      total: formatInr(order.totalPaise),
      status: ORDER_STATUS_LABELS[order.status],
      date: day(order.createdAt),
    })),
    invoices: invoices.map((invoice) => ({ number: invoice.number, date: day(invoice.issuedAt), total: formatInr(invoice.totalPaise, { paise: 'always' }) })),
  };
});

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { membership, orders, invoices } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">Billing</h1>
      <section className="mt-6" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-lg font-semibold">
          Your plan
        </h2>
        {membership ? (
          <p className="mt-1" data-testid="current-plan">
            <strong>{membership.planName}</strong>, valid until {membership.endsAt}. <a className="text-brand-700 underline" href="/members">Open your member benefits</a>.
          </p>
        ) : (
          <p className="mt-1" data-testid="current-plan">
            You have no active plan. <a className="text-brand-700 underline" href="/subscription">Compare plans</a>.
          </p>
        )}
      </section>
      <section className="mt-8" aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        {orders.length === 0 ? (
          <p className="mt-1 text-slate-700">No orders yet.</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-1">Order</th>
                <th className="py-1">Plan</th>
                <th className="py-1">Date</th>
                <th className="py-1">Status</th>
                <th className="py-1 text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.reference} className="border-b border-slate-200">
                  <td className="py-1">
                    <a className="text-brand-700 underline" href={`/subscription/orders/${order.reference}`}>
                      {order.reference}
                    </a>
                  </td>
                  <td className="py-1">{order.planName}</td>
                  <td className="py-1">{order.date}</td>
                  <td className="py-1">{order.status}</td>
                  <td className="py-1 text-right tabular-nums">{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="mt-8" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          Tax invoices
        </h2>
        {invoices.length === 0 ? (
          <p className="mt-1 text-slate-700">Invoices appear here once a payment is confirmed.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {invoices.map((invoice) => (
              <li key={invoice.number}>
                <a className="text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}`}>
                  {invoice.number}
                </a>{' '}
                · {invoice.date} · {invoice.total} ·{' '}
                <a className="text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}.pdf`} download>
                  PDF
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
