import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Availability, ListingContent, ListingState, PriceBreak } from '~/domain/listing';
import { registrationSchema } from '~/domain/registration';
import { newDraftToken, submitRegistration } from '~/services/accounts/registration.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { stagePendingPhotos } from '~/services/catalog/listing-pages.server';
import { saveListing } from '~/services/catalog/listings.server';
import { db } from '~/services/db/client.server';
import { categories, productGroups, productImages, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { createBuyer } from './billing-fixtures';
import { firstCategoryPair } from './catalog-fixtures';
import { validRegistration } from './registration-data';

/**
 * A registered seller (their company lists two live products from registration), optionally
 * with its identity reviewed (companies.verified).
 */
export async function newSeller(options: { verified?: boolean } = {}): Promise<{ userId: number; companyId: number; email: string }> {
  const { category, subCategory } = await firstCategoryPair();
  const values = validRegistration(category, subCategory);
  const { userId } = await submitRegistration(newDraftToken(), registrationSchema(new Date().getFullYear()).parse(values));
  const [company] = await db().update(companies).set({ verificationLevel: options.verified ? 'documents_reviewed' : 'none' }).where(eq(companies.ownerUserId, userId)).returning({ id: companies.id });
  if (!company) throw new Error('registration made no company');
  return { userId, companyId: company.id, email: String(values.email) };
}

/**
 * A product group of our own under the first subcategory of the seeded tree (or the given one):
 * the groups of the demo catalogue are seeded elsewhere, and tests must not depend on them.
 */
export async function newGroup(name = `Test group ${randomBytes(3).toString('hex')}`, subcategoryId?: number): Promise<{ id: number; subcategoryId: number; categoryId: number }> {
  const sub = subcategoryId ?? (await firstCategoryPair()).subCategory;
  const [group] = await db()
    .insert(productGroups)
    .values({ subcategoryId: sub, name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}` })
    .returning({ id: productGroups.id });
  const [place] = await db().select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, sub));
  if (!group || !place) throw new Error('could not make a product group');
  return { id: group.id, subcategoryId: sub, categoryId: place.categoryId };
}

/** Another subcategory than the first, for a listing placed elsewhere in the tree. */
export async function secondSubcategory(): Promise<number> {
  const rows = await db().select({ id: subcategories.id }).from(subcategories).innerJoin(categories, eq(categories.id, subcategories.categoryId)).orderBy(asc(categories.position), asc(subcategories.position)).limit(2);
  const second = rows[1];
  if (!second) throw new Error('the seeded tree has one subcategory');
  return second.id;
}

/** A complete listing, every field given. */
export function listingContent(groupId: number, overrides: Partial<ListingContent> = {}): ListingContent {
  return {
    name: `Basmati rice 1121 ${randomBytes(2).toString('hex')}`,
    groupId,
    description: 'Aged one year, sortexed.',
    unit: 'kg',
    minOrderQty: 100,
    priceMinPaise: 8200,
    priceMaxPaise: 9000,
    priceBreaks: [
      { minQty: 100, maxQty: 499, pricePaise: 8200 },
      { minQty: 500, maxQty: null, pricePaise: 7800 },
    ],
    hsnCode: '1006',
    gstRateBp: 500,
    pricesIncludeGst: false,
    specs: [{ name: 'Grain length', value: '8.3 mm' }],
    leadTimeDays: 7,
    availability: 'in_stock',
    sampleAvailable: true,
    packaging: '25 kg PP bags',
    deliveryStates: ['27'],
    sku: `BAS-${randomBytes(3).toString('hex')}`,
    photos: [],
    ...overrides,
  };
}

export async function samplePng(background = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
}

/** A photo uploaded by the user and not yet on a listing (as the editor stores it on the first submit). */
export async function pendingPhotoOf(userId: number, background?: string): Promise<string> {
  const staged = await stagePendingPhotos(userId, [{ name: 'rice.png', bytes: await samplePng(background) }]);
  const key = staged.photos[0]?.key;
  if (!key) throw new Error(`the photo was not stored: ${staged.errors.join(' ')}`);
  return key;
}

/**
 * A member whose company sells, in `stateCode`, as a session user; `verified` is "identity
 * reviewed" (its listings skip the queue). Made for one test, so tests never lean on seeded values.
 */
export async function createSeller(verified = false, stateCode = '27'): Promise<SessionUser & { userId: number; companyId: number; slug: string; gstin: string }> {
  const user = await createBuyer(stateCode);
  const [company] = await db().update(companies).set({ role: 'seller', verificationLevel: verified ? 'documents_reviewed' : 'none' }).where(eq(companies.ownerUserId, user.id)).returning({ id: companies.id, slug: companies.slug });
  if (!company) throw new Error('no company');
  return { ...user, userId: user.id, companyId: company.id, slug: company.slug };
}

export async function createProductGroup(name?: string): Promise<number> {
  return (await newGroup(name)).id;
}

/** A pending photo of `userId` with its alt text, as a listing's content names it. */
export async function pendingPhoto(userId: number, alt: string, colour = '#2a6f97'): Promise<{ key: string; alt: string }> {
  return { key: await pendingPhotoOf(userId, colour), alt };
}

/** A new listing submitted by `seller` through the listing service (to the queue when unverified). */
export async function submitListing(seller: SessionUser, groupId: number, overrides: Partial<ListingContent> = {}) {
  return saveListing({ userId: seller.id, productId: null, content: listingContent(groupId, overrides), expectedVersion: null, submit: true });
}

/** The last subcategory of the seeded tree with its category: where test listings go. */
export async function lastCategoryPair(): Promise<{ categoryId: number; categorySlug: string; subcategoryId: number; subcategorySlug: string }> {
  const [row] = await db()
    .select({ categoryId: categories.id, categorySlug: categories.slug, subcategoryId: subcategories.id, subcategorySlug: subcategories.slug })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(subcategories.position))
    .then((rows) => rows.slice(-1));
  if (!row) throw new Error('the seeded catalogue has no subcategory');
  return row;
}

export interface TestListing {
  name: string;
  status?: ListingState;
  unit?: string;
  minOrderQty?: number;
  priceMinPaise?: number | null;
  priceMaxPaise?: number | null;
  priceBreaks?: PriceBreak[];
  availability?: Availability | null;
  deliveryStates?: string[];
  leadTimeDays?: number | null;
  sampleAvailable?: boolean;
  packaging?: string;
  legacyPath?: string | null;
  position?: number;
  photos?: Array<{ alt: string; width: number; height: number }>;
}

/** Inserts listings for a seller in one subcategory; returns each one's id and slug in order. */
export async function insertListings(companyId: number, where: { categoryId: number; subcategoryId: number }, listings: TestListing[]): Promise<Array<{ id: number; slug: string }>> {
  const made: Array<{ id: number; slug: string }> = [];
  for (const listing of listings) {
    const slug = `${listing.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
    const [row] = await db()
      .insert(products)
      .values({
        slug,
        companyId,
        categoryId: where.categoryId,
        subcategoryId: where.subcategoryId,
        name: listing.name,
        description: `${listing.name} for wholesale buyers.`,
        unit: listing.unit ?? 'kg',
        minOrderQty: listing.minOrderQty ?? 1,
        priceMinPaise: listing.priceMinPaise === undefined ? 10000 : listing.priceMinPaise,
        priceMaxPaise: listing.priceMaxPaise ?? null,
        priceBreaks: listing.priceBreaks ?? [],
        availability: listing.availability ?? null,
        deliveryStates: listing.deliveryStates ?? [],
        leadTimeDays: listing.leadTimeDays ?? null,
        sampleAvailable: listing.sampleAvailable ?? false,
        packaging: listing.packaging ?? '',
        legacyPath: listing.legacyPath ?? null,
        status: listing.status ?? 'live',
        position: listing.position ?? 0,
      })
      .returning({ id: products.id, slug: products.slug });
    if (!row) throw new Error('no product');
    for (const [index, photo] of (listing.photos ?? []).entries()) {
      await db().insert(productImages).values({ productId: row.id, storageKey: `${randomBytes(16).toString('hex')}.webp`, position: index, ...photo });
    }
    made.push(row);
  }
  return made;
}

export async function setStatus(productId: number, status: ListingState): Promise<void> {
  await db().update(products).set({ status }).where(eq(products.id, productId));
}
