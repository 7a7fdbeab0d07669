import { asc, eq, inArray } from 'drizzle-orm';
import { indianStates } from '~/domain/india-states';
import type { SupplierPreferences } from '~/domain/supplier-preferences';
import { db } from '~/services/db/client.server';
import { categories } from '~/services/db/schema/catalog';
import { supplierRequirementPreferences } from '~/services/db/schema/requirements';
import { requireSellerCompany } from '~/services/catalog/listings.server';
import { ValidationError } from '~/services/errors.server';
import { supplierCompanyOf } from '~/services/requirements/seller-inbox.server';

/** The preferences page: the company's saved choice (all, when none saved) and what it can choose from. */
export async function preferencesPage(userId: number) {
  const company = await supplierCompanyOf(userId);
  const [saved] = await db().select().from(supplierRequirementPreferences).where(eq(supplierRequirementPreferences.companyId, company.id));
  const choices = await db().select({ id: categories.id, name: categories.name, nameHi: categories.nameHi }).from(categories).orderBy(asc(categories.position), asc(categories.id));
  const prefs: SupplierPreferences = { categoryIds: saved?.categoryIds ?? [], stateCodes: saved?.stateCodes ?? [], paused: saved?.paused ?? false };
  return {
    /** A buyer-only company receives no requirements; the page says how to change that. */
    buyerOnly: company.role === 'buyer',
    prefs,
    savedAt: saved?.updatedAt.toISOString() ?? null,
    categories: choices,
    states: indianStates.map((state) => ({ code: state.gstCode, name: state.name })),
  };
}

/**
 * Saves which categories and delivery states the seller's company wants requirements for (empty:
 * all), or a pause. Categories must be top-level categories that exist.
 */
export async function savePreferences(userId: number, prefs: SupplierPreferences): Promise<void> {
  const company = await requireSellerCompany(userId, 'leads');
  if (prefs.categoryIds.length > 0) {
    const known = await db().select({ id: categories.id }).from(categories).where(inArray(categories.id, prefs.categoryIds));
    if (known.length !== prefs.categoryIds.length) throw new ValidationError(undefined, { categoryIds: ['Choose categories from the list'] });
  }
  const values = { categoryIds: prefs.categoryIds, stateCodes: prefs.stateCodes, paused: prefs.paused, updatedAt: new Date() };
  await db()
    .insert(supplierRequirementPreferences)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: supplierRequirementPreferences.companyId, set: values });
}
