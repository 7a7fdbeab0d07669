import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { formatIndianDay } from '~/domain/india-time';
import { checkOrder } from '~/domain/verification-checks';
import type { CheckMethod, CheckStatus, CompanyCheck, VerificationLevel } from '~/domain/verification';

const LEVEL_STYLE: Record<VerificationLevel, string> = {
  none: 'bg-slate-100 text-slate-700',
  identifiers_checked: 'bg-sky-50 text-sky-900',
  documents_reviewed: 'bg-emerald-50 text-emerald-800',
};

/** The level's name as a badge, with its meaning as the tooltip; never the bare word "Verified". */
export function LevelBadge({ level }: { level: VerificationLevel }) {
  const t = useT('product');
  return (
    <span className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold ${LEVEL_STYLE[level]}`} title={t(`meaning_${level}`)} data-testid="verification-level">
      {level === 'documents_reviewed' ? '✓ ' : ''}
      {t(`level_${level}`)}
    </span>
  );
}

/** What a supplier's passed checks say, each with its date: "GSTIN checksum and state code valid — 12 Nov 2026". */
export function PassedChecks({ checks }: { checks: ReadonlyArray<{ check: CompanyCheck; at: string | Date }> }) {
  const t = useT('product');
  const locale = useLocale();
  if (checks.length === 0) return null;
  const sorted = [...checks].sort((a, b) => checkOrder(a.check) - checkOrder(b.check));
  return (
    <ul className="mt-1 list-disc pl-5 text-sm text-slate-700" data-testid="passed-checks">
      {sorted.map((entry) => (
        <li key={entry.check}>
          {t(`check_${entry.check}`)} — {formatIndianDay(entry.at, locale)}
        </li>
      ))}
    </ul>
  );
}

const STATUS_STYLE: Record<CheckStatus, string> = { pending: 'text-amber-900', passed: 'text-emerald-800', failed: 'text-red-800' };

export interface CheckRow {
  id: number;
  check: CompanyCheck;
  status: CheckStatus;
  method: CheckMethod;
  checkedValue: string;
  reason: string;
  documentId: number | null;
  decidedAt: Date | string | null;
  createdAt: Date | string;
  supersededAt: Date | string | null;
  reviewerName: string | null;
}

/**
 * Every check with its status, date, method and reason (the account's and the reviewer's pages).
 * A reason the domain wrote is shown in the page's language; one a reviewer wrote, as written.
 */
export function CheckTable({ rows, caption, documentHref }: { rows: readonly CheckRow[]; caption: string; documentHref: (id: number) => string }) {
  const t = useT('sellerTrust');
  const locale = useLocale();
  const domainText = useDomainText();
  if (rows.length === 0) return <p className="mt-2 text-slate-700">{t('noChecks')}</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">{t('colCheck')}</th>
            <th scope="col" className="py-2 pr-3">{t('colStatus')}</th>
            <th scope="col" className="py-2 pr-3">{t('colDate')}</th>
            <th scope="col" className="py-2 pr-3">{t('colBy')}</th>
            <th scope="col" className="py-2 pr-3">{t('colValueChecked')}</th>
            <th scope="col" className="py-2">{t('colReason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const reason = domainText(row.reason);
            const reviewerWrote = row.method === 'reviewer' && row.status !== 'pending' && reason === row.reason;
            return (
              <tr key={row.id} className={`border-b border-slate-100 align-top ${row.supersededAt ? 'text-slate-500' : ''}`} data-testid={`check-${row.check}`}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {t(`check_${row.check}`)}
                  {row.supersededAt ? <span className="block text-xs font-normal">{t('replacedOn', { date: formatIndianDay(row.supersededAt, locale) })}</span> : null}
                </th>
                <td className={`py-2 pr-3 font-semibold ${STATUS_STYLE[row.status]}`}>{t(`status_${row.status}`)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatIndianDay(row.decidedAt ?? row.createdAt, locale)}</td>
                <td className="py-2 pr-3">
                  {t(`method_${row.method}`)}
                  {row.reviewerName ? <span data-user-text>{` (${row.reviewerName})`}</span> : ''}
                </td>
                <td className="py-2 pr-3 break-all">
                  {row.documentId ? (
                    <a className="text-brand-700 underline" href={documentHref(row.documentId)}>
                      {row.checkedValue ? <span data-user-text>{row.checkedValue}</span> : t('theDocument')}
                    </a>
                  ) : (
                    <span className="font-mono" data-user-text>
                      {row.checkedValue}
                    </span>
                  )}
                </td>
                <td className="py-2" data-user-text={reviewerWrote || undefined}>
                  {reason}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
