import type { ReactNode } from 'react';
import type { MessageKey } from '~/content/messages';
import { useDomainText, useLocalisedHref, useT } from '~/components/i18n/context';
import type { Translate } from '~/domain/translate';
import { COMPARISON_SORTS, type ComparisonSort } from '~/domain/quote';

/** One version of a quote as the comparison prints it (amounts already formatted). */
export interface QuoteVersionView {
  version: number;
  sentAt: string;
  unitPrice: string;
  quantity: string;
  priceBreaks: string[];
  goods: string;
  freight: string;
  taxable: string;
  gstSplit: string;
  taxes: { label: string; amount: string }[];
  gstTotal: string;
  landed: string;
  perUnit: string;
  hsnCode: string;
  gstRate: string;
  deliveryTerms: string;
  leadTime: string;
  paymentTerms: string;
  validUntil: string;
  validNow: boolean;
  notes: string;
  attachment: { name: string; href: string } | null;
  supplierState: string;
}

export interface ComparedQuote {
  quoteId: number;
  stateName: string;
  supplier: { name: string; slug: string };
  answerRateText: string;
  current: QuoteVersionView;
  earlier: QuoteVersionView[];
  buyerNote: string | null;
  declineReason: string | null;
  best: { landed: boolean; lead: boolean; rating: boolean };
}

function Best({ children }: { children: ReactNode }) {
  return <strong className="mt-1 block w-fit rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-bold text-emerald-900">★ {children}</strong>;
}

/** The sort choices as links (a GET parameter), so sorting works without JavaScript. */
export function SortLinks({ sort, basePath }: { sort: ComparisonSort; basePath: string }) {
  const t = useT('buyer-quotes');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  return (
    <nav aria-label={t('sortQuotes')} className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t('sortBy')}</span>
      {COMPARISON_SORTS.map((s) => (
        <a
          key={s.code}
          href={href(`${basePath}?sort=${s.code}`)}
          aria-current={s.code === sort ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 ${s.code === sort ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-400 text-slate-800 underline'}`}
        >
          {domainText(s.label)}
        </a>
      ))}
    </nav>
  );
}

type T = Translate<'buyer-quotes'>;
type Row = { label: MessageKey<'buyer-quotes'>; cell: (q: ComparedQuote, t: T, domainText: (text: string) => string) => ReactNode; strong?: boolean };

const ROWS: Row[] = [
  { label: 'rowUnitPrice', cell: (q) => q.current.unitPrice },
  { label: 'rowQuantity', cell: (q) => q.current.quantity },
  { label: 'rowGoods', cell: (q) => q.current.goods },
  { label: 'rowFreight', cell: (q) => q.current.freight },
  { label: 'rowTaxable', cell: (q) => q.current.taxable },
  {
    label: 'rowGst',
    cell: (q, t) => (
      <>
        <span className="block font-medium">{q.current.gstSplit}</span>
        {q.current.taxes.map((t) => (
          <span key={t.label} className="block">
            {t.label}: {t.amount}
          </span>
        ))}
        <span className="block">{t('totalGst', { amount: q.current.gstTotal })}</span>
      </>
    ),
  },
  { label: 'rowLanded', strong: true, cell: (q) => q.current.landed },
  {
    label: 'rowLandedPerUnit',
    strong: true,
    cell: (q, t, domainText) => (
      <>
        {domainText(q.current.perUnit)}
        {q.best.landed ? <Best>{t('bestLanded')}</Best> : null}
      </>
    ),
  },
  { label: 'rowHsn', cell: (q) => q.current.hsnCode },
  { label: 'rowGstRate', cell: (q) => q.current.gstRate },
  { label: 'rowSupplierState', cell: (q) => q.current.supplierState },
  { label: 'rowDeliveryTerms', cell: (q, _t, domainText) => domainText(q.current.deliveryTerms) },
  {
    label: 'rowLeadTime',
    cell: (q, t) => (
      <>
        {q.current.leadTime}
        {q.best.lead ? <Best>{t('bestLead')}</Best> : null}
      </>
    ),
  },
  // The supplier's own words.
  { label: 'rowPaymentTerms', cell: (q) => <span data-user-text>{q.current.paymentTerms}</span> },
  { label: 'rowPriceBreaks', cell: (q, t) => (q.current.priceBreaks.length > 0 ? q.current.priceBreaks.map((b) => <span key={b} className="block">{b}</span>) : t('none')) },
  { label: 'rowValidUntil', cell: (q, t) => (q.current.validNow ? q.current.validUntil : <span className="font-semibold text-red-800">{t('validityPassed', { date: q.current.validUntil })}</span>) },
  {
    label: 'rowAnswerRate',
    cell: (q, t, domainText) => (
      <>
        {domainText(q.answerRateText)}
        {q.best.rating ? <Best>{t('bestRating')}</Best> : null}
      </>
    ),
  },
  { label: 'rowNotes', cell: (q) => (q.current.notes ? <span data-user-text>{q.current.notes}</span> : '—') },
  {
    label: 'rowAttachment',
    cell: (q, t) =>
      q.current.attachment ? (
        <a href={q.current.attachment.href} className="text-brand-700 underline">
          {q.current.attachment.name}
        </a>
      ) : (
        t('none')
      ),
  },
  {
    label: 'rowVersion',
    cell: (q, t) => (
      <>
        {t('versionSent', { version: q.current.version, date: q.current.sentAt })}
        {q.earlier.length > 0 ? <EarlierVersions versions={q.earlier} /> : null}
      </>
    ),
  },
  {
    label: 'rowState',
    cell: (q, t, domainText) => (
      <>
        {domainText(q.stateName)}
        {q.declineReason ? <span className="block text-slate-700">{t('yourReason', { reason: domainText(q.declineReason) })}</span> : null}
        {q.buyerNote ? <span className="block text-slate-700">{t('yourNote', { note: q.buyerNote })}</span> : null}
      </>
    ),
  },
];

function EarlierVersions({ versions }: { versions: QuoteVersionView[] }) {
  const t = useT('buyer-quotes');
  const domainText = useDomainText();
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-brand-700 underline">{t('earlierVersions', { count: versions.length })}</summary>
      <ul className="mt-1 space-y-2">
        {versions.map((v) => (
          <li key={v.version} className="border-l-2 border-slate-300 pl-2">
            <span className="block font-medium">
              {t('versionSent', { version: v.version, date: v.sentAt })}
            </span>
            <span className="block">
              {t('earlierPrice', { unitPrice: v.unitPrice, quantity: v.quantity, freight: v.freight })}
            </span>
            <span className="block">
              {t('earlierLanded', { landed: v.landed, perUnit: domainText(v.perUnit), split: v.gstSplit, rate: v.gstRate })}
            </span>
            <span className="block">
              {t('earlierTerms', { delivery: domainText(v.deliveryTerms), lead: v.leadTime, date: v.validUntil })}
            </span>
            <span className="block">{t('earlierPayment', { terms: v.paymentTerms })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * All quotes side by side: one column per quote, one row per line, in a region that scrolls
 * sideways on a phone with the line names kept in view. The best on each line says so in words.
 */
export function QuoteComparison({ quotes }: { quotes: ComparedQuote[] }) {
  const t = useT('buyer-quotes');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  return (
    <div role="region" aria-labelledby="comparison-caption" className="mt-3 overflow-x-auto rounded-md border border-slate-300">
      <table className="min-w-full border-collapse text-left text-sm" data-testid="quote-comparison">
        <caption id="comparison-caption" className="sr-only">
          {t('comparisonCaption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50">
            <th scope="col" className="sticky left-0 bg-slate-50 p-2">
              {t('line')}
            </th>
            {quotes.map((q) => (
              <th key={q.quoteId} scope="col" className="min-w-[12rem] p-2 align-top" data-quote={q.quoteId}>
                <a href={href(`/suppliers/${q.supplier.slug}`)} className="underline" data-user-text>
                  {q.supplier.name}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="sticky left-0 max-w-[9rem] bg-white p-2 align-top font-medium">
                {t(row.label)}
              </th>
              {quotes.map((q) => (
                <td key={q.quoteId} className={`p-2 align-top tabular-nums ${row.strong ? 'font-semibold' : ''}`}>
                  {row.cell(q, t, domainText)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
