import { Fragment } from 'react';
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
    {
      label: 'Requirement',
      value: (
        <>
          {po.requirementHref ? (
            <a className="text-brand-700 underline" href={po.requirementHref}>
              {po.requirement.reference}
            </a>
          ) : (
            po.requirement.reference
          )}{' '}
          (quote version {po.quoteVersion})
        </>
      ),
    },
    { label: 'Place of supply', value: po.placeOfSupply },
  ];
  const line = [
    ['Description', po.line.description],
    ['HSN', po.line.hsnCode],
    ['Quantity', po.line.quantity],
    ['Unit price', po.line.unitPrice],
    ['GST rate', po.line.gstRate],
    ['Amount', po.line.goods],
  ] as const;
  // Space between the columns; the numbers (from the quantity on) right-aligned.
  const cellClass = (index: number) => ['py-1', index === 0 ? 'pr-3' : index === line.length - 1 ? 'pl-3' : 'px-3', index >= 2 ? 'text-right' : ''].join(' ');
  return (
    <TaxDocument title="Purchase order" testId="purchase-order" pdfHref={`/purchase-orders/${po.number}.pdf`} facts={facts} parties={parties}>
      {/* On a phone the line is a list (six columns do not fit); from a tablet up, a table. The totals sit under either. */}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 border-b border-slate-300 pb-2 tabular-nums sm:hidden" data-testid="po-line-phone">
        {line.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <table className="mt-6 hidden w-full text-left sm:table">
        <caption className="sr-only">Goods ordered</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {line.map(([term], index) => (
              <th key={term} className={cellClass(index)}>
                {term}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          <tr className="border-b border-slate-200">
            {line.map(([term, value], index) => (
              <td key={term} className={cellClass(index)}>
                {value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table className="mt-2 ml-auto w-full max-w-sm text-left tabular-nums">
        <caption className="sr-only">Taxes and total</caption>
        <tbody>
          <TotalRows
            rows={[{ label: 'Goods', amount: po.line.goods }, { label: 'Freight', amount: po.freight }, { label: 'Taxable value', amount: po.taxable }, ...po.taxes]}
            labelSpan={1}
            total={po.total}
            totalTestId="po-total"
          />
        </tbody>
      </table>
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
