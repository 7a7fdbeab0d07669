import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { zipFile } from './support/zip-file';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-export-'));

const { db } = await import('~/services/db/client.server');
const { products } = await import('~/services/db/schema/catalog');
const { CATALOGUE_HEADER } = await import('~/domain/catalogue-file');
const exportRoute = await import('~/routes/account.products.export');
const templateRoute = await import('~/routes/account.products.import.template');
const { answerOf, callRoute, requestAs } = await import('./support/route-call');
const { companyListings, confirm, createGroups, createSeller, csv, dryRun } = await import('./support/catalogue-fixtures');

let groups: Awaited<ReturnType<typeof createGroups>>;
beforeAll(async () => {
  groups = await createGroups();
});

async function download(handler: (args: never) => Promise<unknown>, userId: number, url: string): Promise<Response> {
  const answer = await answerOf(callRoute(handler, await requestAs(userId, url)));
  expect(answer.status).toBe(200);
  return answer.data as Response;
}

/** A seller with three listings of every kind of field, imported with photos. */
async function sellerWithCatalogue() {
  const seller = await createSeller(true);
  const jpeg = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#446688' } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#aa5500' } }).png().toBuffer();
  const header = ['sku', 'name', 'category', 'description', 'unit', 'moq', 'price', 'price_up_to', 'price_breaks', 'hsn', 'gst_rate', 'prices_include_gst', 'specifications', 'lead_time_days', 'availability', 'sample_available', 'packaging', 'delivery_states', 'photos', 'photo_alt'];
  const file = csv([
    header,
    ['HALDI-1', 'हल्दी पाउडर (Turmeric)', groups.spices.path, 'Lakadong, 7% curcumin.\nSecond line.', 'kg', '50', '180', '210', '50-199:180; 200+:170', '09103020', '5%', 'yes', 'Curcumin: 7%; Note: dry\\; ground', '10', 'in stock', 'yes', '1 kg pouches', 'Maharashtra; 24', 'haldi.jpg; pack.png', 'Turmeric powder; '],
    ['EQ-1', "'=Equal-weight mix", groups.spices.path, "'-dash first, then text", 'box', '5', '999.50', '', '', '', '', 'no', '', '', 'made to order', 'no', '', '', '', ''],
    ['PLAIN-1', 'Plain listing', groups.general.path, '', 'piece', '', '', '', '', '', '', '', '', '', '', '', '', '', '', ''],
  ]);
  const checked = await dryRun(seller.userId, { name: 'catalogue.csv', bytes: file }, { name: 'photos.zip', bytes: zipFile([{ name: 'haldi.jpg', data: jpeg }, { name: 'pack.png', data: png }]) });
  expect(checked.problems).toEqual([]);
  const done = await confirm(seller.userId, checked.id, { mode: 'publish' });
  expect(done.import).toMatchObject({ status: 'done', newRows: 3 });
  return seller;
}

describe('the catalogue export', () => {
  it('writes every field as the import reads it, with formula-like cells escaped, and imports back with nothing changed (CSV)', async () => {
    const seller = await sellerWithCatalogue();
    const response = await download(exportRoute.loader, seller.userId, '/account/products/export.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(CATALOGUE_HEADER.join(','));
    expect(text).toContain("'=Equal-weight mix");
    expect(text).toContain("'-dash first, then text");
    expect(text).toContain('हल्दी पाउडर (Turmeric)');
    expect(text).toContain('Note: dry\\; ground');
    expect(text).toContain('Maharashtra; Gujarat');
    const again = await dryRun(seller.userId, { name: 'export.csv', bytes });
    expect(again).toMatchObject({ status: 'checked', newRows: 0, updatedRows: 0, unchangedRows: 3, invalidRows: 0 });
    expect(again.problems).toEqual([]);
  });

  it('imports its XLSX back with nothing changed, and a changed cell updates exactly that listing', async () => {
    const seller = await sellerWithCatalogue();
    const response = await download(exportRoute.loader, seller.userId, '/account/products/export.xlsx');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const unchanged = await dryRun(seller.userId, { name: 'export.xlsx', bytes });
    expect(unchanged).toMatchObject({ newRows: 0, updatedRows: 0, unchangedRows: 3, invalidRows: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.getWorksheet('Catalogue');
    if (!sheet) throw new Error('no Catalogue sheet');
    expect(sheet.getRow(2).getCell(CATALOGUE_HEADER.indexOf('price') + 1).value).toBe(180);
    sheet.getRow(4).getCell(CATALOGUE_HEADER.indexOf('price') + 1).value = 45;
    const edited = await dryRun(seller.userId, { name: 'edited.xlsx', bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) });
    expect(edited).toMatchObject({ newRows: 0, updatedRows: 1, unchangedRows: 2, invalidRows: 0 });
    await confirm(seller.userId, edited.id, { mode: 'publish' });
    const plain = (await companyListings(seller.companyId)).find((listing) => listing.sku === 'PLAIN-1');
    expect(plain?.priceMinPaise).toBe(4500);
  });

  it('streams thousands of listings, leaving archived ones out', async () => {
    const seller = await createSeller(true);
    const [place] = await db().select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId }).from(products).limit(1);
    await db().execute(sql`
      INSERT INTO products (slug, company_id, category_id, subcategory_id, group_id, name, unit, sku, status, price_min_paise, price_max_paise)
      SELECT 'bulk-' || ${seller.companyId} || '-' || n, ${seller.companyId}, ${place?.categoryId}, ${place?.subcategoryId}, ${groups.general.id}, 'Bulk item ' || n, 'piece', 'BULK-' || n,
             CASE WHEN n % 100 = 0 THEN 'archived' ELSE 'live' END, 1000 + n, 1000 + n
      FROM generate_series(1, 2500) AS n`);
    const text = await (await download(exportRoute.loader, seller.userId, '/account/products/export.csv')).text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2475);
    expect(lines.at(-1)).toMatch(/^BULK-2499,Bulk item 2499,/);
    expect(text).not.toContain('BULK-100,');
    await db().delete(products).where(eq(products.companyId, seller.companyId));
  });
});

describe('the template', () => {
  it('has the header and one example row; the XLSX explains every column and lists units, categories and states', async () => {
    const seller = await createSeller(true);
    const csvText = await (await download(templateRoute.loader, seller.userId, '/account/products/import/template.csv')).text();
    const [header, example] = csvText.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe(CATALOGUE_HEADER.join(','));
    expect(example).toContain('RICE-1121-25');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download(templateRoute.loader, seller.userId, '/account/products/import/template.xlsx')).arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Catalogue', 'Help']);
    expect(workbook.getWorksheet('Catalogue')?.rowCount).toBe(2);
    const help: string[] = [];
    workbook.getWorksheet('Help')?.eachRow((row) => help.push(row.getCell(1).text));
    for (const expected of ['price_breaks', 'quintal', groups.spices.path, 'Maharashtra (27)']) expect(help).toContain(expected);
  });
});
