import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { existsSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { zipFile } from './support/zip-file';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-import-'));

const { db } = await import('~/services/db/client.server');
const { productImages } = await import('~/services/db/schema/catalog');
const { catalogueImports } = await import('~/services/db/schema/catalogue-imports');
const { pendingPhotos } = await import('~/services/db/schema/registration');
const { catalogueImportJobs, runCatalogueImport } = await import('~/services/catalog/catalogue-import.server');
const { companyListings, confirm, createGroups, createSeller, csv, dryRun, importPageAnswer, importPageData, upload } = await import('./support/catalogue-fixtures');
const { storage } = await import('~/services/storage/storage.server');
const { pool } = await import('~/services/db/client.server');

const HEADER = ['sku', 'name', 'category', 'unit', 'moq', 'price', 'price_breaks', 'hsn', 'gst_rate', 'delivery_states', 'photos', 'photo_alt'];
let groups: Awaited<ReturnType<typeof createGroups>>;

beforeAll(async () => {
  groups = await createGroups();
});

/** A file of two good rows and four bad ones (header is row 1). */
const mixedFile = () =>
  csv([
    HEADER,
    ['TUR-1', 'तूर दाल (Toor dal)', groups.general.path, 'kg', '100', '112', '100-499:110; 500+:104', '0713', '5%', 'Maharashtra; 24', '', ''],
    ['CUMIN-1', 'Cumin seeds', groups.spices.slugPath, 'kg', '50', '0', '', '', '', '', '', ''],
    ['PEPPER-1', 'Black pepper', groups.spices.path, 'kg', '0', '640', '', '09041100', '5%', '', '', ''],
    ['TUR-1', 'Toor dal again', groups.general.path, 'kg', '100', '112', '', '', '', '', '', ''],
    ['CARD-1', 'Cardamom', groups.spices.path, 'kg', '10', '2400', '10-49:2400; 40-99:2300', '09083120', '5%', '', '', ''],
    ['CHANA-1', 'Chana', groups.general.path, 'kg', '100', '78', '', '07132000', '5%', 'Gujarat', '', ''],
  ]);

describe('the dry run', () => {
  it('lists every problem by row and column, counts what would happen, and saves nothing', async () => {
    const seller = await createSeller(true);
    const checked = await dryRun(seller.userId, { name: 'pulses.csv', bytes: mixedFile() });
    expect(checked.status).toBe('checked');
    expect({ newRows: checked.newRows, updatedRows: checked.updatedRows, unchangedRows: checked.unchangedRows, invalidRows: checked.invalidRows }).toEqual({ newRows: 2, updatedRows: 0, unchangedRows: 0, invalidRows: 4 });
    expect(checked.problems).toEqual([
      { row: 3, column: 'price', message: 'Enter a price above zero in rupees, e.g. 82 or 82.50 (or leave it empty for "price on request")' },
      { row: 4, column: 'moq', message: 'Enter a minimum order quantity of 1 or more, as a whole number, e.g. 100' },
      { row: 5, column: 'sku', message: 'The SKU "TUR-1" is already on row 2 of this file; each SKU may appear once' },
      { row: 6, column: 'price_breaks', message: 'Break 2: Starts at 40, inside the break before it (up to 49); breaks must not overlap' },
    ]);
    expect(await companyListings(seller.companyId)).toEqual([]);
  });

  it('flags a formula cell in an XLSX and reads the rest', async () => {
    const seller = await createSeller(true);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Catalogue');
    sheet.addRow(['sku', 'name', 'category', 'unit', 'price']);
    sheet.addRow(['RICE-1', 'Sona masoori rice', groups.general.path, 'quintal', 4200]);
    sheet.addRow(['RICE-2', 'Ponni rice', groups.general.path, 'quintal', null]).getCell(5).value = { formula: 'E2*1.1', result: 4620 };
    const checked = await dryRun(seller.userId, { name: 'rice.xlsx', bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) });
    expect(checked.newRows).toBe(1);
    expect(checked.problems).toEqual([{ row: 3, column: 'price', message: expect.stringContaining('"=E2*1.1" is a formula') as string }]);
  });

  it('refuses a file without a sku column, and an XLSX zip bomb, saying why', async () => {
    const seller = await createSeller(true);
    const noSku = await dryRun(seller.userId, { name: 'names.csv', bytes: csv([['name', 'price'], ['Rice', '80']]) });
    expect(noSku.status).toBe('failed');
    expect(noSku.notes[0]).toContain('The first row has no "sku" column');
    const bomb = await dryRun(seller.userId, { name: 'bomb.xlsx', bytes: zipFile([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(80 * 1024 * 1024) }]) });
    expect(bomb.status).toBe('failed');
    expect(bomb.notes[0]).toContain('expands to more than 50 MB');
    const photoBomb = await dryRun(seller.userId, { name: 'ok.csv', bytes: mixedFile() }, { name: 'photos.zip', bytes: zipFile([{ name: 'a.jpg', data: new Uint8Array(30 * 1024 * 1024) }]) });
    expect(photoBomb.status).toBe('failed');
    expect(photoBomb.notes[0]).toMatch(/^The photos ZIP expands \d+ times its size/);
  });

  it('refuses a second upload while one is being checked, replaces one waiting for confirmation, and hides imports of other companies', async () => {
    const seller = await createSeller(true);
    const first = await upload(seller.userId, { name: 'a.csv', bytes: mixedFile() });
    const second = await upload(seller.userId, { name: 'b.csv', bytes: mixedFile() });
    expect(second.status).toBe(409);
    expect(second.error['']?.[0]).toContain('already being checked or imported');
    await runCatalogueImport(first.id ?? 0);
    const third = await upload(seller.userId, { name: 'c.csv', bytes: mixedFile() });
    expect(third.id).not.toBeNull();
    expect((await importPageData(seller.userId, first.id ?? 0)).import.status).toBe('cancelled');
    const stranger = await createSeller(true);
    expect((await importPageAnswer(stranger.userId, third.id ?? 0)).status).toBe(404);
  });

  it('stores the files holding no database connection, and removes them when two tabs upload at once and one is refused', async () => {
    const seller = await createSeller(true);
    const stored = async () => {
      const keys: string[] = [];
      for await (const file of storage.list('imports/')) keys.push(file.key);
      return keys;
    };
    const before = await stored();
    // A 50 MB file takes seconds to reach object storage: no transaction may stay open meanwhile.
    const connectionsInUse: number[] = [];
    const realPut = storage.put;
    const spy = vi.spyOn(storage, 'put').mockImplementation((...args) => {
      connectionsInUse.push(pool().totalCount - pool().idleCount);
      return realPut(...args);
    });
    try {
      const alone = await upload(seller.userId, { name: 'a.csv', bytes: mixedFile() }, { name: 'photos.zip', bytes: zipFile([{ name: 'a.jpg', data: new Uint8Array(16) }]) });
      expect(alone.id).not.toBeNull();
      expect(connectionsInUse).toEqual([0, 0]);
      await runCatalogueImport(alone.id ?? 0);

      const [a, b] = await Promise.all([upload(seller.userId, { name: 'b.csv', bytes: mixedFile() }), upload(seller.userId, { name: 'c.csv', bytes: mixedFile() })]);
      const started = [a, b].filter((answer) => answer.id !== null);
      expect(started).toHaveLength(1);
      expect([a, b].filter((answer) => answer.id === null).map((answer) => answer.status)).toEqual([409]);
      // The first import, checked and unconfirmed, was replaced (its files removed); of the two tabs,
      // only the started import's sheet is left.
      const added = (await stored()).filter((key) => !before.includes(key));
      expect(added).toEqual([`imports/${started[0]!.id}-sheet.csv`]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('confirming an import', () => {
  it('refuses the whole file while rows have problems, unless the seller chooses the valid rows only', async () => {
    const seller = await createSeller(true);
    const checked = await dryRun(seller.userId, { name: 'pulses.csv', bytes: mixedFile() });
    const refused = await confirm(seller.userId, checked.id, { mode: 'publish' });
    expect(refused.status).toBe(400);
    expect(refused.error.validOnly?.[0]).toContain('4 rows have problems');
    expect(await companyListings(seller.companyId)).toEqual([]);
    const done = await confirm(seller.userId, checked.id, { mode: 'publish', validOnly: true });
    expect(done.import).toMatchObject({ status: 'done', newRows: 2, updatedRows: 0, invalidRows: 4, problemCount: 4 });
    const listings = await companyListings(seller.companyId);
    expect(listings.map((listing) => [listing.sku, listing.name, listing.status, listing.priceMinPaise, listing.hsnCode, listing.deliveryStates])).toEqual([
      ['TUR-1', 'तूर दाल (Toor dal)', 'live', 11200, '0713', ['27', '24']],
      ['CHANA-1', 'Chana', 'live', 7800, '07132000', ['24']],
    ]);
    expect(listings[0]?.priceBreaks).toEqual([
      { minQty: 100, maxQty: 499, pricePaise: 11000 },
      { minQty: 500, maxQty: null, pricePaise: 10400 },
    ]);
  });

  it('lands all rows or none: a row refused while saving undoes the rows saved before it', async () => {
    const seller = await createSeller(false);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } }).png().toBuffer();
    const file = csv([HEADER, ['A-1', 'Ajwain', groups.spices.path, 'kg', '10', '300', '', '', '', '', '', ''], ['A-2', 'Amchur', groups.spices.path, 'kg', '10', '280', '', '', '', '', 'amchur.png', 'Amchur powder']]);
    const checked = await dryRun(seller.userId, { name: 'spices.csv', bytes: file }, { name: 'photos.zip', bytes: zipFile([{ name: 'amchur.png', data: png }]) });
    expect(checked).toMatchObject({ status: 'checked', newRows: 2, invalidRows: 0 });
    // The photo stored by the dry run disappears before the import runs (pruned, say): row 3 cannot be saved.
    await db().delete(pendingPhotos).where(eq(pendingPhotos.userId, seller.userId));
    const result = await confirm(seller.userId, checked.id, { mode: 'publish' });
    expect(result.import.status).toBe('failed');
    expect(result.import.notes).toEqual(['Nothing was imported: row 3 could not be saved.']);
    expect(result.import.problems).toEqual([{ row: 3, column: null, message: 'Photo 1 is no longer available; add it again' }]);
    expect(await companyListings(seller.companyId)).toEqual([]);
  });

  it('matches rows to listings by SKU: a second import updates in place and adds only the new SKU; drafts stay drafts, review for an unreviewed company', async () => {
    const seller = await createSeller(false);
    const first = await dryRun(seller.userId, { name: 'v1.csv', bytes: csv([HEADER, ['JEERA-1', 'Jeera', groups.spices.path, 'kg', '25', '310', '', '', '', '', '', '']]) });
    await confirm(seller.userId, first.id, { mode: 'draft' });
    const [original] = await companyListings(seller.companyId);
    expect(original).toMatchObject({ sku: 'JEERA-1', status: 'draft', priceMinPaise: 31000 });
    const second = await dryRun(seller.userId, {
      name: 'v2.csv',
      bytes: csv([
        ['sku', 'price', 'name', 'category', 'unit'],
        ['JEERA-1', '325', 'Jeera', groups.spices.path, 'kg'],
        ['SAUNF-1', '190', 'Saunf', groups.spices.path, 'kg'],
      ]),
    });
    expect(second).toMatchObject({ newRows: 1, updatedRows: 1, invalidRows: 0 });
    await confirm(seller.userId, second.id, { mode: 'publish' });
    const listings = await companyListings(seller.companyId);
    expect(listings.map((listing) => [listing.id, listing.sku, listing.priceMinPaise, listing.minOrderQty, listing.status])).toEqual([
      [original?.id, 'JEERA-1', 32500, 25, 'submitted'],
      [listings[1]?.id, 'SAUNF-1', 19000, 1, 'submitted'],
    ]);
  });

  it('stores the ZIP’s photos in the order the row names them, and says which are missing or not photos', async () => {
    const seller = await createSeller(true);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 30, height: 60, channels: 3, background: '#f4a261' } }).png().toBuffer();
    const photos = zipFile([
      { name: 'photos/front.JPG', data: jpeg },
      { name: 'photos/bag.png', data: png },
      { name: 'photos/price-list.jpg', data: new TextEncoder().encode('a price list, not a photo') },
    ]);
    const file = csv([
      HEADER,
      ['HING-1', 'Hing', groups.spices.path, 'kg', '1', '4200', '', '', '', '', 'front.jpg; bag.png', 'Hing lumps; ; '],
      ['HING-2', 'Hing powder', groups.spices.path, 'kg', '1', '3900', '', '', '', '', 'price-list.jpg', ''],
      ['HING-3', 'Hing compound', groups.spices.path, 'kg', '1', '900', '', '', '', '', 'missing.jpg', ''],
    ]);
    const checked = await dryRun(seller.userId, { name: 'hing.csv', bytes: file }, { name: 'photos.zip', bytes: photos });
    expect(checked.problems).toEqual([
      { row: 3, column: 'photos', message: '"price-list.jpg" is not a JPEG, PNG or WebP photo' },
      { row: 4, column: 'photos', message: '"missing.jpg" is not in the photos ZIP; check the file name, or add the photo to the ZIP' },
    ]);
    const done = await confirm(seller.userId, checked.id, { mode: 'publish', validOnly: true });
    expect(done.import.newRows).toBe(1);
    const [listing] = await companyListings(seller.companyId);
    const images = await db().select().from(productImages).where(eq(productImages.productId, listing?.id ?? 0)).orderBy(productImages.position);
    expect(images.map((image) => [image.width, image.height, image.alt])).toEqual([
      [64, 48, 'Hing lumps'],
      [30, 60, ''],
    ]);
    const [row] = await db().select().from(catalogueImports).where(eq(catalogueImports.id, checked.id));
    expect(row?.status).toBe('done');
  });
});

describe('housekeeping', () => {
  it('cancels an import left unconfirmed for two days and removes the files of imports that ended', async () => {
    const seller = await createSeller(true);
    const checked = await dryRun(seller.userId, { name: 'old.csv', bytes: mixedFile() });
    const importsDir = path.join(process.env.DATA_DIR ?? '', 'imports');
    const sheetFile = path.join(importsDir, `${checked.id}-sheet.csv`);
    expect(existsSync(sheetFile)).toBe(true);
    await db().update(catalogueImports).set({ updatedAt: sql`now() - interval '3 days'` }).where(eq(catalogueImports.id, checked.id));
    // A file written more than an hour ago and no longer wanted by any import.
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(sheetFile, old, old);
    const prune = catalogueImportJobs.find((job) => job.name === 'housekeeping.catalogue-imports');
    expect(await prune?.run({}, { retryCount: 0, retryLimit: 3 })).toMatchObject({ cancelled: 1 });
    expect((await importPageData(seller.userId, checked.id)).import.status).toBe('cancelled');
    expect(readdirSync(importsDir)).not.toContain(`${checked.id}-sheet.csv`);
  });
});
