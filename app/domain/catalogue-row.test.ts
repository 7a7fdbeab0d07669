import { describe, expect, it } from 'vitest';
import { CATALOGUE_HEADER, type Cell, type CatalogueColumn, escapeCell, listingCells, readHeader, splitList, unescapeCell } from '~/domain/catalogue-file';
import { completeRow, parseRow, type RowLookups, sameContent, unitOf } from '~/domain/catalogue-row';
import type { ListingContent } from '~/domain/listing';

const lookups: RowLookups = {
  groupOf: (path) => ({ 'agriculture > seeds > general': 11, 'agriculture/seeds/general': 11 })[path.trim().toLowerCase().replace(/\s*>\s*/g, ' > ')],
  stateOf: (text) => ({ maharashtra: '27', '27': '27', gujarat: '24', '24': '24' })[text.trim().toLowerCase()],
  gstRatesBp: [0, 25, 300, 500, 1800, 4000],
};

const GOOD: Record<string, string> = {
  sku: 'RICE-1121',
  name: 'बासमती चावल 1121',
  category: 'Agriculture > Seeds > General',
  description: 'Aged basmati, Sortex cleaned.',
  unit: 'kg',
  moq: '100',
  price: '86',
  price_up_to: '90',
  price_breaks: '100-499:82; 500+:78',
  hsn: '10063020',
  gst_rate: '5%',
  prices_include_gst: 'no',
  specifications: 'Grade: A; Moisture: 12%',
  lead_time_days: '7',
  availability: 'in stock',
  sample_available: 'yes',
  packaging: '25 kg PP bags',
  delivery_states: 'Maharashtra; 24',
};

function row(overrides: Record<string, Cell> = {}, omit: string[] = []) {
  const cells = new Map<CatalogueColumn, Cell>();
  for (const [column, value] of Object.entries({ ...GOOD, ...overrides })) if (!omit.includes(column)) cells.set(column as CatalogueColumn, value);
  return parseRow(cells, lookups);
}

const problemsOf = (parsed: ReturnType<typeof row>, base: ListingContent | null = null) => completeRow(base, parsed, undefined).problems;

describe('a catalogue row', () => {
  it('becomes listing content with every field, Devanagari intact', () => {
    const { content, problems } = completeRow(null, row(), undefined);
    expect(problems).toEqual([]);
    expect(content).toMatchObject({
      sku: 'RICE-1121',
      name: 'बासमती चावल 1121',
      groupId: 11,
      unit: 'kg',
      minOrderQty: 100,
      priceMinPaise: 8600,
      priceMaxPaise: 9000,
      priceBreaks: [
        { minQty: 100, maxQty: 499, pricePaise: 8200 },
        { minQty: 500, maxQty: null, pricePaise: 7800 },
      ],
      hsnCode: '10063020',
      gstRateBp: 500,
      pricesIncludeGst: false,
      specs: [
        { name: 'Grade', value: 'A' },
        { name: 'Moisture', value: '12%' },
      ],
      leadTimeDays: 7,
      availability: 'in_stock',
      sampleAvailable: true,
      packaging: '25 kg PP bags',
      deliveryStates: ['27', '24'],
      photos: [],
    });
  });

  it.each([
    ['price', '0', 'Enter a price above zero'],
    ['price', '-5', 'Enter a price above zero'],
    ['price', 'abc', 'Enter a price above zero'],
    ['moq', '0', 'minimum order quantity of 1 or more'],
    ['moq', '2.5', 'minimum order quantity of 1 or more'],
    ['hsn', '10O6', 'An HSN code has digits only'],
    ['hsn', '100630101', 'An HSN code is 4, 6 or 8 digits'],
    ['category', 'Agriculture > Seeds > Flowers', '"Agriculture > Seeds > Flowers" is not a category'],
    ['unit', 'furlong', '"furlong" is not a unit we know'],
    ['gst_rate', '12%', '12% is not a GST rate in force today'],
    ['gst_rate', 'five', 'Write the GST rate as a percentage'],
    ['prices_include_gst', 'maybe', 'Write yes if your prices include GST'],
    ['availability', 'soon', 'Write "in stock" or "made to order"'],
    ['lead_time_days', '400', 'whole number of days from 0 to 365'],
    ['delivery_states', 'Atlantis', '"Atlantis" is not a state we know'],
    ['specifications', 'Grade A', 'needs a name and a value'],
    ['sku', '', 'Enter a SKU'],
    ['sku', 'has space', 'A SKU is up to 64 letters'],
    ['name', '', 'Enter the product name'],
    ['name', 'x'.repeat(121), 'A name can be at most 120 characters'],
    ['price_breaks', '100-499=82', '"100-499=82" is not a price break'],
    ['price_breaks', '100-499:0', 'must be a price above zero'],
  ])('refuses %s "%s" at its column', (column, value, message) => {
    const problems = problemsOf(row({ [column]: value }));
    expect(problems).toContainEqual({ column, message: expect.stringContaining(message) as string });
  });

  it('refuses overlapping, unordered and open-ended-too-early price breaks, and a break below the minimum order', () => {
    expect(problemsOf(row({ price_breaks: '100-499:82; 400-999:78' }))).toContainEqual({ column: 'price_breaks', message: expect.stringContaining('must not overlap') as string });
    expect(problemsOf(row({ price_breaks: '100+:82; 500-999:78' }))).toContainEqual({ column: 'price_breaks', message: expect.stringContaining('Only the last price break can be open-ended') as string });
    expect(problemsOf(row({ price_breaks: '50-499:82' }))).toContainEqual({ column: 'price_breaks', message: expect.stringContaining('below the minimum order quantity (100)') as string });
  });

  it('refuses a price range that runs backwards, and an upper price without a price', () => {
    expect(problemsOf(row({ price_up_to: '80' }))).toContainEqual({ column: 'price_up_to', message: 'The highest price (₹80) must be at least the price (₹86)' });
    expect(problemsOf(row({ price: '' }))).toContainEqual({ column: 'price_up_to', message: expect.stringContaining('Enter the lowest price') as string });
  });

  it('refuses a formula, whether an XLSX formula cell or a CSV cell starting with =, and keeps an escaped one as text', () => {
    expect(problemsOf(row({ price: { formula: '=B2*2', value: '172' } }))).toContainEqual({ column: 'price', message: expect.stringContaining('"=B2*2" is a formula') as string });
    expect(problemsOf(row({ name: '=HYPERLINK("http://evil.example","Click")' }))).toContainEqual({ column: 'name', message: expect.stringContaining('is a formula') as string });
    const escaped = completeRow(null, row({ name: "'=Rice, not a formula", description: "'-dash first" }), undefined);
    expect(escaped.problems).toEqual([]);
    expect(escaped.content?.name).toBe('=Rice, not a formula');
    expect(escaped.content?.description).toBe('-dash first');
  });

  it('puts back the leading zero of an HSN that a spreadsheet stored as a number', () => {
    expect(completeRow(null, row({ hsn: '713' }), undefined).content?.hsnCode).toBe('0713');
    expect(completeRow(null, row({ hsn: '9109100' }), undefined).content?.hsnCode).toBe('09109100');
  });

  it('reads units by code, name or common short form', () => {
    expect(unitOf('KG')).toBe('kg');
    expect(unitOf('kilogram')).toBe('kg');
    expect(unitOf('Pcs')).toBe('piece');
    expect(unitOf('square foot (sq ft)')).toBe('sq ft');
    expect(unitOf('furlong')).toBeUndefined();
  });

  it('needs name, category and unit for a new listing but keeps an existing listing’s values for columns the file leaves out', () => {
    const partial = row({}, ['name', 'category', 'unit', 'price_up_to', 'price_breaks', 'moq']);
    expect(problemsOf(partial)).toEqual([
      { column: 'name', message: 'A new listing needs a name: add a "name" column' },
      { column: 'category', message: 'A new listing needs a category: add a "category" column' },
      { column: 'unit', message: 'A new listing needs a unit: add a "unit" column' },
    ]);
    const base = completeRow(null, row(), undefined).content as ListingContent;
    const update = completeRow(base, row({ price: '88' }, ['name', 'category', 'unit']), undefined);
    expect(update.problems).toEqual([]);
    expect(update.content).toMatchObject({ name: base.name, groupId: 11, unit: 'kg', priceMinPaise: 8800 });
    // A single price is stored with its upper end equal to it; changing the price moves both.
    const single = { ...base, priceMinPaise: 8600, priceMaxPaise: 8600 };
    expect(completeRow(single, row({ price: '95' }, ['price_up_to']), undefined).content).toMatchObject({ priceMinPaise: 9500, priceMaxPaise: null });
  });
});

describe('the file format', () => {
  it('escapes cells a spreadsheet would run as formulas, and the import strips exactly that escape', () => {
    for (const text of ['=1+1', '+91 98', '-5', '@SUM(A1)', '\tTab', '\rCR']) {
      expect(escapeCell(text)).toBe(`'${text}`);
      expect(unescapeCell(escapeCell(text))).toBe(text);
    }
    expect(escapeCell('Basmati')).toBe('Basmati');
    expect(unescapeCell("'quoted by the seller")).toBe("'quoted by the seller");
  });

  it('splits ";" lists with \\; inside an item', () => {
    expect(splitList('Grade: A; Note: one\\; two; ')).toEqual(['Grade: A', 'Note: one; two']);
    expect(splitList('a; ; c', true)).toEqual(['a', '', 'c']);
    expect(splitList('a; ; ', true)).toEqual(['a']);
    expect(splitList('', true)).toEqual([]);
  });

  it('reads the header whatever its case or marks, ignores unknown columns and needs the sku column', () => {
    expect(readHeader(['SKU*', 'Price up to', 'MOQ (units)', 'Colour']).columns).toEqual(new Map([['sku', 0], ['price_up_to', 1], ['moq', 2]]));
    expect(readHeader(['SKU', 'Colour']).ignored).toEqual(['Colour']);
    expect(readHeader(['name', 'price']).problems[0]).toContain('no "sku" column');
    expect(readHeader(['sku', 'sku']).problems[0]).toContain('appears twice');
  });

  it('writes a listing as cells that read back to the same content', () => {
    const original = completeRow(null, row({ specifications: 'Grade: A; Note: one\\; two' }), undefined).content as ListingContent;
    const withPhotos: ListingContent = { ...original, photos: [{ key: 'a'.repeat(32) + '.webp', alt: 'Front' }, { key: 'b'.repeat(32) + '.webp', alt: '' }] };
    const cells = listingCells(withPhotos, { categoryOf: () => 'Agriculture > Seeds > General', stateName: (code) => (code === '27' ? 'Maharashtra' : 'Gujarat') });
    expect(Object.keys(cells)).toEqual([...CATALOGUE_HEADER]);
    expect(cells).toMatchObject({ price: '86', price_up_to: '90', price_breaks: '100-499:82; 500+:78', gst_rate: '5%', availability: 'in stock', delivery_states: 'Maharashtra; Gujarat' });
    const back = parseRow(new Map(Object.entries(cells).map(([column, value]) => [column as CatalogueColumn, escapeCell(value)])), lookups);
    const photos = back.photoNames?.map((key, index) => ({ key, alt: back.photoAlts?.[index] ?? '' }));
    const reread = completeRow(withPhotos, back, photos);
    expect(reread.problems).toEqual([]);
    expect(sameContent(withPhotos, reread.content as ListingContent)).toBe(true);
    expect(sameContent(withPhotos, { ...withPhotos, packaging: 'Jute bags' })).toBe(false);
  });
});
