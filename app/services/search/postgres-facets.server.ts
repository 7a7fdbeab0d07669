import { asc, type SQL, sql } from 'drizzle-orm';
import { type EnterpriseType, ENTERPRISE_TYPE_LABELS, roundEstimate, type FacetValue, type ProductFacets } from '~/domain/search';
import { cachedRead } from '~/services/catalog/cached-read.server';
import { readDb } from '~/services/db/replicas.server';
import { categories, subcategories } from '~/services/db/schema/catalog';
import { states } from '~/services/db/schema/content';

/**
 * One matching product as its facets count it: category id, subcategory id, and its seller's
 * state code, enterprise type and verification.
 */
export type FacetSource = [categoryId: number, subcategoryId: number, stateCode: string | null, enterpriseType: EnterpriseType, verified: boolean];

/** Facet counts of a broad query come from this many of its matches, scaled to the estimated total. */
const FACET_SAMPLE = 500;

/** The columns a product query carries for its facets, from `products p JOIN companies co`. */
export const facetColumns = sql`p.category_id, p.subcategory_id, co.state_code, co.enterprise_type, co.verified`;

/**
 * The facet sources of `source` (rows with facetColumns' columns) as one JSON array of
 * FacetSource. PostgreSQL only lists them: the counting, and naming what was counted, is done
 * by the app (countFacets), which costs it a fraction of a millisecond, where grouping the matches
 * five ways and joining the names was a tenth of a search's database time at a million products
 * (bench/RESULTS.md, issue 20 point 7). App processes are many; the primary is one.
 */
export function facetSources(source: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_array(f.category_id, f.subcategory_id, f.state_code, f.enterprise_type, f.verified)), '[]') FROM ${source} f)`;
}

interface Named {
  slug: string;
  name: string;
  nameHi: string | null;
}

/** The names facets are shown with: categories and subcategories by id, states by code. */
export interface FacetNames {
  categories: Map<number, Named>;
  subcategories: Map<number, Named>;
  states: Map<string, Named>;
}

/** Read once and kept until the catalogue changes (cachedRead), like the header's menu. */
export const facetNames = cachedRead(async (): Promise<FacetNames> => {
  const [categoryRows, subcategoryRows, stateRows] = await Promise.all([
    readDb().select({ id: categories.id, slug: categories.slug, name: categories.name, nameHi: categories.nameHi }).from(categories).orderBy(asc(categories.id)),
    readDb().select({ id: subcategories.id, slug: subcategories.slug, name: subcategories.name, nameHi: subcategories.nameHi }).from(subcategories).orderBy(asc(subcategories.id)),
    readDb().select({ code: states.code, slug: states.slug, name: states.name }).from(states).orderBy(asc(states.code)),
  ]);
  return {
    categories: new Map(categoryRows.map(({ id, ...named }) => [id, named])),
    subcategories: new Map(subcategoryRows.map(({ id, ...named }) => [id, named])),
    states: new Map(stateRows.map(({ code, ...named }) => [code, { ...named, nameHi: null }])),
  };
}, 5 * 60_000);

/** What a product query found, as far as its facets need it. */
interface FoundForFacets {
  /** The matching products' condition on `products p`. */
  where: SQL;
  total: number;
  /** `total` is an estimate, so the facets are counted on a sample and scaled. */
  estimated: boolean;
  /** The matches' facet sources, when the query that found them listed them. */
  facetSources?: FacetSource[];
}

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The facets of what was found: from the sources listed with the matches when there are, else by one more query. */
export async function facetsFor(found: FoundForFacets): Promise<ProductFacets> {
  const [sources, names] = await Promise.all([
    found.facetSources ??
      readDb()
        .execute<{ sources: FacetSource[] }>(
          sql`SELECT ${facetSources(sql`(SELECT ${facetColumns} FROM products p JOIN companies co ON co.id = p.company_id WHERE ${found.where}${found.estimated ? sql` LIMIT ${FACET_SAMPLE}` : sql``})`)} AS sources`,
        )
        .then((result) => result.rows[0]?.sources ?? []),
    facetNames(),
  ]);
  return countFacets(sources, names, found);
}

function countFacets(sources: FacetSource[], names: FacetNames, found: Pick<FoundForFacets, 'total' | 'estimated'>): ProductFacets {
  const byCategory = new Map<number, number>();
  const bySubcategory = new Map<number, number>();
  const byState = new Map<string, number>();
  const byType = new Map<EnterpriseType, number>();
  let counted = 0;
  let verified = 0;
  for (const [categoryId, subcategoryId, stateCode, enterpriseType, isVerified] of sources) {
    // A listing is counted under names the catalogue has (a category renamed away meanwhile is not).
    if (!names.categories.has(categoryId) || !names.subcategories.has(subcategoryId)) continue;
    counted += 1;
    increment(byCategory, categoryId);
    increment(bySubcategory, subcategoryId);
    if (stateCode !== null && names.states.has(stateCode)) increment(byState, stateCode);
    increment(byType, enterpriseType);
    if (isVerified) verified += 1;
  }
  const scale = found.estimated && counted > 0 ? found.total / counted : 1;
  // Counts scaled up from a sample are estimates, rounded so they claim no more precision than that.
  const count = (n: number) => (scale === 1 ? n : roundEstimate(n * scale));
  // Most products first; equal counts in label order, so the list does not shuffle between requests.
  const values = <K>(counts: Map<K, number>, label: (key: K) => { value: string; label: string; labelHi?: string | null }): FacetValue[] =>
    [...counts]
      .map(([key, n]) => ({ ...label(key), n }))
      .sort((a, b) => b.n - a.n || a.label.localeCompare(b.label))
      .map(({ value, label: text, labelHi, n }) => ({ value, label: text, ...(labelHi ? { labelHi } : {}), count: count(n) }));
  const named = (table: Map<number, Named> | Map<string, Named>) => (key: number | string) => {
    const { slug, name, nameHi } = (table as Map<number | string, Named>).get(key) as Named;
    return { value: slug, label: name, labelHi: nameHi };
  };
  return {
    categories: values(byCategory, named(names.categories)),
    subcategories: values(bySubcategory, named(names.subcategories)),
    states: values(byState, named(names.states)),
    enterpriseTypes: values(byType, (type) => ({ value: type, label: ENTERPRISE_TYPE_LABELS[type] })),
    verified: count(verified),
    estimated: scale !== 1,
  };
}
