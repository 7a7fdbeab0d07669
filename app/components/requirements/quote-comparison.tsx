import type { ReactNode } from 'react';
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
  return (
    <nav aria-label="Sort quotes" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">Sort by:</span>
      {COMPARISON_SORTS.map((s) => (
        <a
          key={s.code}
          href={`${basePath}?sort=${s.code}`}
          aria-current={s.code === sort ? 'true' : undefined}
          className={`rounded-full border px-3 py-1 ${s.code === sort ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-slate-400 text-slate-800 underline'}`}
        >
          {s.label}
        </a>
      ))}
    </nav>
  );
}

type Row = { label: string; cell: (q: ComparedQuote) => ReactNode; strong?: boolean };

const ROWS: Row[] = [
  { label: 'Unit price (GST excluded)', cell: (q) => q.current.unitPrice },
  { label: 'Quantity', cell: (q) => q.current.quantity },
  { label: 'Goods', cell: (q) => q.current.goods },
  { label: 'Freight', cell: (q) => q.current.freight },
  { label: 'Taxable value', cell: (q) => q.current.taxable },
  {
    label: 'GST',
    cell: (q) => (
      <>
        <span className="block font-medium">{q.current.gstSplit}</span>
        {q.current.taxes.map((t) => (
          <span key={t.label} className="block">
            {t.label}: {t.amount}
          </span>
        ))}
        <span className="block">Total GST: {q.current.gstTotal}</span>
      </>
    ),
  },
  { label: 'Landed cost', strong: true, cell: (q) => q.current.landed },
  {
    label: 'Landed cost per unit',
    strong: true,
    cell: (q) => (
      <>
        {q.current.perUnit}
        {q.best.landed ? <Best>Lowest landed cost</Best> : null}
      </>
    ),
  },
  { label: 'HSN code', cell: (q) => q.current.hsnCode },
  { label: 'GST rate', cell: (q) => q.current.gstRate },
  { label: 'Supplier’s GST state', cell: (q) => q.current.supplierState },
  { label: 'Delivery terms', cell: (q) => q.current.deliveryTerms },
  {
    label: 'Lead time',
    cell: (q) => (
      <>
        {q.current.leadTime}
        {q.best.lead ? <Best>Shortest lead time</Best> : null}
      </>
    ),
  },
  { label: 'Payment terms', cell: (q) => q.current.paymentTerms },
  { label: 'Price breaks', cell: (q) => (q.current.priceBreaks.length > 0 ? q.current.priceBreaks.map((b) => <span key={b} className="block">{b}</span>) : 'None') },
  { label: 'Valid until', cell: (q) => (q.current.validNow ? q.current.validUntil : <span className="font-semibold text-red-800">{q.current.validUntil} (validity passed)</span>) },
  {
    label: 'Supplier answer rate',
    cell: (q) => (
      <>
        {q.answerRateText}
        {q.best.rating ? <Best>Best answer rate</Best> : null}
      </>
    ),
  },
  { label: 'Notes', cell: (q) => q.current.notes || '—' },
  {
    label: 'Attachment',
    cell: (q) =>
      q.current.attachment ? (
        <a href={q.current.attachment.href} className="text-brand-700 underline">
          {q.current.attachment.name}
        </a>
      ) : (
        'None'
      ),
  },
  {
    label: 'Version',
    cell: (q) => (
      <>
        Version {q.current.version}, sent {q.current.sentAt}
        {q.earlier.length > 0 ? <EarlierVersions versions={q.earlier} /> : null}
      </>
    ),
  },
  {
    label: 'State',
    cell: (q) => (
      <>
        {q.stateName}
        {q.declineReason ? <span className="block text-slate-700">Your reason: {q.declineReason}</span> : null}
        {q.buyerNote ? <span className="block text-slate-700">Your note: {q.buyerNote}</span> : null}
      </>
    ),
  },
];

function EarlierVersions({ versions }: { versions: QuoteVersionView[] }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-brand-700 underline">Earlier versions ({versions.length})</summary>
      <ul className="mt-1 space-y-2">
        {versions.map((v) => (
          <li key={v.version} className="border-l-2 border-slate-300 pl-2">
            <span className="block font-medium">
              Version {v.version}, sent {v.sentAt}
            </span>
            <span className="block">
              {v.unitPrice} × {v.quantity}, freight {v.freight}
            </span>
            <span className="block">
              Landed {v.landed} ({v.perUnit}), {v.gstSplit} at {v.gstRate}
            </span>
            <span className="block">
              {v.deliveryTerms}, {v.leadTime}, valid until {v.validUntil}
            </span>
            <span className="block">Payment: {v.paymentTerms}</span>
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
  return (
    <div role="region" aria-labelledby="comparison-caption" className="mt-3 overflow-x-auto rounded-md border border-slate-300">
      <table className="min-w-full border-collapse text-left text-sm" data-testid="quote-comparison">
        <caption id="comparison-caption" className="sr-only">
          Quotes side by side, in the order chosen above
        </caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50">
            <th scope="col" className="sticky left-0 bg-slate-50 p-2">
              Line
            </th>
            {quotes.map((q) => (
              <th key={q.quoteId} scope="col" className="min-w-[12rem] p-2 align-top" data-quote={q.quoteId}>
                <a href={`/suppliers/${q.supplier.slug}`} className="underline">
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
                {row.label}
              </th>
              {quotes.map((q) => (
                <td key={q.quoteId} className={`p-2 align-top tabular-nums ${row.strong ? 'font-semibold' : ''}`}>
                  {row.cell(q)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
