/**
 * The catalogue file: the columns a seller's CSV or XLSX carries (the template, the import and the
 * export all use this one list), how each value is written, the limits on an import, and the
 * escape that keeps spreadsheets from running a cell as a formula. Row parsing is in
 * catalogue-row.ts; reading the bytes of a file is the server's (services/catalog).
 */
import { z } from 'zod';
import { AVAILABILITY, UNITS, type ListingContent, type PriceBreak } from '~/domain/listing';
import { formatGstRate } from '~/domain/product-tax';

/** The columns in the order the template and the export write them. Only `sku` must be present. */
export const CATALOGUE_COLUMNS = [
  { key: 'sku', help: 'Your own code for the product (letters, digits, - _ . /). Required: the import matches each row to your listing by it, so a row with a SKU you already use updates that listing.', example: 'RICE-1121-25' },
  { key: 'name', help: 'The product name buyers see, up to 120 characters.', example: '1121 Basmati Rice, Steam' },
  { key: 'category', help: 'Category > Subcategory > Group, written as in the Categories list below (or with their slugs, e.g. agriculture/seeds/general).', example: '' },
  { key: 'description', help: 'What the product is, up to 2,000 characters.', example: 'Aged 12 months, average grain length 8.35 mm, Sortex cleaned.' },
  { key: 'unit', help: 'The unit you sell in, from the Units list below (e.g. kg, quintal, piece, box).', example: 'kg' },
  { key: 'moq', help: 'Minimum order quantity in units: a whole number of 1 or more. Empty means 1.', example: '100' },
  { key: 'price', help: 'Price per unit in rupees, e.g. 82 or 82.50. Empty means "price on request".', example: '86' },
  { key: 'price_up_to', help: 'For a price range, the highest price per unit in rupees; empty for a single price.', example: '90' },
  { key: 'price_breaks', help: 'Prices for larger quantities as from-to:price, separated by ";"; the last may be open-ended, e.g. 100-499:82; 500+:78.', example: '100-499:82; 500+:78' },
  { key: 'hsn', help: 'HSN code: 4, 6 or 8 digits (a leading zero a spreadsheet dropped is put back).', example: '10063020' },
  { key: 'gst_rate', help: 'GST rate in force, e.g. 5% (today 0%, 5%, 18% and 40%, with 0.25% and 3% for stones and precious metals).', example: '5%' },
  { key: 'prices_include_gst', help: 'yes if your prices include GST, no if GST is added on top. Empty means no.', example: 'no' },
  { key: 'specifications', help: 'Name: value pairs separated by ";", e.g. Grade: A; Moisture: 12%. Write \\; for a ";" inside a value.', example: 'Grade: A; Moisture: 12%' },
  { key: 'lead_time_days', help: 'Days from order to dispatch: a whole number from 0 to 365. May be empty.', example: '7' },
  { key: 'availability', help: '"in stock" or "made to order". May be empty.', example: 'in stock' },
  { key: 'sample_available', help: 'yes if you send samples, otherwise no.', example: 'yes' },
  { key: 'packaging', help: 'How it is packed, up to 200 characters.', example: '25 kg PP bags' },
  { key: 'delivery_states', help: 'States you deliver to, by name or GST state code, separated by ";". Empty means all of India.', example: 'Maharashtra; Gujarat' },
  { key: 'photos', help: 'File names of photos in the ZIP you upload with this sheet, separated by ";"; the first is the main photo; at most 8. The export writes the names of photos already stored; keep them to keep those photos.', example: 'rice-grains.jpg; rice-bag.jpg' },
  { key: 'photo_alt', help: 'What each photo shows, for people who cannot see it, in the same order, separated by ";". May be empty.', example: 'Long grains of basmati rice; 25 kg bag' },
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['key'];
export const CATALOGUE_HEADER: readonly CatalogueColumn[] = CATALOGUE_COLUMNS.map((column) => column.key);

/** What an import may hold; the page says them, the server enforces them. */
export const IMPORT_LIMITS = {
  rows: 10_000,
  sheetBytes: 20 * 1024 * 1024,
  photosZipBytes: 100 * 1024 * 1024,
  /** What an XLSX (itself a ZIP) may expand to, and by how much it may expand. */
  xlsxExpandedBytes: 50 * 1024 * 1024,
  photosExpandedBytes: 400 * 1024 * 1024,
  zipRatio: 100,
  zipEntries: 20_000,
} as const;

/** Where an import is: its file is checked (the dry run), waits for the seller, then lands (or not). */
export const IMPORT_STATES = ['checking', 'checked', 'importing', 'done', 'failed', 'cancelled'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** A problem with one row (its spreadsheet row number: the header is row 1), or with the file (row 0). */
export interface ImportProblem {
  row: number;
  column: CatalogueColumn | null;
  message: string;
}

/** What a spreadsheet would run as a formula when the cell is opened: these first characters. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as the export writes it: text a spreadsheet would run as a formula gets a leading apostrophe. */
export function escapeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes exactly escapeCell's apostrophe (an apostrophe before anything else is the seller's text). */
export function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * A cell as read from a file: its text, or a formula with the value the spreadsheet last showed.
 * A CSV cell that begins with "=" counts as a formula too: TradeSetu never runs one.
 */
export type Cell = string | { formula: string; value: string };

/**
 * Splits a ";"-separated list; "\;" is a ";" inside an item. Empty items are dropped, unless
 * `keepEmpty` (alt texts, whose places follow the photos): then only empty items at the end are dropped.
 */
export function splitList(text: string, keepEmpty = false): string[] {
  if (text.trim() === '') return [];
  const items = text.split(/(?<!\\);/).map((item) => item.replace(/\\;/g, ';').trim());
  if (!keepEmpty) return items.filter((item) => item !== '');
  while (items.at(-1) === '') items.pop();
  return items;
}

function joinList(items: readonly string[]): string {
  return items.map((item) => item.replace(/;/g, '\\;')).join('; ');
}

/** A header cell as people write it ("Price up to", "GST rate*", "MOQ (units)") to a column key. */
function columnKeyOf(header: string): string {
  return header
    .replace(/\(.*?\)/g, '')
    .replace(/\*/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const COLUMN_KEYS: ReadonlySet<string> = new Set(CATALOGUE_HEADER);

/** The header row's columns by position, with what is wrong with it (no sku column, a column twice) and what was ignored. */
export function readHeader(header: readonly string[]): { columns: Map<CatalogueColumn, number>; problems: string[]; ignored: string[] } {
  const columns = new Map<CatalogueColumn, number>();
  const problems: string[] = [];
  const ignored: string[] = [];
  header.forEach((cell, index) => {
    const key = columnKeyOf(cell);
    if (key === '') return;
    if (!COLUMN_KEYS.has(key)) {
      ignored.push(cell.trim());
      return;
    }
    const column = key as CatalogueColumn;
    if (columns.has(column)) problems.push(`The column "${column}" appears twice in the first row; keep one.`);
    else columns.set(column, index);
  });
  if (!columns.has('sku')) problems.push('The first row has no "sku" column. The first row must name the columns, as in the template; the sku column is required because rows are matched to your listings by it.');
  return { columns, problems, ignored };
}

/** Rupees as the file writes them: 82, 82.50 (no symbol, no grouping, so every spreadsheet reads a number). */
function rupeesCell(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

function priceBreaksCell(breaks: readonly PriceBreak[]): string {
  return breaks.map((b) => `${b.maxQty === null ? `${b.minQty}+` : `${b.minQty}-${b.maxQty}`}:${rupeesCell(b.pricePaise)}`).join('; ');
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export interface CellNames {
  /** The category path to write for a group id ("Agriculture > Seeds > General"). */
  categoryOf: (groupId: number) => string;
  /** A state's name for its code. */
  stateName: (code: string) => string;
}

/** A listing as one row of the file, by column: what the export writes and the import reads back unchanged. */
export function listingCells(content: ListingContent, names: CellNames): Record<CatalogueColumn, string> {
  return {
    sku: content.sku ?? '',
    name: content.name,
    category: names.categoryOf(content.groupId),
    description: content.description,
    unit: content.unit,
    moq: String(content.minOrderQty),
    price: rupeesCell(content.priceMinPaise),
    price_up_to: content.priceMaxPaise !== null && content.priceMaxPaise !== content.priceMinPaise ? rupeesCell(content.priceMaxPaise) : '',
    price_breaks: priceBreaksCell(content.priceBreaks),
    hsn: content.hsnCode ?? '',
    gst_rate: content.gstRateBp === null ? '' : formatGstRate(content.gstRateBp),
    prices_include_gst: yesNo(content.pricesIncludeGst),
    specifications: joinList(content.specs.map((spec) => `${spec.name}: ${spec.value}`)),
    lead_time_days: content.leadTimeDays === null ? '' : String(content.leadTimeDays),
    availability: AVAILABILITY.find((a) => a.code === content.availability)?.name.toLowerCase() ?? '',
    sample_available: yesNo(content.sampleAvailable),
    packaging: content.packaging,
    delivery_states: joinList(content.deliveryStates.map(names.stateName)),
    photos: joinList(content.photos.map((photo) => photo.key)),
    photo_alt: content.photos.some((photo) => photo.alt !== '') ? joinList(content.photos.map((photo) => photo.alt)) : '',
  };
}

/** Columns whose values are numbers, written as numbers in an XLSX so a spreadsheet can sort and sum them. */
export const NUMERIC_COLUMNS: ReadonlySet<CatalogueColumn> = new Set(['moq', 'price', 'price_up_to', 'lead_time_days']);

/** The units, for the template's help: "kg (kilogram)". */
export const unitList = () => UNITS.map((unit) => ({ code: unit.code, name: unit.name }));

// ---------------------------------------------------------------------------------------------
// Forms on the import pages

/** The upload form: the sheet (CSV or XLSX) and, optionally, a ZIP of the photos it names. */
export const ImportUploadSchema = z.object({
  sheet: z
    .file({ error: 'Choose your catalogue file (CSV or XLSX)' })
    .max(IMPORT_LIMITS.sheetBytes, 'The catalogue file can be at most 20 MB; split it into smaller files')
    .refine((file) => /\.(csv|xlsx)$/i.test(file.name), 'Choose a .csv or .xlsx file (save other spreadsheets as one of these)'),
  photos: z
    .file()
    .max(IMPORT_LIMITS.photosZipBytes, 'The photos ZIP can be at most 100 MB; import in parts')
    .refine((file) => /\.zip$/i.test(file.name), 'Photos go in one .zip file')
    .optional(),
});

/** Confirming a checked import: publish (or send to review) or keep as drafts, and whether to skip rows with problems. */
export const ImportConfirmSchema = z.object({
  intent: z.literal('confirm'),
  mode: z.enum(['publish', 'draft'], { error: 'Choose whether to publish the listings or keep them as drafts' }),
  // A checkbox: ticked sends "on", unticked sends nothing.
  validOnly: z.boolean().default(false),
});

export const ImportCancelSchema = z.object({ intent: z.literal('cancel') });
