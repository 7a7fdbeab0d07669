/**
 * The small parts of the seller's listing pages around the editor's form: autosaved values read
 * back, the photos a form sent joining it as rows, what a save or a state change tells the seller,
 * and the list's state-change form.
 */
import { z } from 'zod';
import { PHOTO_KEY } from '~/domain/account-photos';
import { MAX_LISTING_PHOTOS, MAX_PRICE_BREAKS, MAX_SPECS } from '~/domain/listing';
import { SPARE_BREAK_ROWS, SPARE_SPEC_ROWS, withSpareRows, type ListingFormValues } from '~/domain/listing-form';

const str = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10_000) : '');
const rowsOf = <Key extends string>(value: unknown, keys: readonly Key[], max: number): Array<Record<Key, string>> =>
  (Array.isArray(value) ? value : [])
    .slice(0, max)
    .map((row: unknown) => Object.fromEntries(keys.map((key) => [key, str(typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined)])) as Record<Key, string>);
const isFilled = (row: Record<string, string>) => Object.values(row).some((value) => value.trim() !== '');

/**
 * Values kept by the editor's autosave, as the form can show them again: only the form's own
 * fields, as strings, rows padded like a saved listing's. Anything else a client sent is dropped.
 */
export function restoredFormValues(values: Record<string, unknown>): ListingFormValues {
  const field = (name: keyof ListingFormValues) => str(values[name]);
  const states = values.deliveryStates;
  return {
    version: field('version'),
    name: field('name'),
    nameHi: field('nameHi'),
    descriptionHi: field('descriptionHi'),
    groupId: field('groupId'),
    description: field('description'),
    unit: field('unit'),
    minOrderQty: field('minOrderQty'),
    price: field('price'),
    priceMax: field('priceMax'),
    breaks: withSpareRows(rowsOf(values.breaks, ['from', 'to', 'price'], MAX_PRICE_BREAKS * 2).filter(isFilled), SPARE_BREAK_ROWS, MAX_PRICE_BREAKS, { from: '', to: '', price: '' }),
    hsnCode: field('hsnCode'),
    gstRate: field('gstRate'),
    pricesIncludeGst: field('pricesIncludeGst'),
    specs: withSpareRows(rowsOf(values.specs, ['name', 'value'], MAX_SPECS * 2).filter(isFilled), SPARE_SPEC_ROWS, MAX_SPECS, { name: '', value: '' }),
    leadTimeDays: field('leadTimeDays'),
    availability: field('availability'),
    sampleAvailable: field('sampleAvailable'),
    packaging: field('packaging'),
    deliveryStates: (Array.isArray(states) ? states : [states]).filter((code): code is string => typeof code === 'string' && /^\d{2}$/.test(code)),
    sku: field('sku'),
    photos: rowsOf(values.photos, ['key', 'alt', 'position'], MAX_LISTING_PHOTOS * 2).filter((row) => PHOTO_KEY.test(row.key)),
  };
}

/** The editor's autosave request: which listing (0: a new one), the version it was opened at, and the form's values. */
export const AutosaveSchema = z.object({
  productId: z.number().int().min(0).max(2_147_483_647),
  baseVersion: z.number().int().min(0).nullable(),
  values: z.record(z.string(), z.unknown()),
});

/** The list of a company's listings shows this many a page (a company may have thousands). */
export const LISTINGS_PAGE_SIZE = 50;

/** After a listing's photos are stored, they join the form as rows after those already there. */
export function appendPhotoRows(form: FormData, keys: string[]): void {
  let next = 0;
  for (const name of form.keys()) {
    const row = /^photos\[(\d+)\]\./.exec(name);
    if (row) next = Math.max(next, Number(row[1]) + 1);
  }
  for (const key of keys) {
    form.append(`photos[${next}].key`, key);
    form.append(`photos[${next}].position`, String(next + 1));
    next += 1;
  }
}

/** How a save ended, as the editor's address says it after the redirect (?saved=…). */
export type SavedOutcome = 'draft' | 'submitted' | 'live' | 'review' | 'saved';

const SAVED_NOTICES: Record<SavedOutcome, string> = {
  draft: 'Draft saved. Buyers do not see drafts; submit it when it is ready.',
  submitted: 'Submitted for review. Buyers will see it once our team has checked it.',
  live: 'Published: buyers can see it now.',
  review: 'Saved. Your changes to the name, category, price or photos wait for review; buyers see the previous version until then. Other changes show now.',
  saved: 'Changes saved.',
};

export const savedNotice = (outcome: string | null): string | null => (outcome && outcome in SAVED_NOTICES ? SAVED_NOTICES[outcome as SavedOutcome] : null);

/** The seller's state changes from the list of listings (SELLER_ACTIONS). */
export const ListingActionSchema = z.object({
  productId: z.string({ error: 'Choose a listing' }).regex(/^[1-9]\d{0,9}$/, 'Choose a listing').transform(Number),
  intent: z.enum(['submit', 'pause', 'resume', 'archive', 'restore'], { error: 'Choose what to do with the listing' }),
});

/** What the list says after a state change, by the state the listing reached. */
export const STATE_CHANGED: Record<'submitted' | 'live' | 'paused' | 'archived' | 'draft', string> = {
  submitted: 'Submitted for review. Buyers will see it once our team has checked it.',
  live: 'Live: buyers can see it now.',
  paused: 'Paused: buyers no longer see it until you resume it.',
  archived: 'Archived: it is off the site. Restore it to work on it again.',
  draft: 'Restored as a draft. Submit it when it is ready.',
};
