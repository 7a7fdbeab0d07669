import { describe, expect, it } from 'vitest';
import { categoryChoices, choiceLabel, matchCategoryChoices } from '~/domain/category-tree';
import {
  canSeller,
  isMaterialChange,
  LISTING_STATES,
  materialChangeWords,
  parseQuantity,
  parseRupees,
  priceBreakProblems,
  specProblems,
  stateOnSubmit,
  unitPriceFor,
  withoutMaterialChanges,
  type ListingContent,
} from '~/domain/listing';

const listing: ListingContent = {
  name: 'Basmati rice 1121',
  groupId: 7,
  description: 'Aged one year.',
  unit: 'kg',
  minOrderQty: 100,
  priceMinPaise: 8200,
  priceMaxPaise: 9000,
  priceBreaks: [
    { minQty: 100, maxQty: 499, pricePaise: 8200 },
    { minQty: 500, maxQty: null, pricePaise: 7800 },
  ],
  hsnCode: '1006',
  gstRateBp: 500,
  pricesIncludeGst: false,
  specs: [{ name: 'Grain length', value: '8.3 mm' }],
  leadTimeDays: 7,
  availability: 'in_stock',
  sampleAvailable: true,
  packaging: '25 kg bags',
  deliveryStates: ['27'],
  sku: 'BAS-1',
  photos: [
    { key: 'a.webp', alt: 'Grains' },
    { key: 'b.webp', alt: 'Bag' },
  ],
};

describe('parseQuantity and parseRupees', () => {
  it('read quantities and prices as people type them, and nothing that is not above zero', () => {
    expect(parseQuantity(' 1,000 ')).toBe(1000);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('1e3')).toBeNull();
    expect(parseQuantity('1234567890')).toBeNull();
    expect(parseRupees('₹ 1,250.50')).toBe(125050);
    expect(parseRupees('82')).toBe(8200);
    expect(parseRupees('0.00')).toBeNull();
    expect(parseRupees('-82')).toBeNull();
    expect(parseRupees('82.505')).toBeNull();
    expect(parseRupees('12 rupees')).toBeNull();
  });
});

describe('priceBreakProblems', () => {
  it('accepts ascending breaks that do not overlap, with only the last open-ended', () => {
    expect(priceBreakProblems(listing.priceBreaks, 100)).toEqual([]);
    expect(priceBreakProblems([], 100)).toEqual([]);
  });

  it('names the break that overlaps, is out of order, ends below its start or starts below the MOQ', () => {
    expect(priceBreakProblems([{ minQty: 100, maxQty: 499, pricePaise: 1 }, { minQty: 499, maxQty: null, pricePaise: 1 }], 100)).toEqual([{ index: 1, message: 'Starts at 499, inside the break before it (up to 499); breaks must not overlap' }]);
    expect(priceBreakProblems([{ minQty: 500, maxQty: 900, pricePaise: 1 }, { minQty: 100, maxQty: 499, pricePaise: 1 }], 100)).toEqual([
      { index: 1, message: 'Starts at 100, inside the break before it (up to 900); breaks must not overlap' },
      { index: 1, message: 'Price breaks must be in ascending order of quantity' },
    ]);
    expect(priceBreakProblems([{ minQty: 100, maxQty: null, pricePaise: 1 }, { minQty: 500, maxQty: null, pricePaise: 1 }], 100)).toEqual([{ index: 0, message: 'Only the last price break can be open-ended ("and more")' }]);
    expect(priceBreakProblems([{ minQty: 300, maxQty: 200, pricePaise: 1 }], 100)).toEqual([{ index: 0, message: 'The quantity "up to" (200) is below "from" (300)' }]);
    expect(priceBreakProblems([{ minQty: 50, maxQty: null, pricePaise: 1 }], 100)).toEqual([{ index: 0, message: 'The first break starts below the minimum order quantity (100)' }]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ minQty: 100 * (i + 1), maxQty: 100 * (i + 1) + 99, pricePaise: 1 }));
    expect(priceBreakProblems(seven, 1)).toEqual([{ index: -1, message: 'At most 6 price breaks' }]);
  });
});

describe('specProblems', () => {
  it('wants a name and a value, short, each name once', () => {
    expect(specProblems(listing.specs)).toEqual([]);
    expect(specProblems([{ name: 'Grade', value: 'A' }, { name: 'GRADE', value: 'B' }])).toEqual([{ index: 1, message: '"GRADE" is given twice' }]);
    expect(specProblems([{ name: '', value: '12%' }, { name: 'Moisture', value: '' }])).toEqual([
      { index: 0, message: 'Give this value a name, e.g. "Grade"' },
      { index: 1, message: 'Give "Moisture" a value' },
    ]);
    expect(specProblems([{ name: 'n'.repeat(61), value: 'v'.repeat(201) }])).toEqual([
      { index: 0, message: 'A specification name can be at most 60 characters' },
      { index: 0, message: 'A specification value can be at most 200 characters' },
    ]);
    expect(specProblems(Array.from({ length: 21 }, (_, i) => ({ name: `n${i}`, value: 'v' })))).toEqual([{ index: -1, message: 'At most 20 specifications' }]);
  });
});

describe('material changes', () => {
  it('counts name, category, price, breaks and photo order as material; description, alt text and the rest not', () => {
    expect(isMaterialChange(listing, { ...listing, description: 'New', packaging: 'Jute', hsnCode: '100630', specs: [], sku: null })).toBe(false);
    expect(isMaterialChange(listing, { ...listing, photos: [{ key: 'a.webp', alt: 'Close-up' }, { key: 'b.webp', alt: '' }] })).toBe(false);
    // Breaks read back from PostgreSQL's jsonb come with their keys in another order: the same breaks.
    const fromJsonb = listing.priceBreaks.map(({ pricePaise, maxQty, minQty }) => ({ maxQty, minQty, pricePaise }));
    expect(isMaterialChange(listing, { ...listing, priceBreaks: fromJsonb })).toBe(false);
    expect(isMaterialChange(listing, { ...listing, name: 'Basmati rice 1509' })).toBe(true);
    expect(isMaterialChange(listing, { ...listing, groupId: 8 })).toBe(true);
    expect(isMaterialChange(listing, { ...listing, priceMaxPaise: 9100 })).toBe(true);
    expect(isMaterialChange(listing, { ...listing, priceBreaks: [] })).toBe(true);
    expect(isMaterialChange(listing, { ...listing, photos: [...listing.photos].reverse() })).toBe(true);
  });

  it('says what changed in words, and keeps the material fields for the part applied at once', () => {
    const edit = { ...listing, name: 'Basmati rice 1509', priceMinPaise: 8000, priceMaxPaise: 8800, photos: [listing.photos[0] ?? { key: 'a.webp', alt: '' }], description: 'Now two years aged.' };
    expect(materialChangeWords(listing, edit)).toBe('name, price and photos');
    expect(materialChangeWords(listing, { ...listing, groupId: 3 })).toBe('category');
    expect(materialChangeWords(listing, listing)).toBe('');
    expect(withoutMaterialChanges(listing, edit)).toEqual({ ...listing, description: 'Now two years aged.' });
  });
});

describe('listing states', () => {
  it('lets a seller act only from the states each action starts from', () => {
    const allowed = (action: Parameters<typeof canSeller>[0]) => LISTING_STATES.filter((state) => canSeller(action, state));
    expect(allowed('submit')).toEqual(['draft', 'rejected']);
    expect(allowed('pause')).toEqual(['live']);
    expect(allowed('resume')).toEqual(['paused']);
    expect(allowed('archive')).toEqual(['draft', 'submitted', 'live', 'rejected', 'paused']);
    expect(allowed('restore')).toEqual(['archived']);
    expect(stateOnSubmit(true)).toBe('live');
    expect(stateOnSubmit(false)).toBe('submitted');
  });

  it('prices a quantity by its break, else the lowest price', () => {
    expect(unitPriceFor(listing, 250)).toBe(8200);
    expect(unitPriceFor(listing, 10_000)).toBe(7800);
    expect(unitPriceFor(listing, 50)).toBe(8200);
  });
});

describe('category choices', () => {
  const choices = categoryChoices([
    { id: 1, name: 'Agriculture', subcategories: [{ id: 10, name: 'Seeds', groups: [{ id: 100, name: 'Vegetable seeds' }, { id: 101, name: 'Flower seeds' }] }] },
    { id: 2, name: 'Food & Beverages', subcategories: [{ id: 20, name: 'Rice & Grains', groups: [{ id: 200, name: 'Basmati rice' }, { id: 201, name: 'Seed rice' }] }] },
  ]);

  it('finds a group by the name of any level, its own name first', () => {
    expect(choiceLabel(choices[0] ?? choices[1]!)).toBe('Vegetable seeds — Seeds › Agriculture');
    expect(matchCategoryChoices(choices, 'seed').map((c) => c.id)).toEqual([201, 100, 101]);
    expect(matchCategoryChoices(choices, 'veg SEEDS').map((c) => c.id)).toEqual([100]);
    expect(matchCategoryChoices(choices, 'food').map((c) => c.id)).toEqual([200, 201]);
    expect(matchCategoryChoices(choices, 'agriculture flower').map((c) => c.id)).toEqual([101]);
    expect(matchCategoryChoices(choices, 'cement')).toEqual([]);
    expect(matchCategoryChoices(choices, '  ', 2)).toHaveLength(2);
  });
});
