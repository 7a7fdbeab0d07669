import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.invoices';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { ADMIN_PAGE_SIZE, invoiceListParamsSchema } from '~/domain/admin-queues';
import { formatIndianDay } from '~/domain/india-time';
import { formatInr } from '~/domain/money';
import { requireStaff } from '~/services/admin/staff.server';
import { invoiceYears, issuedInvoices } from '~/services/billing/admin.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Invoices issued' }, { name: 'robots', content: 'noindex' }];
}

/** Every tax invoice the site issued, for finance; each opens the invoice page and its PDF. */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'finance');
  const url = new URL(request.url);
  const params = invoiceListParamsSchema.parse(Object.fromEntries(url.searchParams));
  const [{ invoices, total }, years] = await Promise.all([issuedInvoices(params), invoiceYears()]);
  return {
    params,
    years,
    total,
    search: url.search,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      issuedOn: formatIndianDay(invoice.issuedAt),
      billedTo: invoice.recipientName,
      gstin: invoice.recipientGstin,
      buyerEmail: invoice.buyerEmail,
      description: invoice.description,
      total: formatInr(invoice.totalPaise, { paise: 'always' }),
      order: invoice.orderReference,
      paidBy: invoice.provider === 'upi' ? 'UPI' : 'Razorpay',
    })),
  };
});

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { params, years, total, invoices, search } = loaderData;
  const filtered = Boolean(params.q || params.year);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Invoices issued</h1>
      <p className="mt-2 text-slate-700">Every tax invoice the site issued, newest first. Open one to see it as the buyer does, or download its PDF.</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-col gap-1">
          <label htmlFor="invoice-q" className="text-sm font-medium text-slate-800">
            Invoice number, buyer email or GSTIN
          </label>
          <input id="invoice-q" name="q" type="search" defaultValue={params.q} maxLength={200} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="invoice-year" className="text-sm font-medium text-slate-800">
            Financial year
          </label>
          <select id="invoice-year" name="year" defaultValue={params.year ?? ''} className={inputClass}>
            <option value="">Every year</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          Find invoices
        </button>
        {filtered ? (
          <a href="/admin/invoices" className="py-2 text-brand-700 underline">
            Show all
          </a>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 0 ? (filtered ? 'No invoice matches.' : 'No invoice has been issued yet.') : `${total.toLocaleString('en-IN')} invoice${total === 1 ? '' : 's'}.`}
      </p>
      {invoices.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Invoices issued, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">Invoice</th>
                <th scope="col" className="py-2 pr-3">Date</th>
                <th scope="col" className="py-2 pr-3">Billed to</th>
                <th scope="col" className="py-2 pr-3">Buyer login</th>
                <th scope="col" className="py-2 pr-3">For</th>
                <th scope="col" className="py-2 pr-3 text-right">Total</th>
                <th scope="col" className="py-2">PDF</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <a className="font-mono text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}`}>
                      {invoice.number}
                    </a>
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{invoice.issuedOn}</td>
                  <td className="py-2 pr-3">
                    {invoice.billedTo}
                    <span className="block font-mono text-xs text-slate-700">GSTIN {invoice.gstin ?? 'unregistered'}</span>
                  </td>
                  <td className="py-2 pr-3 break-all">{invoice.buyerEmail}</td>
                  <td className="py-2 pr-3">
                    {invoice.description}
                    <span className="block text-xs text-slate-700">
                      Order {invoice.order}, paid by {invoice.paidBy}
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{invoice.total}</td>
                  <td className="py-2">
                    <a className="text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}.pdf`} aria-label={`PDF of invoice ${invoice.number}`}>
                      PDF
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={params.page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname="/admin/invoices" search={new URLSearchParams(search)} />
    </>
  );
}
