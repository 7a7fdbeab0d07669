import { secureAttribute } from '~/services/accounts/sessions.server';
import { asc, eq } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { attachedPhoto, MAX_PHOTOS, type AttachedPhoto } from '~/domain/account-photos';
import { enterpriseTypeFor, PRODUCT_FIELDS, roleToCompanyRole, type RegistrationInput } from '~/domain/registration';
import { recordRegistrationConsents } from '~/services/accounts/consents.server';
import { hashPassword } from '~/services/accounts/passwords.server';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { categories, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { companyPhotos, registrationDrafts, type StoredPhoto } from '~/services/db/schema/registration';
import { AppError, ConflictError, ValidationError } from '~/services/errors.server';
import { consumeUploadQuota } from '~/services/media/upload-quota.server';
import { deletePhotoFiles, storePhoto } from '~/services/media/uploads.server';
import { askGstRegister, runAutomaticChecks } from '~/services/trust/verification.server';

export interface CategoryOption {
  id: number;
  name: string;
  /** The Hindi name (issue 19), when the catalogue has one. */
  nameHi: string | null;
  subcategories: { id: number; name: string; nameHi: string | null }[];
}

/** Categories and sub categories for the form (product suggestions come from /api/registration/autofill). */
export async function loadCategoryOptions(): Promise<CategoryOption[]> {
  const rows = await db()
    .select({ categoryId: categories.id, categoryName: categories.name, categoryNameHi: categories.nameHi, subId: subcategories.id, subName: subcategories.name, subNameHi: subcategories.nameHi })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(subcategories.position));
  const options: CategoryOption[] = [];
  for (const row of rows) {
    let category = options.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, nameHi: row.categoryNameHi, subcategories: [] };
      options.push(category);
    }
    category.subcategories.push({ id: row.subId, name: row.subName, nameHi: row.subNameHi });
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Drafts: one per browser, keyed by a random cookie; passwords are never stored in them.

const DRAFT_COOKIE = 'ts_regdraft';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

export function newDraftToken(): string {
  return randomBytes(16).toString('base64url');
}

export function readDraftToken(request: Request): string | undefined {
  const match = /(?:^|;\s*)ts_regdraft=([A-Za-z0-9_-]{22})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

// Path=/ and not /register: the client router posts to /register.data, which a /register path does
// not match, so the draft (and its photos) would silently start again on every client-side request.
export function draftCookie(request: Request, token: string): string {
  return `${DRAFT_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 24 * 3600}${secureAttribute(request)}`;
}

async function loadDraft(token: string | undefined): Promise<{ values: Record<string, string | string[]>; photos: StoredPhoto[] }> {
  if (!token) return { values: {}, photos: [] };
  const [row] = await db().select().from(registrationDrafts).where(eq(registrationDrafts.idHash, hashToken(token))).limit(1);
  if (!row || row.completedUserId !== null) return { values: {}, photos: [] };
  return { values: row.values, photos: row.photos };
}

/** What the form shows for a draft: the values typed so far and the photos already attached. */
export async function loadDraftForForm(token: string | undefined): Promise<{ values: Record<string, string | string[]>; photos: AttachedPhoto[] }> {
  const draft = await loadDraft(token);
  return { values: draft.values, photos: draft.photos.map((photo) => attachedPhoto(photo.key)) };
}

/** Keeps what the user typed (bounded in size), so a reload or a failed submit loses nothing. */
export async function saveDraftValues(token: string, values: Record<string, string | string[]>): Promise<void> {
  const kept = Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, value]) => [key, Array.isArray(value) ? value.slice(0, 20).map((v) => v.slice(0, 200)) : value.slice(0, 1000)]),
  );
  await db()
    .insert(registrationDrafts)
    .values({ idHash: hashToken(token), values: kept })
    .onConflictDoUpdate({ target: registrationDrafts.idHash, set: { values: kept, updatedAt: new Date() } });
}

/**
 * Adds photos to the draft. Each bad file gets its own message and the others are kept; the total
 * stays at most MAX_PHOTOS. Registration needs no account, so the files count against the hourly
 * quota of the visitor's address and of the draft first (RateLimitedError), and they are read one
 * at a time from the request's scratch files. If the draft cannot be saved, the photos stored for
 * it are deleted again, so a failed request leaves no file behind.
 */
export async function addDraftPhotos(token: string, uploads: readonly File[], clientIp: string): Promise<{ photos: AttachedPhoto[]; errors: string[] }> {
  await consumeUploadQuota([`ip:${clientIp}`, `draft:${hashToken(token)}`], uploads);
  const draft = await loadDraft(token);
  const photos = [...draft.photos];
  const added: StoredPhoto[] = [];
  const errors: string[] = [];
  try {
    for (const upload of uploads) {
      if (photos.length >= MAX_PHOTOS) {
        errors.push(`"${upload.name.slice(0, 80)}" was not added: at most ${MAX_PHOTOS} photos can be uploaded`);
        continue;
      }
      try {
        const stored = await storePhoto(upload.name, new Uint8Array(await upload.arrayBuffer()));
        added.push(stored);
        photos.push(stored);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push(error.publicMessage);
      }
    }
    await db()
      .insert(registrationDrafts)
      .values({ idHash: hashToken(token), photos })
      .onConflictDoUpdate({ target: registrationDrafts.idHash, set: { photos, updatedAt: new Date() } });
  } catch (error) {
    for (const photo of added) await deletePhotoFiles(photo);
    throw error;
  }
  return { photos: photos.map((photo) => attachedPhoto(photo.key)), errors };
}

/** Removes photos from the draft (unknown keys are ignored) and deletes their files. */
export async function removeDraftPhotos(token: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const draft = await loadDraft(token);
  const removed = draft.photos.filter((photo) => keys.includes(photo.key));
  if (removed.length === 0) return;
  const photos = draft.photos.filter((photo) => !keys.includes(photo.key));
  await db().update(registrationDrafts).set({ photos, updatedAt: new Date() }).where(eq(registrationDrafts.idHash, hashToken(token)));
  for (const photo of removed) await deletePhotoFiles(photo);
}

// ---------------------------------------------------------------------------------------------
// Submit

export function slugify(text: string): string {
  const base = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

const DUPLICATE_GSTIN = 'A company with this GSTIN is already registered. If it is yours, log in to that account.';

export async function assertCategoryPair(tx: Transaction, categoryId: number, subcategoryId: number): Promise<void> {
  const [sub] = await tx.select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, subcategoryId)).limit(1);
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw new ValidationError('Choose a category', { category: ['Choose a category from the list'] });
  if (sub?.categoryId !== categoryId) throw new ValidationError('Choose a sub category', { subCategory: ['Choose a sub category of the chosen category'] });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505' && 'constraint' in cause && String(cause.constraint).includes(constraint);
}

/**
 * Creates the user, company, products and photos of a registration (validated by
 * registrationSchema) in one transaction.
 * The browser's draft row is locked for the duration, so a double click waits for the first
 * submit and then finds its account instead of creating a second one.
 */
export interface RegistrationOutcome {
  userId: number;
  email: string;
  name: string;
  /** A new account was made (false: this browser's repeated submit of one it made already). */
  created: boolean;
  /** The email belongs to someone else's account: nothing was made, and the answer must not say so. */
  alreadyRegistered?: true;
}

export async function submitRegistration(token: string, input: RegistrationInput, clientAddress: string | null = null): Promise<RegistrationOutcome> {
  const passwordHash = await hashPassword(input.password);
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  try {
    return await transaction(async (tx) => {
      await tx.insert(registrationDrafts).values({ idHash: hashToken(token) }).onConflictDoNothing();
      const [draft] = await tx
        .select()
        .from(registrationDrafts)
        .where(eq(registrationDrafts.idHash, hashToken(token)))
        .for('update');
      if (draft?.completedUserId) {
        const [previous] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, draft.completedUserId));
        if (previous?.email === input.email) return { userId: draft.completedUserId, ...previous, created: false };
      }
      await assertCategoryPair(tx, input.category, input.subCategory);
      const [taken] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) {
        // Issue 18, finding 8b: answered like a new registration (the draft is emptied the same
        // way); the address's owner hears of the attempt by email instead of the visitor.
        await tx.update(registrationDrafts).set({ values: {}, photos: [], updatedAt: new Date() }).where(eq(registrationDrafts.idHash, hashToken(token)));
        return { userId: taken.id, email: input.email, name: taken.name, created: false, alreadyRegistered: true };
      }
      const [gstTaken] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.gstin, input.gstNumber)).limit(1);
      if (gstTaken) throw new ConflictError(DUPLICATE_GSTIN, { gstNumber: [DUPLICATE_GSTIN] });

      const [user] = await tx.insert(users).values({ email: input.email, name, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await recordRegistrationConsents(tx, user.id, { notificationEmails: input.consentNotificationEmails }, clientAddress);
      const role = roleToCompanyRole(input.role);
      const [company] = await tx
        .insert(companies)
        .values({
          slug: slugify(input.companyName),
          name: input.companyName,
          ownerUserId: user.id,
          role,
          enterpriseType: enterpriseTypeFor({ companyRegisteredAs: input.companyRegisteredAs, dpiitRegistration: input.dpiitRegistration }),
          legalForm: input.companyRegisteredAs,
          businessType: input.businessType,
          gstin: input.gstNumber,
          pan: input.pan,
          udyam: input.udyamNumber,
          dpiit: input.dpiitRegistration,
          yearEstablished: input.yearOfEstablishment,
          website: input.website,
          address: input.address,
          stateCode: input.gstNumber.slice(0, 2),
          contactName: name,
          designation: input.designation,
          mobile: input.mobile,
          email: input.email,
          primaryCategoryId: input.category,
          primarySubcategoryId: input.subCategory,
          supportNeeds: input.lookingForSupport,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert returned no row');
      // The identifiers are checked at once (issue 17); the GST register is asked by a job.
      await runAutomaticChecks(tx, company.id);
      await askGstRegister(tx, company.id);
      const productNames = PRODUCT_FIELDS.map((field) => input[field]).filter((value) => value !== '');
      if (role !== 'buyer' && productNames.length > 0) {
        await tx.insert(products).values(
          productNames.map((productName, position) => ({
            slug: slugify(productName),
            companyId: company.id,
            categoryId: input.category,
            subcategoryId: input.subCategory,
            name: productName,
            position,
          })),
        );
      }
      const photos = draft?.photos ?? [];
      if (photos.length > 0) {
        await tx.insert(companyPhotos).values(
          photos.map((photo, position) => ({ companyId: company.id, storageKey: photo.key, thumbKey: photo.thumbKey, width: photo.width, height: photo.height, position })),
        );
      }
      await tx
        .update(registrationDrafts)
        .set({ completedUserId: user.id, values: {}, photos: [], updatedAt: new Date() })
        .where(eq(registrationDrafts.idHash, hashToken(token)));
      // A supplier and its listings are searchable at once, and the home page's figures count it.
      await catalogueChanged(tx);
      return { userId: user.id, email: input.email, name, created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'email')) {
      // The same address registered by someone else an instant earlier: as above.
      const [taken] = await db().select({ id: users.id, name: users.name }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) return { userId: taken.id, email: input.email, name: taken.name, created: false, alreadyRegistered: true };
    }
    if (isUniqueViolation(error, 'gstin')) throw new ConflictError(DUPLICATE_GSTIN, { gstNumber: [DUPLICATE_GSTIN] });
    throw error;
  }
}
