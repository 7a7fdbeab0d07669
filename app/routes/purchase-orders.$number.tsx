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
          {po.requirement.reference} (quote version {po.quoteVersion})
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
            {[
              { label: 'Goods', amount: po.line.goods },
              { label: 'Freight', amount: po.freight },
              { label: 'Taxable value', amount: po.taxable },
              ...po.taxes,
            ].map((row) => (
              <tr key={row.label}>
                <th scope="row" colSpan={5} className="py-1 text-right font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-right">{row.amount}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-300">
              <th scope="row" colSpan={5} className="py-1 text-right">
                Total
              </th>
              <td className="py-1 text-right font-semibold" data-testid="po-total">
                {po.total}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
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
