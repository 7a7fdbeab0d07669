import { asc, eq } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { categories, productGroups, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { runCatalogueImport } from '~/services/catalog/catalogue-import.server';
import * as importPage from '~/routes/account.products.import';
import * as importResult from '~/routes/account.products.import.$id';
import { createBuyer } from './billing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './route-call';

/** A seller company's owner, its identity reviewed (listings go live at once) or not (they go to review). */
export async function createSeller(reviewed: boolean): Promise<{ userId: number; companyId: number }> {
  const user = await createBuyer('27');
  const [company] = await db().update(companies).set({ role: 'seller', verificationLevel: reviewed ? 'documents_reviewed' : 'none' }).where(eq(companies.ownerUserId, user.id)).returning({ id: companies.id });
  if (!company) throw new Error('no company');
  return { userId: user.id, companyId: company.id };
}

/** Two product groups under the first subcategory of the seeded tree, and how a file writes their paths. */
export async function createGroups(): Promise<{ general: { id: number; path: string }; spices: { id: number; path: string; slugPath: string } }> {
  const [place] = await db()
    .select({ subcategoryId: subcategories.id, sub: subcategories.name, subSlug: subcategories.slug, category: categories.name, categorySlug: categories.slug })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(asc(categories.position), asc(subcategories.position))
    .limit(1);
  if (!place) throw new Error('no subcategory in the seeded tree');
  // The demo seed may already have a General group; either way both exist afterwards.
  await db()
    .insert(productGroups)
    .values([
      { subcategoryId: place.subcategoryId, slug: 'general', name: 'General', position: 0 },
      { subcategoryId: place.subcategoryId, slug: 'whole-spices', name: 'Whole spices', position: 1 },
    ])
    .onConflictDoNothing();
  const rows = await db().select({ id: productGroups.id, slug: productGroups.slug }).from(productGroups).where(eq(productGroups.subcategoryId, place.subcategoryId));
  const id = (slug: string) => rows.find((row) => row.slug === slug)?.id ?? 0;
  return {
    general: { id: id('general'), path: `${place.category} > ${place.sub} > General` },
    spices: { id: id('whole-spices'), path: `${place.category} > ${place.sub} > Whole spices`, slugPath: `${place.categorySlug}/${place.subSlug}/whole-spices` },
  };
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Posts the upload form as a browser does (multipart); answers the import's id, or the form's errors. */
export async function upload(userId: number, sheet: UploadFile, photos?: UploadFile): Promise<{ id: number | null; status: number; error: Record<string, string[]> }> {
  const body = new FormData();
  body.set('sheet', new File([sheet.bytes], sheet.name));
  if (photos) body.set('photos', new File([photos.bytes], photos.name, { type: 'application/zip' }));
  const answer = await answerOf(callRoute(importPage.action, await requestAs(userId, '/account/products/import', { method: 'POST', body })));
  const location = answer.headers.get('location');
  const error = (answer.data as { result?: { error?: Record<string, string[]> } } | undefined)?.result?.error ?? {};
  return { id: location ? Number(location.split('/').at(-1)) : null, status: answer.status, error };
}

/** The import page as the seller's browser gets it: its status and data. */
export async function importPageAnswer(userId: number, id: number) {
  return answerOf(callRoute(importResult.loader, await requestAs(userId, `/account/products/import/${id}`), { id: String(id) }));
}

/** The import page's data for the seller. */
export async function importPageData(userId: number, id: number) {
  return (await importPageAnswer(userId, id)).data as Awaited<ReturnType<typeof importResult.loader>>;
}

/** Uploads and runs the dry run as the job would; answers the import as its page shows it. */
export async function dryRun(userId: number, sheet: UploadFile, photos?: UploadFile) {
  const { id, error } = await upload(userId, sheet, photos);
  if (id === null) throw new Error(`upload refused: ${JSON.stringify(error)}`);
  await runCatalogueImport(id);
  return (await importPageData(userId, id)).import;
}

/** Confirms a checked import through its page's form, then runs the job; answers the form's status and errors. */
export async function confirm(userId: number, id: number, fields: { mode: 'publish' | 'draft'; validOnly?: boolean }) {
  const form: Record<string, string> = { intent: 'confirm', mode: fields.mode, ...(fields.validOnly ? { validOnly: 'on' } : {}) };
  const answer = await answerOf(callRoute(importResult.action, await requestAs(userId, `/account/products/import/${id}`, formPost(form)), { id: String(id) }));
  if (answer.status === 302) await runCatalogueImport(id);
  const error = (answer.data as { result?: { error?: Record<string, string[]> } } | undefined)?.result?.error ?? {};
  return { status: answer.status, error, import: (await importPageData(userId, id)).import };
}

export const companyListings = (companyId: number) => db().select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.id));

export const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((row) => row.map((cell) => (/[",\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n') + '\n');
