/**
 * A catalogue import from upload to result: the files are kept in the file store under `imports/`
 * (any process's job may run the import, whichever process took the upload), a job
 * checks them (the dry run: every problem by row and column, photos stored as pending photos),
 * the seller confirms, and a job saves the rows through the listing service in one transaction —
 * all of them, or (when the seller chose so) the valid ones, each in its own savepoint. One import
 * per company is checked or imported at a time; its row shows the progress.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ImportProblem, ImportState } from '~/domain/catalogue-file';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { type ImportPlan, planImport, type PlannedRow, storeImportPhotos } from '~/services/catalog/catalogue-import-plan.server';
import { readCatalogueSheet, sheetFormatOf } from '~/services/catalog/catalogue-sheet.server';
import { deletePhotos, newDataChecks, requireSellerCompany, saveListingIn } from '~/services/catalog/listings.server';
import { db, transaction } from '~/services/db/client.server';
import { catalogueImports, type ImportPhotos } from '~/services/db/schema/catalogue-imports';
import { companies } from '~/services/db/schema/companies';
import { AppError, ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { defineJob, enqueue, type JobDefinition } from '~/services/jobs/queue.server';
import { logger } from '~/services/logging/logger.server';
import { readAll } from '~/services/storage/file-store.server';
import { storage, withLocalCopy } from '~/services/storage/storage.server';

type ImportRow = typeof catalogueImports.$inferSelect;
export type ImportView = Omit<ImportRow, 'photos' | 'companyId' | 'userId'>;

const JOB = 'catalogue.import';
/** Problems kept on the import (the page shows them; the count says how many there were in all). */
const KEPT_PROBLEMS = 1000;
/** Rows between progress updates. */
const PROGRESS_EVERY = 100;

const FOLDER = 'imports/';
const sheetKey = (row: Pick<ImportRow, 'id' | 'format'>) => `${FOLDER}${row.id}-sheet.${row.format}`;
const photosKey = (id: number) => `${FOLDER}${id}-photos.zip`;

async function removeFiles(row: Pick<ImportRow, 'id' | 'format'>): Promise<void> {
  await storage.delete(sheetKey(row));
  await storage.delete(photosKey(row.id));
}

/** Streams an uploaded file (on the request's scratch disk) into the store. */
async function saveUpload(file: File, key: string): Promise<void> {
  await storage.put(key, { stream: Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>), size: file.size });
}

const RUNNING = 'An import of your catalogue is already being checked or imported. Wait for it to finish (its page shows how far it has got), then upload again.';

/** Whether the company has an import being checked or imported (the insert's conflict is the check that counts). */
async function importRunning(companyId: number): Promise<boolean> {
  const rows = await db()
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.companyId, companyId), inArray(catalogueImports.status, ['checking', 'importing'])))
    .limit(1);
  return rows.length > 0;
}

/** The id the next import will have, taken from its identity sequence before the row exists. */
async function nextImportId(): Promise<number> {
  const result = await db().execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('catalogue_imports', 'id'))::int AS id`);
  return result.rows[0]!.id;
}

/**
 * Starts an import: stores the files, and queues the dry run. An import still waiting for its
 * seller's confirmation is replaced (cancelled); one being checked or imported refuses the upload.
 *
 * The files are stored before the transaction, under the id the row will have: storing a 50 MB
 * file in object storage takes seconds, and a transaction left open meanwhile holds a database
 * connection (behind PgBouncer in transaction mode, a server connection too). If the row is then
 * refused (an import started in another tab meanwhile) or anything fails, the files are removed.
 */
export async function startImport(userId: number, upload: { sheet: File; photos?: File | undefined }): Promise<number> {
  const company = await requireSellerCompany(userId);
  const format = sheetFormatOf(upload.sheet.name);
  if (await importRunning(company.id)) throw new ConflictError(RUNNING);
  const files = { id: await nextImportId(), format };
  let replaced: Array<Pick<ImportRow, 'id' | 'format'>>;
  try {
    await saveUpload(upload.sheet, sheetKey(files));
    if (upload.photos) await saveUpload(upload.photos, photosKey(files.id));
    replaced = await transaction(async (tx) => {
      const cancelled = await tx
        .update(catalogueImports)
        .set({ status: 'cancelled', updatedAt: new Date(), finishedAt: new Date() })
        .where(and(eq(catalogueImports.companyId, company.id), eq(catalogueImports.status, 'checked')))
        .returning({ id: catalogueImports.id, format: catalogueImports.format });
      const [row] = await tx
        .insert(catalogueImports)
        .overridingSystemValue()
        .values({ id: files.id, companyId: company.id, userId, status: 'checking', fileName: upload.sheet.name.slice(0, 200), format, hasPhotos: upload.photos !== undefined })
        .onConflictDoNothing({ target: catalogueImports.companyId, where: sql`status in ('checking', 'importing')` })
        .returning({ id: catalogueImports.id });
      if (!row) throw new ConflictError(RUNNING);
      if (!(await enqueue(JOB, { importId: row.id }, { singletonKey: `import-${row.id}` }, tx))) logger.warn({ importId: row.id }, 'no job queue in this process: the import waits for one');
      return cancelled;
    });
  } catch (error) {
    await removeFiles(files).catch((removal: unknown) => logger.warn({ importId: files.id, reason: String(removal) }, 'could not remove the files of an import that did not start'));
    throw error;
  }
  for (const old of replaced) await removeFiles(old);
  return files.id;
}

const counts = (rows: PlannedRow[]) => ({
  newRows: rows.filter((row) => row.kind === 'new').length,
  updatedRows: rows.filter((row) => row.kind === 'update').length,
  unchangedRows: rows.filter((row) => row.kind === 'unchanged').length,
  invalidRows: rows.filter((row) => row.kind === 'invalid').length,
});

const problemsOf = (rows: PlannedRow[]) => rows.flatMap((row) => row.problems);
const fileNotes = (plan: ImportPlan) => [...plan.fileProblems, ...plan.notes];

async function update(id: number, values: Partial<ImportRow>, onlyIf?: ImportState): Promise<void> {
  await db()
    .update(catalogueImports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(catalogueImports.id, id), onlyIf ? eq(catalogueImports.status, onlyIf) : undefined));
}

async function fail(row: ImportRow, notes: string[], problems: ImportProblem[] = []): Promise<void> {
  await update(row.id, { status: 'failed', notes, problems: problems.slice(0, KEPT_PROBLEMS), problemCount: problems.length, finishedAt: new Date() });
  await removeFiles(row);
}

async function readPlan(row: ImportRow, photos: ImportPhotos): Promise<ImportPlan> {
  const stored = await storage.get(sheetKey(row));
  if (!stored) throw new Error(`catalogue import ${row.id}: its sheet is missing from the file store`);
  const sheet = await readCatalogueSheet(row.format, await readAll(stored));
  return planImport(row.companyId, sheet, photos, row.hasPhotos);
}

/** The dry run (a job): reads and checks every row, stores the photos the rows name, and records what an import would do. */
async function checkImport(row: ImportRow): Promise<void> {
  let plan: ImportPlan;
  let photos: ImportPhotos = {};
  try {
    plan = await readPlan(row, photos);
    await update(row.id, { totalRows: plan.rows.length, rowsDone: 0 });
    if (row.hasPhotos && plan.fileProblems.length === 0) {
      const wanted = plan.rows.map((planned) => ({ row: planned.number, names: planned.wantedPhotos }));
      // The ZIP is read at random places (its directory at the end first): from a local copy.
      photos = await withLocalCopy(photosKey(row.id), (zipPath) => storeImportPhotos(zipPath, row.userId, wanted, (done) => update(row.id, { rowsDone: done })));
      plan = await readPlan(row, photos);
    }
  } catch (error) {
    if (error instanceof AppError) return fail(row, [error.publicMessage]);
    throw error;
  }
  if (plan.fileProblems.length > 0) return fail(row, fileNotes(plan));
  const problems = problemsOf(plan.rows);
  await update(row.id, { status: 'checked', ...counts(plan.rows), rowsDone: plan.rows.length, problems: problems.slice(0, KEPT_PROBLEMS), problemCount: problems.length, notes: plan.notes, photos }, 'checking');
  await storage.delete(photosKey(row.id));
}

/** A row that could not be saved: in an all-or-nothing import it undoes the whole transaction. */
class RowRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

const SKU_TAKEN = 'products_company_sku_key';

function refusal(row: PlannedRow, error: unknown): ImportProblem | null {
  if (error instanceof AppError) return { row: row.number, column: null, message: error.publicMessage };
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  if (typeof cause === 'object' && cause !== null && 'constraint' in cause && cause.constraint === SKU_TAKEN) return { row: row.number, column: 'sku', message: 'Another of your listings took this SKU while the import ran; import again' };
  return null;
}

/** The confirmed import (a job): saves the planned rows in one transaction, with the import's result in the same transaction. */
async function applyImport(row: ImportRow): Promise<void> {
  const [company] = await db().select().from(companies).where(eq(companies.id, row.companyId));
  if (!company) return fail(row, ['Your company profile no longer exists; nothing was imported.']);
  let plan: ImportPlan;
  try {
    plan = await readPlan(row, row.photos);
  } catch (error) {
    if (error instanceof AppError) return fail(row, [error.publicMessage]);
    throw error;
  }
  if (plan.fileProblems.length > 0) return fail(row, fileNotes(plan));
  const before = counts(plan.rows);
  if (!row.validOnly && before.invalidRows > 0) {
    return fail(row, [`Nothing was imported: ${before.invalidRows.toLocaleString('en-IN')} rows have problems. Fix them and upload the file again, or choose to import only the valid rows.`], problemsOf(plan.rows));
  }
  const toSave = plan.rows.filter((planned) => planned.kind === 'new' || planned.kind === 'update');
  await update(row.id, { totalRows: toSave.length, rowsDone: 0 });
  const skipped: ImportProblem[] = problemsOf(plan.rows);
  const orphans: string[] = [];
  let publicChange = false;
  let saved = { newRows: 0, updatedRows: 0 };
  const checks = newDataChecks();
  try {
    await transaction(async (tx) => {
      for (const [index, planned] of toSave.entries()) {
        if (!planned.content) continue;
        const input = { userId: row.userId, productId: planned.productId, content: planned.content, expectedVersion: null, submit: row.publish, keepEditorDraft: true, checks };
        try {
          const result = row.validOnly ? await tx.transaction((savepoint) => saveListingIn(savepoint, company, input)) : await saveListingIn(tx, company, input);
          orphans.push(...result.orphanPhotos);
          publicChange ||= result.publicChange;
          saved = planned.productId === null ? { ...saved, newRows: saved.newRows + 1 } : { ...saved, updatedRows: saved.updatedRows + 1 };
        } catch (error) {
          const problem = refusal(planned, error);
          if (!problem) throw error;
          if (!row.validOnly) throw new RowRefused(problem);
          skipped.push(problem);
        }
        if ((index + 1) % PROGRESS_EVERY === 0) await update(row.id, { rowsDone: index + 1 });
      }
      const invalidRows = plan.rows.length - saved.newRows - saved.updatedRows - before.unchangedRows;
      await tx
        .update(catalogueImports)
        .set({ status: 'done', ...saved, unchangedRows: before.unchangedRows, invalidRows, rowsDone: toSave.length, problems: skipped.slice(0, KEPT_PROBLEMS), problemCount: skipped.length, updatedAt: new Date(), finishedAt: new Date() })
        .where(eq(catalogueImports.id, row.id));
      if (publicChange) await catalogueChanged(tx);
    });
  } catch (error) {
    if (error instanceof RowRefused) return fail(row, [`Nothing was imported: row ${error.problem.row} could not be saved.`], [error.problem]);
    throw error;
  }
  await deletePhotos(orphans);
  await removeFiles(row);
}

/** The job's work for one import: the dry run or the confirmed import, by where the import is. */
export async function runCatalogueImport(importId: number, lastAttempt = true): Promise<void> {
  const [row] = await db().select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!row || (row.status !== 'checking' && row.status !== 'importing')) return;
  try {
    await (row.status === 'checking' ? checkImport(row) : applyImport(row));
  } catch (error) {
    if (lastAttempt) await fail(row, [`Something went wrong on our side, and nothing was imported. Please try again; if it happens again, tell us import number ${row.id}.`]);
    throw error;
  }
}

export const catalogueImportJobs: JobDefinition[] = [
  defineJob<{ importId: number }>({
    name: JOB,
    policy: 'exclusive',
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 1800 },
    run: ({ importId }, attempt) => runCatalogueImport(importId, attempt.retryCount >= attempt.retryLimit),
  }),
  defineJob({ name: 'housekeeping.catalogue-imports', policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true }, cron: '52 3 * * *', run: () => pruneCatalogueImports() }),
];

async function ownImport(userId: number, importId: number): Promise<{ row: ImportRow; companyReviewed: boolean }> {
  const company = await requireSellerCompany(userId);
  const [row] = await db().select().from(catalogueImports).where(and(eq(catalogueImports.id, importId), eq(catalogueImports.companyId, company.id)));
  if (!row) throw new NotFoundError('That import is not one of your company’s, or it no longer exists.');
  return { row, companyReviewed: company.verified };
}

const view = ({ photos: _photos, companyId: _company, userId: _user, ...rest }: ImportRow): ImportView => rest;

/** One of the company's imports, and whether its listings would go live at once (a reviewed company) or to review. */
export async function findImport(userId: number, importId: number): Promise<{ import: ImportView; companyReviewed: boolean }> {
  const { row, companyReviewed } = await ownImport(userId, importId);
  return { import: view(row), companyReviewed };
}

/** The company's latest imports, newest first. */
export async function recentImports(userId: number): Promise<ImportView[]> {
  const company = await requireSellerCompany(userId);
  const rows = await db().select().from(catalogueImports).where(eq(catalogueImports.companyId, company.id)).orderBy(desc(catalogueImports.createdAt)).limit(5);
  return rows.map(view);
}

/** The seller's go-ahead for a checked import: publish or keep as drafts, and all rows or only the valid ones. */
export async function confirmImport(userId: number, importId: number, choice: { publish: boolean; validOnly: boolean }): Promise<void> {
  const { row } = await ownImport(userId, importId);
  if (row.status !== 'checked') throw new ConflictError('This import is no longer waiting for you to confirm it.');
  if (!choice.validOnly && row.invalidRows > 0) {
    const message = `${row.invalidRows.toLocaleString('en-IN')} rows have problems, so the whole file cannot be imported. Fix them and upload the file again, or tick "Import only the valid rows".`;
    throw new ValidationError(message, { validOnly: [message] });
  }
  if (row.newRows + row.updatedRows === 0) throw new ValidationError('Nothing to import: no row adds or changes a listing.');
  await transaction(async (tx) => {
    const [started] = await tx
      .update(catalogueImports)
      .set({ status: 'importing', publish: choice.publish, validOnly: choice.validOnly, rowsDone: 0, updatedAt: new Date() })
      .where(and(eq(catalogueImports.id, row.id), eq(catalogueImports.status, 'checked')))
      .returning({ id: catalogueImports.id });
    if (!started) throw new ConflictError('This import is no longer waiting for you to confirm it.');
    await enqueue(JOB, { importId: row.id }, { singletonKey: `import-${row.id}` }, tx);
  });
}

/** Drops a checked import the seller does not want; its stored photos go with the pending-photo pruning. */
export async function cancelImport(userId: number, importId: number): Promise<void> {
  const { row } = await ownImport(userId, importId);
  if (row.status !== 'checked') throw new ConflictError('Only an import waiting for your confirmation can be cancelled.');
  await update(row.id, { status: 'cancelled', finishedAt: new Date() }, 'checked');
  await removeFiles(row);
}

/**
 * Housekeeping: a checked import not confirmed in two days is cancelled (its photos' pending rows
 * expire then too), one stuck for a day is failed, files of ended imports are removed, and
 * imports older than 90 days are forgotten.
 */
async function pruneCatalogueImports(): Promise<{ cancelled: number; files: number }> {
  const cancelled = await db()
    .update(catalogueImports)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(catalogueImports.status, 'checked'), lt(catalogueImports.updatedAt, sql`now() - interval '2 days'`)))
    .returning({ id: catalogueImports.id });
  await db()
    .update(catalogueImports)
    .set({ status: 'failed', notes: ['The import stopped and did not finish; nothing was imported. Please upload the file again.'], finishedAt: new Date() })
    .where(and(inArray(catalogueImports.status, ['checking', 'importing']), lt(catalogueImports.updatedAt, sql`now() - interval '1 day'`)));
  await db().delete(catalogueImports).where(lt(catalogueImports.createdAt, sql`now() - interval '90 days'`));
  const live = new Set((await db().select({ id: catalogueImports.id }).from(catalogueImports).where(inArray(catalogueImports.status, ['checking', 'checked', 'importing']))).map((row) => row.id));
  let files = 0;
  for await (const file of storage.list(FOLDER)) {
    const id = Number(/^imports\/(\d+)-/.exec(file.key)?.[1]);
    // An hour's grace: a file is written just before its import's row commits.
    if (live.has(id) || Date.now() - file.modifiedAt.getTime() < 3600_000) continue;
    await storage.delete(file.key);
    files += 1;
  }
  return { cancelled: cancelled.length, files };
}
