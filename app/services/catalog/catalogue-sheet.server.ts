/**
 * Reading a seller's catalogue file into rows of cells: CSV (UTF-8 with or without BOM, or
 * Windows-1252 when the bytes are not UTF-8; comma, semicolon or tab separated) with papaparse,
 * and XLSX with exceljs's streaming reader after the ZIP guard (services/media/zip.server.ts).
 * Formula cells come back marked, never evaluated; rows beyond the limit refuse the file.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { type Cell, escapeCell, IMPORT_LIMITS } from '~/domain/catalogue-file';
import { ValidationError } from '~/services/errors.server';
import { openGuardedZip, verifyZipExpansion } from '~/services/media/zip.server';

export type SheetFormat = 'csv' | 'xlsx';

export interface SheetRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  number: number;
  cells: Cell[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/** The sheet's format by its name, or a message. */
export function sheetFormatOf(fileName: string): SheetFormat {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.xlsx$/i.test(fileName)) return 'xlsx';
  throw new ValidationError('Choose a .csv or .xlsx file (save other spreadsheets as one of these)', { sheet: ['Choose a .csv or .xlsx file'] });
}

const tooManyRows = (rows: number) =>
  new ValidationError(
    `The file has ${rows.toLocaleString('en-IN')} rows of products; one import takes at most ${IMPORT_LIMITS.rows.toLocaleString('en-IN')}. Split it into files of ${IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows or fewer (each with the header row) and import them one after another.`,
  );

const NO_HEADER = 'The file is empty: the first row must name the columns, as in the template.';

/** Reads a CSV or XLSX catalogue into its header and non-empty rows. Throws ValidationError for a file it cannot take. */
export async function readCatalogueSheet(format: SheetFormat, bytes: Uint8Array): Promise<Sheet> {
  const sheet = format === 'csv' ? readCsv(bytes) : await readXlsx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (sheet.header.every((cell) => cell.trim() === '')) throw new ValidationError(NO_HEADER);
  return sheet;
}

/** UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, otherwise Windows-1252, as Excel on Windows saves "CSV". */
function decodeCsv(bytes: Uint8Array): string {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** The separator the header row uses most: comma, semicolon (Excel where the comma is the decimal mark) or tab. */
function delimiterOf(text: string): string {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

const isBlank = (cells: readonly Cell[]) => cells.every((cell) => typeof cell === 'string' && cell.trim() === '');

function readCsv(bytes: Uint8Array): Sheet {
  const text = decodeCsv(bytes);
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  let number = 0;
  let dataRows = 0;
  let broken = false;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step: (result) => {
      number += 1;
      const cells = result.data;
      if (result.errors.some((error) => error.code === 'MissingQuotes')) broken = true;
      if (header === null) {
        if (!isBlank(cells)) header = cells;
        return;
      }
      if (isBlank(cells)) return;
      dataRows += 1;
      // Past the limit the file is refused; rows are still counted to say how many it has.
      if (dataRows <= IMPORT_LIMITS.rows) rows.push({ number, cells });
    },
  });
  if (broken) throw new ValidationError('The CSV file has a quote (") that is opened and never closed, so its rows cannot be told apart. Save it again from your spreadsheet.');
  if (dataRows > IMPORT_LIMITS.rows) throw tooManyRows(dataRows);
  return { header: header ?? [], rows };
}

/** A cell of the streaming reader as text, or a formula with the value the spreadsheet last showed. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeCell(value); // text in a spreadsheet is text, even if it starts with "="
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    const result = value.result;
    return { formula: `=${formula}`, value: result === undefined || result === null || typeof result === 'object' ? '' : String(result) };
  }
  if ('richText' in value) return escapeCell(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return escapeCell(String(value.text));
  if ('error' in value) return String(value.error);
  return '';
}

async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const guard = { what: 'The XLSX file', maxExpandedBytes: IMPORT_LIMITS.xlsxExpandedBytes, maxRatio: IMPORT_LIMITS.zipRatio, maxEntries: 1000 };
  const zip = await openGuardedZip(buffer, guard);
  try {
    await verifyZipExpansion(zip, guard.what);
  } finally {
    zip.close();
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  let header: string[] | null = null;
  let width = 0;
  const rows: SheetRow[] = [];
  let dataRows = 0;
  try {
    // The first worksheet is the catalogue; the template's second sheet is help.
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (header === null) {
          const cells = Array.from({ length: row.cellCount }, (_, index) => xlsxCell(row.getCell(index + 1).value));
          if (isBlank(cells)) continue;
          header = cells.map((cell) => (typeof cell === 'string' ? cell : cell.value));
          width = header.length;
          continue;
        }
        const cells = Array.from({ length: width }, (_, index) => xlsxCell(row.getCell(index + 1).value));
        if (isBlank(cells)) continue;
        dataRows += 1;
        if (dataRows <= IMPORT_LIMITS.rows) rows.push({ number: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError('The XLSX file could not be read: it may be damaged, or saved in another format with an .xlsx name. Open it in your spreadsheet and save it again as Excel Workbook (.xlsx).');
  }
  if (dataRows > IMPORT_LIMITS.rows) throw tooManyRows(dataRows);
  return { header: header ?? [], rows };
}
