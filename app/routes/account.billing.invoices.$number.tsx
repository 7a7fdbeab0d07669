import type { Route } from './+types/account.billing.invoices.$number';
import { AmountInWords, TaxDocument, TotalRows } from '~/components/tax-document';
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
  const facts = [
    { label: 'Invoice number', value: invoice.number, testId: 'invoice-number' },
    { label: 'Date', value: invoice.date },
    { label: 'Place of supply', value: invoice.placeOfSupply },
  ];
  const parties = [
    { id: 'supplier', title: 'Supplier', lines: [invoice.supplier.name, invoice.supplier.address, `GSTIN: ${invoice.supplier.gstin}`] },
    { id: 'recipient', title: 'Bill to', lines: [invoice.recipient.name, invoice.recipient.address, `GSTIN: ${invoice.recipient.gstin ?? 'Unregistered'}`] },
  ];
  return (
    <TaxDocument title="Tax invoice" testId="invoice" pdfHref={`/account/billing/invoices/${invoice.number}.pdf`} facts={facts} parties={parties}>
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
          <TotalRows rows={[{ label: 'Taxable value', amount: invoice.taxable }, ...invoice.taxes]} labelSpan={2} total={invoice.total} totalTestId="invoice-total" />
        </tbody>
      </table>
      <AmountInWords words={invoice.totalInWords} />
    </TaxDocument>
  );
}
