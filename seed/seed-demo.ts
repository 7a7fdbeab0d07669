import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { transaction, type Transaction } from '../app/services/db/client.server';
import { fillHindiNames } from './demo-hindi-names';
import { categories, productGroups, products, subcategories } from '../app/services/db/schema/catalog';
import { companies } from '../app/services/db/schema/companies';
import {
  benefits,
  categoryTiles,
  enterpriseTypes,
  partners,
  plans,
  services,
  states,
  testimonials,
} from '../app/services/db/schema/content';
import { seedBenefitContent } from './benefit-content';
import { seedDemoVerification } from './demo-verification';
import { categories as seedCategories } from './data/catalog';
import {
  benefits as seedBenefits,
  categoryTiles as seedTiles,
  enterpriseTypes as seedEnterpriseTypes,
  partners as seedPartners,
  plans as seedPlans,
  services as seedServices,
  states as seedStates,
  testimonials as seedTestimonials,
} from './data/home';
import { productSupplierAssignment, suppliers as seedSuppliers } from './data/suppliers';

/** When the demo listings are said to have gone live. */
const SEEDED_AT = new Date('2026-01-15T10:00:00+05:30');

export interface SeedCounts extends Record<string, number> {
  categories: number;
  subcategories: number;
  productGroups: number;
  products: number;
  suppliers: number;
}

/**
 * Loads the demo marketplace of SPEC.md. Idempotent: every row is keyed by a natural key (slug,
 * code, id) and inserted with ON CONFLICT DO NOTHING, so a re-run changes nothing and never
 * overwrites what users edited. An advisory lock serialises concurrent starts.
 */
export async function seedDemoData(): Promise<SeedCounts> {
  return transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274002)`);
    await seedContent(tx);
    await seedBenefitContent(tx);
    const supplierIds = await seedCompanies(tx);
    await seedCatalog(tx, supplierIds);
    await fillHindiNames(tx);
    // The badge comes from checks, as for real companies (seed/demo-verification.ts).
    await seedDemoVerification(tx);
    // One transaction is one connection: count sequentially rather than with Promise.all.
    const [c] = await tx.select({ n: count() }).from(categories);
    const [s] = await tx.select({ n: count() }).from(subcategories);
    const [g] = await tx.select({ n: count() }).from(productGroups);
    const [p] = await tx.select({ n: count() }).from(products);
    const [sup] = await tx.select({ n: count() }).from(companies);
    return { categories: c?.n ?? 0, subcategories: s?.n ?? 0, productGroups: g?.n ?? 0, products: p?.n ?? 0, suppliers: sup?.n ?? 0 };
  });
}

async function seedContent(tx: Transaction): Promise<void> {
  await tx
    .insert(enterpriseTypes)
    .values(seedEnterpriseTypes.map((type, position) => ({ ...type, position })))
    // Texts kept true by the claims test: a reseed brings older databases up to date.
    .onConflictDoUpdate({ target: enterpriseTypes.slug, set: { summary: sql`excluded.summary`, description: sql`excluded.description` } });
  await tx
    .insert(services)
    .values(seedServices.map((service, position) => ({ ...service, position })))
    .onConflictDoUpdate({ target: services.slug, set: { summary: sql`excluded.summary`, description: sql`excluded.description`, benefits: sql`excluded.benefits` } });
  await tx
    .insert(states)
    .values(seedStates.map((state, position) => ({ ...state, position })))
    .onConflictDoNothing();
  await tx
    .insert(partners)
    .values(seedPartners.map((partner, position) => ({ ...partner, position })))
    .onConflictDoNothing();
  await tx
    .insert(benefits)
    .values(seedBenefits.map((benefit, position) => ({ ...benefit, position })))
    // The cards' words are kept true by the claims test, so a reseed brings older databases up to date.
    .onConflictDoUpdate({ target: benefits.slug, set: { title: sql`excluded.title`, text: sql`excluded.text` } });
  await tx
    .insert(plans)
    .values(
      seedPlans.map((plan, position) => {
        const [directoryOfMembers, globalTenders, knowledgeBank, infoTracker, onlineMasterClasses, b2bOpportunities] =
          plan.features;
        return {
          id: plan.id,
          name: plan.name,
          pricePaise: plan.pricePaise,
          colour: plan.colour,
          position,
          directoryOfMembers: directoryOfMembers ?? false,
          globalTenders: globalTenders ?? false,
          knowledgeBank: knowledgeBank ?? false,
          infoTracker: infoTracker ?? false,
          onlineMasterClasses: onlineMasterClasses ?? false,
          b2bOpportunities: b2bOpportunities ?? false,
        };
      }),
    )
    .onConflictDoNothing();

  // Tiles and testimonials have no natural key: load each set once, when its table is empty.
  if (await isEmpty(tx, categoryTiles)) {
    await tx.insert(categoryTiles).values(seedTiles.map((tile, position) => ({ ...tile, position })));
  }
  // Tiles loaded before they had drawings of their own get theirs, matched by label; a drawing
  // already set is kept.
  const [undrawn] = await tx.select({ n: count() }).from(categoryTiles).where(isNull(categoryTiles.drawing));
  if ((undrawn?.n ?? 0) > 0) {
    await tx.execute(sql`
      UPDATE category_tiles t SET drawing = d.drawing
      FROM jsonb_to_recordset(${JSON.stringify(seedTiles.map(({ label, drawing }) => ({ label, drawing })))}::jsonb) AS d(label text, drawing text)
      WHERE t.label = d.label AND t.drawing IS NULL`);
  }
  if (await isEmpty(tx, testimonials)) {
    await tx.insert(testimonials).values(seedTestimonials.map((testimonial, position) => ({ ...testimonial, position })));
  }
}

async function isEmpty(tx: Transaction, table: PgTable): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(table);
  return (existing?.n ?? 0) === 0;
}

async function seedCompanies(tx: Transaction): Promise<Map<string, number>> {
  await tx
    .insert(companies)
    .values(
      seedSuppliers.map((supplier) => ({
        slug: supplier.slug,
        name: supplier.name,
        role: 'seller' as const,
        enterpriseType: supplier.enterpriseType,
        legalForm: supplier.legalForm,
        businessType: supplier.businessType,
        gstin: supplier.gstin,
        pan: supplier.pan,
        udyam: supplier.udyam,
        dpiit: supplier.dpiit,
        yearEstablished: supplier.yearEstablished,
        website: supplier.website,
        address: supplier.address,
        city: supplier.city,
        pin: supplier.pin,
        stateCode: supplier.stateCode,
        contactName: supplier.contactName,
        designation: supplier.designation,
        mobile: supplier.mobile,
        email: supplier.email,
        description: supplier.description,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx.select({ id: companies.id, slug: companies.slug }).from(companies);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function seedCatalog(tx: Transaction, supplierIds: Map<string, number>): Promise<void> {
  await tx
    .insert(categories)
    .values(
      seedCategories.map((category, position) => ({
        slug: category.slug,
        name: category.name,
        icon: category.icon,
        description: category.description,
        position,
      })),
    )
    .onConflictDoNothing();
  const categoryIds = new Map(
    (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [r.slug, r.id]),
  );

  for (const category of seedCategories) {
    const categoryId = required(categoryIds.get(category.slug), `category ${category.slug}`);
    await tx
      .insert(subcategories)
      .values(category.subcategories.map((sub, position) => ({ categoryId, slug: sub.slug, name: sub.name, position })))
      .onConflictDoNothing();
  }
  const subcategoryIds = new Map(
    (
      await tx
        .select({ id: subcategories.id, slug: subcategories.slug, categoryId: subcategories.categoryId })
        .from(subcategories)
    ).map((r) => [`${r.categoryId}/${r.slug}`, r.id]),
  );

  // The tree's third level: each subcategory's product groups, keyed by (subcategory, slug).
  const groupRows = seedCategories.flatMap((category) => {
    const categoryId = required(categoryIds.get(category.slug), `category ${category.slug}`);
    return category.subcategories.flatMap((sub) => {
      const subcategoryId = required(subcategoryIds.get(`${categoryId}/${sub.slug}`), `subcategory ${sub.slug}`);
      return sub.groups.map((group, position) => ({ subcategoryId, slug: group.slug, name: group.name, position }));
    });
  });
  await tx.insert(productGroups).values(groupRows).onConflictDoNothing();
  const groupIds = new Map(
    (await tx.select({ id: productGroups.id, slug: productGroups.slug, subcategoryId: productGroups.subcategoryId }).from(productGroups)).map((r) => [
      `${r.subcategoryId}/${r.slug}`,
      r.id,
    ]),
  );

  const productRows = seedCategories.flatMap((category) => {
    const categoryId = required(categoryIds.get(category.slug), `category ${category.slug}`);
    return category.subcategories.flatMap((sub) => {
      const subcategoryId = required(subcategoryIds.get(`${categoryId}/${sub.slug}`), `subcategory ${sub.slug}`);
      return sub.products.map((product, position) => {
        const supplierSlug = required(productSupplierAssignment[product.slug], `supplier of ${product.slug}`);
        return {
          slug: product.slug,
          companyId: required(supplierIds.get(supplierSlug), `supplier ${supplierSlug}`),
          categoryId,
          subcategoryId,
          groupId: required(groupIds.get(`${subcategoryId}/${product.group}`), `group ${product.group} of ${sub.slug}`),
          name: product.name,
          legacyPath: product.legacyPath,
          description: product.description,
          unit: product.unit,
          priceMinPaise: product.priceMinPaise,
          priceMaxPaise: product.priceMaxPaise,
          minOrderQty: product.minOrderQty,
          priceBreaks: product.priceBreaks,
          hsnCode: product.hsnCode,
          gstRateBp: product.gstRateBp,
          pricesIncludeGst: product.pricesIncludeGst,
          specs: product.specs,
          leadTimeDays: product.leadTimeDays,
          availability: product.availability,
          sampleAvailable: product.sampleAvailable,
          packaging: product.packaging,
          deliveryStates: product.deliveryStates,
          sku: product.sku,
          status: 'live' as const,
          publishedAt: SEEDED_AT,
          keywords: product.keywords,
          position,
        };
      });
    });
  });
  await tx.insert(products).values(productRows).onConflictDoNothing();
  await fillListingTerms(tx, productRows);
}

type SeedProductRow = Pick<
  typeof products.$inferInsert,
  'slug' | 'groupId' | 'hsnCode' | 'gstRateBp' | 'pricesIncludeGst' | 'priceBreaks' | 'leadTimeDays' | 'availability' | 'sampleAvailable' | 'packaging' | 'deliveryStates' | 'sku'
>;

/**
 * Demo products loaded before listings had groups, tax, price breaks and the rest get them now,
 * but only rows nobody has touched since they were seeded (no group, never updated) and only a
 * SKU the company does not already use; a re-run finds nothing left to fill.
 */
async function fillListingTerms(tx: Transaction, rows: SeedProductRow[]): Promise<void> {
  const [stale] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(isNull(products.groupId), eq(products.updatedAt, products.createdAt), inArray(products.slug, rows.map((row) => row.slug))));
  if ((stale?.n ?? 0) === 0) return;
  const terms = rows.map((row) => ({
    slug: row.slug,
    group_id: row.groupId,
    hsn_code: row.hsnCode,
    gst_rate_bp: row.gstRateBp,
    prices_include_gst: row.pricesIncludeGst,
    price_breaks: row.priceBreaks,
    lead_time_days: row.leadTimeDays,
    availability: row.availability,
    sample_available: row.sampleAvailable,
    packaging: row.packaging,
    delivery_states: row.deliveryStates,
    sku: row.sku,
  }));
  await tx.execute(sql`
    UPDATE products p SET group_id = t.group_id, hsn_code = coalesce(p.hsn_code, t.hsn_code), gst_rate_bp = coalesce(p.gst_rate_bp, t.gst_rate_bp),
      prices_include_gst = t.prices_include_gst, price_breaks = t.price_breaks, lead_time_days = t.lead_time_days, availability = t.availability,
      sample_available = t.sample_available, packaging = t.packaging, delivery_states = t.delivery_states,
      sku = CASE WHEN EXISTS (SELECT 1 FROM products o WHERE o.company_id = p.company_id AND o.sku = t.sku) THEN p.sku ELSE t.sku END
    FROM jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) AS t(slug text, group_id int, hsn_code text, gst_rate_bp int, prices_include_gst boolean,
      price_breaks jsonb, lead_time_days int, availability text, sample_available boolean, packaging text, delivery_states text[], sku text)
    WHERE p.slug = t.slug AND p.group_id IS NULL AND p.updated_at = p.created_at`);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data is inconsistent: missing ${what}`);
  return value;
}
