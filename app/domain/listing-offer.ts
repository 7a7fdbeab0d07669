/**
 * How a listing is told to buyers: the texts of the product page (price breaks, minimum order,
 * lead time, delivery) and its schema.org offer for search engines, with the UN/CEFACT code of
 * each unit a listing can be sold in. Pure: the product page and its tests use the same functions.
 */
import { stateByGstCode } from '~/domain/india-states';
import { type Availability, type PriceBreak, type Unit } from '~/domain/listing';
import { formatInr } from '~/domain/money';

/**
 * UN/CEFACT common codes (Recommendation 20; packages by the two-letter codes of Recommendation
 * 21 that Recommendation 20 lists) for every unit of `UNITS`: schema.org's `unitCode`. A `Record`
 * over `Unit`, so a unit added to the domain does not compile until it has its code here.
 */
export const UNIT_CEFACT_CODES: Record<Unit, string> = {
  kg: 'KGM',
  gram: 'GRM',
  quintal: 'DTN', // decitonne: "quintal, metric (100 kg)" in Recommendation 20
  tonne: 'TNE',
  piece: 'H87',
  pair: 'PR',
  dozen: 'DZN',
  set: 'SET',
  box: 'BX',
  carton: 'CT',
  bag: 'BG',
  pack: 'PK',
  bottle: 'BO',
  litre: 'LTR',
  millilitre: 'MLT',
  metre: 'MTR',
  roll: 'RO',
  coil: 'CL',
  sheet: 'ST',
  ream: 'RM',
  'sq ft': 'FTK',
  'square metre': 'MTK',
};

/** The UN/CEFACT code of a stored unit; undefined for a unit the domain does not know (older rows). */
export function unitCefactCode(unit: string): string | undefined {
  return Object.hasOwn(UNIT_CEFACT_CODES, unit) ? UNIT_CEFACT_CODES[unit as Unit] : undefined;
}

const quantity = (n: number) => n.toLocaleString('en-IN');

/** "₹82/kg". */
const unitPriceText = (paise: number, unit: string) => `${formatInr(paise)}/${unit}`;

/** "100–499 kg", or "500+ kg" for the open-ended last break. */
function quantityRangeText(priceBreak: PriceBreak, unit: string): string {
  if (priceBreak.maxQty === null) return `${quantity(priceBreak.minQty)}+ ${unit}`;
  if (priceBreak.maxQty === priceBreak.minQty) return `${quantity(priceBreak.minQty)} ${unit}`;
  return `${quantity(priceBreak.minQty)}–${quantity(priceBreak.maxQty)} ${unit}`;
}

/** The price breaks as the product page's table rows: "100–499 kg" at "₹82/kg" (`unit` as the page names it). */
export function priceBreakRows(breaks: PriceBreak[], unit: string): Array<{ quantity: string; price: string }> {
  return breaks.map((b) => ({ quantity: quantityRangeText(b, unit), price: unitPriceText(b.pricePaise, unit) }));
}

/** "Minimum order: 100 kg". */
export const minimumOrderText = (minOrderQty: number, unit: string) => `Minimum order: ${quantity(minOrderQty)} ${unit}`;

/** "Dispatched in 7 days"; null when the seller has not said. */
export function leadTimeText(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'Dispatched the same day';
  return `Dispatched in ${quantity(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** "All of India" when the listing names no states, else the states' names in the order given. */
export function deliveryText(stateCodes: string[]): string {
  if (stateCodes.length === 0) return 'All of India';
  return stateCodes.map((code) => stateByGstCode(code)?.name ?? code).join(', ');
}

/** A photo's alternative text: what the seller wrote, or the product's name. */
export const photoAlt = (alt: string, productName: string) => alt.trim() || productName;

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  made_to_order: 'https://schema.org/MadeToOrder',
};

export interface OfferInput {
  unit: string;
  /** The unit's name in the page's language, for `unitText` (the stored code when not given). */
  unitName?: string;
  minOrderQty: number;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  priceBreaks: PriceBreak[];
  availability: Availability | null;
  url: string;
  seller: { name: string; url: string };
}

/** Rupees as schema.org wants a price: a plain decimal string ("82.00"). */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The schema.org offer of a listing (Product.offers): an Offer at one price, or an AggregateOffer
 * from the lowest to the highest price (a price range, or price breaks). It carries INR, the
 * minimum order as eligibleQuantity, and UnitPriceSpecifications in the listing's unit: first
 * the listed price, then one per price break with the quantities it applies to. Undefined when
 * the listing has no price ("price on request").
 */
export function productOffer(input: OfferInput): Record<string, unknown> | undefined {
  const prices = [input.priceMinPaise, input.priceMaxPaise, ...input.priceBreaks.map((b) => b.pricePaise)].filter((p): p is number => p !== null);
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const unitCode = unitCefactCode(input.unit);
  const unit = { unitText: input.unitName ?? input.unit, ...(unitCode ? { unitCode } : {}) };
  const amount = (minValue: number, maxValue?: number | null) => ({ '@type': 'QuantitativeValue', minValue, ...(maxValue != null ? { maxValue } : {}), ...unit });
  const unitPrice = (paise: number, eligible: Record<string, unknown>, range?: { minPrice: string; maxPrice: string }) => ({
    '@type': 'UnitPriceSpecification',
    price: rupees(paise),
    priceCurrency: 'INR',
    ...range,
    ...unit,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, ...unit },
    eligibleQuantity: eligible,
  });
  const listed =
    input.priceMinPaise === null
      ? []
      : [
          unitPrice(
            input.priceMinPaise,
            amount(input.minOrderQty),
            input.priceMaxPaise !== null && input.priceMaxPaise !== input.priceMinPaise ? { minPrice: rupees(input.priceMinPaise), maxPrice: rupees(input.priceMaxPaise) } : undefined,
          ),
        ];
  return {
    '@type': low === high ? 'Offer' : 'AggregateOffer',
    ...(low === high ? { price: rupees(low) } : { lowPrice: rupees(low), highPrice: rupees(high), offerCount: 1 }),
    priceCurrency: 'INR',
    eligibleQuantity: amount(input.minOrderQty),
    priceSpecification: [...listed, ...input.priceBreaks.map((b) => unitPrice(b.pricePaise, amount(b.minQty, b.maxQty)))],
    ...(input.availability ? { availability: SCHEMA_AVAILABILITY[input.availability] } : {}),
    url: input.url,
    seller: { '@type': 'Organization', name: input.seller.name, url: input.seller.url },
  };
}
