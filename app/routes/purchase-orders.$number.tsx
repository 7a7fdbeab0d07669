import type { Route } from './+types/purchase-orders.$number';
import { AmountInWords, Facts, TaxDocument, TotalRows } from '~/components/tax-document';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { getPurchaseOrderFor } from '~/services/requirements/purchase-orders.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Purchase order ${loaderData.po.number}` : 'Purchase order' }, { name: 'robots', content: 'noindex' }];
}

// The buyer company and the supplier company of the order open it; the marketplace team too.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { po: await getPurchaseOrderFor(user, params.number) };
});

export default function PurchaseOrderPage({ loaderData }: Route.ComponentProps) {
  const { po } = loaderData;
  const parties = [
    { id: 'buyer', title: 'Buyer', party: po.buyer },
    { id: 'supplier', title: 'Supplier', party: po.supplier },
  ].map(({ id, title, party }) => ({ id, title, lines: [party.name, party.address, `State: ${party.state}`, `GSTIN: ${party.gstin || 'not given'}`] }));
  const facts = [
    { label: 'PO number', value: po.number, testId: 'po-number' },
    { label: 'Date', value: po.date },
    { label: 'Requirement', value: `${po.requirement.reference} (quote version ${po.quoteVersion})` },
    { label: 'Place of supply', value: po.placeOfSupply },
  ];
  return (
    <TaxDocument title="Purchase order" testId="purchase-order" pdfHref={`/purchase-orders/${po.number}.pdf`} facts={facts} parties={parties}>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <caption className="sr-only">Goods ordered, taxes and total</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th className="py-1">Description</th>
              <th className="py-1">HSN</th>
              <th className="py-1 text-right">Quantity</th>
              <th className="py-1 text-right">Unit price</th>
              <th className="py-1 text-right">GST rate</th>
              <th className="py-1 text-right">Amount</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            <tr className="border-b border-slate-200">
              <td className="py-1">{po.line.description}</td>
              <td className="py-1">{po.line.hsnCode}</td>
              <td className="py-1 text-right">{po.line.quantity}</td>
              <td className="py-1 text-right">{po.line.unitPrice}</td>
              <td className="py-1 text-right">{po.line.gstRate}</td>
              <td className="py-1 text-right">{po.line.goods}</td>
            </tr>
            <TotalRows
              rows={[{ label: 'Goods', amount: po.line.goods }, { label: 'Freight', amount: po.freight }, { label: 'Taxable value', amount: po.taxable }, ...po.taxes]}
              labelSpan={5}
              total={po.total}
              totalTestId="po-total"
            />
          </tbody>
        </table>
      </div>
      <AmountInWords words={po.totalInWords} />
      <Facts
        className="mt-4 grid grid-cols-[auto_1fr] gap-x-4"
        facts={[
          { label: 'Delivery terms', value: po.deliveryTerms },
          { label: 'Lead time', value: po.leadTime },
          { label: 'Payment terms', value: po.paymentTerms },
        ]}
      />
    </TaxDocument>
  );
}
