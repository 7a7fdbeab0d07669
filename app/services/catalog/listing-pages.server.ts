/**
 * What the seller's listing pages read: the list of a company's listings with their states, and
 * everything the listing editor shows (the listing or its waiting revision, an autosaved draft,
 * the category tree, GST rates, states and specification names). Writes go through
 * listings.server.ts; the photos a form sends are stored here first, so a refused form keeps them.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { attachedPhoto, thumbKeyOf, uploadUrl, type AttachedPhoto } from '~/domain/account-photos';
import type { CategoryTreeCategory } from '~/domain/category-tree';
import { indianStates } from '~/domain/india-states';
import { LISTING_STATES, materialChangeParts, materialChangeWords, MAX_LISTING_PHOTOS, type ListingContent, type ListingState, type MaterialPart } from '~/domain/listing';
import { listingFormValues, NEW_LISTING_VALUES, type ListingFormValues } from '~/domain/listing-form';
import { LISTINGS_PAGE_SIZE, restoredFormValues } from '~/domain/listing-pages';
import { formatGstRate } from '~/domain/product-tax';
import { companyAllowing } from '~/services/accounts/membership.server';
import { db } from '~/services/db/client.server';
import { categories, productGroups, productImages, productRevisions, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { pendingPhotos } from '~/services/db/schema/registration';
import { AppError, NotFoundError } from '~/services/errors.server';
import { findListingDraft, listingContentOf, NOT_YOUR_LISTING, requireSellerCompany } from '~/services/catalog/listings.server';
import { storePhoto, type PhotoUpload } from '~/services/media/uploads.server';
import { ratesInForce, type GstRate } from '~/services/tax/gst-rates.server';


/** A waiting material edit of a published listing, said in the seller's words. */
export interface RevisionNotice {
  status: 'submitted' | 'rejected';
  reason: string | null;
  /** "name, price and photos" */
  changes: string;
  /** The same parts, for pages that say them in their language ([]: the listing as a whole). */
  parts: MaterialPart[];
}

export interface SellerListingRow {
  id: number;
  name: string;
  status: ListingState;
  statusReason: string | null;
  unit: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  updatedAt: string;
  photo: { thumb: string; alt: string } | null;
  revision: RevisionNotice | null;
}

export type SellerListingsPage =
  | { company: null; reason: 'no-company' | 'buyer' }
  | { company: { name: string; verified: boolean }; listings: SellerListingRow[]; counts: Record<ListingState, number>; total: number; page: number; state: ListingState | null };

/** The revision's changes in words, given the live content it would replace. */
function revisionNotice(revision: { status: 'submitted' | 'rejected'; statusReason: string | null; content: ListingContent }, live: ListingContent): RevisionNotice {
  return { status: revision.status, reason: revision.statusReason, changes: materialChangeWords(live, revision.content) || 'listing', parts: materialChangeParts(live, revision.content) };
}

/** The company's listings, newest change first, 50 a page, optionally only those in one state. */
export async function sellerListingsPage(userId: number, filter: { state: ListingState | null; page: number }): Promise<SellerListingsPage> {
  const membership = await companyAllowing(userId, 'catalogue');
  const [company] = membership ? await db().select().from(companies).where(eq(companies.id, membership.companyId)).limit(1) : [];
  if (!company) return { company: null, reason: 'no-company' };
  if (company.role === 'buyer') return { company: null, reason: 'buyer' };
  const grouped = await db().select({ status: products.status, n: count() }).from(products).where(eq(products.companyId, company.id)).groupBy(products.status);
  const counts = Object.fromEntries(LISTING_STATES.map((state) => [state, grouped.find((g) => g.status === state)?.n ?? 0])) as Record<ListingState, number>;
  const total = filter.state ? counts[filter.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const page = Math.min(Math.max(1, filter.page), Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)));
  const rows = await db()
    .select()
    .from(products)
    .where(filter.state ? and(eq(products.companyId, company.id), eq(products.status, filter.state)) : eq(products.companyId, company.id))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(LISTINGS_PAGE_SIZE)
    .offset((page - 1) * LISTINGS_PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const [images, revisions] = ids.length
    ? await Promise.all([
        db().select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position), asc(productImages.id)),
        db().select().from(productRevisions).where(inArray(productRevisions.productId, ids)),
      ])
    : [[], []];
  const listings: SellerListingRow[] = [];
  for (const row of rows) {
    const main = images.find((image) => image.productId === row.id);
    const revision = revisions.find((r) => r.productId === row.id);
    listings.push({
      id: row.id,
      name: row.name,
      status: row.status,
      statusReason: row.statusReason,
      unit: row.unit,
      priceMinPaise: row.priceMinPaise,
      priceMaxPaise: row.priceMaxPaise,
      updatedAt: row.updatedAt.toISOString(),
      photo: main ? { thumb: uploadUrl(thumbKeyOf(main.storageKey)), alt: main.alt || row.name } : null,
      revision: revision ? revisionNotice(revision, await listingContentOf(db(), row)) : null,
    });
  }
  return { company: { name: company.name, verified: company.verified }, listings, counts, total, page, state: filter.state };
}

/** The category tree down to product groups, in menu order; subcategories without groups are left out. */
export async function categoryTree(): Promise<CategoryTreeCategory[]> {
  const rows = await db()
    .select({ categoryId: categories.id, category: categories.name, categoryHi: categories.nameHi, subcategoryId: subcategories.id, subcategory: subcategories.name, subcategoryHi: subcategories.nameHi, groupId: productGroups.id, group: productGroups.name })
    .from(productGroups)
    .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(asc(categories.position), asc(subcategories.position), asc(productGroups.position), asc(productGroups.name));
  const tree: CategoryTreeCategory[] = [];
  for (const row of rows) {
    let category = tree.at(-1);
    if (category?.id !== row.categoryId) tree.push((category = { id: row.categoryId, name: row.category, nameHi: row.categoryHi, subcategories: [] }));
    let sub = category.subcategories.at(-1);
    if (sub?.id !== row.subcategoryId) category.subcategories.push((sub = { id: row.subcategoryId, name: row.subcategory, nameHi: row.subcategoryHi, groups: [] }));
    sub.groups.push({ id: row.groupId, name: row.group });
  }
  return tree;
}

/** How many live listings a spec-name suggestion is read from: enough to rank names, bounded at any catalogue size. */
const SPEC_SAMPLE = 2000;

/** The specification names most used by live listings in the group's subcategory, most used first. */
export async function specNamesForGroup(groupId: number): Promise<string[]> {
  if (!Number.isSafeInteger(groupId) || groupId <= 0) return [];
  const result = await db().execute<{ name: string }>(sql`
    SELECT name FROM (
      SELECT specs FROM ${products}
      WHERE subcategory_id = (SELECT subcategory_id FROM ${productGroups} WHERE id = ${groupId}) AND status = 'live' AND NOT supplier_suspended
      LIMIT ${SPEC_SAMPLE}
    ) AS sample, jsonb_object_keys(sample.specs) AS name
    GROUP BY name ORDER BY count(*) DESC, name LIMIT 30`);
  return result.rows.map((row) => row.name);
}

/**
 * The rate list: the rates in force, and a listing's own rate if it has since ended, so the form
 * shows what is saved (and the save says why it is refused) instead of quietly choosing "Not set".
 */
function rateOptions(gstRates: GstRate[], saved: number | null): GstRate[] {
  if (saved === null || gstRates.some((rate) => rate.rateBp === saved)) return gstRates;
  return [...gstRates, { rateBp: saved, label: `${formatGstRate(saved)} (no longer in force)` }];
}

export interface EditedListing {
  id: number;
  slug: string;
  status: ListingState;
  statusReason: string | null;
  version: number;
  revision: RevisionNotice | null;
}

export interface ListingEditorPage {
  companyVerified: boolean;
  listing: EditedListing | null;
  /** What the form shows: an autosaved draft, else the waiting revision, else the listing as saved. */
  values: ListingFormValues;
  /** When the values come from an autosaved draft newer than the listing: its time. */
  restoredDraftAt: string | null;
  tree: CategoryTreeCategory[];
  gstRates: GstRate[];
  states: Array<{ code: string; name: string }>;
  specNames: string[];
}

/** The listing of this user's company, or NotFoundError (another company's id answers like a missing one). */
export async function ownListing(userId: number, productId: number) {
  const company = await requireSellerCompany(userId);
  const [row] = await db().select().from(products).where(and(eq(products.id, productId), eq(products.companyId, company.id)));
  if (!row) throw new NotFoundError(NOT_YOUR_LISTING);
  return { company, row };
}

/** Everything the editor shows for a new listing (productId null) or one of the company's own. */
export async function listingEditorPage(userId: number, productId: number | null): Promise<ListingEditorPage> {
  const { company, row } = productId === null ? { company: await requireSellerCompany(userId), row: null } : await ownListing(userId, productId);
  let listing: EditedListing | null = null;
  let values = NEW_LISTING_VALUES;
  if (row) {
    const live = await listingContentOf(db(), row);
    const [revision] = await db().select().from(productRevisions).where(eq(productRevisions.productId, row.id));
    // An edit waiting for review is the seller's latest word: editing starts from it, not from what buyers see.
    values = listingFormValues(revision?.content ?? live, row.version);
    listing = { id: row.id, slug: row.slug, status: row.status, statusReason: row.statusReason, version: row.version, revision: revision ? revisionNotice(revision, live) : null };
  }
  const draft = await findListingDraft(userId, productId ?? 0);
  const draftValues = draft ? { ...restoredFormValues(draft.values), version: draft.baseVersion === null ? '' : String(draft.baseVersion) } : null;
  // A draft is offered when it is newer than the listing and says something else (an autosave that
  // arrived just after a save says the same).
  const restored = draft && draftValues && (!row || draft.updatedAt > row.updatedAt) && JSON.stringify({ ...draftValues, version: '' }) !== JSON.stringify({ ...values, version: '' }) ? draft : null;
  if (restored && draftValues) values = draftValues;
  const groupId = Number(values.groupId) || 0;
  const [tree, gstRates, specNames] = await Promise.all([categoryTree(), ratesInForce(new Date()), specNamesForGroup(groupId)]);
  return {
    companyVerified: company.verified,
    listing,
    values,
    restoredDraftAt: restored ? restored.updatedAt.toISOString() : null,
    tree,
    gstRates: rateOptions(gstRates, row?.gstRateBp ?? null),
    states: DELIVERY_STATES,
    specNames,
  };
}

/** Every state and union territory a seller can deliver to, by name. */
const DELIVERY_STATES = [...indianStates].sort((a, b) => a.name.localeCompare(b.name)).map((state) => ({ code: state.gstCode, name: state.name }));

/**
 * Stores the photos sent with a listing form before the form is validated, so that a form sent
 * back for a missing name keeps them: each good photo becomes a pending photo of this user, each
 * bad file (not a photo, larger than 5 MB, one too many) a message naming it.
 */
export async function stagePendingPhotos(userId: number, uploads: PhotoUpload[]): Promise<{ photos: AttachedPhoto[]; errors: string[] }> {
  const photos: AttachedPhoto[] = [];
  const errors: string[] = [];
  for (const upload of uploads) {
    if (photos.length >= MAX_LISTING_PHOTOS) {
      errors.push(`"${upload.name.slice(0, 80)}" was not added: a listing has at most ${MAX_LISTING_PHOTOS} photos`);
      continue;
    }
    try {
      const stored = await storePhoto(upload.name, upload.bytes);
      await db().insert(pendingPhotos).values({ storageKey: stored.key, userId, width: stored.width, height: stored.height });
      photos.push(attachedPhoto(stored.key));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(error.publicMessage);
    }
  }
  return { photos, errors };
}
