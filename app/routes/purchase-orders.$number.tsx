import { Fragment } from 'react';
import type { Route } from './+types/purchase-orders.$number';
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
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10" data-testid="purchase-order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Purchase order</h1>
        <a className="text-brand-700 underline" href={`/purchase-orders/${po.number}.pdf`} download>
          Download PDF
        </a>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
        <dt className="font-medium">PO number</dt>
        <dd data-testid="po-number">{po.number}</dd>
        <dt className="font-medium">Date</dt>
        <dd>{po.date}</dd>
        <dt className="font-medium">Requirement</dt>
        <dd>
          {po.requirementHref ? (
            <a className="text-brand-700 underline" href={po.requirementHref}>
              {po.requirement.reference}
            </a>
          ) : (
            po.requirement.reference
          )}{' '}
          (quote version {po.quoteVersion})
        </dd>
        <dt className="font-medium">Place of supply</dt>
        <dd>{po.placeOfSupply}</dd>
      </dl>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {parties.map(({ id, title, party }) => (
          <section key={id} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className="font-semibold">
              {title}
            </h2>
            <p>{party.name}</p>
            <p>{party.address}</p>
            <p>State: {party.state}</p>
            <p>GSTIN: {party.gstin || 'not given'}</p>
          </section>
        ))}
      </div>
      {/* On a phone the line is a list (six columns do not fit); from a tablet up, a table. The totals sit under either. */}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 border-b border-slate-300 pb-2 tabular-nums sm:hidden" data-testid="po-line-phone">
        {[
          ['Description', po.line.description],
          ['HSN', po.line.hsnCode],
          ['Quantity', po.line.quantity],
          ['Unit price', po.line.unitPrice],
          ['GST rate', po.line.gstRate],
          ['Amount', po.line.goods],
        ].map(([term, value]) => (
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
            <th className="py-1 pr-3">Description</th>
            <th className="px-3 py-1">HSN</th>
            <th className="px-3 py-1 text-right">Quantity</th>
            <th className="px-3 py-1 text-right">Unit price</th>
            <th className="px-3 py-1 text-right">GST rate</th>
            <th className="py-1 pl-3 text-right">Amount</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          <tr className="border-b border-slate-200">
            <td className="py-1 pr-3">{po.line.description}</td>
            <td className="px-3 py-1">{po.line.hsnCode}</td>
            <td className="px-3 py-1 text-right">{po.line.quantity}</td>
            <td className="px-3 py-1 text-right">{po.line.unitPrice}</td>
            <td className="px-3 py-1 text-right">{po.line.gstRate}</td>
            <td className="py-1 pl-3 text-right">{po.line.goods}</td>
          </tr>
        </tbody>
      </table>
      <table className="mt-2 ml-auto w-full max-w-sm text-left tabular-nums">
        <caption className="sr-only">Taxes and total</caption>
        <tbody>
          {[
            { label: 'Goods', amount: po.line.goods },
            { label: 'Freight', amount: po.freight },
            { label: 'Taxable value', amount: po.taxable },
            ...po.taxes,
          ].map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {row.label}
              </th>
              <td className="py-1 text-right">{row.amount}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <th scope="row" className="py-1 pr-4">
              Total
            </th>
            <td className="py-1 text-right font-semibold" data-testid="po-total">
              {po.total}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3">
        <span className="font-medium">Amount in words:</span> {po.totalInWords}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4">
        <dt className="font-medium">Delivery terms</dt>
        <dd>{po.deliveryTerms}</dd>
        <dt className="font-medium">Lead time</dt>
        <dd>{po.leadTime}</dd>
        <dt className="font-medium">Payment terms</dt>
        <dd>{po.paymentTerms}</dd>
      </dl>
    </main>
  );
}
