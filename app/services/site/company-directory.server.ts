import { and, asc, count, countDistinct, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { readDb } from '~/services/db/replicas.server';
import { categories, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { enterpriseTypes, services, states } from '~/services/db/schema/content';

export type EnterpriseType = 'startup' | 'msme' | 'social' | 'innovative';

export interface DirectoryFilters {
  enterpriseType?: EnterpriseType;
  stateSlug?: string;
  categorySlug?: string;
}

const PAGE_SIZE = 60;

/**
 * The company directory behind /enterprises/{type} and /suppliers: companies matching the filters
 * (documents reviewed first, then identifiers checked), plus how many match each state and category so the filters can show counts.
 * Only public business facts are returned — never contact people, phones or emails.
 */
export async function listDirectory(filters: DirectoryFilters) {
  const d = readDb();
  const [stateRow] = filters.stateSlug ? await d.select({ code: states.code }).from(states).where(eq(states.slug, filters.stateSlug)) : [];
  const [categoryRow] = filters.categorySlug
    ? await d.select({ id: categories.id }).from(categories).where(eq(categories.slug, filters.categorySlug))
    : [];

  const typeCondition = filters.enterpriseType ? eq(companies.enterpriseType, filters.enterpriseType) : undefined;
  const stateCondition = filters.stateSlug ? eq(companies.stateCode, stateRow?.code ?? '--') : undefined;
  const categoryCondition = filters.categorySlug
    ? exists(
        d
          .select({ one: products.id })
          .from(products)
          .where(and(eq(products.companyId, companies.id), eq(products.categoryId, categoryRow?.id ?? -1), eq(products.status, 'live'), eq(products.supplierSuspended, false))),
      )
    : undefined;
  // A suspended company is not in the directory, its counts or its facets.
  const where = (...conditions: Array<SQL | undefined>) => and(isNull(companies.suspendedAt), ...conditions.filter((c): c is SQL => c !== undefined));

  const [rows, [total], stateFacets, categoryFacets] = await Promise.all([
    d
      .select({
        slug: companies.slug,
        name: companies.name,
        city: companies.city,
        stateName: states.name,
        enterpriseType: companies.enterpriseType,
        description: companies.description,
        verificationLevel: companies.verificationLevel,
        yearEstablished: companies.yearEstablished,
      })
      .from(companies)
      .leftJoin(states, eq(states.code, companies.stateCode))
      .where(where(typeCondition, stateCondition, categoryCondition))
      .orderBy(sql`CASE ${companies.verificationLevel} WHEN 'documents_reviewed' THEN 0 WHEN 'identifiers_checked' THEN 1 ELSE 2 END`, asc(companies.name))
      .limit(PAGE_SIZE),
    d.select({ n: count() }).from(companies).where(where(typeCondition, stateCondition, categoryCondition)),
    d
      .select({ slug: states.slug, name: states.name, count: count(companies.id) })
      .from(states)
      .innerJoin(companies, eq(companies.stateCode, states.code))
      .where(where(typeCondition, categoryCondition))
      .groupBy(states.slug, states.name)
      .orderBy(asc(states.name)),
    d
      .select({ slug: categories.slug, name: categories.name, count: countDistinct(companies.id) })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.status, 'live'), eq(products.supplierSuspended, false)))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(where(typeCondition, stateCondition))
      .groupBy(categories.slug, categories.name, categories.position)
      .orderBy(asc(categories.position)),
  ]);
  return { companies: rows, total: total?.n ?? 0, stateFacets, categoryFacets, shown: rows.length };
}


export async function findEnterpriseType(slug: string) {
  const [row] = await readDb().select().from(enterpriseTypes).where(eq(enterpriseTypes.slug, slug));
  return row;
}

export async function findService(slug: string) {
  const [row] = await readDb().select().from(services).where(eq(services.slug, slug));
  return row;
}
