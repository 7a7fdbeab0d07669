import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ListingState } from '~/domain/listing';
import { preparedQuery } from '~/services/db/client.server';
import { readDb } from '~/services/db/replicas.server';
import { categories, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';
import { NotFoundError } from '~/services/errors.server';
import type { CompanyCheck } from '~/domain/verification';

/**
 * A category with its subcategories in catalogue order (built once: every category page asks).
 * The outer column is written out: Drizzle leaves columns unqualified in a single-table select,
 * and an unqualified "id" inside the subquery would be the subcategory's.
 */
const categoryBySlug = preparedQuery('category_by_slug', (database) =>
  database
    .select({
      name: categories.name,
      nameHi: categories.nameHi,
      slug: categories.slug,
      icon: categories.icon,
      description: categories.description,
      descriptionHi: categories.descriptionHi,
      subcategories: sql<Array<{ name: string; nameHi: string | null; slug: string }>>`(SELECT coalesce(json_agg(json_build_object('name', s.name, 'nameHi', s.name_hi, 'slug', s.slug) ORDER BY s.position), '[]')
        FROM subcategories s WHERE s.category_id = "categories"."id")`,
    })
    .from(categories)
    .where(eq(categories.slug, sql.placeholder('slug')))
    .limit(1),
  readDb,
);

export async function getCategory(slug: string) {
  const [category] = await categoryBySlug().execute({ slug });
  return category ?? null;
}

/**
 * What a product page shows of its supplier (the supplier card). Only what pages show is
 * selected: loader data reaches the browser whole, and a proprietor's PAN is their personal PAN.
 */
const supplierCardColumns = {
  name: companies.name,
  slug: companies.slug,
  city: companies.city,
  stateName: states.name,
  enterpriseType: companies.enterpriseType,
  legalForm: companies.legalForm,
  yearEstablished: companies.yearEstablished,
  verified: companies.verified,
  verificationLevel: companies.verificationLevel,
  gstin: companies.gstin,
  udyam: companies.udyam,
  dpiit: companies.dpiit,
  /** The current passed checks with their dates: what the card may say was checked (issue 17). */
  checks: sql<Array<{ check: CompanyCheck; at: string }>>`(SELECT coalesce(json_agg(json_build_object('check', k."check", 'at', coalesce(k.decided_at, k.created_at)) ORDER BY k.id), '[]')
    FROM company_checks k WHERE k.company_id = ${companies.id} AND k.superseded_at IS NULL AND k.status = 'passed')`,
};

/** The supplier page's profile: the card plus what the profile section shows. */
const supplierProfileColumns = {
  ...supplierCardColumns,
  businessType: companies.businessType,
  website: companies.website,
  description: companies.description,
};

interface ProductImage {
  storageKey: string;
  width: number;
  height: number;
  /** What the seller says the photo shows; empty when they said nothing. */
  alt: string;
}

interface RelatedProduct {
  name: string;
  nameHi: string | null;
  slug: string;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  unit: string;
}

/**
 * A product with its category, supplier, photos and six related live products (the same
 * subcategory, in catalogue order), in one statement: the product page is the catalogue's most
 * visited page, and three round trips to the database were most of its cost. The product itself
 * is found whatever its state; `productForViewer` decides who may see it.
 */
const productBySlug = preparedQuery('product_by_slug', (database) =>
  database
    .select({
      id: products.id,
      name: products.name,
      nameHi: products.nameHi,
      slug: products.slug,
      description: products.description,
      descriptionHi: products.descriptionHi,
      unit: products.unit,
      priceMinPaise: products.priceMinPaise,
      priceMaxPaise: products.priceMaxPaise,
      minOrderQty: products.minOrderQty,
      specs: products.specs,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      pricesIncludeGst: products.pricesIncludeGst,
      priceBreaks: products.priceBreaks,
      leadTimeDays: products.leadTimeDays,
      availability: products.availability,
      sampleAvailable: products.sampleAvailable,
      packaging: products.packaging,
      deliveryStates: products.deliveryStates,
      status: products.status,
      supplierSuspended: products.supplierSuspended,
      companyId: products.companyId,
      categoryName: categories.name,
      categoryNameHi: categories.nameHi,
      categorySlug: categories.slug,
      subcategoryName: subcategories.name,
      subcategoryNameHi: subcategories.nameHi,
      subcategorySlug: subcategories.slug,
      supplier: supplierCardColumns,
      images: sql<ProductImage[]>`(SELECT coalesce(json_agg(json_build_object('storageKey', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt) ORDER BY i.position, i.id), '[]')
        FROM product_images i WHERE i.product_id = ${products.id})`,
      related: sql<RelatedProduct[]>`(SELECT coalesce(json_agg(json_build_object('name', r.name, 'nameHi', r.name_hi, 'slug', r.slug, 'priceMinPaise', r.price_min_paise, 'priceMaxPaise', r.price_max_paise, 'unit', r.unit) ORDER BY r.position, r.id), '[]')
        FROM (SELECT r.name, r.name_hi, r.slug, r.price_min_paise, r.price_max_paise, r.unit, r.position, r.id FROM products r
          WHERE r.subcategory_id = ${products.subcategoryId} AND r.id <> ${products.id} AND r.status = 'live' AND NOT r.supplier_suspended ORDER BY r.position, r.id LIMIT 6) r)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(eq(products.slug, sql.placeholder('slug')))
    .limit(1),
  readDb,
);

export async function getProduct(slug: string) {
  const [row] = await productBySlug().execute({ slug });
  return row ?? null;
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

/** A product page as its viewer may see it: `preview` names the state of a listing that is not live. */
export type ProductPage = Omit<ProductRow, 'companyId' | 'status' | 'supplierSuspended'> & { preview: ListingState | null };

const PRODUCT_NOT_FOUND = 'We could not find that product. It may have been removed; try the search.';

/**
 * The product page for a viewer: a live listing for everyone; a listing that is not live (a
 * draft, in review, paused, …) only for the member of its company, as a preview naming its
 * state, and for anyone else the same 404 as a product that never existed. A suspended company's
 * listing is that 404 for everyone.
 */
export function productForViewer(row: ProductRow | null, viewerCompanyId: number | null): ProductPage {
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const { companyId, status, supplierSuspended, ...product } = row;
  // A suspended company's listings are gone for everyone (its members cannot log in anyway).
  if (supplierSuspended) throw new NotFoundError(PRODUCT_NOT_FOUND);
  if (status === 'live') return { ...product, preview: null };
  if (viewerCompanyId !== null && companyId === viewerCompanyId) return { ...product, preview: status };
  throw new NotFoundError(PRODUCT_NOT_FOUND);
}

const supplierBySlug = preparedQuery('supplier_by_slug', (database) =>
  database
    .select(supplierProfileColumns)
    .from(companies)
    .leftJoin(states, eq(states.code, companies.stateCode))
    .where(and(eq(companies.slug, sql.placeholder('slug')), ne(companies.role, 'buyer'), isNull(companies.suspendedAt)))
    .limit(1),
  readDb,
);

/** A supplier's public profile by slug; buyers' companies and suspended companies have no supplier page. */
export async function getSupplier(slug: string) {
  const [row] = await supplierBySlug().execute({ slug });
  return row ?? null;
}

/** The product a spec-era single-segment URL (e.g. "/Blue Denim Jacket") stands for. */
export async function findProductByLegacyPath(path: string): Promise<string | null> {
  const [row] = await readDb().select({ slug: products.slug }).from(products).where(and(eq(products.legacyPath, path), eq(products.status, 'live'), eq(products.supplierSuspended, false))).limit(1);
  return row?.slug ?? null;
}

const SITEMAP_PAGE_SIZE = 10000;

export async function countSitemapPages(): Promise<{ products: number; suppliers: number }> {
  const [row] = await readDb().select({ products: sql<number>`(SELECT count(*) FROM products WHERE status = 'live' AND NOT supplier_suspended)`.mapWith(Number), suppliers: sql<number>`(SELECT count(*) FROM companies WHERE role <> 'buyer' AND suspended_at IS NULL)`.mapWith(Number) }).from(sql`(SELECT 1) AS one`);
  return { products: Math.max(1, Math.ceil((row?.products ?? 0) / SITEMAP_PAGE_SIZE)), suppliers: Math.max(1, Math.ceil((row?.suppliers ?? 0) / SITEMAP_PAGE_SIZE)) };
}

export async function sitemapProducts(page: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return readDb().select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(and(eq(products.status, 'live'), eq(products.supplierSuspended, false))).orderBy(asc(products.id)).limit(SITEMAP_PAGE_SIZE).offset((page - 1) * SITEMAP_PAGE_SIZE);
}

export async function sitemapSuppliers(page: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return readDb().select({ slug: companies.slug, updatedAt: companies.updatedAt }).from(companies).where(and(ne(companies.role, 'buyer'), isNull(companies.suspendedAt))).orderBy(asc(companies.id)).limit(SITEMAP_PAGE_SIZE).offset((page - 1) * SITEMAP_PAGE_SIZE);
}

export async function sitemapCategories(): Promise<Array<{ slug: string; subcategories: string[] }>> {
  const rows = await readDb().select({ slug: categories.slug, sub: subcategories.slug }).from(categories).innerJoin(subcategories, eq(subcategories.categoryId, categories.id)).orderBy(asc(categories.position), asc(subcategories.position));
  const grouped = new Map<string, string[]>();
  for (const row of rows) grouped.set(row.slug, [...(grouped.get(row.slug) ?? []), row.sub]);
  return [...grouped].map(([slug, subs]) => ({ slug, subcategories: subs }));
}
