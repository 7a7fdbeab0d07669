import type { AuditEntryView } from '~/domain/audit-log';

/**
 * Audit log entries as a table: when (India time), who, what, to which record, the details and the
 * values the action changed (before → after, only the keys that differ). The overview and the
 * audit log page both show it.
 */
export function AuditTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">When</th>
            <th scope="col" className="py-2 pr-3">Who</th>
            <th scope="col" className="py-2 pr-3">Action</th>
            <th scope="col" className="py-2 pr-3">Subject</th>
            <th scope="col" className="py-2 pr-3">Details</th>
            <th scope="col" className="py-2">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={`border-b border-slate-200 align-top ${entry.action === 'refused' ? 'bg-red-50' : ''}`} data-testid={`audit-${entry.id}`}>
              <td className="py-2 pr-3 whitespace-nowrap">{entry.when}</td>
              <td className="py-2 pr-3">{entry.who}</td>
              <td className="py-2 pr-3 font-semibold">{entry.action}</td>
              <td className="py-2 pr-3 break-all">{entry.subject}</td>
              <td className="py-2 pr-3 break-words">
                {entry.details}
                {entry.invoice ? (
                  <>
                    {' '}
                    <a className="text-brand-700 underline" href={`/account/billing/invoices/${entry.invoice}`}>
                      Open invoice {entry.invoice}
                    </a>
                  </>
                ) : null}
              </td>
              <td className="py-2">
                {entry.changes.length === 0 ? (
                  <span className="text-slate-600">—</span>
                ) : (
                  <dl className="space-y-1">
                    {entry.changes.map((change) => (
                      <div key={change.key}>
                        <dt className="inline font-medium">{change.key}: </dt>
                        <dd className="inline break-words">
                          <del className="text-red-800">{change.before}</del> → <ins className="text-green-800 no-underline">{change.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
