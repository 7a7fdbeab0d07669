import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCatalogueSheet } from '~/services/catalog/catalogue-sheet.server';
import { ValidationError } from '~/services/errors.server';
import { zipFile } from '../../../tests/integration/support/zip-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** Windows-1252 bytes for text in that code page (é = E9, ’ = 92, – = 96). */
function cp1252(text: string): Uint8Array {
  const special: Record<string, number> = { '’': 0x92, '–': 0x96, '€': 0x80 };
  return Uint8Array.from([...text].map((char) => special[char] ?? char.charCodeAt(0)));
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).message;
}

describe('reading a CSV catalogue', () => {
  const csv = 'sku,name,price\r\nA-1,Café crème – Seller’s best,82\r\n';

  it('reads UTF-8 with and without a BOM, and Windows-1252, to the same text', async () => {
    for (const bytes of [utf8(csv), new Uint8Array([...BOM, ...utf8(csv)]), cp1252(csv)]) {
      const sheet = await readCatalogueSheet('csv', bytes);
      expect(sheet.header).toEqual(['sku', 'name', 'price']);
      expect(sheet.rows).toEqual([{ number: 2, cells: ['A-1', 'Café crème – Seller’s best', '82'] }]);
    }
  });

  it('keeps Devanagari in UTF-8', async () => {
    const sheet = await readCatalogueSheet('csv', utf8('sku,name\nचावल-1,बासमती चावल\n'));
    expect(sheet.rows[0]?.cells).toEqual(['चावल-1', 'बासमती चावल']);
  });

  it('reads semicolon- and tab-separated files, and numbers rows as a spreadsheet does (a cell over two lines is one row; blank rows count)', async () => {
    expect((await readCatalogueSheet('csv', utf8('sku;name;price\nA-1;Rice;82\n'))).rows[0]?.cells).toEqual(['A-1', 'Rice', '82']);
    expect((await readCatalogueSheet('csv', utf8('sku\tname\nA-1\tRice\n'))).rows[0]?.cells).toEqual(['A-1', 'Rice']);
    const sheet = await readCatalogueSheet('csv', utf8('sku,description\nA-1,"two\nlines"\n,\nA-2,one\n'));
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['A-1', 'two\nlines'] },
      { number: 4, cells: ['A-2', 'one'] },
    ]);
  });

  it('refuses a file of 200,000 rows, saying how many it has and to split it', async () => {
    const big = `sku,name\n${Array.from({ length: 200_000 }, (_, i) => `S-${i},Item ${i}`).join('\n')}\n`;
    const message = await refusal(readCatalogueSheet('csv', utf8(big)));
    expect(message).toContain('The file has 2,00,000 rows');
    expect(message).toContain('Split it into files of 10,000 rows or fewer');
  });

  it('refuses an empty file and a quote that never closes', async () => {
    expect(await refusal(readCatalogueSheet('csv', utf8('\n\n')))).toContain('The file is empty');
    expect(await refusal(readCatalogueSheet('csv', utf8('sku,name\nA-1,"Rice\n')))).toContain('never closed');
  });
});

async function xlsx(build: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Catalogue'));
  workbook.addWorksheet('Help').addRow(['not read']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('reading an XLSX catalogue', () => {
  it('reads text, numbers and Devanagari from the first sheet, and a formula cell as a formula with its value', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['sku', 'name', 'price', 'moq']);
      sheet.addRow(['A-1', 'बासमती चावल', 82.5, 100]);
      const row = sheet.addRow(['A-2', '=not a formula, typed as text', null, 10]);
      row.getCell(3).value = { formula: 'C2*2', result: 165 };
    });
    const sheet = await readCatalogueSheet('xlsx', bytes);
    expect(sheet.header).toEqual(['sku', 'name', 'price', 'moq']);
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['A-1', 'बासमती चावल', '82.5', '100'] },
      // Text that starts with "=" is text (escaped, so the row reader keeps it); a formula is marked.
      { number: 3, cells: ['A-2', "'=not a formula, typed as text", { formula: '=C2*2', value: '165' }, '10'] },
    ]);
  });

  it('refuses a file that is not really XLSX', async () => {
    expect(await refusal(readCatalogueSheet('xlsx', utf8('sku,name\nA-1,Rice\n')))).toContain('not a ZIP file');
  });

  it('refuses a zip bomb by its directory before expanding it', async () => {
    const bomb = zipFile([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(60 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(readCatalogueSheet('xlsx', bomb))).toContain('expands to more than 50 MB');
  });

  it('refuses a file that expands far more than any spreadsheet', async () => {
    const dense = zipFile([{ name: 'xl/sharedStrings.xml', data: new Uint8Array(30 * 1024 * 1024) }]);
    expect(await refusal(readCatalogueSheet('xlsx', dense))).toMatch(/expands \d+ times its size/);
  });

  it('stops a zip bomb whose directory understates its size, at the size it declared', async () => {
    const liar = zipFile([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(80 * 1024 * 1024), declaredSize: 1000 }]);
    const started = process.memoryUsage().rss;
    expect(await refusal(readCatalogueSheet('xlsx', liar))).toContain('expands to more than it says');
    expect(process.memoryUsage().rss - started).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses an XLSX of more than 10,000 rows', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['sku', 'name']);
      for (let i = 0; i < 10_001; i++) sheet.addRow([`S-${i}`, `Item ${i}`]);
    });
    expect(await refusal(readCatalogueSheet('xlsx', bytes))).toContain('The file has 10,001 rows');
  });
});
