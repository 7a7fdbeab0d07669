import { asc, eq } from 'drizzle-orm';
import type { CellNames } from '~/domain/catalogue-file';
import { indianStates, stateByGstCode } from '~/domain/india-states';
import type { RowLookups } from '~/domain/catalogue-row';
import { db } from '~/services/db/client.server';
import { categories, productGroups, subcategories } from '~/services/db/schema/catalog';
import { ratesInForce } from '~/services/tax/gst-rates.server';

/**
 * What a catalogue file's names mean, read once per import or export: category paths (by name or
 * slug) and group ids, states (name, GST code or slug) and their codes, the GST rates in force.
 */
export interface CatalogueLookups extends RowLookups, CellNames {
  /** Every group's path by names, in tree order, for the template's Categories list. */
  categoryPaths: string[];
  stateNames: string[];
}

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const pathKey = (parts: string[]) => parts.map(key).join(' > ');

export async function loadCatalogueLookups(): Promise<CatalogueLookups> {
  const groups = await db()
    .select({ id: productGroups.id, group: productGroups.name, groupSlug: productGroups.slug, sub: subcategories.name, subSlug: subcategories.slug, category: categories.name, categorySlug: categories.slug })
    .from(productGroups)
    .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(asc(categories.position), asc(subcategories.position), asc(productGroups.position), asc(productGroups.id));
  const byName = new Map<string, number | null>();
  const bySlug = new Map<string, number>();
  const written = new Map<number, string>();
  for (const group of groups) {
    const names = pathKey([group.category, group.sub, group.group]);
    // Two groups with the same names (possible, as only slugs are unique) are told apart by slug.
    byName.set(names, byName.has(names) ? null : group.id);
    bySlug.set(pathKey([group.categorySlug, group.subSlug, group.groupSlug]), group.id);
  }
  for (const group of groups) {
    const names = [group.category, group.sub, group.group];
    written.set(group.id, byName.get(pathKey(names)) === null ? [group.categorySlug, group.subSlug, group.groupSlug].join('/') : names.join(' > '));
  }
  // Every state and union territory of today, by code, name or slug (an old code reads as today's).
  const stateCodes = new Map<string, string>();
  for (const state of indianStates) for (const name of [state.gstCode, state.name, state.slug]) stateCodes.set(key(name), state.gstCode);
  const rates = await ratesInForce(new Date());
  return {
    groupOf: (path) => {
      const parts = path.split('>');
      const byNames = parts.length === 3 ? byName.get(pathKey(parts)) : undefined;
      return byNames ?? bySlug.get(pathKey(path.split(/[>/]/)));
    },
    stateOf: (text) => stateCodes.get(key(/^\d$/.test(text.trim()) ? `0${text.trim()}` : text)),
    gstRatesBp: rates.map((rate) => rate.rateBp),
    categoryOf: (groupId) => written.get(groupId) ?? '',
    stateName: (code) => stateByGstCode(code)?.name ?? code,
    categoryPaths: groups.map((group) => written.get(group.id) ?? ''),
    stateNames: [...indianStates].sort((a, b) => a.name.localeCompare(b.name)).map((state) => `${state.name} (${state.gstCode})`),
  };
}
