/**
 * A seller's listing: its content (what the editor, the import and a pending revision all carry),
 * the units it is sold in, quantity price breaks, and the states it moves through. One place for
 * these rules: the editor's form schema, the catalogue import and the services all use them.
 */
import { z } from 'zod';

/** Units a listing is sold in: the stored code (shown after a price, "₹82/kg") and its name. */
export const UNITS = [
  { code: 'kg', name: 'kilogram (kg)' },
  { code: 'gram', name: 'gram' },
  { code: 'quintal', name: 'quintal (100 kg)' },
  { code: 'tonne', name: 'tonne' },
  { code: 'piece', name: 'piece' },
  { code: 'pair', name: 'pair' },
  { code: 'dozen', name: 'dozen' },
  { code: 'set', name: 'set' },
  { code: 'box', name: 'box' },
  { code: 'carton', name: 'carton' },
  { code: 'bag', name: 'bag' },
  { code: 'pack', name: 'pack' },
  { code: 'bottle', name: 'bottle' },
  { code: 'litre', name: 'litre' },
  { code: 'millilitre', name: 'millilitre (ml)' },
  { code: 'metre', name: 'metre' },
  { code: 'roll', name: 'roll' },
  { code: 'coil', name: 'coil' },
  { code: 'sheet', name: 'sheet' },
  { code: 'ream', name: 'ream' },
  { code: 'sq ft', name: 'square foot (sq ft)' },
  { code: 'square metre', name: 'square metre' },
] as const;

export type Unit = (typeof UNITS)[number]['code'];
const UNIT_CODES: ReadonlySet<string> = new Set(UNITS.map((unit) => unit.code));
export const isUnit = (value: string): value is Unit => UNIT_CODES.has(value);

export const AVAILABILITY = [
  { code: 'in_stock', name: 'In stock' },
  { code: 'made_to_order', name: 'Made to order' },
] as const;
export type Availability = (typeof AVAILABILITY)[number]['code'];
export const availabilityName = (code: Availability) => AVAILABILITY.find((a) => a.code === code)?.name ?? code;

/** At most this many photos on one listing; the first is the main photo. */
export const MAX_LISTING_PHOTOS = 8;
export const MAX_PRICE_BREAKS = 6;
export const MAX_SPECS = 20;

/**
 * A quantity price break: from `minQty` up to `maxQty` units (null: and more) at `pricePaise` a
 * unit. Breaks are in ascending order, do not overlap, and only the last may be open-ended.
 */
export interface PriceBreak {
  minQty: number;
  maxQty: number | null;
  pricePaise: number;
}

/** A photo of a listing in the order shown, with its alternative text. */
export interface ListingPhoto {
  key: string;
  alt: string;
  /** Pixel size, known once stored (the server fills it in). */
  width?: number;
  height?: number;
}

/**
 * Everything a seller says about a listing, already checked: what the editor saves, what an
 * import row becomes, and what a revision waiting for review holds. Prices are paise.
 */
export interface ListingContent {
  name: string;
  /**
   * The Hindi name and description (issue 19), NFC-normalised; null clears one. Absent (an editor
   * or import that does not offer them) leaves the stored ones as they are.
   */
  nameHi?: string | null;
  descriptionHi?: string | null;
  groupId: number;
  description: string;
  unit: Unit;
  minOrderQty: number;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  priceBreaks: PriceBreak[];
  hsnCode: string | null;
  gstRateBp: number | null;
  pricesIncludeGst: boolean;
  specs: Array<{ name: string; value: string }>;
  leadTimeDays: number | null;
  availability: Availability | null;
  sampleAvailable: boolean;
  packaging: string;
  /** State codes ("27"); empty means all of India. */
  deliveryStates: string[];
  sku: string | null;
  photos: ListingPhoto[];
}

/** A listing with nothing said yet: what a new listing starts from in the editor and the import. */
export const EMPTY_LISTING: ListingContent = {
  name: '',
  groupId: 0,
  description: '',
  unit: 'kg',
  minOrderQty: 1,
  priceMinPaise: null,
  priceMaxPaise: null,
  priceBreaks: [],
  hsnCode: null,
  gstRateBp: null,
  pricesIncludeGst: false,
  specs: [],
  leadTimeDays: null,
  availability: null,
  sampleAvailable: false,
  packaging: '',
  deliveryStates: [],
  sku: null,
  photos: [],
};

/** The fields whose change to a live listing is reviewed again before buyers see it. */
export const MATERIAL_FIELDS = ['name', 'groupId', 'priceMinPaise', 'priceMaxPaise', 'priceBreaks', 'photos'] as const;

/**
 * A material field as compared: photos by their order of keys (alt text is not material), price
 * breaks by their numbers. A listing read back from PostgreSQL has its jsonb keys in jsonb's own
 * order, so comparing the objects as JSON would call every listing with breaks changed.
 */
function materialValue(content: ListingContent, field: (typeof MATERIAL_FIELDS)[number]): string {
  if (field === 'photos') return JSON.stringify(content.photos.map((photo) => photo.key));
  if (field === 'priceBreaks') return JSON.stringify(content.priceBreaks.map((b) => [b.minQty, b.maxQty, b.pricePaise]));
  return JSON.stringify(content[field]);
}

/** Whether `next` changes a material field of `current` (name, category, price, photos; a photo's alt text is not material). */
export function isMaterialChange(current: ListingContent, next: ListingContent): boolean {
  return MATERIAL_FIELDS.some((field) => materialValue(current, field) !== materialValue(next, field));
}

const MATERIAL_FIELD_NAMES = {
  name: 'name',
  groupId: 'category',
  priceMinPaise: 'price',
  priceMaxPaise: 'price',
  priceBreaks: 'price breaks',
  photos: 'photos',
} as const satisfies Record<(typeof MATERIAL_FIELDS)[number], string>;

/** A part of a listing a material edit changes, as the seller reads it. */
export type MaterialPart = (typeof MATERIAL_FIELD_NAMES)[keyof typeof MATERIAL_FIELD_NAMES];

/** The parts a material edit changes, in the editor's order, each once ([] when nothing material changed). */
export function materialChangeParts(current: ListingContent, next: ListingContent): MaterialPart[] {
  const changed = MATERIAL_FIELDS.filter((field) => isMaterialChange(current, { ...current, [field]: next[field] }));
  return [...new Set(changed.map((field) => MATERIAL_FIELD_NAMES[field]))];
}

/**
 * What a material edit changes, in words for the seller ("name, price and photos"), or '' when
 * nothing material changed.
 */
export function materialChangeWords(current: ListingContent, next: ListingContent): string {
  return new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(materialChangeParts(current, next));
}

/** `next` with the material fields of `current`: the part of an edit that applies before review. */
export function withoutMaterialChanges(current: ListingContent, next: ListingContent): ListingContent {
  return { ...next, name: current.name, groupId: current.groupId, priceMinPaise: current.priceMinPaise, priceMaxPaise: current.priceMaxPaise, priceBreaks: current.priceBreaks, photos: current.photos };
}

/** The states a listing moves through; only `live` is seen by buyers. */
export const LISTING_STATES = ['draft', 'submitted', 'live', 'rejected', 'paused', 'archived'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_STATE_NAMES: Record<ListingState, string> = {
  draft: 'Draft',
  submitted: 'In review',
  live: 'Live',
  rejected: 'Rejected',
  paused: 'Paused',
  archived: 'Archived',
};

/** What a seller can do to a listing, and from which states. */
export const SELLER_ACTIONS = {
  submit: ['draft', 'rejected'],
  pause: ['live'],
  resume: ['paused'],
  archive: ['draft', 'submitted', 'live', 'rejected', 'paused'],
  restore: ['archived'],
} as const satisfies Record<string, readonly ListingState[]>;
export type SellerAction = keyof typeof SELLER_ACTIONS;

export function canSeller(action: SellerAction, state: ListingState): boolean {
  return (SELLER_ACTIONS[action] as readonly ListingState[]).includes(state);
}

/**
 * Where a submitted listing goes: a company whose identity a reviewer has checked goes live at
 * once (and can still be taken down); any other waits in the review queue.
 */
export function stateOnSubmit(companyReviewed: boolean): 'live' | 'submitted' {
  return companyReviewed ? 'live' : 'submitted';
}

export type ReviewDecision = 'approved' | 'rejected' | 'taken_down' | 'restored';

/** Reasons a reviewer picks from when rejecting or taking down, plus free text. */
export const REJECTION_REASONS = [
  { code: 'wrong_category', text: 'The listing is in the wrong category' },
  { code: 'unclear_photos', text: 'The photos are unclear, or do not show the product' },
  { code: 'misleading', text: 'The name, description or price is misleading' },
  { code: 'missing_details', text: 'Important details are missing (unit, price or specifications)' },
  { code: 'prohibited', text: 'The product may not be sold on TradeSetu' },
  { code: 'duplicate', text: 'It duplicates another of your listings' },
  { code: 'contact_details', text: 'Contact details in the name, description or photos' },
  { code: 'other', text: 'Another reason (see the note)' },
] as const;
export type RejectionReasonCode = (typeof REJECTION_REASONS)[number]['code'];
export const rejectionReasonText = (code: string) => REJECTION_REASONS.find((r) => r.code === code)?.text ?? code;

export const QTY_MESSAGE = 'Enter a whole number of units, e.g. 100';

/** A positive whole quantity as typed ("1,000"). */
export function parseQuantity(value: string): number | null {
  const text = value.trim().replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 ? quantity : null;
}

/** Rupees as typed ("1,250", "₹ 1250.50") in paise; null when it is not a price above zero. */
export function parseRupees(value: string): number | null {
  const text = value.trim().replace(/[,₹\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const paise = Math.round(Number(text) * 100);
  return paise > 0 ? paise : null;
}

/**
 * Problems with a list of price breaks, by the index of the break (or -1 for the whole list):
 * out of order, overlapping, an open end before the last, a range that ends below its start.
 */
export function priceBreakProblems(breaks: PriceBreak[], minOrderQty: number): Array<{ index: number; message: string }> {
  const problems: Array<{ index: number; message: string }> = [];
  if (breaks.length > MAX_PRICE_BREAKS) problems.push({ index: -1, message: `At most ${MAX_PRICE_BREAKS} price breaks` });
  breaks.forEach((current, index) => {
    if (current.maxQty !== null && current.maxQty < current.minQty) problems.push({ index, message: `The quantity "up to" (${current.maxQty}) is below "from" (${current.minQty})` });
    if (index === 0 && current.minQty < minOrderQty) problems.push({ index, message: `The first break starts below the minimum order quantity (${minOrderQty})` });
    const previous = breaks[index - 1];
    if (!previous) return;
    if (previous.maxQty === null) problems.push({ index: index - 1, message: 'Only the last price break can be open-ended ("and more")' });
    else if (current.minQty <= previous.maxQty) problems.push({ index, message: `Starts at ${current.minQty}, inside the break before it (up to ${previous.maxQty}); breaks must not overlap` });
    if (current.minQty < previous.minQty) problems.push({ index, message: 'Price breaks must be in ascending order of quantity' });
  });
  return problems;
}

/** Spec names and values are short text; names are unique within a listing (case-insensitive). */
export function specProblems(specs: Array<{ name: string; value: string }>): Array<{ index: number; message: string }> {
  const problems: Array<{ index: number; message: string }> = [];
  if (specs.length > MAX_SPECS) problems.push({ index: -1, message: `At most ${MAX_SPECS} specifications` });
  const seen = new Set<string>();
  specs.forEach((spec, index) => {
    if (spec.name.length > 60) problems.push({ index, message: 'A specification name can be at most 60 characters' });
    if (spec.value.length > 200) problems.push({ index, message: 'A specification value can be at most 200 characters' });
    if (spec.name === '' && spec.value !== '') problems.push({ index, message: 'Give this value a name, e.g. "Grade"' });
    if (spec.name !== '' && spec.value === '') problems.push({ index, message: `Give "${spec.name}" a value` });
    const key = spec.name.toLowerCase();
    if (key !== '' && seen.has(key)) problems.push({ index, message: `"${spec.name}" is given twice` });
    seen.add(key);
  });
  return problems;
}

/** The unit price for a quantity: the break it falls in, else the lowest price. */
export function unitPriceFor(content: Pick<ListingContent, 'priceBreaks' | 'priceMinPaise'>, quantity: number): number | null {
  const band = content.priceBreaks.find((b) => quantity >= b.minQty && (b.maxQty === null || quantity <= b.maxQty));
  return band?.pricePaise ?? content.priceMinPaise;
}

/** A seller SKU: letters, digits and - _ . / up to 64 characters; empty is none. */
export const skuSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const sku = (value ?? '').trim();
    if (sku === '') return null;
    if (!/^[\p{L}\p{N}][\p{L}\p{N}\-_./]{0,63}$/u.test(sku)) {
      ctx.addIssue({ code: 'custom', message: 'A SKU is up to 64 letters, digits, dashes, dots, slashes or underscores' });
      return z.NEVER;
    }
    return sku;
  });
