/**
 * What an import would do, row by row, without changing anything: each row read with the domain's
 * rules, matched to the company's listing of the same SKU, compared with it (new, updated,
 * unchanged), and every problem kept by row and column. The dry run shows this plan; the confirmed
 * import makes it again from the same file and saves what it says.
 */
import { and, eq, inArray } from 'drizzle-orm';
import path from 'node:path';
import { CATALOGUE_HEADER, type Cell, type CatalogueColumn, IMPORT_LIMITS, type ImportProblem, readHeader } from '~/domain/catalogue-file';
import { completeRow, type ParsedRow, parseRow, sameContent } from '~/domain/catalogue-row';
import type { ListingContent, ListingPhoto } from '~/domain/listing';
import { MAX_PHOTO_BYTES } from '~/domain/account-photos';
import { loadCatalogueLookups } from '~/services/catalog/catalogue-lookups.server';
import type { Sheet } from '~/services/catalog/catalogue-sheet.server';
import { listingContentsOf } from '~/services/catalog/listings.server';
import { db } from '~/services/db/client.server';
import { products } from '~/services/db/schema/catalog';
import type { ImportPhotos } from '~/services/db/schema/catalogue-imports';
import { pendingPhotos } from '~/services/db/schema/registration';
import { AppError, TooLargeError } from '~/services/errors.server';
import { storePhoto } from '~/services/media/uploads.server';
import { openGuardedZip, readZipEntry } from '~/services/media/zip.server';

export type RowKind = 'new' | 'update' | 'unchanged' | 'invalid';

export interface PlannedRow {
  number: number;
  kind: RowKind;
  /** The listing the row updates, or null for a new one. */
  productId: number | null;
  content: ListingContent | null;
  problems: ImportProblem[];
  /** Photo names the row needs from the ZIP (not photos the listing already has). */
  wantedPhotos: string[];
}

export interface ImportPlan {
  /** Problems with the whole file (no sku column): nothing can be imported. */
  fileProblems: string[];
  notes: string[];
  rows: PlannedRow[];
}

const columnOrder = (column: CatalogueColumn | null) => (column === null ? -1 : CATALOGUE_HEADER.indexOf(column));

const photoKey = (name: string) => path.posix.basename(name.replace(/\\/g, '/')).toLowerCase();

/** The company's listings by SKU, for the SKUs the file names, in batches. */
async function existingBySku(companyId: number, skus: string[]): Promise<Map<string, { id: number; status: string; content: ListingContent }>> {
  const found = new Map<string, { id: number; status: string; content: ListingContent }>();
  for (let start = 0; start < skus.length; start += 1000) {
    const rows = await db().select().from(products).where(and(eq(products.companyId, companyId), inArray(products.sku, skus.slice(start, start + 1000))));
    const contents = await listingContentsOf(db(), rows);
    rows.forEach((row, index) => {
      const content = contents[index];
      if (row.sku && content) found.set(row.sku, { id: row.id, status: row.status, content });
    });
  }
  return found;
}

/** The row's photos: the listing's own (kept by key), or stored from the ZIP for this row. */
function rowPhotos(parsed: ParsedRow, number: number, base: ListingContent | null, photos: ImportPhotos, hasZip: boolean, problems: ImportProblem[], wanted: string[]): ListingPhoto[] | undefined {
  const names = parsed.photoNames;
  if (names === undefined && parsed.photoAlts === undefined) return undefined;
  const own = new Map((base?.photos ?? []).map((photo) => [photo.key, photo]));
  const chosen: ListingPhoto[] = [];
  for (const name of names ?? (base?.photos ?? []).map((photo) => photo.key)) {
    const kept = own.get(name);
    if (kept) {
      chosen.push({ ...kept });
      continue;
    }
    wanted.push(name);
    const stored = photos[photoKey(name)];
    if (stored && 'error' in stored) problems.push({ row: number, column: 'photos', message: stored.error });
    else if (stored?.keys[String(number)]) chosen.push({ key: stored.keys[String(number)] ?? '', alt: '' });
    else if (hasZip) problems.push({ row: number, column: 'photos', message: `"${name}" is not in the photos ZIP; check the file name, or add the photo to the ZIP` });
    else problems.push({ row: number, column: 'photos', message: `"${name}" is not a photo of this listing; upload a ZIP of photos with the file to add it` });
  }
  if (parsed.photoAlts !== undefined) {
    if (parsed.photoAlts.length > chosen.length) problems.push({ row: number, column: 'photo_alt', message: `${parsed.photoAlts.length} photo descriptions for ${chosen.length} photos; give one per photo, in the same order` });
    chosen.forEach((photo, index) => (photo.alt = parsed.photoAlts?.[index] ?? ''));
  }
  return chosen;
}

/** Plans an import of `sheet` for the company: what each row would do, with every problem. */
export async function planImport(companyId: number, sheet: Sheet, photos: ImportPhotos, hasZip: boolean): Promise<ImportPlan> {
  const header = readHeader(sheet.header);
  const notes = header.ignored.length > 0 ? [`These columns are not ones we know and were ignored: ${header.ignored.join(', ')}.`] : [];
  if (header.problems.length > 0) return { fileProblems: header.problems, notes, rows: [] };
  const lookups = await loadCatalogueLookups();
  const parsed = sheet.rows.map((row) => {
    const cells = new Map<CatalogueColumn, Cell | undefined>();
    for (const [column, index] of header.columns) cells.set(column, row.cells[index]);
    return { number: row.number, parsed: parseRow(cells, lookups) };
  });
  const skus = [...new Set(parsed.map((row) => row.parsed.sku).filter((sku): sku is string => sku !== null))];
  const existing = await existingBySku(companyId, skus);
  const firstRowOf = new Map<string, number>();
  const rows = parsed.map(({ number, parsed: row }): PlannedRow => {
    const problems: ImportProblem[] = [];
    const wantedPhotos: string[] = [];
    const match = row.sku === null ? undefined : existing.get(row.sku);
    if (row.sku !== null) {
      const first = firstRowOf.get(row.sku);
      if (first !== undefined) problems.push({ row: number, column: 'sku', message: `The SKU "${row.sku}" is already on row ${first} of this file; each SKU may appear once` });
      else firstRowOf.set(row.sku, number);
    }
    if (match?.status === 'archived') problems.push({ row: number, column: 'sku', message: `Your listing with the SKU "${row.sku}" is archived; restore it on the Products page first, or use another SKU` });
    const base = match?.content ?? null;
    const photoList = rowPhotos(row, number, base, photos, hasZip, problems, wantedPhotos);
    const completed = completeRow(base, row, photoList);
    problems.push(...completed.problems.map((problem) => ({ row: number, ...problem })));
    problems.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
    const content = problems.length > 0 ? null : completed.content;
    const kind: RowKind = content === null ? 'invalid' : base === null ? 'new' : sameContent(base, content) ? 'unchanged' : 'update';
    return { number, kind, productId: match?.id ?? null, content, problems, wantedPhotos };
  });
  return { fileProblems: [], notes, rows };
}

/**
 * Stores the ZIP's photos that rows ask for as the user's pending photos, row by row: each through
 * storePhoto (type sniffed from the bytes, re-encoded), one copy per row that names it, since a
 * stored photo belongs to one listing. A photo that cannot be used is kept as its reason, shown
 * at each row that names it.
 */
export async function storeImportPhotos(zipPath: string, userId: number, wanted: Array<{ row: number; names: string[] }>, progress: (rowsDone: number) => Promise<void>): Promise<ImportPhotos> {
  const zip = await openGuardedZip(zipPath, { what: 'The photos ZIP', maxExpandedBytes: IMPORT_LIMITS.photosExpandedBytes, maxRatio: IMPORT_LIMITS.zipRatio, maxEntries: IMPORT_LIMITS.zipEntries });
  const photos: ImportPhotos = {};
  try {
    const entries = new Map<string, (typeof zip.entries)[number]>();
    for (const entry of zip.entries) if (!entry.fileName.endsWith('/') && !entries.has(photoKey(entry.fileName))) entries.set(photoKey(entry.fileName), entry);
    for (const [index, { row, names }] of wanted.entries()) {
      for (const name of names) {
        const key = photoKey(name);
        const entry = entries.get(key);
        const known = photos[key];
        if (!entry || (known && 'error' in known)) continue;
        const label = `"${name}"`;
        try {
          if (entry.uncompressedSize > MAX_PHOTO_BYTES) throw new TooLargeError(`${label} is larger than 5 MB; make it smaller and upload the ZIP again`);
          const stored = await storePhoto(name, await readZipEntry(zip, entry, label));
          await db().insert(pendingPhotos).values({ storageKey: stored.key, userId, width: stored.width, height: stored.height });
          photos[key] = { keys: { ...(known && 'keys' in known ? known.keys : {}), [String(row)]: stored.key } };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          photos[key] = { error: error.publicMessage };
        }
      }
      if ((index + 1) % 20 === 0) await progress(index + 1);
    }
  } finally {
    zip.close();
  }
  return photos;
}
