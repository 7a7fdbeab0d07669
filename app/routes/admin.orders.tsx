import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.orders';
import { FilterTabs } from '~/components/admin/filter-tabs';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { ADMIN_PAGE_SIZE, ORDER_FILTERS, orderListParamsSchema } from '~/domain/admin-queues';
import { ORDER_STATUS_LABELS } from '~/domain/billing';
import { formatIndianMoment } from '~/domain/india-time';
import { formatInr } from '~/domain/money';
import { requireStaff } from '~/services/admin/staff.server';
import { allOrders } from '~/services/billing/admin.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Orders' }, { name: 'robots', content: 'noindex' }];
}

/** Every membership order, for finance: who bought what, how it was paid and its invoice. */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'finance');
  const url = new URL(request.url);
  const params = orderListParamsSchema.parse(Object.fromEntries(url.searchParams));
  const { orders, total } = await allOrders(params);
  return {
    params,
    total,
    search: url.search,
    orders: orders.map((order) => ({
      reference: order.reference,
      placedAt: formatIndianMoment(order.createdAt),
      status: ORDER_STATUS_LABELS[order.status],
      paidBy: order.provider === 'upi' ? 'UPI' : 'Razorpay',
      total: formatInr(order.totalPaise, { paise: 'always' }),
      billingName: order.billingName,
      buyerEmail: order.buyerEmail,
      planName: order.planName,
      payments: order.payments,
      invoice: order.invoice,
    })),
  };
});

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { params, total, orders, search } = loaderData;
  const hrefOf = (show: string) => {
    const next = new URLSearchParams();
    if (show !== 'all') next.set('show', show);
    if (params.q) next.set('q', params.q);
    const query = next.toString();
    return query ? `/admin/orders?${query}` : '/admin/orders';
  };
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Orders</h1>
      <p className="mt-2 text-slate-700">Every membership order, newest first, with the payments sent for it and its invoice once paid.</p>
      <FilterTabs label="Which orders" tabs={ORDER_FILTERS} current={params.show} hrefOf={hrefOf} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {params.show === 'all' ? null : <input type="hidden" name="show" value={params.show} />}
        <div className="flex min-w-64 flex-col gap-1">
          <label htmlFor="order-q" className="text-sm font-medium text-slate-800">
            Order reference or buyer email
          </label>
          <input id="order-q" name="q" type="search" defaultValue={params.q} maxLength={200} className={inputClass} />
        </div>
        <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          Find orders
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 0 ? 'No order here.' : `${total.toLocaleString('en-IN')} order${total === 1 ? '' : 's'}.`}
      </p>
      {orders.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">Order</th>
                <th scope="col" className="py-2 pr-3">Placed</th>
                <th scope="col" className="py-2 pr-3">Buyer</th>
                <th scope="col" className="py-2 pr-3">Plan</th>
                <th scope="col" className="py-2 pr-3 text-right">Total</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">Payments</th>
                <th scope="col" className="py-2">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.reference} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-3 font-mono font-normal">
                    {order.reference}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{order.placedAt}</td>
                  <td className="py-2 pr-3 break-all">
                    {order.billingName}
                    <span className="block text-xs text-slate-700">{order.buyerEmail}</span>
                  </td>
                  <td className="py-2 pr-3">{order.planName}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{order.total}</td>
                  <td className="py-2 pr-3">
                    {order.status}
                    <span className="block text-xs text-slate-700">by {order.paidBy}</span>
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs break-all">{order.payments || '—'}</td>
                  <td className="py-2">
                    {order.invoice ? (
                      <a className="font-mono text-brand-700 underline" href={`/account/billing/invoices/${order.invoice}`}>
                        {order.invoice}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={params.page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname="/admin/orders" search={new URLSearchParams(search)} />
    </>
  );
}
