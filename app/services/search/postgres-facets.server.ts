import { type SQL, sql } from 'drizzle-orm';
import { type EnterpriseType, ENTERPRISE_TYPE_LABELS, roundEstimate, type FacetValue, type ProductFacets } from '~/domain/search';
import { readDb } from '~/services/db/replicas.server';

export interface FacetRow extends Record<string, unknown> {
  g_category: number;
  g_subcategory: number;
  g_state: number;
  g_type: number;
  category_slug: string | null;
  category_name: string | null;
  category_name_hi: string | null;
  subcategory_slug: string | null;
  subcategory_name: string | null;
  subcategory_name_hi: string | null;
  state_slug: string | null;
  state_name: string | null;
  enterprise_type: EnterpriseType | null;
  /** bigint: a string in a result row, a number inside JSON. */
  n: string | number;
  verified: string | number;
}

/** Facet counts of a broad query come from this many of its matches, scaled to the estimated total. */
const FACET_SAMPLE = 500;

/**
 * Facet counts (GROUPING SETS) over `source`: matching products as `p` with their category_id and
 * subcategory_id and their seller's state_code, enterprise_type and verified (see facetColumns),
 * so counting needs no join per product, only the few categories and states for their names.
 */
export function facetQuery(source: SQL): SQL {
  return sql`
    SELECT grouping(c.slug) AS g_category, grouping(s.slug) AS g_subcategory, grouping(st.slug) AS g_state, grouping(p.enterprise_type) AS g_type,
      c.slug AS category_slug, min(c.name) AS category_name, min(c.name_hi) AS category_name_hi,
      s.slug AS subcategory_slug, min(s.name) AS subcategory_name, min(s.name_hi) AS subcategory_name_hi,
      st.slug AS state_slug, min(st.name) AS state_name, p.enterprise_type, count(*) AS n,
      count(*) FILTER (WHERE p.verified) AS verified
    FROM ${source} JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id LEFT JOIN states st ON st.code = p.state_code
    GROUP BY GROUPING SETS ((c.slug), (s.slug), (st.slug), (p.enterprise_type), ())`;
}

/** The columns facetQuery counts, from `products p JOIN companies co`. */
export const facetColumns = sql`p.category_id, p.subcategory_id, co.state_code, co.enterprise_type, co.verified`;

/** What a product query found, as far as its facets need it. */
interface FacetSource {
  /** The matching products' condition on `products p`. */
  where: SQL;
  total: number;
  /** `total` is an estimate, so the facets are counted on a sample and scaled. */
  estimated: boolean;
  /** Facet rows computed with the matches, when the query that found them could. */
  facetRows?: FacetRow[];
}

/** The facets of what was found: computed with the matches when possible, else by one more query. */
export async function facetsFor(found: FacetSource): Promise<ProductFacets> {
  const rows =
    found.facetRows ??
    (await readDb().execute<FacetRow>(facetQuery(sql`(SELECT ${facetColumns} FROM products p JOIN companies co ON co.id = p.company_id WHERE ${found.where}${found.estimated ? sql` LIMIT ${FACET_SAMPLE}` : sql``}) p`))).rows;
  const all = rows.find((row) => row.g_category === 1 && row.g_subcategory === 1 && row.g_state === 1 && row.g_type === 1);
  const scale = found.estimated && all ? found.total / Number(all.n) : 1;
  // Counts scaled up from a sample are estimates, rounded so they claim no more precision than that.
  const count = (n: string | number) => (scale === 1 ? Number(n) : roundEstimate(Number(n) * scale));
  const facets: ProductFacets = { categories: [], subcategories: [], states: [], enterpriseTypes: [], verified: 0, estimated: scale !== 1 };
  const value = (v: string, label: string, n: string | number, labelHi?: string | null): FacetValue => ({ value: v, label, ...(labelHi ? { labelHi } : {}), count: count(n) });
  // Most products first; equal counts in label order, so the list does not shuffle between requests.
  const ordered = [...rows].sort((a, b) => Number(b.n) - Number(a.n) || String(a.category_name ?? a.subcategory_name ?? a.state_name ?? a.enterprise_type).localeCompare(String(b.category_name ?? b.subcategory_name ?? b.state_name ?? b.enterprise_type)));
  for (const row of ordered) {
    if (row.g_category === 0 && row.category_slug) facets.categories.push(value(row.category_slug, row.category_name ?? row.category_slug, row.n, row.category_name_hi));
    else if (row.g_subcategory === 0 && row.subcategory_slug) facets.subcategories.push(value(row.subcategory_slug, row.subcategory_name ?? row.subcategory_slug, row.n, row.subcategory_name_hi));
    else if (row.g_state === 0 && row.state_slug) facets.states.push(value(row.state_slug, row.state_name ?? row.state_slug, row.n));
    else if (row.g_type === 0 && row.enterprise_type) facets.enterpriseTypes.push(value(row.enterprise_type, ENTERPRISE_TYPE_LABELS[row.enterprise_type], row.n));
    else if (row === all) facets.verified = count(row.verified);
  }
  return facets;
}
