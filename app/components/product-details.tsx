import { availabilityName, type Availability, type PriceBreak } from '~/domain/listing';
import { deliveryText, leadTimeText, priceBreakRows } from '~/domain/listing-offer';

/** The quantity price breaks as a small table: "100–499 kg" at "₹82/kg". */
export function PriceBreaksTable({ breaks, unit }: { breaks: PriceBreak[]; unit: string }) {
  if (breaks.length === 0) return null;
  return (
    <table className="mt-3 text-sm" data-testid="price-breaks">
      <caption className="text-left font-semibold">Price by quantity</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 pr-6 font-medium">Quantity</th>
          <th scope="col" className="py-1 font-medium">Price per unit</th>
        </tr>
      </thead>
      <tbody>
        {priceBreakRows(breaks, unit).map((row) => (
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
  const lead = leadTimeText(props.leadTimeDays);
  type Fact = { term: string; value: string; testId?: string };
  const facts: Fact[] = [
    props.availability ? { term: 'Availability', value: availabilityName(props.availability) } : null,
    lead ? { term: 'Lead time', value: lead } : null,
    { term: 'Samples', value: props.sampleAvailable ? 'Sample available' : 'No samples' },
    props.packaging.trim() ? { term: 'Packaging', value: props.packaging.trim() } : null,
    { term: 'Delivers to', value: deliveryText(props.deliveryStates) },
    props.tax ? { term: 'Tax', value: props.tax, testId: 'product-tax' } : null,
  ].filter((fact): fact is Fact => fact !== null);
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="listing-facts">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="text-slate-600">{fact.term}</dt>
          <dd className="text-slate-900" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
