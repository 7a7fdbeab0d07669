import { Fragment } from 'react';
import type { Route } from './+types/purchase-orders.$number';
import { AmountInWords, Facts, TaxDocument, TotalRows } from '~/components/tax-document';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { stateName } from '~/content/state-names-hi';
import { formatIndianDay } from '~/domain/india-time';
import { requestTranslator } from '~/services/i18n/request.server';
import { getPurchaseOrderFor } from '~/services/requirements/purchase-orders.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Purchase order' }, { name: 'robots', content: 'noindex' }];
}

// The buyer company and the supplier company of the order open it; the marketplace team too.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const po = await getPurchaseOrderFor(user, params.number);
  return { po, title: requestTranslator(request, 'buyer-billing')('purchaseOrderNumbered', { number: po.number }) };
});

export default function PurchaseOrderPage({ loaderData }: Route.ComponentProps) {
  const { po } = loaderData;
  const t = useT('buyer-billing');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  const locale = useLocale();
  const units = useT('units');
  const quantityText = useQuantityText();
  // The English page shows the document's own words, as its PDF prints them; a Hindi page writes
  // the states, the date, the quantity and the lead time in Hindi (names and amounts stay).
  const inHindi = locale !== 'en';
  const parties = [
    { id: 'buyer', title: t('buyer'), party: po.buyer },
    { id: 'supplier', title: t('supplier'), party: po.supplier },
  ].map(({ id, title, party }) => ({ id, title, lines: [party.name, party.address, t('stateLine', { state: inHindi ? stateName(party.stateCode, locale) : party.state }), t('gstinLine', { gstin: party.gstin || t('notGiven') })] }));
  const facts = [
    { label: t('poNumber'), value: po.number, testId: 'po-number' },
    { label: t('date'), value: inHindi ? formatIndianDay(po.createdAt, locale) : po.date },
    {
      label: t('requirement'),
      value: (
        <>
          {po.requirementHref ? (
            <a className="text-brand-700 underline" href={href(po.requirementHref)}>
              {po.requirement.reference}
            </a>
          ) : (
            po.requirement.reference
          )}{' '}
          {t('quoteVersion', { version: po.quoteVersion })}
        </>
      ),
    },
    { label: t('placeOfSupply'), value: inHindi ? t('placeOfSupplyPin', { state: stateName(po.delivery.stateCode, locale), pin: po.delivery.pin }) : po.placeOfSupply },
  ];
  const line = [
    [t('description'), <span data-user-text>{po.line.description}</span>],
    [t('hsn'), po.line.hsnCode],
    [t('quantity'), inHindi ? quantityText(po.line.quantityValue, po.line.unit) : po.line.quantity],
    [t('unitPrice'), po.line.unitPrice],
    [t('gstRate'), po.line.gstRate],
    [t('amount'), po.line.goods],
  ] as const;
  // Space between the columns; the numbers (from the quantity on) right-aligned.
  const cellClass = (index: number) => ['py-1', index === 0 ? 'pr-3' : index === line.length - 1 ? 'pl-3' : 'px-3', index >= 2 ? 'text-right' : ''].join(' ');
  return (
    <TaxDocument title={t('purchaseOrder')} testId="purchase-order" pdfHref={`/purchase-orders/${po.number}.pdf`} facts={facts} parties={parties}>
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
        <caption className="sr-only">{t('goodsOrdered')}</caption>
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
        <caption className="sr-only">{t('taxesAndTotal')}</caption>
        <tbody>
          <TotalRows
            rows={[{ label: t('goods'), amount: po.line.goods }, { label: t('freight'), amount: po.freight }, { label: t('taxableValue'), amount: po.taxable }, ...po.taxes]}
            labelSpan={1}
            total={po.total}
            totalTestId="po-total"
          />
        </tbody>
      </table>
      <AmountInWords words={po.totalInWords} wordsHi={po.totalInWordsHi} />
      <Facts
        className="mt-4 grid grid-cols-[auto_1fr] gap-x-4"
        facts={[
          { label: t('deliveryTerms'), value: domainText(po.deliveryTerms) },
          { label: t('leadTime'), value: inHindi ? units('leadDays', { count: po.leadTimeDays }) : po.leadTime },
          { label: t('paymentTerms'), value: <span data-user-text>{po.paymentTerms}</span> },
        ]}
      />
    </TaxDocument>
  );
}
