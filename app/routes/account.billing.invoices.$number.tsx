import type { Route } from './+types/account.billing.invoices.$number';
import { AmountInWords, TaxDocument, TotalRows } from '~/components/tax-document';
import { requireUser } from '~/services/accounts/sessions.server';
import { getInvoiceFor, invoiceView } from '~/services/billing/invoices.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { useT } from '~/components/i18n/context';
import { requestTranslator } from '~/services/i18n/request.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Tax invoice' }, { name: 'robots', content: 'noindex' }];
}

// The buyer opens their own invoices; the marketplace team opens any the site issued.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const invoice = invoiceView(await getInvoiceFor(user, params.number));
  return { invoice, title: requestTranslator(request, 'buyer-billing')('taxInvoiceNumbered', { number: invoice.number }) };
});

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const t = useT('buyer-billing');
  const facts = [
    { label: t('invoiceNumber'), value: invoice.number, testId: 'invoice-number' },
    { label: t('date'), value: invoice.date },
    { label: t('placeOfSupply'), value: invoice.placeOfSupply },
  ];
  const parties = [
    { id: 'supplier', title: t('supplier'), lines: [invoice.supplier.name, invoice.supplier.address, t('gstinLine', { gstin: invoice.supplier.gstin })] },
    { id: 'recipient', title: t('billTo'), lines: [invoice.recipient.name, invoice.recipient.address, t('gstinLine', { gstin: invoice.recipient.gstin ?? t('unregistered') })] },
  ];
  return (
    <TaxDocument title={t('taxInvoice')} testId="invoice" pdfHref={`/account/billing/invoices/${invoice.number}.pdf`} facts={facts} parties={parties}>
      <table className="mt-6 w-full text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1">{t('description')}</th>
            <th className="py-1">{t('sac')}</th>
            <th className="py-1 text-right">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-1" data-user-text>
              {invoice.description}
            </td>
            <td className="py-1">{invoice.sacCode}</td>
            <td className="py-1 text-right tabular-nums">{invoice.taxable}</td>
          </tr>
          <TotalRows rows={[{ label: t('taxableValue'), amount: invoice.taxable }, ...invoice.taxes]} labelSpan={2} total={invoice.total} totalTestId="invoice-total" />
        </tbody>
      </table>
      <AmountInWords words={invoice.totalInWords} wordsHi={invoice.totalInWordsHi} />
    </TaxDocument>
  );
}
