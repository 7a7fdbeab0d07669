import { VerifiedBadge } from '~/components/catalog';
import { RESPONSE_WINDOW_TEXT, type ResponseRecord } from '~/domain/response-record';
import { ENTERPRISE_TYPE_LABELS, type EnterpriseType } from '~/domain/search';
import { LEVEL_MEANINGS } from '~/domain/verification';

export interface SupplierCardData {
  name: string;
  slug: string;
  city: string;
  stateName: string | null;
  enterpriseType: EnterpriseType;
  legalForm: string;
  yearEstablished: number | null;
  verified: boolean;
  gstin: string | null;
  udyam: string | null;
  dpiit: string | null;
}

/**
 * What the verified badge stands for, spelled out: the meaning of the level it shows. Nothing is
 * said about the GST register unless a provider really answered (docs/decisions/0025-honest-claims.md).
 */
function verificationDetails(supplier: SupplierCardData): string[] {
  if (!supplier.verified) return [];
  return [LEVEL_MEANINGS.documents_reviewed];
}

/**
 * The card's claims are what TradeSetu checked or counted: the identity review, and `responseRecord`,
 * the supplier's replies to buyers on the site over the last 90 days (app/domain/response-record.ts).
 */
export function SupplierCard({ supplier, url, responseRecord }: { supplier: SupplierCardData; url: string; responseRecord?: ResponseRecord }) {
  const years = supplier.yearEstablished ? new Date().getFullYear() - supplier.yearEstablished : null;
  const details = verificationDetails(supplier);
  return (
    <section aria-labelledby="supplier-card" className="rounded-lg border border-slate-200 p-4">
      <h2 id="supplier-card" className="text-lg font-bold">
        <a href={url} className="text-brand-700 hover:underline">
          {supplier.name}
        </a>
      </h2>
      <p className="text-sm text-slate-700">{[supplier.city, supplier.stateName].filter(Boolean).join(', ')}</p>
      <p className="text-sm text-slate-700">
        {ENTERPRISE_TYPE_LABELS[supplier.enterpriseType]} · {supplier.legalForm}
        {years !== null ? ` · ${years} ${years === 1 ? 'year' : 'years'} in business` : ''}
      </p>
      {details.length > 0 ? (
        <div className="mt-2">
          <VerifiedBadge />
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Not yet verified by the marketplace team.</p>
      )}
      {responseRecord ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="response-record">
          {responseRecord.text}
          {responseRecord.replyShare !== null ? <span className="text-slate-600"> ({RESPONSE_WINDOW_TEXT})</span> : null}
        </p>
      ) : null}
    </section>
  );
}
