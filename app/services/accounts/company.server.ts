import { asc, eq } from 'drizzle-orm';
import { uploadUrl } from '~/domain/account-photos';
import { roleAllows, type TeamRole } from '~/domain/team';
import { companyRoleToRole, enterpriseTypeFor, roleToCompanyRole, type ProfileInput } from '~/domain/registration';
import { assertCategoryPair, slugify } from '~/services/accounts/registration.server';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db, transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { companyPhotos } from '~/services/db/schema/registration';
import { ConflictError } from '~/services/errors.server';
import { companyAllowing, membershipOf } from '~/services/accounts/membership.server';
import { askGstRegister, identifiersChanged, runAutomaticChecks } from '~/services/trust/verification.server';

type Company = typeof companies.$inferSelect;

const GSTIN_TAKEN = 'A company with this GSTIN is already registered.';

/** The company the signed-in user works for and their role there, or null (an admin, or an account without a company). */
async function findOwnCompany(userId: number): Promise<{ company: Company; role: TeamRole } | null> {
  const membership = await membershipOf(userId);
  if (!membership) return null;
  const [company] = await db().select().from(companies).where(eq(companies.id, membership.companyId)).limit(1);
  return company ? { company, role: membership.role } : null;
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
  | {
      hasCompany: true;
      /** Only an owner edits the profile; other members read it. */
      canEdit: boolean;
      role: TeamRole;
      values: Record<string, string | string[]>;
      registered: { createdAt: string; enterpriseType: Company['enterpriseType'] }; photos: { id: number; url: string; thumb: string }[] }
  | { hasCompany: false; values: Record<string, string | string[]> };

/**
 * What /account shows: the company profile to edit, or, for an account without a company (an
 * admin made with `npm run admin:create`), an empty profile to create one, pre-filled with the
 * account's name and email.
 */
export async function loadProfilePage(user: { id: number; name: string; email: string }): Promise<ProfilePage> {
  const own = await findOwnCompany(user.id);
  if (!own) {
    const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
    return { hasCompany: false, values: { firstName, lastName: rest.join(' '), email: user.email } };
  }
  const { company, role } = own;
  const photos = await db().select().from(companyPhotos).where(eq(companyPhotos.companyId, company.id)).orderBy(asc(companyPhotos.position));
  return {
    hasCompany: true,
    canEdit: roleAllows(role, 'manage_company'),
    role,
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
      // Only an owner edits the profile; a colleague in another role is told so in words.
      const membership = await companyAllowing(userId, 'manage_company', tx);
      const [clash] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.gstin, input.gstNumber)).limit(1);
      if (clash && clash.id !== membership?.companyId) throw new ConflictError(GSTIN_TAKEN, { gstNumber: [GSTIN_TAKEN] });
      if (membership) {
        const [before] = await tx
          .select({ gstin: companies.gstin, pan: companies.pan, udyam: companies.udyam, address: companies.address })
          .from(companies)
          .where(eq(companies.id, membership.companyId))
          .for('update');
        await tx
          .update(companies)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(companies.id, membership.companyId));
        // Changed identifiers are checked again and a reviewed certificate that no longer matches re-opens (issue 17).
        if (before) await identifiersChanged(tx, membership.companyId, before, { gstin: fields.gstin, pan: fields.pan, udyam: fields.udyam, address: fields.address });
        // Its name, place, kind and role show in search results and decide which searches find it.
        await catalogueChanged(tx);
        return { created: false };
      }
      const [company] = await tx.insert(companies).values({ ...fields, slug: slugify(input.companyName), ownerUserId: userId }).returning({ id: companies.id });
      if (company) {
        await runAutomaticChecks(tx, company.id);
        await askGstRegister(tx, company.id);
        await catalogueChanged(tx);
      }
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
