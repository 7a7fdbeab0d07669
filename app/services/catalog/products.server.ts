import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { categories, productImages, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';

export async function getCategory(slug: string) {
  const [category] = await db().select().from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!category) return null;
  const subs = await db()
    .select({ name: subcategories.name, slug: subcategories.slug })
    .from(subcategories)
    .where(eq(subcategories.categoryId, category.id))
    .orderBy(asc(subcategories.position));
  return { name: category.name, slug: category.slug, icon: category.icon, description: category.description, subcategories: subs };
}

const supplierColumns = {
  name: companies.name,
  slug: companies.slug,
  city: companies.city,
  stateName: states.name,
  enterpriseType: companies.enterpriseType,
  legalForm: companies.legalForm,
  businessType: companies.businessType,
  yearEstablished: companies.yearEstablished,
  verified: companies.verified,
  verifiedAt: companies.verifiedAt,
  gstin: companies.gstin,
  udyam: companies.udyam,
  dpiit: companies.dpiit,
  pan: companies.pan,
  website: companies.website,
  description: companies.description,
};

export async function getProduct(slug: string) {
  const [row] = await db()
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      unit: products.unit,
      priceMinPaise: products.priceMinPaise,
      priceMaxPaise: products.priceMaxPaise,
      minOrderQty: products.minOrderQty,
      specs: products.specs,
      subcategoryId: products.subcategoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      subcategoryName: subcategories.name,
      subcategorySlug: subcategories.slug,
      supplier: supplierColumns,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const [images, related] = await Promise.all([
    db().select({ storageKey: productImages.storageKey, width: productImages.width, height: productImages.height }).from(productImages).where(eq(productImages.productId, row.id)).orderBy(asc(productImages.position)),
    db()
      .select({ name: products.name, slug: products.slug, priceMinPaise: products.priceMinPaise, priceMaxPaise: products.priceMaxPaise, unit: products.unit })
      .from(products)
      .where(and(eq(products.subcategoryId, row.subcategoryId), ne(products.id, row.id)))
      .orderBy(asc(products.position), asc(products.id))
      .limit(6),
  ]);
  return { ...row, images, related };
}

export type ProductDetails = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

export async function getSupplier(slug: string) {
  const [row] = await db()
    .select({ id: companies.id, role: companies.role, ...supplierColumns })
    .from(companies)
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(eq(companies.slug, slug))
    .limit(1);
  return row ?? null;
}

export type SupplierDetails = NonNullable<Awaited<ReturnType<typeof getSupplier>>>;

/** The product a spec-era single-segment URL (e.g. "/Blue Denim Jacket") stands for. */
export async function findProductByLegacyPath(path: string): Promise<string | null> {
  const [row] = await db().select({ slug: products.slug }).from(products).where(eq(products.legacyPath, path)).limit(1);
  return row?.slug ?? null;
}

export const SITEMAP_PAGE_SIZE = 10000;

export async function countSitemapPages(): Promise<{ products: number; suppliers: number }> {
  const [row] = await db().select({ products: sql<number>`(SELECT count(*) FROM products)`.mapWith(Number), suppliers: sql<number>`(SELECT count(*) FROM companies WHERE role <> 'buyer')`.mapWith(Number) }).from(sql`(SELECT 1) AS one`);
  return { products: Math.max(1, Math.ceil((row?.products ?? 0) / SITEMAP_PAGE_SIZE)), suppliers: Math.max(1, Math.ceil((row?.suppliers ?? 0) / SITEMAP_PAGE_SIZE)) };
}

export async function sitemapProducts(page: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db().select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.id)).limit(SITEMAP_PAGE_SIZE).offset((page - 1) * SITEMAP_PAGE_SIZE);
}

export async function sitemapSuppliers(page: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db().select({ slug: companies.slug, updatedAt: companies.updatedAt }).from(companies).where(ne(companies.role, 'buyer')).orderBy(asc(companies.id)).limit(SITEMAP_PAGE_SIZE).offset((page - 1) * SITEMAP_PAGE_SIZE);
}

export async function sitemapCategories(): Promise<Array<{ slug: string; subcategories: string[] }>> {
  const rows = await db().select({ slug: categories.slug, sub: subcategories.slug }).from(categories).innerJoin(subcategories, eq(subcategories.categoryId, categories.id)).orderBy(asc(categories.position), asc(subcategories.position));
  const grouped = new Map<string, string[]>();
  for (const row of rows) grouped.set(row.slug, [...(grouped.get(row.slug) ?? []), row.sub]);
  return [...grouped].map(([slug, subs]) => ({ slug, subcategories: subs }));
}
