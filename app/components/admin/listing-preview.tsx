import type { ReactNode } from 'react';
import { PriceRange } from '~/components/catalog';
import { uploadUrl } from '~/domain/account-photos';
import { stateByGstCode } from '~/domain/india-states';
import { availabilityName, type ListingContent, type PriceBreak } from '~/domain/listing';
import type { ListingView } from '~/domain/listing-review';
import { formatInr } from '~/domain/money';
import { gstPriceNote, taxSummary } from '~/domain/product-tax';

type Field = keyof ListingContent;

const qty = (n: number) => n.toLocaleString('en-IN');

function breakText(band: PriceBreak, unit: string): string {
  const range = band.maxQty === null ? `${qty(band.minQty)}+ ${unit}` : `${qty(band.minQty)}–${qty(band.maxQty)} ${unit}`;
  return `${range} at ${formatInr(band.pricePaise)}/${unit}`;
}

const notGiven = <span className="text-slate-600">Not given</span>;

/** The rows a product page shows, each with the content fields it is made of (for marking changes). */
function rowsOf(c: ListingContent, categoryPath: string[]): Array<{ label: string; fields: Field[]; value: ReactNode }> {
  const tax = taxSummary(c.hsnCode, c.gstRateBp);
  return [
    { label: 'Category', fields: ['groupId'], value: categoryPath.length > 0 ? categoryPath.join(' › ') : notGiven },
    {
      label: 'Price',
      fields: ['priceMinPaise', 'priceMaxPaise', 'pricesIncludeGst', 'unit'],
      value: (
        <>
          <PriceRange min={c.priceMinPaise} max={c.priceMaxPaise} unit={c.unit} />
          {c.gstRateBp !== null && c.priceMinPaise !== null ? <span className="block text-sm text-slate-700">{gstPriceNote(c.gstRateBp, c.pricesIncludeGst)}</span> : null}
        </>
      ),
    },
    {
      label: 'Price breaks',
      fields: ['priceBreaks', 'unit'],
      value:
        c.priceBreaks.length > 0 ? (
          <ul>
            {c.priceBreaks.map((band) => (
              <li key={band.minQty}>{breakText(band, c.unit)}</li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    { label: 'Minimum order', fields: ['minOrderQty', 'unit'], value: `${qty(c.minOrderQty)} ${c.unit}` },
    { label: 'HSN and GST', fields: ['hsnCode', 'gstRateBp'], value: tax ?? notGiven },
    {
      label: 'Specifications',
      fields: ['specs'],
      value:
        c.specs.length > 0 ? (
          <ul>
            {c.specs.map((spec) => (
              <li key={spec.name}>
                <span className="font-medium">{spec.name}:</span> {spec.value}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    { label: 'Lead time', fields: ['leadTimeDays'], value: c.leadTimeDays === null ? notGiven : `${qty(c.leadTimeDays)} day${c.leadTimeDays === 1 ? '' : 's'}` },
    { label: 'Availability', fields: ['availability'], value: c.availability === null ? notGiven : availabilityName(c.availability) },
    { label: 'Sample', fields: ['sampleAvailable'], value: c.sampleAvailable ? 'Sample available' : 'No sample offered' },
    { label: 'Packaging', fields: ['packaging'], value: c.packaging || notGiven },
    { label: 'Delivers to', fields: ['deliveryStates'], value: c.deliveryStates.length === 0 ? 'All of India' : c.deliveryStates.map((code) => stateByGstCode(code)?.name ?? code).join(', ') },
    { label: "Seller's SKU", fields: ['sku'], value: c.sku ?? notGiven },
    { label: 'Description', fields: ['description'], value: c.description ? <span className="whitespace-pre-line">{c.description}</span> : notGiven },
  ];
}

function ChangedTag({ show }: { show: boolean }) {
  return show ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Changed</span> : null;
}

/**
 * One version of a listing laid out as a product page shows it (photos with their alt text, name,
 * category, prices, terms, description), for a reviewer. Fields in `changed` carry a "Changed"
 * tag, in words and not only colour, so the two versions of an edit can be compared.
 */
export function ListingPreview({ view, heading, headingId, changed = [] }: { view: ListingView; heading: string; headingId: string; changed?: Field[] }) {
  const c = view.content;
  const isChanged = (fields: Field[]) => fields.some((field) => changed.includes(field));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 p-4" data-testid={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <div className={isChanged(['photos']) ? 'mt-3 border-l-4 border-amber-400 pl-2' : 'mt-3'}>
        <p className="text-sm font-medium text-slate-700">
          Photos ({c.photos.length})
          <ChangedTag show={isChanged(['photos'])} />
        </p>
        {c.photos.length === 0 ? (
          <p className="text-sm text-slate-600">No photos: buyers see a drawing of the category.</p>
        ) : (
          <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {c.photos.map((photo, index) => (
              <li key={photo.key} className="text-xs">
                <img src={uploadUrl(photo.key)} alt={photo.alt} width={photo.width ?? 160} height={photo.height ?? 120} loading="lazy" className="aspect-[4/3] w-full rounded border border-slate-200 bg-slate-50 object-cover" />
                <span className="block text-slate-700">
                  {index === 0 ? 'Main photo. ' : ''}
                  {photo.alt ? `Alt text: ${photo.alt}` : 'No alt text'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <h3 className={isChanged(['name']) ? 'mt-3 border-l-4 border-amber-400 pl-2 text-xl font-bold' : 'mt-3 text-xl font-bold'}>
        {c.name}
        <ChangedTag show={isChanged(['name'])} />
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rowsOf(c, view.categoryPath).map((row) => (
          <div key={row.label} className={isChanged(row.fields) ? 'contents [&>*]:bg-amber-50' : 'contents'}>
            <dt className="py-0.5 font-medium text-slate-700">
              {row.label}
              <ChangedTag show={isChanged(row.fields)} />
            </dt>
            <dd className="py-0.5">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
