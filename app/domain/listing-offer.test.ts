import { describe, expect, it } from 'vitest';
import { UNITS } from './listing';
import { deliveryText, leadTimeText, minimumOrderText, photoAlt, priceBreakRows, productOffer, UNIT_CEFACT_CODES, unitCefactCode } from './listing-offer';

const seller = { name: 'Nashik Agro Seeds', url: 'https://tradesetu.example/suppliers/nashik-agro-seeds' };
const rice = {
  unit: 'kg',
  minOrderQty: 100,
  priceMinPaise: 8200,
  priceMaxPaise: null,
  priceBreaks: [
    { minQty: 100, maxQty: 499, pricePaise: 8200 },
    { minQty: 500, maxQty: null, pricePaise: 7800 },
  ],
  availability: 'in_stock' as const,
  url: 'https://tradesetu.example/product/basmati-rice',
  seller,
};

describe('unit codes', () => {
  it('gives every unit a listing can be sold in a three-or-fewer letter UN/CEFACT code, each its own', () => {
    for (const unit of UNITS) expect(UNIT_CEFACT_CODES[unit.code]).toMatch(/^[A-Z0-9]{2,3}$/);
    expect(new Set(Object.values(UNIT_CEFACT_CODES)).size).toBe(UNITS.length);
    expect([unitCefactCode('kg'), unitCefactCode('tonne'), unitCefactCode('piece'), unitCefactCode('sq ft'), unitCefactCode('quintal')]).toEqual(['KGM', 'TNE', 'H87', 'FTK', 'DTN']);
    expect(unitCefactCode('furlong')).toBeUndefined();
    expect(unitCefactCode('toString')).toBeUndefined();
  });
});

describe('product page texts', () => {
  it('says price breaks, minimum order, lead time and delivery plainly', () => {
    expect(priceBreakRows(rice.priceBreaks, 'kg')).toEqual([
      { quantity: '100–499 kg', price: '₹82/kg' },
      { quantity: '500+ kg', price: '₹78/kg' },
    ]);
    expect(priceBreakRows([{ minQty: 1000, maxQty: 1000, pricePaise: 12550 }], 'piece')).toEqual([{ quantity: '1,000 piece', price: '₹125.50/piece' }]);
    expect(minimumOrderText(100, 'kg')).toBe('Minimum order: 100 kg');
    expect(minimumOrderText(12000, 'piece')).toBe('Minimum order: 12,000 piece');
    expect([leadTimeText(null), leadTimeText(0), leadTimeText(1), leadTimeText(7)]).toEqual([null, 'Dispatched the same day', 'Dispatched in 1 day', 'Dispatched in 7 days']);
    expect(deliveryText([])).toBe('All of India');
    expect(deliveryText(['27', '24'])).toBe('Maharashtra, Gujarat');
    expect(photoAlt('  ', 'Basmati Rice')).toBe('Basmati Rice');
    expect(photoAlt('Rice in 25 kg bags', 'Basmati Rice')).toBe('Rice in 25 kg bags');
  });
});

describe('schema.org offer', () => {
  it('is an AggregateOffer in INR with the unit, the minimum order and each price break', () => {
    const offer = productOffer(rice);
    expect(offer).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '78.00',
      highPrice: '82.00',
      offerCount: 1,
      priceCurrency: 'INR',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100, unitText: 'kg', unitCode: 'KGM' },
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: '82.00',
          priceCurrency: 'INR',
          unitText: 'kg',
          unitCode: 'KGM',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'kg', unitCode: 'KGM' },
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100, unitText: 'kg', unitCode: 'KGM' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: '82.00',
          priceCurrency: 'INR',
          unitText: 'kg',
          unitCode: 'KGM',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'kg', unitCode: 'KGM' },
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100, maxValue: 499, unitText: 'kg', unitCode: 'KGM' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: '78.00',
          priceCurrency: 'INR',
          unitText: 'kg',
          unitCode: 'KGM',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'kg', unitCode: 'KGM' },
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 500, unitText: 'kg', unitCode: 'KGM' },
        },
      ],
      availability: 'https://schema.org/InStock',
      url: rice.url,
      seller: { '@type': 'Organization', ...seller },
    });
    // What a JSON-LD consumer needs holds for every price specification.
    for (const spec of offer?.priceSpecification as Array<Record<string, unknown>>) {
      expect(spec).toMatchObject({ '@type': 'UnitPriceSpecification', priceCurrency: 'INR', unitCode: 'KGM' });
      expect(Number(spec.price)).toBeGreaterThan(0);
    }
  });

  it('is a plain Offer at one price, keeps a range on the listed price, and is absent without a price', () => {
    const single = productOffer({ ...rice, priceBreaks: [], priceMaxPaise: 8200, availability: 'made_to_order', unit: 'tonne' });
    expect(single).toMatchObject({ '@type': 'Offer', price: '82.00', priceCurrency: 'INR', availability: 'https://schema.org/MadeToOrder', eligibleQuantity: { minValue: 100, unitCode: 'TNE' } });
    expect(single).not.toHaveProperty('lowPrice');
    const range = productOffer({ ...rice, priceBreaks: [], priceMaxPaise: 9000, availability: null });
    expect(range).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '82.00', highPrice: '90.00', priceSpecification: [{ price: '82.00', minPrice: '82.00', maxPrice: '90.00' }] });
    expect(range).not.toHaveProperty('availability');
    // A unit the domain does not know keeps its text and has no code.
    expect(productOffer({ ...rice, unit: 'bale', priceBreaks: [] })).toMatchObject({ eligibleQuantity: { unitText: 'bale' } });
    expect(productOffer({ ...rice, unit: 'bale', priceBreaks: [] })?.eligibleQuantity).not.toHaveProperty('unitCode');
    expect(productOffer({ ...rice, priceMinPaise: null, priceBreaks: [] })).toBeUndefined();
  });

  it("names the unit in the page's language on a Hindi page (issue 19), the UN/CEFACT code unchanged", () => {
    const offer = productOffer({ ...rice, unitName: 'किलो' });
    expect(offer).toMatchObject({ eligibleQuantity: { unitText: 'किलो', unitCode: 'KGM' } });
    for (const spec of offer?.priceSpecification as Array<Record<string, unknown>>) expect(spec).toMatchObject({ unitText: 'किलो', unitCode: 'KGM' });
    expect(priceBreakRows([{ minQty: 10, maxQty: null, pricePaise: 8000 }], 'किलो')).toEqual([{ quantity: '10+ किलो', price: '₹80/किलो' }]);
  });
});
