import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { companyRoleToRole, enterpriseTypeFor, fieldErrorsOf, profileSchema, roleToCompanyRole } from '~/domain/registration';
import { assertCategoryPair } from '~/services/accounts/registration.server';
import { db, transaction } from '~/services/db/client.server';
import { productImages, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { companyPhotos, type StoredPhoto } from '~/services/db/schema/registration';
import { DomainError } from '~/services/errors.server';
import { deletePhotoFiles, storePhoto, uploadUrl } from '~/services/media/uploads.server';

/** The signed-in user's own company; every account query goes through the owner, never an id from the form. */
export async function getOwnCompany(userId: number) {
  const [company] = await db().select().from(companies).where(eq(companies.ownerUserId, userId)).limit(1);
  if (!company) throw new DomainError('not-found', 'This account has no company yet.');
  const photos = await db().select().from(companyPhotos).where(eq(companyPhotos.companyId, company.id)).orderBy(asc(companyPhotos.position));
  return { company, photos: photos.map((p) => ({ id: p.id, url: uploadUrl(p.storageKey), thumb: uploadUrl(p.thumbKey) })) };
}

/** The company as the registration form's fields, for pre-filling the profile form. */
export function profileValues(company: typeof companies.$inferSelect): Record<string, string | string[]> {
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

/** Saves the profile with the same validation as registration. The login email is not changed here. */
export async function updateProfile(userId: number, raw: Record<string, string | string[]>, now = new Date()): Promise<void> {
  const parsed = profileSchema(now.getFullYear()).safeParse(raw);
  if (!parsed.success) throw new DomainError('invalid', 'Some fields need correcting', fieldErrorsOf(parsed.error));
  const input = parsed.data;
  await transaction(async (tx) => {
    await assertCategoryPair(tx, input.category, input.subCategory);
    const [clash] = await tx.select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.gstin, input.gstNumber)).limit(1);
    if (clash && clash.owner !== userId) {
      throw new DomainError('conflict', 'GSTIN in use', { gstNumber: 'A company with this GSTIN is already registered.' });
    }
    const updated = await tx
      .update(companies)
      .set({
        name: input.companyName,
        contactName: [input.firstName, input.lastName].filter(Boolean).join(' '),
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
        updatedAt: new Date(),
      })
      .where(eq(companies.ownerUserId, userId))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new DomainError('not-found', 'This account has no company yet.');
  });
}

export async function listOwnProducts(userId: number) {
  const { company } = await getOwnCompany(userId);
  const rows = await db()
    .select({ id: products.id, name: products.name, description: products.description, priceMinPaise: products.priceMinPaise })
    .from(products)
    .where(eq(products.companyId, company.id))
    .orderBy(asc(products.position), asc(products.id));
  const images = rows.length
    ? await db().select().from(productImages).where(inArray(productImages.productId, rows.map((r) => r.id))).orderBy(asc(productImages.position))
    : [];
  return rows.map((row) => ({
    ...row,
    photos: images.filter((img) => img.productId === row.id).map((img) => ({ id: img.id, thumb: uploadUrl(img.storageKey.replace('.webp', '-thumb.webp')) })),
  }));
}

export interface ProductInput {
  name: string;
  description: string;
  price: string;
}

function parseProduct(input: ProductInput) {
  const name = input.name.trim();
  const description = input.description.trim();
  const errors: Record<string, string> = {};
  if (name === '') errors.name = 'Enter a product name';
  else if (name.length > 120) errors.name = 'A product name can be at most 120 characters';
  if (description.length > 2000) errors.description = 'A description can be at most 2000 characters';
  let pricePaise: number | null = null;
  const price = input.price.trim().replace(/[,₹\s]/g, '');
  if (price !== '') {
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(price)) errors.price = 'Enter a price in rupees, e.g. 1250 or 1250.50, or leave it empty';
    else pricePaise = Math.round(Number(price) * 100);
  }
  if (Object.keys(errors).length > 0) throw new DomainError('invalid', 'Some fields need correcting', errors);
  return { name, description, pricePaise };
}

export async function saveOwnProduct(userId: number, productId: number | null, input: ProductInput, uploads: { name: string; bytes: Uint8Array }[]) {
  const parsed = parseProduct(input);
  const { company } = await getOwnCompany(userId);
  if (!company.primaryCategoryId || !company.primarySubcategoryId) throw new DomainError('invalid', 'Choose a category on your profile first');
  const stored: StoredPhoto[] = [];
  for (const upload of uploads.slice(0, 10)) stored.push(await storePhoto(upload.name, upload.bytes));
  await transaction(async (tx) => {
    let id = productId;
    if (id === null) {
      const [row] = await tx
        .insert(products)
        .values({
          slug: `${parsed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'product'}-${randomBytes(3).toString('hex')}`,
          companyId: company.id,
          categoryId: company.primaryCategoryId ?? 0,
          subcategoryId: company.primarySubcategoryId ?? 0,
          name: parsed.name,
          description: parsed.description,
          priceMinPaise: parsed.pricePaise,
          priceMaxPaise: parsed.pricePaise,
        })
        .returning({ id: products.id });
      id = row?.id ?? null;
    } else {
      const updated = await tx
        .update(products)
        .set({ name: parsed.name, description: parsed.description, priceMinPaise: parsed.pricePaise, priceMaxPaise: parsed.pricePaise, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.companyId, company.id)))
        .returning({ id: products.id });
      if (updated.length === 0) throw new DomainError('not-found', 'That product is not one of yours.');
    }
    if (id !== null && stored.length > 0) {
      await tx.insert(productImages).values(stored.map((photo, position) => ({ productId: id, storageKey: photo.key, width: photo.width, height: photo.height, position })));
    }
  });
}

export async function removeOwnProduct(userId: number, productId: number): Promise<void> {
  const { company } = await getOwnCompany(userId);
  const images = await db().select().from(productImages).where(eq(productImages.productId, productId));
  const removed = await db().delete(products).where(and(eq(products.id, productId), eq(products.companyId, company.id))).returning({ id: products.id });
  if (removed.length === 0) throw new DomainError('not-found', 'That product is not one of yours.');
  for (const image of images) await deletePhotoFiles({ key: image.storageKey, thumbKey: image.storageKey.replace('.webp', '-thumb.webp') });
}
