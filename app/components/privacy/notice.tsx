import { Link } from 'react-router';
import { CONSENT_PURPOSES, NOTICE_ITEMS, NOTICE_RECIPIENTS, NOTICE_RIGHTS, NOTICE_RIGHTS_IN_SHORT } from '~/content/privacy-notice';
import { RETENTION_SCHEDULE } from '~/domain/retention';

/**
 * The privacy notice's parts, drawn from app/content/privacy-notice.ts and app/domain/retention.ts:
 * registration shows the items before the first field, /privacy shows all of it.
 */

interface TableProps {
  caption: string;
  testId: string;
  /** The column headings; the first column heads each row. */
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
}

/** A three-column table whose first cell names the row (the notice's items, the retention schedule). */
function NoticeTable({ caption, testId, columns, rows }: TableProps) {
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1 pr-3">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, second, third]) => (
          <tr key={head} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-1 pr-3 font-medium">
              {head}
            </th>
            <td className="py-1 pr-3">{second}</td>
            <td className="py-1">{third}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each kind of personal data and what it is for, one row each. */
export function NoticeItems({ caption }: { caption: string }) {
  const rows = NOTICE_ITEMS.map((item) => [item.data, item.purpose, CONSENT_PURPOSES[item.consent].required ? 'Needed for the account' : 'Optional'] as const);
  return <NoticeTable caption={caption} testId="notice-items" columns={['Personal data', 'What we use it for', 'Consent']} rows={rows} />;
}

/** A sentence of the notice with its /paths turned into links. */
function WithLinks({ text }: { text: string }) {
  const parts = text.split(/(\/[a-z][a-z/-]*)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part} className="font-semibold text-brand-700 underline">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Withdrawal, rights and complaints in one line each, for the registration form. */
export function NoticeInShort() {
  return (
    <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
      {NOTICE_RIGHTS_IN_SHORT.map((line) => (
        <li key={line}>
          <WithLinks text={line} />
        </li>
      ))}
    </ul>
  );
}

/** Who else receives the data, then withdrawal, rights and complaints. */
export function NoticeRights() {
  return (
    <>
      <h2>Who else receives it</h2>
      <ul>
        {NOTICE_RECIPIENTS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {NOTICE_RIGHTS.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <WithLinks text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/** The retention schedule: each kind of data, how long it is kept and why. */
export function RetentionTable() {
  const rows = RETENTION_SCHEDULE.map((rule) => [rule.data, rule.keptFor, rule.why] as const);
  return <NoticeTable caption="Each kind of data, how long we keep it and why" testId="retention-schedule" columns={['Data', 'Kept for', 'Why']} rows={rows} />;
}
