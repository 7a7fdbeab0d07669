import type { Route } from './+types/account.billing.invoices.$number';
import { requireUser } from '~/services/accounts/sessions.server';
import { getInvoiceFor, invoiceView } from '~/services/billing/invoices.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Tax invoice ${loaderData.invoice.number}` : 'Tax invoice' }, { name: 'robots', content: 'noindex' }];
}

// The buyer opens their own invoices; the marketplace team opens any the site issued.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { invoice: invoiceView(await getInvoiceFor(user, params.number)) };
});

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10" data-testid="invoice">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Tax invoice</h1>
        <a className="text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}.pdf`} download>
          Download PDF
        </a>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
        <dt className="font-medium">Invoice number</dt>
        <dd data-testid="invoice-number">{invoice.number}</dd>
        <dt className="font-medium">Date</dt>
        <dd>{invoice.date}</dd>
        <dt className="font-medium">Place of supply</dt>
        <dd>{invoice.placeOfSupply}</dd>
      </dl>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="supplier-heading">
          <h2 id="supplier-heading" className="font-semibold">
            Supplier
          </h2>
          <p>{invoice.supplier.name}</p>
          <p>{invoice.supplier.address}</p>
          <p>GSTIN: {invoice.supplier.gstin}</p>
        </section>
        <section aria-labelledby="recipient-heading">
          <h2 id="recipient-heading" className="font-semibold">
            Bill to
          </h2>
          <p>{invoice.recipient.name}</p>
          <p>{invoice.recipient.address}</p>
          <p>GSTIN: {invoice.recipient.gstin ?? 'Unregistered'}</p>
        </section>
      </div>
      <table className="mt-6 w-full text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1">Description</th>
            <th className="py-1">SAC</th>
            <th className="py-1 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-1">{invoice.description}</td>
            <td className="py-1">{invoice.sacCode}</td>
            <td className="py-1 text-right tabular-nums">{invoice.taxable}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1 text-right font-normal">
              Taxable value
            </th>
            <td className="py-1 text-right tabular-nums">{invoice.taxable}</td>
          </tr>
          {invoice.taxes.map((tax) => (
            <tr key={tax.label}>
              <th scope="row" colSpan={2} className="py-1 text-right font-normal">
                {tax.label}
              </th>
              <td className="py-1 text-right tabular-nums">{tax.amount}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <th scope="row" colSpan={2} className="py-1 text-right">
              Total
            </th>
            <td className="py-1 text-right font-semibold tabular-nums" data-testid="invoice-total">
              {invoice.total}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3">
        <span className="font-medium">Amount in words:</span> {invoice.totalInWords}
      </p>
    </main>
  );
}
