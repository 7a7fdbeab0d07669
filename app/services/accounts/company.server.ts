import { and, asc, eq, inArray } from 'drizzle-orm';
import { attachedPhoto, MAX_PHOTOS, thumbKeyOf, uploadUrl, type AttachedPhoto } from '~/domain/account-photos';
import type { ProductListingInput } from '~/domain/product-listing';
import { formatGstRate } from '~/domain/product-tax';
import { companyRoleToRole, enterpriseTypeFor, roleToCompanyRole, type ProfileInput } from '~/domain/registration';
import { assertCategoryPair, slugify } from '~/services/accounts/registration.server';
import { db, transaction } from '~/services/db/client.server';
import { productImages, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { companyPhotos, pendingPhotos } from '~/services/db/schema/registration';
import { AppError, ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { deletePhotoFiles, storePhoto, type PhotoUpload } from '~/services/media/uploads.server';
import { ratesInForce } from '~/services/tax/gst-rates.server';

type Company = typeof companies.$inferSelect;

const NO_COMPANY = 'Your account has no company profile yet. Fill in the company profile on the Profile tab first.';
const NOT_YOURS = 'That product is not one of yours.';
const GSTIN_TAKEN = 'A company with this GSTIN is already registered.';

/** The signed-in user's own company, or null (an admin, or an account whose company is gone). */
async function findOwnCompany(userId: number): Promise<Company | null> {
  const [company] = await db().select().from(companies).where(eq(companies.ownerUserId, userId)).limit(1);
  return company ?? null;
}

/** Every account query goes through the owner, never a company id from the form. */
async function requireOwnCompany(userId: number): Promise<Company> {
  const company = await findOwnCompany(userId);
  if (!company) throw new NotFoundError(NO_COMPANY);
  return company;
}

/** The company as the registration form's fields, for pre-filling the profile form. */
function profileValues(company: Company): Record<string, string | string[]> {
  const [firstName = '', ...rest] = company.contactName.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    email: company.email,
    mobile: company.mobile,
    companyName: company.name,
    designation: company.designation,
    address: company.address,
    website: company.website ?? '',
    pan: company.pan ?? '',
    yearOfEstablishment: company.yearEstablished ? String(company.yearEstablished) : '',
    companyRegisteredAs: company.legalForm,
    dpiitRegistration: company.dpiit ?? 'Not registered',
    udyamNumber: company.udyam ?? 'Not registered',
    gstNumber: company.gstin ?? '',
    businessType: company.businessType,
    role: companyRoleToRole(company.role),
    category: company.primaryCategoryId ? String(company.primaryCategoryId) : '',
    subCategory: company.primarySubcategoryId ? String(company.primarySubcategoryId) : '',
    lookingForSupport: company.supportNeeds,
  };
}

export type ProfilePage =
  | { hasCompany: true; values: Record<string, string | string[]>; registered: { createdAt: string; enterpriseType: Company['enterpriseType'] }; photos: { id: number; url: string; thumb: string }[] }
  | { hasCompany: false; values: Record<string, string | string[]> };

/**
 * What /account shows: the company profile to edit, or, for an account without a company (an
 * admin made with `npm run admin:create`), an empty profile to create one, pre-filled with the
 * account's name and email.
 */
export async function loadProfilePage(user: { id: number; name: string; email: string }): Promise<ProfilePage> {
  const company = await findOwnCompany(user.id);
  if (!company) {
    const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
    return { hasCompany: false, values: { firstName, lastName: rest.join(' '), email: user.email } };
  }
  const photos = await db().select().from(companyPhotos).where(eq(companyPhotos.companyId, company.id)).orderBy(asc(companyPhotos.position));
  return {
    hasCompany: true,
    values: profileValues(company),
    registered: { createdAt: company.createdAt.toISOString(), enterpriseType: company.enterpriseType },
    photos: photos.map((p) => ({ id: p.id, url: uploadUrl(p.storageKey), thumb: uploadUrl(p.thumbKey) })),
  };
}

/**
 * Saves the profile with the same rules as registration, or creates the company when the account
 * has none yet. The login email is not changed here.
 */
export async function saveProfile(userId: number, input: ProfileInput): Promise<{ created: boolean }> {
  const contactName = [input.firstName, input.lastName].filter(Boolean).join(' ');
  const fields = {
    name: input.companyName,
    contactName,
    email: input.email,
    mobile: input.mobile,
    designation: input.designation,
    address: input.address,
    website: input.website,
    pan: input.pan,
    yearEstablished: input.yearOfEstablishment,
    legalForm: input.companyRegisteredAs,
    dpiit: input.dpiitRegistration,
    udyam: input.udyamNumber,
    gstin: input.gstNumber,
    stateCode: input.gstNumber.slice(0, 2),
    businessType: input.businessType,
    role: roleToCompanyRole(input.role),
    enterpriseType: enterpriseTypeFor(input),
    primaryCategoryId: input.category,
    primarySubcategoryId: input.subCategory,
    supportNeeds: input.lookingForSupport,
  };
  try {
    return await transaction(async (tx) => {
      await assertCategoryPair(tx, input.category, input.subCategory);
      const [clash] = await tx.select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.gstin, input.gstNumber)).limit(1);
      if (clash && clash.owner !== userId) throw new ConflictError(GSTIN_TAKEN, { gstNumber: [GSTIN_TAKEN] });
      const updated = await tx
        .update(companies)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(companies.ownerUserId, userId))
        .returning({ id: companies.id });
      if (updated.length > 0) return { created: false };
      await tx.insert(companies).values({ ...fields, slug: slugify(input.companyName), ownerUserId: userId });
      return { created: true };
    });
  } catch (error) {
    // Two saves racing for one GSTIN: the unique index decides, the loser hears why.
    if (isUniqueViolation(error, 'gstin')) throw new ConflictError(GSTIN_TAKEN, { gstNumber: [GSTIN_TAKEN] });
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505' && 'constraint' in cause && String(cause.constraint).includes(constraint);
}

export interface OwnProduct {
  id: number;
  name: string;
  description: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  unit: string;
  hsnCode: string | null;
  gstRateBp: number | null;
  pricesIncludeGst: boolean;
  photos: { id: number; thumb: string }[];
}

/** The products page: the company's products, or null when the account has no company yet. */
export async function listOwnProducts(userId: number): Promise<OwnProduct[] | null> {
  const company = await findOwnCompany(userId);
  if (!company) return null;
  const rows = await db()
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      priceMinPaise: products.priceMinPaise,
      priceMaxPaise: products.priceMaxPaise,
      unit: products.unit,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      pricesIncludeGst: products.pricesIncludeGst,
    })
    .from(products)
    .where(eq(products.companyId, company.id))
    .orderBy(asc(products.position), asc(products.id));
  const images = rows.length
    ? await db().select().from(productImages).where(inArray(productImages.productId, rows.map((r) => r.id))).orderBy(asc(productImages.position))
    : [];
  return rows.map((row) => ({
    ...row,
    photos: images.filter((img) => img.productId === row.id).map((img) => ({ id: img.id, thumb: uploadUrl(thumbKeyOf(img.storageKey)) })),
  }));
}

/**
 * Stores the photos sent with a product form before the form is validated, so that a form sent
 * back for a missing name keeps them: each good photo becomes a pending photo of this user, each
 * bad file a message naming it.
 */
export async function stagePendingPhotos(userId: number, uploads: PhotoUpload[]): Promise<{ photos: AttachedPhoto[]; errors: string[] }> {
  const photos: AttachedPhoto[] = [];
  const errors: string[] = [];
  for (const upload of uploads) {
    if (photos.length >= MAX_PHOTOS) {
      errors.push(`"${upload.name.slice(0, 80)}" was not added: at most ${MAX_PHOTOS} photos can be added at once`);
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

/** A GST rate must be one in force today (the rates are data; a rate the Council ended is refused). */
async function assertRateInForce(rateBp: number | null): Promise<void> {
  if (rateBp === null) return;
  const rates = await ratesInForce(new Date());
  if (rates.some((rate) => rate.rateBp === rateBp)) return;
  const message = `${formatGstRate(rateBp)} is not a GST rate in force today; choose one from the list`;
  throw new ValidationError(message, { gstRate: [message] });
}

/** Adds a product, or changes one of the user's own, attaching the pending photos the form kept. */
export async function saveOwnProduct(userId: number, input: ProductListingInput): Promise<{ added: boolean }> {
  const company = await requireOwnCompany(userId);
  const categoryId = company.primaryCategoryId;
  const subcategoryId = company.primarySubcategoryId;
  if (!categoryId || !subcategoryId) throw new ValidationError('Choose a category on your profile first.');
  await assertRateInForce(input.gstRate);
  // Every field the editor shows, so that an edit keeps what it did not change.
  const listing = {
    name: input.name,
    description: input.description,
    priceMinPaise: input.price,
    priceMaxPaise: input.priceMax ?? input.price,
    hsnCode: input.hsnCode,
    gstRateBp: input.gstRate,
    pricesIncludeGst: input.pricesIncludeGst,
  };
  return transaction(async (tx) => {
    let id = input.productId;
    if (id === null) {
      const [row] = await tx
        .insert(products)
        .values({
          slug: slugify(input.name),
          companyId: company.id,
          categoryId,
          subcategoryId,
          ...listing,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned no row');
      id = row.id;
    } else {
      const updated = await tx
        .update(products)
        .set({ ...listing, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.companyId, company.id)))
        .returning({ id: products.id });
      if (updated.length === 0) throw new NotFoundError(NOT_YOURS);
    }
    // Only this user's own pending photos can be claimed; a key from anyone else's form is ignored.
    const claimed =
      input.keptPhotos.length > 0
        ? await tx
            .delete(pendingPhotos)
            .where(and(eq(pendingPhotos.userId, userId), inArray(pendingPhotos.storageKey, input.keptPhotos)))
            .returning()
        : [];
    if (claimed.length > 0) {
      const productId = id;
      const order = new Map(input.keptPhotos.map((key, index) => [key, index]));
      claimed.sort((a, b) => (order.get(a.storageKey) ?? 0) - (order.get(b.storageKey) ?? 0));
      await tx.insert(productImages).values(claimed.map((photo, position) => ({ productId, storageKey: photo.storageKey, width: photo.width, height: photo.height, position })));
    }
    return { added: input.productId === null };
  });
}

export async function removeOwnProduct(userId: number, productId: number): Promise<void> {
  const company = await requireOwnCompany(userId);
  const images = await db().select().from(productImages).where(eq(productImages.productId, productId));
  const removed = await db().delete(products).where(and(eq(products.id, productId), eq(products.companyId, company.id))).returning({ id: products.id });
  if (removed.length === 0) throw new NotFoundError(NOT_YOURS);
  for (const image of images) await deletePhotoFiles({ key: image.storageKey, thumbKey: thumbKeyOf(image.storageKey) });
}
