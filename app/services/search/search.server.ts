import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { productUrl, supplierUrl } from '~/domain/urls';
import { db } from '~/services/db/client.server';
import { categories, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';

export interface ProductHit {
  name: string;
  slug: string;
  url: string;
  categoryName: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  unit: string;
  minOrderQty: number;
  supplier: { name: string; slug: string; url: string; city: string; stateName: string | null; verified: boolean };
}

export interface ProductSearchInput {
  q: string;
  limit?: number;
  offset?: number;
}

/**
 * The search module's public interface: everything that searches products goes through here, so
 * the engine behind it (PostgreSQL today, OpenSearch at larger scale) is one module to swap.
 */
export async function searchProducts({ q, limit = 20, offset = 0 }: ProductSearchInput): Promise<{ items: ProductHit[]; total: number }> {
  const term = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = or(ilike(products.name, term), ilike(categories.name, term), ilike(companies.name, term), sql`EXISTS (SELECT 1 FROM unnest(${products.keywords}) AS keyword WHERE keyword ILIKE ${term})`);
  const rows = await db()
    .select({
      name: products.name,
      slug: products.slug,
      categoryName: categories.name,
      priceMinPaise: products.priceMinPaise,
      priceMaxPaise: products.priceMaxPaise,
      unit: products.unit,
      minOrderQty: products.minOrderQty,
      supplierName: companies.name,
      supplierSlug: companies.slug,
      city: companies.city,
      stateName: states.name,
      verified: companies.verified,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(where)
    .orderBy(asc(products.name))
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      name: row.name,
      slug: row.slug,
      url: productUrl(row.slug),
      categoryName: row.categoryName,
      priceMinPaise: row.priceMinPaise,
      priceMaxPaise: row.priceMaxPaise,
      unit: row.unit,
      minOrderQty: row.minOrderQty,
      supplier: { name: row.supplierName, slug: row.supplierSlug, url: supplierUrl(row.supplierSlug), city: row.city, stateName: row.stateName, verified: row.verified },
    })),
  };
}
