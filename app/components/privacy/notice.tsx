import { useLocale, useT } from '~/components/i18n/context';
import { Link } from '~/components/i18n/links';
import { CONSENT_PURPOSES, NOTICE_ITEMS, NOTICE_RECIPIENTS, NOTICE_RIGHTS, NOTICE_RIGHTS_IN_SHORT } from '~/content/privacy-notice';
import { NOTICE_ITEMS_HI, NOTICE_RECIPIENTS_HI, NOTICE_RIGHTS_HI, NOTICE_RIGHTS_IN_SHORT_HI, RETENTION_HI } from '~/content/privacy-notice-hi';
import { RETENTION_SCHEDULE } from '~/domain/retention';

/**
 * The privacy notice's parts, drawn from app/content/privacy-notice.ts and app/domain/retention.ts:
 * registration shows the items before the first field, /privacy shows all of it. On a Hindi page
 * they show the Hindi translation of the same notice version (app/content/privacy-notice-hi.ts).
 */

/** The notice's texts in the page's language. */
function useNotice() {
  const hi = useLocale() === 'hi';
  return {
    items: hi ? NOTICE_ITEMS_HI : NOTICE_ITEMS,
    recipients: hi ? NOTICE_RECIPIENTS_HI : NOTICE_RECIPIENTS,
    rights: hi ? NOTICE_RIGHTS_HI : NOTICE_RIGHTS,
    rightsInShort: hi ? NOTICE_RIGHTS_IN_SHORT_HI : NOTICE_RIGHTS_IN_SHORT,
    retention: RETENTION_SCHEDULE.map((rule) => (hi ? RETENTION_HI[rule.data] : undefined) ?? ([rule.data, rule.keptFor, rule.why] as const)),
  };
}

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
  const t = useT('privacy');
  const rows = useNotice().items.map((item) => [item.data, item.purpose, CONSENT_PURPOSES[item.consent].required ? t('neededForAccount') : t('optional')] as const);
  return <NoticeTable caption={caption} testId="notice-items" columns={[t('personalData'), t('whatWeUseItFor'), t('consent')]} rows={rows} />;
}

/** A sentence of the notice with its /paths turned into links. */
function WithLinks({ text }: { text: string }) {
  const parts = text.split(/(\/[a-z][a-z/-]*)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // The link shows the page's address, which stays as it is in either language.
          <Link key={index} to={part} className="font-semibold text-brand-700 underline" translate="no">
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
  const { rightsInShort } = useNotice();
  return (
    <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
      {rightsInShort.map((line) => (
        <li key={line}>
          <WithLinks text={line} />
        </li>
      ))}
    </ul>
  );
}

/** Who else receives the data, then withdrawal, rights and complaints. */
export function NoticeRights() {
  const t = useT('privacy');
  const { recipients, rights } = useNotice();
  return (
    <>
      <h2>{t('whoElseReceives')}</h2>
      <ul>
        {recipients.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {rights.map((section) => (
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
  const t = useT('privacy');
  return <NoticeTable caption={t('retentionCaption')} testId="retention-schedule" columns={[t('data'), t('keptFor'), t('why')]} rows={useNotice().retention} />;
}
