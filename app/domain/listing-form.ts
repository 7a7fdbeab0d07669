/**
 * The listing editor's form (/account/products/new and /account/products/:id): one schema that
 * the browser and the action both use to turn what was typed into a ListingContent, with each
 * problem at its field, or at its row for price breaks, specifications and photos. The form's
 * values are strings as typed; listingFormValues turns a saved listing back into them.
 */
import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_KEY } from '~/domain/account-photos';
import { normaliseHindiText } from '~/domain/hindi-text';
import {
  AVAILABILITY,
  isUnit,
  MAX_LISTING_PHOTOS,
  MAX_PRICE_BREAKS,
  MAX_SPECS,
  parseQuantity,
  parseRupees,
  priceBreakProblems,
  QTY_MESSAGE,
  skuSchema,
  specProblems,
  type Availability,
  type ListingContent,
  type ListingPhoto,
  type PriceBreak,
  EMPTY_LISTING,
} from '~/domain/listing';
import { gstRateSchema, hsnCodeSchema } from '~/domain/product-tax';

const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 4000;
const MAX_PACKAGING_LENGTH = 200;
const MAX_ALT_LENGTH = 200;
const MAX_LEAD_TIME_DAYS = 365;

/** Empty rows the form offers without JavaScript beyond the filled ones (JavaScript adds more on demand). */
export const SPARE_BREAK_ROWS = 2;
export const SPARE_SPEC_ROWS = 3;

const text = z.string().optional();
const rows = <Shape extends z.ZodRawShape>(shape: Shape) => z.array(z.object(shape).optional()).optional();

/** The form as Conform reads it: strings (missing when left empty), rows, and the photo picker's files. */
const RawListingForm = z.object({
  intent: text,
  version: text,
  name: text,
  /** Optional Hindi name and description (issue 19); a form without the fields leaves them as stored. */
  nameHi: text,
  descriptionHi: text,
  groupId: text,
  description: text,
  unit: text,
  minOrderQty: text,
  price: text,
  priceMax: text,
  breaks: rows({ from: text, to: text, price: text }),
  hsnCode: text,
  gstRate: text,
  pricesIncludeGst: text,
  specs: rows({ name: text, value: text }),
  leadTimeDays: text,
  availability: text,
  sampleAvailable: text,
  packaging: text,
  deliveryStates: z.array(z.string()).optional(),
  sku: text,
  /** Photos already stored: the listing's own, or uploads this user sent with an earlier submission. */
  photos: rows({ key: text, alt: text, position: text, remove: text }),
  /** Files chosen in the picker; the server stores them before it reads the form (they never reach this schema there). */
  newPhotos: z.array(z.instanceof(Blob)).optional(),
});
type RawListingForm = z.infer<typeof RawListingForm>;

/** What a valid form means: the content, whether to submit it, and the version it was made from. */
// A type, not an interface: the form hook wants an object type with an index signature.
export type ListingFormValue = {
  submit: boolean;
  version: number | null;
  content: ListingContent;
};

export type Path = Array<string | number>;
export type Report = (path: Path, message: string) => void;

const PRICE_MESSAGE = 'Enter a price in rupees, e.g. 82 or 82.50';
const ABOVE_ZERO = 'A price must be more than ₹0';

/** A price field: null when empty, paise when right, otherwise a message (zero and below said as such). */
export function readPrice(value: string | undefined, path: Path, report: Report): number | null | undefined {
  if (value === undefined || value.trim() === '') return null;
  const paise = parseRupees(value);
  if (paise !== null) return paise;
  const cleaned = value.replace(/[,₹\s]/g, '');
  report(path, /^-?\d+(\.\d+)?$/.test(cleaned) && Number(cleaned) <= 0 ? ABOVE_ZERO : PRICE_MESSAGE);
  return undefined;
}

/** A quantity field: null when empty, the number when right, otherwise a message (zero said as such). */
export function readQuantity(value: string | undefined, path: Path, report: Report, zeroMessage: string): number | null | undefined {
  if (value === undefined || value.trim() === '') return null;
  const quantity = parseQuantity(value);
  if (quantity !== null) return quantity;
  report(path, /^[0\s,]+$/.test(value) ? zeroMessage : QTY_MESSAGE);
  return undefined;
}

/** The price breaks that were filled in, each with the row it came from; blank rows are skipped. */
function readBreaks(raw: RawListingForm, minOrderQty: number | null, report: Report): PriceBreak[] {
  const filled = (raw.breaks ?? []).map((row, index) => ({ row: row ?? {}, index })).filter(({ row }) => row.from || row.to || row.price);
  if (filled.length > MAX_PRICE_BREAKS) report(['breaks'], `At most ${MAX_PRICE_BREAKS} price breaks; clear ${filled.length - MAX_PRICE_BREAKS}`);
  const breaks: PriceBreak[] = [];
  for (const { row, index } of filled) {
    const minQty = row.from ? readQuantity(row.from, ['breaks', index, 'from'], report, 'A price break starts at 1 or more') : null;
    if (minQty === null) report(['breaks', index, 'from'], 'Enter the quantity this price starts at, e.g. 100');
    const maxQty = readQuantity(row.to, ['breaks', index, 'to'], report, 'Enter a quantity of 1 or more, or leave it empty for "and more"');
    const pricePaise = readPrice(row.price, ['breaks', index, 'price'], report);
    if (pricePaise === null) report(['breaks', index, 'price'], 'Enter the price per unit for this quantity');
    if (typeof minQty === 'number' && maxQty !== undefined && typeof pricePaise === 'number') breaks.push({ minQty, maxQty, pricePaise });
  }
  if (breaks.length === filled.length && filled.length <= MAX_PRICE_BREAKS) {
    for (const problem of priceBreakProblems(breaks, minOrderQty ?? 1)) {
      const row = filled[problem.index];
      report(row ? ['breaks', row.index] : ['breaks'], problem.message);
    }
  }
  return breaks;
}

function readSpecs(raw: RawListingForm, report: Report): Array<{ name: string; value: string }> {
  const filled = (raw.specs ?? [])
    .map((row, index) => ({ spec: { name: (row?.name ?? '').trim(), value: (row?.value ?? '').trim() }, index }))
    .filter(({ spec }) => spec.name !== '' || spec.value !== '');
  if (filled.length > MAX_SPECS) report(['specs'], `At most ${MAX_SPECS} specifications; clear ${filled.length - MAX_SPECS}`);
  for (const problem of specProblems(filled.map(({ spec }) => spec))) {
    const row = filled[problem.index];
    if (row) report(['specs', row.index], problem.message);
  }
  return filled.map(({ spec }) => spec);
}

/** Stored photos kept on the listing, in the order of their position numbers (ties keep the page's order). */
function readPhotos(raw: RawListingForm, report: Report): ListingPhoto[] {
  const kept: Array<{ photo: ListingPhoto; position: number; index: number }> = [];
  (raw.photos ?? []).forEach((row, index) => {
    // A key that is not a stored photo's (edited by hand) is left out: the server only uses this user's own photos anyway.
    if (!row?.key || !PHOTO_KEY.test(row.key) || row.remove) return;
    const alt = (row.alt ?? '').trim();
    if (alt.length > MAX_ALT_LENGTH) report(['photos', index, 'alt'], `A description of a photo can be at most ${MAX_ALT_LENGTH} characters`);
    let position = index + 1;
    if (row.position !== undefined && row.position.trim() !== '') {
      if (/^\d{1,2}$/.test(row.position.trim())) position = Number(row.position.trim());
      else report(['photos', index, 'position'], `Enter a position from 1 to ${MAX_LISTING_PHOTOS}`);
    }
    if (!kept.some((other) => other.photo.key === row.key)) kept.push({ photo: { key: row.key, alt }, position, index });
  });
  if (kept.length > MAX_LISTING_PHOTOS) report(['photos'], `A listing can have at most ${MAX_LISTING_PHOTOS} photos; tick "Remove" on ${kept.length - MAX_LISTING_PHOTOS}`);
  const newFiles = raw.newPhotos ?? [];
  const room = MAX_LISTING_PHOTOS - kept.length;
  if (newFiles.length > Math.max(room, 0)) report(['newPhotos'], room > 0 ? `You can add ${room} more photo${room === 1 ? '' : 's'}: a listing has at most ${MAX_LISTING_PHOTOS}` : `This listing has ${MAX_LISTING_PHOTOS} photos already; remove one to add another`);
  for (const file of newFiles) {
    const name = 'name' in file && typeof file.name === 'string' ? `"${file.name.slice(0, 80)}"` : 'A photo';
    if (file.size > MAX_PHOTO_BYTES) report(['newPhotos'], `${name} is larger than 5 MB; choose a smaller photo`);
    else if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) report(['newPhotos'], `${name} is not a JPEG, PNG or WebP photo`);
  }
  return kept.sort((a, b) => a.position - b.position || a.index - b.index).map(({ photo }) => photo);
}

function readListing(raw: RawListingForm, report: Report): ListingFormValue {
  const name = (raw.name ?? '').trim();
  if (name === '') report(['name'], 'Enter a name for the listing, e.g. Basmati rice 1121, 25 kg bag');
  else if (name.length > MAX_NAME_LENGTH) report(['name'], `A name can be at most ${MAX_NAME_LENGTH} characters`);

  // Hindi text is kept as typed, NFC-normalised; a field the form does not have stays undefined.
  const hindi = (value: string | undefined) => (value === undefined ? undefined : normaliseHindiText(value.trim()) || null);
  const nameHi = hindi(raw.nameHi);
  if (nameHi && nameHi.length > MAX_NAME_LENGTH) report(['nameHi'], `A Hindi name can be at most ${MAX_NAME_LENGTH} characters`);
  const descriptionHi = hindi(raw.descriptionHi);
  if (descriptionHi && descriptionHi.length > MAX_DESCRIPTION_LENGTH) report(['descriptionHi'], `A Hindi description can be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-IN')} characters`);

  const groupText = (raw.groupId ?? '').trim();
  if (groupText === '') report(['groupId'], 'Choose a category');
  else if (!/^[1-9]\d{0,9}$/.test(groupText)) report(['groupId'], 'Choose a category from the list');

  const description = (raw.description ?? '').trim();
  if (description.length > MAX_DESCRIPTION_LENGTH) report(['description'], `A description can be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-IN')} characters`);

  const unit = raw.unit ?? '';
  if (unit === '') report(['unit'], 'Choose the unit you sell in');
  else if (!isUnit(unit)) report(['unit'], 'Choose a unit from the list');

  const minOrderQty = readQuantity(raw.minOrderQty, ['minOrderQty'], report, 'The minimum order must be at least 1');
  if (minOrderQty === null) report(['minOrderQty'], 'Enter the minimum order quantity, e.g. 100');

  const price = readPrice(raw.price, ['price'], report);
  const priceMax = readPrice(raw.priceMax, ['priceMax'], report);
  if (typeof priceMax === 'number') {
    if (price === null) report(['price'], 'Enter the lowest price too, or leave "up to" empty');
    else if (typeof price === 'number' && priceMax < price) report(['priceMax'], 'The "up to" price must be at least the price');
  }
  const breaks = readBreaks(raw, typeof minOrderQty === 'number' ? minOrderQty : null, report);

  const hsn = hsnCodeSchema.safeParse(raw.hsnCode);
  if (!hsn.success) report(['hsnCode'], hsn.error.issues[0]?.message ?? 'Check the HSN code');
  const rate = gstRateSchema.safeParse(raw.gstRate);
  if (!rate.success) report(['gstRate'], rate.error.issues[0]?.message ?? 'Choose a GST rate from the list');

  const leadText = (raw.leadTimeDays ?? '').trim();
  if (leadText !== '' && (!/^\d{1,3}$/.test(leadText) || Number(leadText) > MAX_LEAD_TIME_DAYS)) report(['leadTimeDays'], `Enter the lead time in whole days, from 0 to ${MAX_LEAD_TIME_DAYS}`);

  const availability = raw.availability ?? '';
  if (availability !== '' && !AVAILABILITY.some((a) => a.code === availability)) report(['availability'], 'Choose "In stock" or "Made to order"');

  const packaging = (raw.packaging ?? '').trim();
  if (packaging.length > MAX_PACKAGING_LENGTH) report(['packaging'], `Packaging can be at most ${MAX_PACKAGING_LENGTH} characters`);

  const deliveryStates = [...new Set(raw.deliveryStates ?? [])].sort();
  if (deliveryStates.some((code) => !/^\d{2}$/.test(code))) report(['deliveryStates'], 'Choose delivery states from the list');

  const sku = skuSchema.safeParse(raw.sku);
  if (!sku.success) report(['sku'], sku.error.issues[0]?.message ?? 'Check the SKU');

  const specs = readSpecs(raw, report);
  const photos = readPhotos(raw, report);
  const priceMinPaise = typeof price === 'number' ? price : breaks.length > 0 ? Math.min(...breaks.map((b) => b.pricePaise)) : null;
  const priceMaxPaise = typeof priceMax === 'number' ? priceMax : typeof price === 'number' ? price : breaks.length > 0 ? Math.max(...breaks.map((b) => b.pricePaise)) : null;
  const version = (raw.version ?? '').trim();
  return {
    submit: raw.intent === 'submit',
    version: /^\d{1,9}$/.test(version) ? Number(version) : null,
    content: {
      name,
      ...(nameHi === undefined ? {} : { nameHi }),
      ...(descriptionHi === undefined ? {} : { descriptionHi }),
      groupId: Number(groupText) || 0,
      description,
      unit: isUnit(unit) ? unit : 'piece',
      minOrderQty: typeof minOrderQty === 'number' ? minOrderQty : 1,
      priceMinPaise,
      priceMaxPaise,
      priceBreaks: breaks,
      hsnCode: hsn.success ? hsn.data : null,
      gstRateBp: rate.success ? rate.data : null,
      pricesIncludeGst: Boolean(raw.pricesIncludeGst),
      specs,
      leadTimeDays: leadText === '' ? null : Number(leadText),
      availability: availability === '' ? null : (availability as Availability),
      sampleAvailable: Boolean(raw.sampleAvailable),
      packaging,
      deliveryStates,
      sku: sku.success ? sku.data : null,
      photos,
    },
  };
}

/**
 * The editor's schema: the form's strings in, a ListingFormValue out, or every problem at once at
 * its field ("price"), its row ("breaks[1]") or a field of a row ("breaks[1].price").
 */
export const ListingFormSchema = RawListingForm.transform((raw, ctx): ListingFormValue => {
  let failed = false;
  const value = readListing(raw, (path, message) => {
    failed = true;
    ctx.addIssue({ code: 'custom', path, message });
  });
  return failed ? z.NEVER : value;
});

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

/** Rows as the form shows them: the filled ones and a few empty ones to fill without JavaScript. */
export function withSpareRows<Row>(filled: Row[], spare: number, max: number, empty: Row): Row[] {
  return [...filled, ...Array.from({ length: Math.max(0, Math.min(spare, max - filled.length)) }, () => empty)];
}

/** The editor's form values, as strings the way they are typed (the schema's input). */
export interface ListingFormValues {
  version: string;
  name: string;
  nameHi: string;
  descriptionHi: string;
  groupId: string;
  description: string;
  unit: string;
  minOrderQty: string;
  price: string;
  priceMax: string;
  breaks: Array<{ from: string; to: string; price: string }>;
  hsnCode: string;
  gstRate: string;
  pricesIncludeGst: string;
  specs: Array<{ name: string; value: string }>;
  leadTimeDays: string;
  availability: string;
  sampleAvailable: string;
  packaging: string;
  deliveryStates: string[];
  sku: string;
  photos: Array<{ key: string; alt: string; position: string }>;
}

/** A saved listing as the editor's form values (the inverse of the schema). */
export function listingFormValues(content: ListingContent, version: number | null): ListingFormValues {
  return {
    version: version === null ? '' : String(version),
    name: content.name,
    nameHi: content.nameHi ?? '',
    descriptionHi: content.descriptionHi ?? '',
    groupId: content.groupId > 0 ? String(content.groupId) : '',
    description: content.description,
    unit: content.unit,
    minOrderQty: String(content.minOrderQty),
    price: rupees(content.priceMinPaise),
    // One price is shown once; a range keeps its upper end.
    priceMax: content.priceMaxPaise !== null && content.priceMaxPaise !== content.priceMinPaise ? rupees(content.priceMaxPaise) : '',
    breaks: withSpareRows(
      content.priceBreaks.map((b) => ({ from: String(b.minQty), to: b.maxQty === null ? '' : String(b.maxQty), price: rupees(b.pricePaise) })),
      SPARE_BREAK_ROWS,
      MAX_PRICE_BREAKS,
      { from: '', to: '', price: '' },
    ),
    hsnCode: content.hsnCode ?? '',
    gstRate: content.gstRateBp === null ? '' : String(content.gstRateBp),
    pricesIncludeGst: content.pricesIncludeGst ? 'on' : '',
    specs: withSpareRows(content.specs, SPARE_SPEC_ROWS, MAX_SPECS, { name: '', value: '' }),
    leadTimeDays: content.leadTimeDays === null ? '' : String(content.leadTimeDays),
    availability: content.availability ?? '',
    sampleAvailable: content.sampleAvailable ? 'on' : '',
    packaging: content.packaging,
    deliveryStates: content.deliveryStates,
    sku: content.sku ?? '',
    photos: content.photos.map((photo, index) => ({ key: photo.key, alt: photo.alt, position: String(index + 1) })),
  };
}

/** A new listing's starting values: the unit is left for the seller to choose. */
export const NEW_LISTING_VALUES: ListingFormValues = {
  ...listingFormValues(EMPTY_LISTING, null),
  unit: '',
};
