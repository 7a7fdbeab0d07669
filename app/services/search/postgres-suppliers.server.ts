import { type SQL, sql } from 'drizzle-orm';
import type { EnterpriseType, SupplierHit } from '~/domain/search';
import { queryTerms } from '~/domain/search-terms';
import { supplierUrl } from '~/domain/urls';
import { readDb } from '~/services/db/replicas.server';
import type { SupplierFilters, SupplierSearchInput, SupplierSearchResult } from './engine';
import { buildTsQuery, COUNTED_MATCHES, LIVE, supplierConditions } from './postgres-sql.server';

export interface SupplierRow extends Record<string, unknown> {
  name: string;
  slug: string;
  city: string;
  state_name: string | null;
  enterprise_type: EnterpriseType;
  verified: boolean;
  year_established: number | null;
  /** bigint: a string in a result row, a number inside JSON. */
  product_count: string | number;
  total: string | number;
}

/**
 * Suppliers found through their products look at this many product matches: a common word
 * matches tens of thousands of products, and gathering all their suppliers was most of the cost.
 * Past it the supplier total is a lower bound.
 */
const SUPPLIER_PRODUCT_MATCHES = COUNTED_MATCHES;

/**
 * Suppliers (not buyers) that sell one of `sellers` (a query giving company ids) or whose own
 * profile matches `tsquery`, best profile match first, then verified, then by name (byte order,
 * as the in-memory index orders them, whatever the database's collation) and id. Both sets
 * are found through indexes (a UNION, not an OR, which made PostgreSQL test every company) and
 * read in one index scan (`= ANY`); only the page's rows are joined for display and count their
 * products (a nested loop per seller over ~500 sellers was most of a broad search's supplier cost).
 */
export function supplierQuery(tsquery: SQL | null, sellers: SQL | null, filters: SupplierFilters, limit: number, offset: number): SQL {
  const byProfile = tsquery ? sql`SELECT co.id FROM companies co WHERE co.search_document @@ ${tsquery}` : null;
  const found = [sellers, byProfile].filter((part): part is SQL => part !== null);
  const conditions = [sql`co.role <> 'buyer'`, sql`co.suspended_at IS NULL`, ...(found.length > 0 ? [sql`co.id = ANY(ARRAY(${sql.join(found, sql` UNION `)}))`] : []), ...supplierConditions(filters)];
  // `ord` keeps this order when the rows are wrapped or aggregated.
  return sql`
    SELECT co.name, co.slug, co.city, st.name AS state_name, co.enterprise_type, co.verified, co.year_established,
      (SELECT count(*) FROM products p WHERE p.company_id = co.id AND ${LIVE}) AS product_count, ranked.total, ranked.ord
    FROM (
      SELECT id, count(*) OVER () AS total, row_number() OVER (ORDER BY rank DESC, verified DESC, name COLLATE "C", id) AS ord
      FROM (SELECT co.id, co.verified, co.name, ${tsquery ? sql`ts_rank(co.search_document, ${tsquery})` : sql`0`} AS rank FROM companies co WHERE ${sql.join(conditions, sql` AND `)}) candidates
      ORDER BY ord LIMIT ${limit} OFFSET ${offset}
    ) ranked JOIN companies co ON co.id = ranked.id LEFT JOIN states st ON st.code = co.state_code
    ORDER BY ranked.ord`;
}

/**
 * The suppliers strip's rows for companies ranked elsewhere (the in-memory index: memory-suppliers.server.ts),
 * in the order of `ids` (a Postgres array literal), `total` given: as supplierQuery's rows. A company
 * suspended since it was ranked is left out.
 */
export function suppliersByIds(ids: string, total: number): SQL {
  return sql`
    SELECT co.name, co.slug, co.city, st.name AS state_name, co.enterprise_type, co.verified, co.year_established,
      (SELECT count(*) FROM products p WHERE p.company_id = co.id AND ${LIVE}) AS product_count, ${total}::int AS total, k.ord
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS k(id, ord) JOIN companies co ON co.id = k.id LEFT JOIN states st ON st.code = co.state_code
    WHERE co.role <> 'buyer' AND co.suspended_at IS NULL
    ORDER BY k.ord`;
}

export function toSupplierResult(rows: SupplierRow[], atLeast: boolean, total = Number(rows[0]?.total ?? 0)): SupplierSearchResult {
  return {
    total,
    atLeast,
    items: rows.map((row): SupplierHit => ({
      name: row.name,
      slug: row.slug,
      url: supplierUrl(row.slug),
      city: row.city,
      stateName: row.state_name,
      enterpriseType: row.enterprise_type,
      verified: row.verified,
      yearEstablished: row.year_established,
      productCount: Number(row.product_count),
    })),
  };
}

export async function searchSuppliers({ q, limit = 10, offset = 0, filters = {} }: SupplierSearchInput): Promise<SupplierSearchResult> {
  const words = queryTerms(q);
  // Emoji or punctuation only: nothing to look for, so no supplier rather than all of them.
  if (words.length === 0 && /\S/u.test(q)) return { items: [], total: 0, atLeast: false };
  const tsquery = buildTsQuery(words, 'all');
  if (!tsquery) return toSupplierResult((await readDb().execute<SupplierRow>(supplierQuery(null, null, filters, limit, offset))).rows, false);
  // A supplier matches by its own profile or by what it sells (its products among the first matches).
  const result = await readDb().execute<SupplierRow & { sold: number }>(sql`
    WITH sold AS MATERIALIZED (SELECT p.company_id FROM products p WHERE p.search_document @@ to_tsquery('english', ${tsquery}) AND ${LIVE} LIMIT ${SUPPLIER_PRODUCT_MATCHES + 1})
    SELECT found.*, (SELECT count(*)::int FROM sold) AS sold FROM (${supplierQuery(sql`to_tsquery('english', ${tsquery})`, sql`SELECT company_id FROM sold`, filters, limit, offset)}) found ORDER BY found.ord`);
  return toSupplierResult(result.rows, (result.rows[0]?.sold ?? 0) > SUPPLIER_PRODUCT_MATCHES);
}
