import { useDomainText, useT } from '~/components/i18n/context';
import { useUnitName } from '~/components/i18n/units';
import type { Availability, PriceBreak } from '~/domain/listing';
import { deliveryText, leadTimeText, priceBreakRows } from '~/domain/listing-offer';

/** The quantity price breaks as a small table: "100–499 kg" at "₹82/kg". */
export function PriceBreaksTable({ breaks, unit }: { breaks: PriceBreak[]; unit: string }) {
  const t = useT('product');
  const unitName = useUnitName();
  if (breaks.length === 0) return null;
  return (
    <table className="mt-3 text-sm" data-testid="price-breaks">
      <caption className="text-left font-semibold">{t('priceByQuantity')}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 pr-6 font-medium">{t('quantity')}</th>
          <th scope="col" className="py-1 font-medium">{t('pricePerUnit')}</th>
        </tr>
      </thead>
      <tbody>
        {priceBreakRows(breaks, unitName(unit)).map((row) => (
          <tr key={row.quantity} className="border-t border-slate-200">
            <td className="py-1 pr-6">{row.quantity}</td>
            <td className="py-1 font-semibold">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ListingFactsProps {
  leadTimeDays: number | null;
  availability: Availability | null;
  sampleAvailable: boolean;
  packaging: string;
  deliveryStates: string[];
  /** "HSN 1006 · GST 5%", when the seller gave them. */
  tax: string | null;
}

/** What a buyer asks before an inquiry, as a list of terms: stock, dispatch, samples, packing, delivery, tax. */
export function ListingFacts(props: ListingFactsProps) {
  const t = useT('product');
  const tc = useT('catalogue');
  const domainText = useDomainText();
  const lead = leadTimeText(props.leadTimeDays);
  type Fact = { term: string; value: string; testId?: string; user?: boolean };
  const candidates: (Fact | null)[] = [
    props.availability ? { term: t('factAvailability'), value: tc(`availability_${props.availability}`) } : null,
    lead ? { term: t('factLeadTime'), value: domainText(lead) } : null,
    { term: t('factSamples'), value: props.sampleAvailable ? t('sampleAvailable') : t('noSamples') },
    props.packaging.trim() ? { term: t('factPackaging'), value: props.packaging.trim(), user: true } : null,
    { term: t('factDeliversTo'), value: domainText(deliveryText(props.deliveryStates)) },
    props.tax ? { term: t('factTax'), value: props.tax, testId: 'product-tax' } : null,
  ];
  const facts = candidates.filter((fact): fact is Fact => fact !== null);
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="listing-facts">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="text-slate-600">{fact.term}</dt>
          <dd className="text-slate-900" data-testid={fact.testId} data-user-text={fact.user ? '' : undefined}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
