/**
 * A seller's listings: saving content (new listings, edits, material edits of live listings that
 * wait for review), and the seller's state changes (submit, pause, resume, archive, restore). The
 * editor, the catalogue import and the review queue all write listings through this module, so
 * the rules in app/domain/listing.ts hold whichever way a listing arrives.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { thumbKeyOf } from '~/domain/account-photos';
import { hindiNameKeys, normaliseHindiText } from '~/domain/hindi-text';
import { stateByGstCode } from '~/domain/india-states';
import {
  canSeller,
  isMaterialChange,
  LISTING_STATE_NAMES,
  MAX_LISTING_PHOTOS,
  stateOnSubmit,
  type ListingContent,
  type ListingPhoto,
  type ListingState,
  type SellerAction,
  withoutMaterialChanges,
} from '~/domain/listing';
import { formatGstRate } from '~/domain/product-tax';
import type { TeamPermission } from '~/domain/team';
import { companyAllowing } from '~/services/accounts/membership.server';
import { slugify } from '~/services/accounts/registration.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { listingDrafts, productGroups, productImages, productRevisions, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { pendingPhotos } from '~/services/db/schema/registration';
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { deletePhotoFiles } from '~/services/media/uploads.server';
import { ratesInForce } from '~/services/tax/gst-rates.server';
import { notifyAdminQueue } from '~/services/notifications/admin-queues.server';

type Company = typeof companies.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const NOT_YOUR_LISTING = 'That listing is not one of yours, or it no longer exists.';
const NO_COMPANY = 'Your account has no company profile yet. Fill in the company profile on the Profile tab first.';
const BUYER_ONLY = 'Your company is registered as a buyer. To list products, choose "Seller" or "Both" under "I Want to Be a" on your profile.';

/** The seller company of a signed-in member whose role allows `permission` (by default the catalogue), or an error saying what to do. */
export async function requireSellerCompany(userId: number, permission: TeamPermission = 'catalogue'): Promise<Company> {
  const membership = await companyAllowing(userId, permission);
  const [company] = membership ? await db().select().from(companies).where(eq(companies.id, membership.companyId)).limit(1) : [];
  if (!company) throw new NotFoundError(NO_COMPANY);
  if (company.role === 'buyer') throw new ValidationError(BUYER_ONLY);
  return company;
}

/** Listings that buyers can see right now, i.e. whose change must reach search and pages at once. */
const isPublic = (state: ListingState) => state === 'live';

/** A listing a seller may change: live or paused ones have been reviewed and are kept up while an edit waits. */
const isPublished = (state: ListingState) => state === 'live' || state === 'paused';

/** The listing's content as stored, in the shape the editor, import and revisions share. */
export async function listingContentOf(tx: Pick<Transaction, 'select'>, row: ProductRow): Promise<ListingContent> {
  const [content] = await listingContentsOf(tx, [row]);
  if (!content) throw new Error('listing content missing');
  return content;
}

/** Several listings' content with one query for all their photos (the import and the export read thousands). */
export async function listingContentsOf(tx: Pick<Transaction, 'select'>, rows: ProductRow[]): Promise<ListingContent[]> {
  const photos = rows.length === 0
    ? []
    : await tx
        .select({ productId: productImages.productId, key: productImages.storageKey, alt: productImages.alt, width: productImages.width, height: productImages.height })
        .from(productImages)
        .where(inArray(productImages.productId, rows.map((row) => row.id)))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const byProduct = new Map<number, ListingPhoto[]>();
  for (const { productId, ...photo } of photos) byProduct.set(productId, [...(byProduct.get(productId) ?? []), photo]);
  return rows.map((row) => ({
    name: row.name,
    // Read back so the editor shows them and the next save keeps them (issue 19).
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    groupId: row.groupId ?? 0,
    description: row.description,
    unit: row.unit as ListingContent['unit'],
    minOrderQty: row.minOrderQty,
    priceMinPaise: row.priceMinPaise,
    priceMaxPaise: row.priceMaxPaise,
    priceBreaks: row.priceBreaks,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    pricesIncludeGst: row.pricesIncludeGst,
    specs: Object.entries(row.specs).map(([name, value]) => ({ name, value })),
    leadTimeDays: row.leadTimeDays,
    availability: row.availability,
    sampleAvailable: row.sampleAvailable,
    packaging: row.packaging,
    deliveryStates: row.deliveryStates,
    sku: row.sku,
    photos: byProduct.get(row.id) ?? [],
  }));
}

type Place = { categoryId: number; subcategoryId: number };

/**
 * What the data checks read, kept across the saves of one import so that each of its thousands of
 * rows does not ask again: the group's place in the tree and the GST rates in force.
 */
export interface DataChecks {
  places: Map<number, Place | null>;
  rates?: number[];
}

export const newDataChecks = (): DataChecks => ({ places: new Map() });

/** Checks what the form cannot: the group exists, the GST rate is in force, each delivery state is one of today's. */
async function checkAgainstData(tx: Transaction, content: ListingContent, checks: DataChecks = newDataChecks()): Promise<Place> {
  let group = checks.places.get(content.groupId);
  if (group === undefined) {
    const [found] = await tx
      .select({ subcategoryId: productGroups.subcategoryId, categoryId: subcategories.categoryId })
      .from(productGroups)
      .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
      .where(eq(productGroups.id, content.groupId))
      .limit(1);
    group = found ?? null;
    checks.places.set(content.groupId, group);
  }
  if (!group) throw new ValidationError('Choose a category from the list', { groupId: ['Choose a category from the list'] });
  if (content.gstRateBp !== null) {
    checks.rates ??= (await ratesInForce(new Date())).map((rate) => rate.rateBp);
    if (!checks.rates.includes(content.gstRateBp)) {
      const message = `${formatGstRate(content.gstRateBp)} is not a GST rate in force today; choose one from the list`;
      throw new ValidationError(message, { gstRate: [message] });
    }
  }
  if (!content.deliveryStates.every((code) => stateByGstCode(code)?.current === true)) {
    throw new ValidationError('Choose delivery states from the list', { deliveryStates: ['Choose delivery states from the list'] });
  }
  return group;
}

/**
 * The photos a save may use: the listing's own photos and the user's pending uploads, each with
 * its size. A key from anywhere else (another listing, another user) is refused by name.
 */
async function resolvePhotos(tx: Transaction, userId: number, productId: number | null, photos: ListingPhoto[]): Promise<Array<ListingPhoto & { width: number; height: number }>> {
  if (photos.length > MAX_LISTING_PHOTOS) throw new ValidationError(`A listing can have at most ${MAX_LISTING_PHOTOS} photos`, { photos: [`A listing can have at most ${MAX_LISTING_PHOTOS} photos; remove ${photos.length - MAX_LISTING_PHOTOS}`] });
  if (photos.length === 0) return [];
  const keys = photos.map((photo) => photo.key);
  const sizes = new Map<string, { width: number; height: number }>();
  if (productId !== null) {
    const own = await tx.select({ key: productImages.storageKey, width: productImages.width, height: productImages.height }).from(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.storageKey, keys)));
    for (const photo of own) sizes.set(photo.key, photo);
    const [revision] = await tx.select({ content: productRevisions.content }).from(productRevisions).where(eq(productRevisions.productId, productId));
    for (const photo of revision?.content.photos ?? []) if (photo.width && photo.height) sizes.set(photo.key, { width: photo.width, height: photo.height });
  }
  const pending = await tx.select({ key: pendingPhotos.storageKey, width: pendingPhotos.width, height: pendingPhotos.height }).from(pendingPhotos).where(and(eq(pendingPhotos.userId, userId), inArray(pendingPhotos.storageKey, keys)));
  for (const photo of pending) sizes.set(photo.key, photo);
  return photos.map((photo, index) => {
    const size = sizes.get(photo.key);
    if (!size) throw new ValidationError(`Photo ${index + 1} is no longer available; add it again`, { photos: [`Photo ${index + 1} is no longer available; add it again`] });
    return { ...photo, ...size };
  });
}

/** The Hindi name and description columns, when the content says them (absent: left as stored). */
function hindiColumns(content: ListingContent) {
  const nameHi = content.nameHi === undefined ? undefined : content.nameHi && normaliseHindiText(content.nameHi.trim());
  const descriptionHi = content.descriptionHi === undefined ? undefined : content.descriptionHi && normaliseHindiText(content.descriptionHi.trim());
  return {
    ...(nameHi === undefined ? {} : { nameHi: nameHi || null, nameHiKeys: hindiNameKeys(nameHi) }),
    ...(descriptionHi === undefined ? {} : { descriptionHi: descriptionHi || null }),
  };
}

/** The listing's columns that its content sets. */
function contentColumns(content: ListingContent, place: Place) {
  return {
    ...hindiColumns(content),
    name: content.name,
    categoryId: place.categoryId,
    subcategoryId: place.subcategoryId,
    // A listing made before the tree had groups keeps none (0 in its content) until one is chosen.
    groupId: content.groupId > 0 ? content.groupId : null,
    description: content.description,
    unit: content.unit,
    minOrderQty: content.minOrderQty,
    priceMinPaise: content.priceMinPaise,
    priceMaxPaise: content.priceMaxPaise ?? content.priceMinPaise,
    priceBreaks: content.priceBreaks,
    hsnCode: content.hsnCode,
    gstRateBp: content.gstRateBp,
    pricesIncludeGst: content.pricesIncludeGst,
    specs: Object.fromEntries(content.specs.map((spec) => [spec.name, spec.value])),
    leadTimeDays: content.leadTimeDays,
    availability: content.availability,
    sampleAvailable: content.sampleAvailable,
    packaging: content.packaging,
    deliveryStates: content.deliveryStates,
    sku: content.sku,
  };
}

/** Adds the listing's photos in order; each was a pending upload until now. */
async function insertPhotos(tx: Transaction, productId: number, photos: ListingPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(productImages).values(photos.map((photo, position) => ({ productId, storageKey: photo.key, alt: photo.alt, width: photo.width ?? 0, height: photo.height ?? 0, position })));
  await tx.delete(pendingPhotos).where(inArray(pendingPhotos.storageKey, photos.map((photo) => photo.key)));
}

/**
 * Writes content into the listing's row and photos (the public version once it is live). Photos
 * no longer used by the listing or a waiting revision are deleted with their files after commit.
 */
export async function applyContent(tx: Transaction, productId: number, content: ListingContent, place: Place): Promise<string[]> {
  await tx
    .update(products)
    .set({ ...contentColumns(content, place), updatedAt: new Date() })
    .where(eq(products.id, productId));
  const keys = new Set(content.photos.map((photo) => photo.key));
  const before = await tx.delete(productImages).where(eq(productImages.productId, productId)).returning({ key: productImages.storageKey });
  await insertPhotos(tx, productId, content.photos);
  const dropped = before.map((photo) => photo.key).filter((key) => !keys.has(key));
  if (dropped.length === 0) return [];
  const [revision] = await tx.select({ content: productRevisions.content }).from(productRevisions).where(eq(productRevisions.productId, productId));
  const inRevision = new Set(revision?.content.photos.map((photo) => photo.key) ?? []);
  return dropped.filter((key) => !inRevision.has(key));
}

export async function deletePhotos(keys: string[]): Promise<void> {
  for (const key of keys) await deletePhotoFiles({ key, thumbKey: thumbKeyOf(key) });
}

export interface SaveListing {
  userId: number;
  /** The listing to change, or null for a new one. */
  productId: number | null;
  content: ListingContent;
  /** The version the seller's form was made from; a save from an older one is refused. Null skips the check (import by SKU). */
  expectedVersion: number | null;
  /** Submit for review (or publish, for a reviewed company) rather than keep as a draft. */
  submit: boolean;
  /** Leave the user's editor autosave alone (an import must not discard what is being typed in the editor). */
  keepEditorDraft?: boolean;
  /** Data checks shared by the saves of one import (newDataChecks()), so each row does not read them again. */
  checks?: DataChecks;
}

export interface SavedListing {
  productId: number;
  status: ListingState;
  version: number;
  /** True when a material edit of a published listing waits for review while the old version stays up. */
  awaitingReview: boolean;
}

const CHANGED_ELSEWHERE = 'This listing was changed in another tab or by a colleague since you opened it. Your changes are still on this page: copy anything you need, then reload to see the latest version.';

/**
 * Saves a listing for the seller company of `userId` inside `tx`. New listings start as drafts
 * or, when submitted, go live or to review (domain stateOnSubmit). An edit of a published listing
 * by a company not yet reviewed that changes a material field becomes a revision waiting for
 * review; the rest of the edit applies at once. Returns photos to delete after commit.
 */
export async function saveListingIn(tx: Transaction, company: Company, input: SaveListing): Promise<SavedListing & { orphanPhotos: string[]; publicChange: boolean }> {
  const place = await checkAgainstData(tx, input.content, input.checks);
  const photos = await resolvePhotos(tx, input.userId, input.productId, input.content.photos);
  const content: ListingContent = { ...input.content, photos };
  const now = new Date();
  if (input.productId === null) {
    const status: ListingState = input.submit ? stateOnSubmit(company.verified) : 'draft';
    const row = await insertListing(tx, { ...contentColumns(content, place), companyId: company.id, status, submittedAt: input.submit ? now : null, publishedAt: status === 'live' ? now : null });
    await insertPhotos(tx, row.id, content.photos);
    if (status === 'submitted') await notifyAdminQueue(tx, 'listings');
    if (!input.keepEditorDraft) await tx.delete(listingDrafts).where(and(eq(listingDrafts.userId, input.userId), eq(listingDrafts.productId, 0)));
    return { productId: row.id, status, version: row.version, awaitingReview: false, orphanPhotos: [], publicChange: isPublic(status) };
  }
  const [current] = await tx.select().from(products).where(and(eq(products.id, input.productId), eq(products.companyId, company.id))).for('update');
  if (!current) throw new NotFoundError(NOT_YOUR_LISTING);
  if (input.expectedVersion !== null && input.expectedVersion !== current.version) throw new ConflictError(CHANGED_ELSEWHERE);
  if (current.status === 'archived') throw new ConflictError('This listing is archived. Restore it first, then edit it.');
  // The stored content matters only where a material edit would wait for review.
  const before = isPublished(current.status) && !company.verified ? await listingContentOf(tx, current) : null;
  let status = current.status;
  let awaitingReview = false;
  let orphanPhotos: string[];
  if (before && isMaterialChange(before, content)) {
    // The reviewed version stays up: apply what is not material now, keep the whole edit for review.
    const immediate = withoutMaterialChanges(before, content);
    await tx
      .insert(productRevisions)
      .values({ productId: current.id, content, submittedByUserId: input.userId, submittedAt: now })
      .onConflictDoUpdate({ target: productRevisions.productId, set: { content, status: 'submitted', statusReason: null, submittedByUserId: input.userId, submittedAt: now } });
    // The revision now holds its new photos (housekeeping keeps files a revision refers to).
    if (content.photos.length > 0) await tx.delete(pendingPhotos).where(and(eq(pendingPhotos.userId, input.userId), inArray(pendingPhotos.storageKey, content.photos.map((photo) => photo.key))));
    orphanPhotos = await applyContent(tx, current.id, immediate, { categoryId: current.categoryId, subcategoryId: current.subcategoryId });
    awaitingReview = true;
  } else {
    orphanPhotos = await applyContent(tx, current.id, content, place);
    if (isPublished(status)) await tx.delete(productRevisions).where(eq(productRevisions.productId, current.id));
    if (input.submit && canSeller('submit', status)) status = stateOnSubmit(company.verified);
  }
  const [saved] = await tx
    .update(products)
    .set({
      status,
      version: sql`${products.version} + 1`,
      statusReason: status === current.status ? current.statusReason : null,
      submittedAt: status === 'submitted' && current.status !== 'submitted' ? now : current.submittedAt,
      publishedAt: status === 'live' ? (current.publishedAt ?? now) : current.publishedAt,
    })
    .where(eq(products.id, current.id))
    .returning({ version: products.version });
  if (awaitingReview || (status === 'submitted' && current.status !== 'submitted')) await notifyAdminQueue(tx, 'listings');
  if (!input.keepEditorDraft) await tx.delete(listingDrafts).where(and(eq(listingDrafts.userId, input.userId), eq(listingDrafts.productId, current.id)));
  return { productId: current.id, status, version: saved?.version ?? current.version + 1, awaitingReview, orphanPhotos, publicChange: isPublic(status) || isPublic(current.status) };
}

/**
 * Inserts a listing's row under a fresh slug. The slug's random suffix has 16 million values, so
 * with many listings of one name (an import of 2,000 "Cotton T-shirt" rows) two can draw the same
 * one; a clash is skipped (not raised, which would abort the caller's transaction) and redrawn.
 */
async function insertListing(tx: Transaction, values: Omit<typeof products.$inferInsert, 'slug'> & { name: string }): Promise<{ id: number; version: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx.insert(products).values({ ...values, slug: slugify(values.name) }).onConflictDoNothing({ target: products.slug }).returning({ id: products.id, version: products.version });
    if (row) return row;
  }
  throw new Error('no free slug for a new listing after 5 attempts');
}

/** Saves one listing in its own transaction, telling search and pages when it commits. */
export async function saveListing(input: SaveListing): Promise<SavedListing> {
  const company = await requireSellerCompany(input.userId);
  const saved = await transaction(async (tx) => {
    const done = await saveListingIn(tx, company, input);
    if (done.publicChange) await catalogueChanged(tx);
    return done;
  });
  await deletePhotos(saved.orphanPhotos);
  return { productId: saved.productId, status: saved.status, version: saved.version, awaitingReview: saved.awaitingReview };
}

const ACTION_TARGET: Record<Exclude<SellerAction, 'submit'>, ListingState> = { pause: 'paused', resume: 'live', archive: 'archived', restore: 'draft' };

/**
 * A seller's state change. Submitting sends the listing live or to review; resuming a paused
 * listing brings back the reviewed version; archiving takes it off the site and out of the review queue.
 */
export async function changeListingState(userId: number, productId: number, action: SellerAction): Promise<ListingState> {
  const company = await requireSellerCompany(userId);
  return transaction(async (tx) => {
    const [current] = await tx.select({ status: products.status }).from(products).where(and(eq(products.id, productId), eq(products.companyId, company.id))).for('update');
    if (!current) throw new NotFoundError(NOT_YOUR_LISTING);
    if (!canSeller(action, current.status)) throw new ConflictError(`A listing that is ${LISTING_STATE_NAMES[current.status].toLowerCase()} cannot be ${action === 'submit' ? 'submitted' : `${action}d`}.`);
    const next = action === 'submit' ? stateOnSubmit(company.verified) : ACTION_TARGET[action];
    const now = new Date();
    await tx
      .update(products)
      .set({
        status: next,
        version: sql`${products.version} + 1`,
        statusReason: action === 'submit' ? null : sql`${products.statusReason}`,
        submittedAt: next === 'submitted' ? now : sql`${products.submittedAt}`,
        publishedAt: next === 'live' ? sql`coalesce(${products.publishedAt}, now())` : sql`${products.publishedAt}`,
        updatedAt: now,
      })
      .where(eq(products.id, productId));
    if (action === 'archive') await tx.delete(productRevisions).where(eq(productRevisions.productId, productId));
    if (next === 'submitted') await notifyAdminQueue(tx, 'listings');
    if (isPublic(current.status) || isPublic(next)) await catalogueChanged(tx);
    return next;
  });
}

/** Keeps what the editor holds as typed (autosave), per user and listing (0: a new one). */
export async function autosaveListingDraft(userId: number, productId: number, values: Record<string, unknown>, baseVersion: number | null): Promise<Date> {
  if (productId !== 0) {
    const company = await requireSellerCompany(userId);
    const [own] = await db().select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.companyId, company.id)));
    if (!own) throw new NotFoundError(NOT_YOUR_LISTING);
  }
  const now = new Date();
  await db()
    .insert(listingDrafts)
    .values({ userId, productId, values, baseVersion, updatedAt: now })
    .onConflictDoUpdate({ target: [listingDrafts.userId, listingDrafts.productId], set: { values, baseVersion, updatedAt: now } });
  return now;
}

export async function findListingDraft(userId: number, productId: number): Promise<{ values: Record<string, unknown>; baseVersion: number | null; updatedAt: Date } | null> {
  const [draft] = await db().select().from(listingDrafts).where(and(eq(listingDrafts.userId, userId), eq(listingDrafts.productId, productId)));
  return draft ?? null;
}

export async function discardListingDraft(userId: number, productId: number): Promise<void> {
  await db().delete(listingDrafts).where(and(eq(listingDrafts.userId, userId), eq(listingDrafts.productId, productId)));
}
