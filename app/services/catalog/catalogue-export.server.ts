/**
 * The seller's catalogue as a file, and the empty template: the same columns the import reads
 * (domain/catalogue-file.ts), so an exported file imports back unchanged. Listings are read in
 * batches and streamed out, so a catalogue of thousands never sits whole in memory. Archived
 * listings are left out (the import would refuse their rows until they are restored).
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvText } from '~/services/documents/csv.server';
import { PassThrough, Readable } from 'node:stream';
import { CATALOGUE_COLUMNS, CATALOGUE_HEADER, type CatalogueColumn, escapeCell, listingCells, NUMERIC_COLUMNS, unitList } from '~/domain/catalogue-file';
import { type CatalogueLookups, loadCatalogueLookups } from '~/services/catalog/catalogue-lookups.server';
import { listingContentsOf, requireSellerCompany } from '~/services/catalog/listings.server';
import { db } from '~/services/db/client.server';
import { products } from '~/services/db/schema/catalog';

export type FileFormat = 'csv' | 'xlsx';

const BATCH = 500;

/** Every listing of the company but archived ones, as rows of escaped cells, oldest first. */
async function* catalogueRows(companyId: number, lookups: CatalogueLookups): AsyncGenerator<string[][]> {
  let after = 0;
  for (;;) {
    const rows = await db()
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), ne(products.status, 'archived'), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const contents = await listingContentsOf(db(), rows);
    yield contents.map((content) => {
      const cells = listingCells(content, lookups);
      return CATALOGUE_HEADER.map((column) => escapeCell(cells[column]));
    });
    after = rows.at(-1)?.id ?? after;
  }
}


function csvStream(source: AsyncGenerator<string[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvText([[...CATALOGUE_HEADER]])));
        return;
      }
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvText(next.value)));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

const COLUMN_WIDTHS: Partial<Record<CatalogueColumn, number>> = { name: 32, category: 40, description: 48, specifications: 40, price_breaks: 24, delivery_states: 28, photos: 40, photo_alt: 32 };

/** An XLSX cell: numbers as numbers where the column holds numbers, everything else as text. */
const xlsxValue = (column: CatalogueColumn, text: string) => (NUMERIC_COLUMNS.has(column) && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text);

function catalogueSheet(workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet('Catalogue', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Text format for the codes, so a spreadsheet keeps an HSN's leading zero and a SKU as typed.
  sheet.columns = CATALOGUE_HEADER.map((key) => ({ header: key, key, width: COLUMN_WIDTHS[key] ?? 14, style: key === 'hsn' || key === 'sku' ? { numFmt: '@' } : {} }));
  return sheet;
}

function xlsxStream(source: AsyncGenerator<string[][]>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = catalogueSheet(workbook);
  void (async () => {
    for await (const rows of source) {
      for (const cells of rows) sheet.addRow(cells.map((text, index) => xlsxValue(CATALOGUE_HEADER[index] ?? 'sku', text))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** The company's catalogue as a streamed CSV or XLSX, with a file name for the download. */
export async function exportCatalogue(userId: number, format: FileFormat): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const company = await requireSellerCompany(userId);
  const lookups = await loadCatalogueLookups();
  const rows = catalogueRows(company.id, lookups);
  const day = new Date().toISOString().slice(0, 10);
  return { body: format === 'csv' ? csvStream(rows) : xlsxStream(rows), fileName: `${company.slug}-catalogue-${day}.${format}` };
}

/** The template's example row, with a category and states that exist here. */
function exampleRow(lookups: CatalogueLookups): string[] {
  return CATALOGUE_COLUMNS.map((column) => (column.key === 'category' ? (lookups.categoryPaths[0] ?? '') : column.example));
}

/** The template: the header row and one example row; for XLSX, a Help sheet with every column, unit, category and state. */
export async function catalogueTemplate(format: FileFormat): Promise<Uint8Array> {
  const lookups = await loadCatalogueLookups();
  if (format === 'csv') return new TextEncoder().encode(CSV_BOM + csvText([[...CATALOGUE_HEADER], exampleRow(lookups)]));
  const workbook = new ExcelJS.Workbook();
  const sheet = catalogueSheet(workbook);
  sheet.addRow(exampleRow(lookups).map((text, index) => xlsxValue(CATALOGUE_HEADER[index] ?? 'sku', text)));
  const help = workbook.addWorksheet('Help');
  help.columns = [{ width: 22 }, { width: 90 }, { width: 30 }];
  const heading = (text: string) => {
    help.addRow([]);
    help.addRow([text]).font = { bold: true, size: 13 };
  };
  help.addRow(['How to fill in the Catalogue sheet']).font = { bold: true, size: 14 };
  help.addRow(['One row per product; the first row names the columns. Only sku must be there: a column you leave out keeps each listing as it is. Delete the example row before you import.']);
  heading('Columns');
  help.addRow(['Column', 'What to write', 'Example']).font = { bold: true };
  for (const column of CATALOGUE_COLUMNS) help.addRow([column.key, column.help, column.key === 'category' ? (lookups.categoryPaths[0] ?? '') : column.example]);
  heading('Units (write the code)');
  for (const unit of unitList()) help.addRow([unit.code, unit.name]);
  heading('Categories (Category > Subcategory > Group)');
  for (const path of lookups.categoryPaths) help.addRow([path]);
  heading('States for delivery_states');
  for (const state of lookups.stateNames) help.addRow([state]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
