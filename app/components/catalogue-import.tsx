import { useDomainText, useT } from '~/components/i18n/context';
import type { ImportProblem, ImportState } from '~/domain/catalogue-file';

const STATE_KEYS = { checking: 'importChecking', checked: 'importChecked', importing: 'importImporting', done: 'importDone', failed: 'importFailed', cancelled: 'importCancelled' } as const satisfies Record<ImportState, string>;

const BADGE: Record<ImportState, string> = {
  checking: 'bg-amber-100 text-amber-900',
  checked: 'bg-sky-100 text-sky-900',
  importing: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-100 text-slate-800',
};

export function ImportStatusBadge({ status }: { status: ImportState }) {
  const t = useT('sellerProducts');
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>{t(STATE_KEYS[status])}</span>;
}

/** How far a job has got: a progress bar that works without JavaScript (the page refreshes itself). */
export function ImportProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const t = useT('sellerProducts');
  return (
    <div className="mt-4 max-w-xl" role="status">
      <p className="text-slate-800">
        {total > 0 ? t('progressRows', { label, done: done.toLocaleString('en-IN'), total: total.toLocaleString('en-IN') }) : t('progressReading', { label })}
      </p>
      <progress className="mt-2 h-3 w-full" max={Math.max(total, 1)} value={total > 0 ? done : undefined} aria-label={label} />
      <p className="mt-2 text-sm text-slate-600">{t('progressRefresh')}</p>
    </div>
  );
}

/** The counts of a checked or finished import, each with its meaning. */
export function ImportCounts({ counts, finished }: { counts: { newRows: number; updatedRows: number; unchangedRows: number; invalidRows: number }; finished: boolean }) {
  const t = useT('sellerProducts');
  const items = [
    { label: t(finished ? 'countNewDone' : 'countNew'), value: counts.newRows, testId: 'count-new' },
    { label: t(finished ? 'countUpdatedDone' : 'countUpdated'), value: counts.updatedRows, testId: 'count-updated' },
    { label: t('countUnchanged'), value: counts.unchangedRows, testId: 'count-unchanged' },
    { label: t(finished ? 'countInvalidDone' : 'countInvalid'), value: counts.invalidRows, testId: 'count-invalid' },
  ];
  return (
    <dl className="mt-4 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border border-slate-300 p-3">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="text-2xl font-bold" data-testid={item.testId}>
            {item.value.toLocaleString('en-IN')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every problem by row and column, as a spreadsheet numbers rows (the header is row 1). */
export function ImportProblems({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const t = useT('sellerProducts');
  const domainText = useDomainText();
  if (problems.length === 0) return null;
  return (
    <div className="mt-6">
      <h2 className="text-lg font-semibold">{t('problemsTitle')}</h2>
      {total > problems.length ? (
        <p className="text-sm text-slate-700">
          {t('problemsFirst', { shown: problems.length.toLocaleString('en-IN'), total: total.toLocaleString('en-IN') })}
        </p>
      ) : null}
      <table className="mt-2 w-full max-w-5xl text-left text-sm" data-testid="import-problems">
        <caption className="sr-only">{t('problemsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              {t('problemRow')}
            </th>
            <th scope="col" className="py-1 pr-4">
              {t('problemColumn')}
            </th>
            <th scope="col" className="py-1">
              {t('problem')}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index} className="border-t border-slate-200 align-top">
              <td className="py-1 pr-4">{problem.row > 0 ? t('rowNumber', { number: problem.row }) : t('wholeFile')}</td>
              <td className="py-1 pr-4 font-mono">{problem.column ?? '—'}</td>
              <td className="py-1">{domainText(problem.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
