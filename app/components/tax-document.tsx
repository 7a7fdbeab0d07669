import { Fragment, type ReactNode } from 'react';
import { useLocale, useT } from '~/components/i18n/context';

/**
 * The HTML face of a document the site issues and also offers as a PDF (a tax invoice, a purchase
 * order): the title with the PDF link, its facts, the two parties side by side, then its table
 * (`children`: the lines, `TotalRows`, `AmountInWords` and whatever the document adds).
 */

interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label–value pairs in two columns. */
export function Facts({ facts, className = 'mt-2 grid grid-cols-[auto_1fr] gap-x-4' }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt className="font-medium">{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface Party {
  id: string;
  title: string;
  lines: string[];
}

export function TaxDocument({ title, testId, pdfHref, facts, parties, children }: { title: string; testId: string; pdfHref: string; facts: Fact[]; parties: Party[]; children: ReactNode }) {
  const t = useT('buyer-billing');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <a className="text-brand-700 underline" href={pdfHref} download>
          {t('downloadPdf')}
        </a>
      </div>
      <Facts facts={facts} />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {parties.map(({ id, title: heading, lines }) => (
          <section key={id} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className="font-semibold">
              {heading}
            </h2>
            {lines.map((line, index) => (
              // The party's name and address are its own words; the labelled lines after them are ours.
              <p key={index} data-user-text={index < 2 ? true : undefined}>
                {line}
              </p>
            ))}
          </section>
        ))}
      </div>
      {children}
    </main>
  );
}

/** The total in words: in English as the document prints it, in Hindi on a Hindi page. */
export function AmountInWords({ words, wordsHi }: { words: string; wordsHi: string }) {
  const t = useT('buyer-billing');
  const locale = useLocale();
  return (
    <p className="mt-3">
      <span className="font-medium">{t('amountInWords')}</span> {locale === 'hi' ? <span>{wordsHi}</span> : <span data-user-text>{words}</span>}
    </p>
  );
}

/** The rows under a document's lines: each sum labelled across `labelSpan` columns, then the total. */
export function TotalRows({ rows, labelSpan, total, totalTestId }: { rows: Array<{ label: string; amount: string }>; labelSpan: number; total: string; totalTestId: string }) {
  const t = useT('buyer-billing');
  return (
    <>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" colSpan={labelSpan} className="py-1 text-right font-normal">
            {row.label}
          </th>
          <td className="py-1 text-right tabular-nums">{row.amount}</td>
        </tr>
      ))}
      <tr className="border-t border-slate-300">
        <th scope="row" colSpan={labelSpan} className="py-1 text-right">
          {t('total')}
        </th>
        <td className="py-1 text-right font-semibold tabular-nums" data-testid={totalTestId}>
          {total}
        </td>
      </tr>
    </>
  );
}
