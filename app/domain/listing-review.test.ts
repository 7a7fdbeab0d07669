import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { ListingContent } from '~/domain/listing';
import { changedListingFields, isMaterialField, rejectionMessage, reviewDecisionSchema, reviewLogParamsSchema } from '~/domain/listing-review';

/** Parses like the browser and the action do: FormData through Conform, which turns '' into "missing". */
function parse(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return parseWithZod(form, { schema: reviewDecisionSchema });
}

const content: ListingContent = {
  name: 'Basmati rice',
  groupId: 4,
  description: 'Aged one year.',
  unit: 'kg',
  minOrderQty: 500,
  priceMinPaise: 9000,
  priceMaxPaise: 9500,
  priceBreaks: [{ minQty: 500, maxQty: null, pricePaise: 9000 }],
  hsnCode: '1006',
  gstRateBp: 500,
  pricesIncludeGst: false,
  specs: [{ name: 'Grain length', value: '8.3 mm' }],
  leadTimeDays: 5,
  availability: 'in_stock',
  sampleAvailable: true,
  packaging: '25 kg bags',
  deliveryStates: [],
  sku: 'BAS-1',
  photos: [
    { key: 'a.webp', alt: 'Rice in a bowl', width: 800, height: 600 },
    { key: 'b.webp', alt: 'The bag', width: 800, height: 600 },
  ],
};

describe('reviewDecisionSchema', () => {
  it('approves with what the reviewer saw, and rejects only with a reason from the list', () => {
    expect(parse({ intent: 'approve', subject: 'listing', seen: '1:2' }).status).toBe('success');
    const noReason = parse({ intent: 'reject', subject: 'revision', seen: '1:2', reason: '', note: 'x' });
    expect(noReason.status === 'error' && noReason.error).toEqual({ reason: ['Choose a reason'] });
    const unknown = parse({ intent: 'take_down', reason: 'i_said_so' });
    expect(unknown.status === 'error' && unknown.error).toEqual({ reason: ['Choose a reason'] });
    const ok = parse({ intent: 'take_down', reason: 'prohibited', note: '  Sale of this drug needs a licence.  ' });
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'take_down', reason: 'prohibited', note: 'Sale of this drug needs a licence.' });
    const noNote = parse({ intent: 'reject', subject: 'listing', seen: '1:2', reason: 'duplicate' });
    expect(noNote.status === 'success' && noNote.value).toMatchObject({ note: '' });
  });

  it('wants a note with "Another reason", limits the note, and refuses a form without what was seen', () => {
    const other = parse({ intent: 'reject', subject: 'listing', seen: '1:2', reason: 'other', note: '' });
    expect(other.status === 'error' && other.error).toEqual({ note: ['With "Another reason", say in the note what the seller should change'] });
    const long = parse({ intent: 'reject', subject: 'listing', seen: '1:2', reason: 'misleading', note: 'x'.repeat(1001) });
    expect(long.status === 'error' && long.error).toEqual({ note: ['Keep the note to 1,000 characters or fewer'] });
    const stale = parse({ intent: 'approve', subject: 'listing' });
    expect(stale.status === 'error' && stale.error).toEqual({ seen: ['This page is out of date. Reload it and decide again.'] });
  });
});

describe('rejectionMessage', () => {
  it('gives the seller the reason, then the note when there is one', () => {
    expect(rejectionMessage('wrong_category', '')).toBe('The listing is in the wrong category.');
    expect(rejectionMessage('wrong_category', ' Try Rice, not Pulses. ')).toBe('The listing is in the wrong category. Note from the reviewer: Try Rice, not Pulses.');
  });
});

describe('changedListingFields', () => {
  it('names the changed fields in page order, counting photo order and alt text', () => {
    expect(changedListingFields(content, { ...content })).toEqual([]);
    expect(changedListingFields(content, { ...content, name: 'Basmati rice, 1121', priceMinPaise: 8800, description: 'New' })).toEqual(['name', 'priceMinPaise', 'description']);
    expect(changedListingFields(content, { ...content, photos: [...content.photos].reverse() })).toEqual(['photos']);
    expect(changedListingFields(content, { ...content, photos: [{ ...content.photos[0]!, alt: 'Rice grains' }, content.photos[1]!] })).toEqual(['photos']);
    // A size the server filled in later is not a change the seller made.
    expect(changedListingFields(content, { ...content, photos: content.photos.map(({ key, alt }) => ({ key, alt })) })).toEqual([]);
  });

  it('knows which fields are material (reviewed again before buyers see them)', () => {
    expect(['name', 'groupId', 'priceMinPaise', 'priceBreaks', 'photos'].every((field) => isMaterialField(field as keyof ListingContent))).toBe(true);
    expect(isMaterialField('description')).toBe(false);
  });
});

describe('reviewLogParamsSchema', () => {
  it('reads the page and listing from the query string and ignores nonsense', () => {
    expect(reviewLogParamsSchema.parse({ page: '3', listing: '42' })).toEqual({ page: 3, listing: 42 });
    expect(reviewLogParamsSchema.parse({ page: 'x', listing: 'abc' })).toEqual({ page: 1, listing: undefined });
    expect(reviewLogParamsSchema.parse({})).toEqual({ page: 1, listing: undefined });
  });
});
