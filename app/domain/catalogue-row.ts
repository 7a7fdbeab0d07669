/**
 * One row of a catalogue file to listing content: each cell checked with the listing's own rules
 * (domain/listing.ts, product-tax.ts), every problem said in plain words at its column. A column
 * the file leaves out keeps each listing's current value (a new listing gets the default); an
 * empty cell clears an optional value. What only the database knows (categories, states, GST
 * rates in force) comes in as lookups, so this stays pure.
 */
import { type Cell, type CatalogueColumn, splitList, unescapeCell } from '~/domain/catalogue-file';
import {
  AVAILABILITY,
  type Availability,
  isUnit,
  type ListingContent,
  type ListingPhoto,
  MAX_LISTING_PHOTOS,
  parseQuantity,
  parseRupees,
  type PriceBreak,
  priceBreakProblems,
  skuSchema,
  specProblems,
  type Unit,
  UNITS,
  EMPTY_LISTING,
} from '~/domain/listing';
import { formatGstRate, parseHsn } from '~/domain/product-tax';

export interface RowLookups {
  /** The group id for a category path as written (names or slugs), or undefined. */
  groupOf: (path: string) => number | undefined;
  /** The state code for a state as written (name, GST code or slug), or undefined. */
  stateOf: (text: string) => string | undefined;
  /** GST rates in force today, in basis points. */
  gstRatesBp: readonly number[];
}

type Fields = Partial<Omit<ListingContent, 'photos' | 'sku'>>;

export interface ParsedRow {
  sku: string | null;
  /** The values of the columns present and readable. */
  fields: Fields;
  /** Photo file names, when the file has a photos column. */
  photoNames?: string[];
  /** Alt texts by position, when the file has a photo_alt column. */
  photoAlts?: string[];
  problems: Array<{ column: CatalogueColumn; message: string }>;
}

const UNIT_ALIASES: Record<string, Unit> = {
  kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', g: 'gram', gm: 'gram', gms: 'gram', grams: 'gram', qtl: 'quintal', quintals: 'quintal',
  ton: 'tonne', tons: 'tonne', tonnes: 'tonne', mt: 'tonne', pc: 'piece', pcs: 'piece', pieces: 'piece', no: 'piece', nos: 'piece', unit: 'piece', units: 'piece',
  pairs: 'pair', dozens: 'dozen', doz: 'dozen', sets: 'set', boxes: 'box', cartons: 'carton', ctn: 'carton', bags: 'bag', packs: 'pack', packet: 'pack', packets: 'pack',
  bottles: 'bottle', l: 'litre', ltr: 'litre', litres: 'litre', liter: 'litre', liters: 'litre', ml: 'millilitre', m: 'metre', mtr: 'metre', metres: 'metre', meter: 'metre',
  meters: 'metre', rolls: 'roll', coils: 'coil', sheets: 'sheet', reams: 'ream', sqft: 'sq ft', 'sq. ft': 'sq ft', 'square foot': 'sq ft', 'square feet': 'sq ft', sqm: 'square metre', 'sq m': 'square metre',
};

/** A unit as sellers write it: the code ("kg"), its name ("kilogram (kg)", "kilogram") or a common short form ("kgs", "pcs"). */
export function unitOf(text: string): Unit | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (isUnit(key)) return key;
  const named = UNITS.find((unit) => unit.name === key || unit.name.replace(/\s*\(.*\)$/, '') === key);
  return named?.code ?? UNIT_ALIASES[key];
}

const UNIT_HINT = `use one of ${UNITS.map((unit) => unit.code).join(', ')}`;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

function yesNo(text: string): boolean | undefined {
  const key = text.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}

function availabilityOf(text: string): Availability | null | undefined {
  const key = text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (key === '') return null;
  return AVAILABILITY.find((a) => a.name.toLowerCase() === key || a.code.replace(/_/g, ' ') === key)?.code;
}

/** A GST rate as written ("5%", "5", "0.25 %") in basis points, or undefined. */
function gstRateOf(text: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(text.trim());
  return match?.[1] === undefined ? undefined : Math.round(Number(match[1]) * 100);
}

const QUANTITY = String.raw`(\d[\d,]*)`;
const BREAK_PATTERN = new RegExp(String.raw`^${QUANTITY}\s*(?:(?:-|–|to)\s*${QUANTITY}|(\+))\s*:\s*(.+)$`, 'i');

/** "100-499:82" / "500+:78" as a price break, or a message. */
function priceBreakOf(item: string): PriceBreak | string {
  const match = BREAK_PATTERN.exec(item);
  const wrong = `"${item}" is not a price break; write from-to:price, e.g. 100-499:82, or 500+:78 for the last`;
  if (!match?.[1] || !match[4]) return wrong;
  const minQty = parseQuantity(match[1]);
  const maxQty = match[3] ? null : parseQuantity(match[2] ?? '');
  const pricePaise = parseRupees(match[4]);
  if (minQty === null || (maxQty === null && !match[3])) return wrong;
  if (pricePaise === null) return `The price in "${item}" must be a price above zero in rupees, e.g. 82`;
  return { minQty, maxQty, pricePaise };
}

const FORMULA_MESSAGE = (formula: string) => `"${formula.slice(0, 40)}" is a formula; TradeSetu never runs formulas. Type the value itself, or start the cell with an apostrophe (') to keep it as text`;

/** A cell's text: the escape apostrophe removed, a formula refused. */
function cellText(cell: Cell | undefined): { text: string } | { formula: string } {
  if (cell === undefined) return { text: '' };
  if (typeof cell !== 'string') return { formula: cell.formula };
  if (cell.startsWith('=')) return { formula: cell };
  return { text: unescapeCell(cell) };
}

type Parser = (text: string, row: ParsedRow, lookups: RowLookups) => string | undefined;

const maxLength = (limit: number, what: string) => (text: string) => (text.length > limit ? `${what} can be at most ${limit.toLocaleString('en-IN')} characters (this one has ${text.length.toLocaleString('en-IN')})` : undefined);

/** Each column's reader: sets its field on the row, or returns what is wrong. */
const PARSERS: Record<CatalogueColumn, Parser> = {
  sku: (text, row) => {
    if (text.trim() === '') return 'Enter a SKU: rows are matched to your listings by it';
    const parsed = skuSchema.safeParse(text);
    if (!parsed.success) return parsed.error.issues[0]?.message;
    row.sku = parsed.data;
  },
  name: (text, row) => {
    const name = text.trim();
    if (name === '') return 'Enter the product name';
    row.fields.name = name;
    return maxLength(120, 'A name')(name);
  },
  category: (text, row, lookups) => {
    if (text.trim() === '') return 'Enter the category as Category > Subcategory > Group';
    const groupId = lookups.groupOf(text);
    if (groupId === undefined) return `"${text.trim()}" is not a category; write Category > Subcategory > Group as in the template's Categories list`;
    row.fields.groupId = groupId;
  },
  description: (text, row) => {
    row.fields.description = text.trim();
    return maxLength(2000, 'A description')(row.fields.description);
  },
  unit: (text, row) => {
    if (text.trim() === '') return `Enter the unit you sell in; ${UNIT_HINT}`;
    const unit = unitOf(text);
    if (!unit) return `"${text.trim()}" is not a unit we know; ${UNIT_HINT}`;
    row.fields.unit = unit;
  },
  moq: (text, row) => {
    const quantity = text.trim() === '' ? 1 : parseQuantity(text);
    if (quantity === null) return 'Enter a minimum order quantity of 1 or more, as a whole number, e.g. 100';
    row.fields.minOrderQty = quantity;
  },
  price: (text, row) => {
    const paise = text.trim() === '' ? null : parseRupees(text);
    if (paise === null && text.trim() !== '') return 'Enter a price above zero in rupees, e.g. 82 or 82.50 (or leave it empty for "price on request")';
    row.fields.priceMinPaise = paise;
  },
  price_up_to: (text, row) => {
    const paise = text.trim() === '' ? null : parseRupees(text);
    if (paise === null && text.trim() !== '') return 'Enter the highest price above zero in rupees, e.g. 95, or leave it empty';
    row.fields.priceMaxPaise = paise;
  },
  price_breaks: (text, row) => {
    const breaks: PriceBreak[] = [];
    for (const item of splitList(text)) {
      const parsed = priceBreakOf(item);
      if (typeof parsed === 'string') return parsed;
      breaks.push(parsed);
    }
    row.fields.priceBreaks = breaks;
  },
  hsn: (text, row) => {
    const digits = text.replace(/\s+/g, '');
    if (digits === '') {
      row.fields.hsnCode = null;
      return;
    }
    // A spreadsheet stores 0713 as the number 713: HSN chapters have two digits, so an odd length lost its zero.
    const parsed = parseHsn(/^\d{3}$|^\d{5}$|^\d{7}$/.test(digits) ? `0${digits}` : digits);
    if (!parsed.ok) return parsed.message;
    row.fields.hsnCode = parsed.value;
  },
  gst_rate: (text, row, lookups) => {
    if (text.trim() === '') {
      row.fields.gstRateBp = null;
      return;
    }
    const rateBp = gstRateOf(text);
    const inForce = lookups.gstRatesBp.map(formatGstRate).join(', ');
    if (rateBp === undefined) return `Write the GST rate as a percentage, e.g. 5%; the rates in force are ${inForce}`;
    if (!lookups.gstRatesBp.includes(rateBp)) return `${formatGstRate(rateBp)} is not a GST rate in force today; use one of ${inForce}`;
    row.fields.gstRateBp = rateBp;
  },
  prices_include_gst: (text, row) => {
    const value = yesNo(text);
    if (value === undefined) return 'Write yes if your prices include GST, or no';
    row.fields.pricesIncludeGst = value;
  },
  specifications: (text, row) => {
    const specs: Array<{ name: string; value: string }> = [];
    for (const item of splitList(text)) {
      const colon = item.indexOf(':');
      if (colon < 1) return `"${item.slice(0, 60)}" needs a name and a value: write name: value, e.g. Grade: A`;
      specs.push({ name: item.slice(0, colon).trim(), value: item.slice(colon + 1).trim() });
    }
    const problem = specProblems(specs)[0];
    if (problem) return problem.index >= 0 ? `${problem.message} (specification ${problem.index + 1})` : problem.message;
    row.fields.specs = specs;
  },
  lead_time_days: (text, row) => {
    const days = text.trim();
    if (days === '') {
      row.fields.leadTimeDays = null;
      return;
    }
    if (!/^\d{1,3}$/.test(days) || Number(days) > 365) return 'Enter the lead time as a whole number of days from 0 to 365, or leave it empty';
    row.fields.leadTimeDays = Number(days);
  },
  availability: (text, row) => {
    const value = availabilityOf(text);
    if (value === undefined) return 'Write "in stock" or "made to order", or leave it empty';
    row.fields.availability = value;
  },
  sample_available: (text, row) => {
    const value = yesNo(text);
    if (value === undefined) return 'Write yes if you send samples, or no';
    row.fields.sampleAvailable = value;
  },
  packaging: (text, row) => {
    row.fields.packaging = text.trim();
    return maxLength(200, 'Packaging')(row.fields.packaging);
  },
  delivery_states: (text, row, lookups) => {
    const codes: string[] = [];
    for (const item of splitList(text)) {
      const code = lookups.stateOf(item);
      if (code === undefined) return `"${item}" is not a state we know; use state names such as Maharashtra, or GST state codes such as 27`;
      if (!codes.includes(code)) codes.push(code);
    }
    row.fields.deliveryStates = codes;
  },
  photos: (text, row) => {
    const names = splitList(text);
    if (names.length > MAX_LISTING_PHOTOS) return `A listing can have at most ${MAX_LISTING_PHOTOS} photos; this row names ${names.length}`;
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name.toLowerCase())) return `"${name}" is named twice`;
      seen.add(name.toLowerCase());
    }
    row.photoNames = names;
  },
  photo_alt: (text, row) => {
    const alts = splitList(text, true);
    const long = alts.find((alt) => alt.length > 200);
    if (long) return `A photo description can be at most 200 characters ("${long.slice(0, 30)}…")`;
    row.photoAlts = alts;
  },
};

/** Reads the cells of the columns the file has (a column it lacks is absent from `cells`). */
export function parseRow(cells: ReadonlyMap<CatalogueColumn, Cell | undefined>, lookups: RowLookups): ParsedRow {
  const row: ParsedRow = { sku: null, fields: {}, problems: [] };
  for (const [column, cell] of cells) {
    const read = cellText(cell);
    const message = 'formula' in read ? FORMULA_MESSAGE(read.formula) : PARSERS[column](read.text, row, lookups);
    if (message) row.problems.push({ column, message });
  }
  return row;
}

const { name: _name, groupId: _groupId, unit: _unit, ...NEW_LISTING } = EMPTY_LISTING;

const NEEDED_FOR_NEW = [
  { column: 'name', field: 'name', message: 'A new listing needs a name: add a "name" column' },
  { column: 'category', field: 'groupId', message: 'A new listing needs a category: add a "category" column' },
  { column: 'unit', field: 'unit', message: 'A new listing needs a unit: add a "unit" column' },
] as const;

/**
 * The row's content on top of the listing it updates (or a new listing's defaults), with the
 * checks that need several columns: a price range, price breaks against the minimum order.
 */
export function completeRow(base: ListingContent | null, row: ParsedRow, photos: ListingPhoto[] | undefined): { content: ListingContent | null; problems: ParsedRow['problems'] } {
  const problems = [...row.problems];
  const failed = new Set(problems.map((problem) => problem.column));
  if (base === null) {
    for (const need of NEEDED_FOR_NEW) if (row.fields[need.field] === undefined && !failed.has(need.column)) problems.push({ column: need.column, message: need.message });
  }
  // A single price is stored with its upper end equal to it: a row that changes the price alone moves both.
  const current = base && base.priceMaxPaise === base.priceMinPaise ? { ...base, priceMaxPaise: null } : base;
  const merged = { ...(current ?? NEW_LISTING), ...row.fields, sku: row.sku, photos: photos ?? base?.photos ?? [] } as ListingContent;
  if (merged.priceMaxPaise !== null && !failed.has('price') && !failed.has('price_up_to')) {
    if (merged.priceMinPaise === null) problems.push({ column: 'price_up_to', message: 'Enter the lowest price in the price column too, or leave both empty' });
    else if (merged.priceMaxPaise < merged.priceMinPaise) problems.push({ column: 'price_up_to', message: `The highest price (₹${merged.priceMaxPaise / 100}) must be at least the price (₹${merged.priceMinPaise / 100})` });
  }
  if (!failed.has('price_breaks') && !failed.has('moq')) {
    for (const problem of priceBreakProblems(merged.priceBreaks, merged.minOrderQty)) problems.push({ column: 'price_breaks', message: problem.index >= 0 ? `Break ${problem.index + 1}: ${problem.message}` : problem.message });
  }
  return { content: problems.length > 0 ? null : merged, problems };
}

/** Whether saving `next` over `current` would change anything a seller or buyer can see. */
export function sameContent(current: ListingContent, next: ListingContent): boolean {
  // Fields in one fixed order (content read from the database and content built from a row list them differently).
  const normal = (c: ListingContent) =>
    JSON.stringify([
      c.name, c.groupId, c.description, c.unit, c.minOrderQty, c.priceMinPaise, c.priceMaxPaise ?? c.priceMinPaise,
      c.priceBreaks.map((b) => [b.minQty, b.maxQty, b.pricePaise]), c.hsnCode, c.gstRateBp, c.pricesIncludeGst,
      [...c.specs].sort((a, b) => a.name.localeCompare(b.name)).map((spec) => [spec.name, spec.value]),
      c.leadTimeDays, c.availability, c.sampleAvailable, c.packaging, [...c.deliveryStates].sort(), c.sku,
      c.photos.map((photo) => [photo.key, photo.alt]),
    ]);
  return normal(current) === normal(next);
}
