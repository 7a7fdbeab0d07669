import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { ListingFormSchema, listingFormValues, NEW_LISTING_VALUES } from '~/domain/listing-form';
import { appendPhotoRows, AutosaveSchema, ListingActionSchema, restoredFormValues, savedNotice } from '~/domain/listing-pages';

type Values = Record<string, string | string[] | File | File[]>;

/** Parses like the browser and the action do: FormData through Conform, which turns '' into "missing". */
function parse(values: Values) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return parseWithZod(form, { schema: ListingFormSchema });
}

const errorsOf = (values: Values) => {
  const submission = parse(values);
  if (submission.status !== 'error') throw new Error(`expected errors, got ${submission.status}`);
  return submission.error ?? {};
};

const valueOf = (values: Values) => {
  const submission = parse(values);
  if (submission.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(submission.error)}`);
  return submission.value;
};

const KEY = (n: number) => `${String(n).padStart(32, 'a')}.webp`;
const basics: Values = { name: 'Basmati rice 1121', groupId: '7', unit: 'kg', minOrderQty: '100' };

describe('ListingFormSchema', () => {
  it('turns every field as typed into a listing', () => {
    const value = valueOf({
      ...basics,
      intent: 'submit',
      version: '4',
      name: '  Basmati rice 1121, 25 kg bag ',
      description: 'Aged one year.',
      minOrderQty: '1,000',
      price: '₹82',
      priceMax: '95.50',
      'breaks[0].from': '1000',
      'breaks[0].to': '4999',
      'breaks[0].price': '82',
      'breaks[1].from': '5000',
      'breaks[1].price': '78',
      'breaks[2].from': '',
      hsnCode: '10 06',
      gstRate: '500',
      pricesIncludeGst: 'on',
      'specs[0].name': 'Grain length',
      'specs[0].value': '8.3 mm',
      'specs[1].name': '',
      'specs[2].name': 'Moisture',
      'specs[2].value': '12% max',
      leadTimeDays: '7',
      availability: 'in_stock',
      sampleAvailable: 'on',
      packaging: '25 kg PP bags',
      deliveryStates: ['29', '27', '27'],
      sku: 'BAS-1121-25',
      'photos[0].key': KEY(1),
      'photos[0].alt': 'Rice grains on a plate',
      'photos[0].position': '2',
      'photos[1].key': KEY(2),
      'photos[1].position': '1',
      'photos[2].key': KEY(3),
      'photos[2].remove': 'on',
    });
    expect(value).toEqual({
      submit: true,
      version: 4,
      content: {
        name: 'Basmati rice 1121, 25 kg bag',
        groupId: 7,
        description: 'Aged one year.',
        unit: 'kg',
        minOrderQty: 1000,
        priceMinPaise: 8200,
        priceMaxPaise: 9550,
        priceBreaks: [
          { minQty: 1000, maxQty: 4999, pricePaise: 8200 },
          { minQty: 5000, maxQty: null, pricePaise: 7800 },
        ],
        hsnCode: '1006',
        gstRateBp: 500,
        pricesIncludeGst: true,
        specs: [
          { name: 'Grain length', value: '8.3 mm' },
          { name: 'Moisture', value: '12% max' },
        ],
        leadTimeDays: 7,
        availability: 'in_stock',
        sampleAvailable: true,
        packaging: '25 kg PP bags',
        deliveryStates: ['27', '29'],
        sku: 'BAS-1121-25',
        // Position numbers order the photos: the first is the main photo; a removed one is left out.
        photos: [
          { key: KEY(2), alt: '' },
          { key: KEY(1), alt: 'Rice grains on a plate' },
        ],
      },
    });
  });

  it('keeps a draft without a price, and takes the price from the breaks when only they are given', () => {
    const draft = valueOf(basics);
    expect(draft).toMatchObject({ submit: false, version: null, content: { priceMinPaise: null, priceMaxPaise: null, priceBreaks: [], photos: [], sku: null, availability: null } });
    const fromBreaks = valueOf({ ...basics, 'breaks[0].from': '100', 'breaks[0].to': '499', 'breaks[0].price': '82', 'breaks[1].from': '500', 'breaks[1].price': '78' });
    expect(fromBreaks.content).toMatchObject({ priceMinPaise: 7800, priceMaxPaise: 8200 });
  });

  it('asks for the name, category, unit and minimum order beside each', () => {
    expect(errorsOf({ minOrderQty: '' })).toEqual({
      name: ['Enter a name for the listing, e.g. Basmati rice 1121, 25 kg bag'],
      groupId: ['Choose a category'],
      unit: ['Choose the unit you sell in'],
      minOrderQty: ['Enter the minimum order quantity, e.g. 100'],
    });
    expect(errorsOf({ ...basics, groupId: '7; drop table', unit: 'furlong', name: 'x'.repeat(121) })).toEqual({
      name: ['A name can be at most 120 characters'],
      groupId: ['Choose a category from the list'],
      unit: ['Choose a unit from the list'],
    });
  });

  it('refuses a price of zero or below, a price that is not a number, and an upside-down range', () => {
    expect(errorsOf({ ...basics, price: '0' })).toEqual({ price: ['A price must be more than ₹0'] });
    expect(errorsOf({ ...basics, price: '-5', priceMax: '0.00' })).toEqual({ price: ['A price must be more than ₹0'], priceMax: ['A price must be more than ₹0'] });
    expect(errorsOf({ ...basics, price: '12 rupees' })).toEqual({ price: ['Enter a price in rupees, e.g. 82 or 82.50'] });
    expect(errorsOf({ ...basics, price: '110', priceMax: '82' })).toEqual({ priceMax: ['The "up to" price must be at least the price'] });
    expect(errorsOf({ ...basics, priceMax: '82' })).toEqual({ price: ['Enter the lowest price too, or leave "up to" empty'] });
  });

  it('refuses a minimum order of 0 and a lead time out of range', () => {
    expect(errorsOf({ ...basics, minOrderQty: '0' })).toEqual({ minOrderQty: ['The minimum order must be at least 1'] });
    expect(errorsOf({ ...basics, minOrderQty: '1.5' })).toEqual({ minOrderQty: ['Enter a whole number of units, e.g. 100'] });
    expect(errorsOf({ ...basics, leadTimeDays: '400' })).toEqual({ leadTimeDays: ['Enter the lead time in whole days, from 0 to 365'] });
    expect(valueOf({ ...basics, leadTimeDays: '0' }).content.leadTimeDays).toBe(0);
  });

  it('answers price breaks out of order or overlapping at their row, and a half-filled row at its field', () => {
    const overlapping = errorsOf({ ...basics, 'breaks[0].from': '100', 'breaks[0].to': '499', 'breaks[0].price': '82', 'breaks[1].from': '400', 'breaks[1].price': '78' });
    expect(overlapping).toEqual({ 'breaks[1]': ['Starts at 400, inside the break before it (up to 499); breaks must not overlap'] });
    const unordered = errorsOf({ ...basics, 'breaks[0].from': '500', 'breaks[0].price': '78', 'breaks[2].from': '100', 'breaks[2].to': '499', 'breaks[2].price': '82' });
    expect(unordered['breaks[0]']).toEqual(['Only the last price break can be open-ended ("and more")']);
    expect(unordered['breaks[2]']).toEqual(['Price breaks must be in ascending order of quantity']);
    const belowMoq = errorsOf({ ...basics, 'breaks[0].from': '10', 'breaks[0].price': '82' });
    expect(belowMoq).toEqual({ 'breaks[0]': ['The first break starts below the minimum order quantity (100)'] });
    const upsideDown = errorsOf({ ...basics, 'breaks[0].from': '500', 'breaks[0].to': '200', 'breaks[0].price': '82' });
    expect(upsideDown).toEqual({ 'breaks[0]': ['The quantity "up to" (200) is below "from" (500)'] });
    const halfFilled = errorsOf({ ...basics, 'breaks[1].to': '499', 'breaks[1].price': '0' });
    expect(halfFilled).toEqual({ 'breaks[1].from': ['Enter the quantity this price starts at, e.g. 100'], 'breaks[1].price': ['A price must be more than ₹0'] });
    const zero = errorsOf({ ...basics, 'breaks[0].from': '0', 'breaks[0].price': '80' });
    expect(zero).toEqual({ 'breaks[0].from': ['A price break starts at 1 or more'] });
  });

  it('answers specifications at their row: a value without a name, a name given twice', () => {
    const errors = errorsOf({ ...basics, 'specs[0].name': 'Grade', 'specs[0].value': 'A', 'specs[1].value': '12%', 'specs[3].name': 'grade', 'specs[3].value': 'B', 'specs[4].name': 'Colour' });
    expect(errors).toEqual({ 'specs[1]': ['Give this value a name, e.g. "Grade"'], 'specs[3]': ['"grade" is given twice'], 'specs[4]': ['Give "Colour" a value'] });
  });

  it('refuses an HSN with letters, a rate that is not a number, a bad SKU and an unknown availability', () => {
    expect(errorsOf({ ...basics, hsnCode: 'HS1006' })).toEqual({ hsnCode: ['An HSN code has digits only (no letters or dots), e.g. 1006 for rice'] });
    expect(errorsOf({ ...basics, hsnCode: '100' })).toEqual({ hsnCode: ['An HSN code is 4, 6 or 8 digits, e.g. 1006 for rice'] });
    expect(errorsOf({ ...basics, gstRate: '5%', sku: 'has space', availability: 'tomorrow', deliveryStates: ['Maharashtra'] })).toEqual({
      gstRate: ['Choose a GST rate from the list, or "Not set"'],
      sku: ['A SKU is up to 64 letters, digits, dashes, dots, slashes or underscores'],
      availability: ['Choose "In stock" or "Made to order"'],
      deliveryStates: ['Choose delivery states from the list'],
    });
  });

  it('refuses a ninth photo, names a file that is too large or not a photo, and ignores keys that are not stored photos', () => {
    const eight = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`photos[${i}].key`, KEY(i)]));
    expect(errorsOf({ ...basics, ...eight, 'photos[8].key': KEY(8) })).toEqual({ photos: ['A listing can have at most 8 photos; tick "Remove" on 1'] });
    expect(valueOf({ ...basics, ...eight, 'photos[8].key': KEY(8), 'photos[3].remove': 'on' }).content.photos).toHaveLength(8);
    const extra = new File([new Uint8Array(10)], 'ninth.png', { type: 'image/png' });
    expect(errorsOf({ ...basics, ...eight, newPhotos: extra })).toEqual({ newPhotos: ['This listing has 8 photos already; remove one to add another'] });
    const huge = new File([new Uint8Array(25 * 1024 * 1024)], 'warehouse.jpg', { type: 'image/jpeg' });
    const text = new File(['price list'], 'price-list.txt', { type: 'text/plain' });
    expect(errorsOf({ ...basics, newPhotos: [huge, text] })).toEqual({ newPhotos: ['"warehouse.jpg" is larger than 5 MB; choose a smaller photo', '"price-list.txt" is not a JPEG, PNG or WebP photo'] });
    const forged = valueOf({ ...basics, 'photos[0].key': '../../etc/passwd', 'photos[1].key': KEY(1), 'photos[2].key': KEY(1) });
    expect(forged.content.photos).toEqual([{ key: KEY(1), alt: '' }]);
    expect(errorsOf({ ...basics, 'photos[0].key': KEY(1), 'photos[0].position': 'first', 'photos[0].alt': 'x'.repeat(201) })).toEqual({
      'photos[0].alt': ['A description of a photo can be at most 200 characters'],
      'photos[0].position': ['Enter a position from 1 to 8'],
    });
  });
});

describe('listing form values', () => {
  it('shows a saved listing as the form would send it back, with spare rows', () => {
    const content = valueOf({ ...basics, price: '82', 'breaks[0].from': '100', 'breaks[0].price': '82', 'specs[0].name': 'Grade', 'specs[0].value': 'A', 'photos[0].key': KEY(1) }).content;
    const values = listingFormValues(content, 3);
    expect(values).toMatchObject({ version: '3', name: 'Basmati rice 1121', groupId: '7', price: '82', priceMax: '', minOrderQty: '100', photos: [{ key: KEY(1), alt: '', position: '1' }] });
    expect(values.breaks).toEqual([{ from: '100', to: '', price: '82' }, { from: '', to: '', price: '' }, { from: '', to: '', price: '' }]);
    expect(values.specs).toHaveLength(4);
    expect(NEW_LISTING_VALUES).toMatchObject({ unit: '', minOrderQty: '1', name: '', version: '' });
  });

  it('restores autosaved values as strings of the form, dropping anything else', () => {
    const restored = restoredFormValues({ name: 'Rice', price: 82, evil: '<script>', breaks: [{ from: '100', price: '82' }, {}, { from: { nested: true } }], deliveryStates: '27', photos: [{ key: KEY(1) }, { key: 'x.webp' }] });
    expect(restored).toMatchObject({ name: 'Rice', price: '', deliveryStates: ['27'], photos: [{ key: KEY(1), alt: '', position: '' }] });
    expect(restored).not.toHaveProperty('evil');
    expect(restored.breaks[0]).toEqual({ from: '100', to: '', price: '82' });
    expect(restored.breaks).toHaveLength(3);
    expect(AutosaveSchema.safeParse({ productId: -1, baseVersion: null, values: {} }).success).toBe(false);
    expect(AutosaveSchema.safeParse({ productId: 0, baseVersion: null, values: { name: 'x' } }).success).toBe(true);
  });
});

describe('the listing pages around the form', () => {
  it('adds stored photos as rows after those the form already has', () => {
    const form = new FormData();
    form.append('name', 'Rice');
    form.append('photos[0].key', KEY(1));
    form.append('photos[3].alt', 'a row further down');
    appendPhotoRows(form, [KEY(2), KEY(3)]);
    expect(form.getAll('photos[4].key')).toEqual([KEY(2)]);
    expect(form.getAll('photos[5].position')).toEqual(['6']);
    expect(valueOf({ ...basics, ...Object.fromEntries(form) }).content.photos.map((p) => p.key)).toEqual([KEY(1), KEY(2), KEY(3)]);
  });

  it('says how a save ended, and takes only the state changes a seller has', () => {
    expect(savedNotice('live')).toBe('Published: buyers can see it now.');
    expect(savedNotice('<script>')).toBeNull();
    expect(savedNotice(null)).toBeNull();
    expect(ListingActionSchema.safeParse({ productId: '12', intent: 'pause' })).toMatchObject({ success: true, data: { productId: 12, intent: 'pause' } });
    expect(ListingActionSchema.safeParse({ productId: '12', intent: 'approve' }).success).toBe(false);
    expect(ListingActionSchema.safeParse({ productId: '-1', intent: 'pause' }).success).toBe(false);
  });
});
