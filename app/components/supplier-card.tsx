import { placeName } from '~/components/catalog';
import { useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { LevelBadge, PassedChecks } from '~/components/trust/verification';
import { RESPONSE_WINDOW_TEXT, type ResponseRecord } from '~/domain/response-record';
import type { EnterpriseType } from '~/domain/search';
import type { CompanyCheck, VerificationLevel } from '~/domain/verification';

export interface SupplierCardData {
  name: string;
  slug: string;
  city: string;
  stateName: string | null;
  enterpriseType: EnterpriseType;
  legalForm: string;
  yearEstablished: number | null;
  verificationLevel: VerificationLevel;
  /** The current passed checks and their dates (company_checks), the only facts the card states. */
  checks: ReadonlyArray<{ check: CompanyCheck; at: string | Date }>;
}

/**
 * The card's claims are what TradeSetu checked or counted: the level and the passed checks with
 * their dates (docs/decisions/0021), and `responseRecord`,
 * the supplier's replies to buyers on the site over the last 90 days (app/domain/response-record.ts).
 */
export function SupplierCard({ supplier, url, responseRecord }: { supplier: SupplierCardData; url: string; responseRecord?: ResponseRecord }) {
  const t = useT('product');
  const tc = useT('catalogue');
  const href = useLocalisedHref();
  const domainText = useDomainText();
  const locale = useLocale();
  const years = supplier.yearEstablished ? new Date().getFullYear() - supplier.yearEstablished : null;
  return (
    <section aria-labelledby="supplier-card" className="rounded-lg border border-slate-200 p-4">
      <h2 id="supplier-card" className="text-lg font-bold">
        <a href={href(url)} className="text-brand-700 hover:underline" data-user-text>
          {supplier.name}
        </a>
      </h2>
      <p className="text-sm text-slate-700">{placeName(supplier.city, supplier.stateName, locale)}</p>
      <p className="text-sm text-slate-700">
        {tc(`type_${supplier.enterpriseType}`)} · <span data-user-text>{supplier.legalForm}</span>
        {years !== null ? ` · ${t('yearsInBusiness', { years })}` : ''}
      </p>
      <div className="mt-2">
        <LevelBadge level={supplier.verificationLevel} />
        <p className="mt-1 text-sm text-slate-700">{t(`meaning_${supplier.verificationLevel}`)}</p>
        <PassedChecks checks={supplier.checks} />
      </div>
      {responseRecord ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="response-record">
          {domainText(responseRecord.text)}
          {responseRecord.replyShare !== null ? <span className="text-slate-600"> ({domainText(RESPONSE_WINDOW_TEXT)})</span> : null}
        </p>
      ) : null}
    </section>
  );
}
