import { and, eq } from 'drizzle-orm';
import { formatInr } from '~/domain/money';
import { responseRecordOf } from '~/domain/response-record';
import { pathWithoutLocale } from '~/domain/locale';
import { categoryUrl, productUrl, subcategoryUrl, supplierUrl } from '~/domain/urls';
import { LEVEL_LABELS, LEVEL_MEANINGS, type VerificationLevel } from '~/domain/verification';
import { getProduct, getSupplier } from '~/services/catalog/products.server';
import { responseStatsBySlug } from '~/services/conversations/response-record.server';
import { db } from '~/services/db/client.server';
import { categories, subcategories } from '~/services/db/schema/catalog';

/**
 * What the visitor is looking at, from the page path the chat widget sent
 * (chat_conversations.page_path): a live product with its supplier, a supplier, a category, or
 * just a page of the site. Looked up by slug from the database, so the assistant (built-in or
 * AI) talks about what is really on that page.
 */
export interface SupplierFacts {
  name: string;
  url: string;
  where: string;
  /** What TradeSetu checked (app/domain/verification.ts), said with its meaning. */
  level: VerificationLevel;
  responseRecord: string;
}

export type PageContext =
  | { kind: 'product'; path: string; product: { name: string; url: string; price: string; minimumOrder: string; category: string }; supplier: SupplierFacts }
  | { kind: 'supplier'; path: string; supplier: SupplierFacts }
  | { kind: 'category'; path: string; name: string; url: string; categorySlug: string; subcategorySlug?: string }
  | { kind: 'page'; path: string };

/** "₹90–₹120 per kg", or "price on request". */
function priceRangeText(minPaise: number | null, maxPaise: number | null, unit: string): string {
  if (minPaise === null) return 'price on request';
  const max = maxPaise !== null && maxPaise !== minPaise ? `–${formatInr(maxPaise)}` : '';
  return `${formatInr(minPaise)}${max} per ${unit}`;
}

function segmentsOf(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

async function supplierFacts(supplier: { name: string; slug: string; city: string; stateName: string | null; verificationLevel: VerificationLevel }): Promise<SupplierFacts> {
  return {
    name: supplier.name,
    url: supplierUrl(supplier.slug),
    where: [supplier.city, supplier.stateName].filter(Boolean).join(', '),
    level: supplier.verificationLevel,
    responseRecord: responseRecordOf(await responseStatsBySlug(supplier.slug)).text,
  };
}

/** The page behind `path`; undefined without a path. A product that is not live is only "a page". */
export async function pageContextOf(path: string | null | undefined): Promise<PageContext | undefined> {
  if (!path) return undefined;
  // A Hindi page (/hi/product/…) is about the same product as its English twin.
  const [first, second, third, ...rest] = segmentsOf(pathWithoutLocale(path)) ?? [];
  if (first === 'product' && second && !third) {
    const row = await getProduct(second);
    if (row && row.status === 'live' && !row.supplierSuspended) {
      return {
        kind: 'product',
        path,
        product: { name: row.name, url: productUrl(row.slug), price: priceRangeText(row.priceMinPaise, row.priceMaxPaise, row.unit), minimumOrder: `${row.minOrderQty.toLocaleString('en-IN')} ${row.unit}`, category: row.subcategoryName ?? row.categoryName },
        supplier: await supplierFacts(row.supplier),
      };
    }
  }
  if (first === 'suppliers' && second && !third) {
    const supplier = await getSupplier(second);
    if (supplier) return { kind: 'supplier', path, supplier: await supplierFacts(supplier) };
  }
  if (first === 'products' && second && rest.length === 0) {
    const [category] = await db().select({ name: categories.name, slug: categories.slug, id: categories.id }).from(categories).where(eq(categories.slug, second)).limit(1);
    if (category && !third) return { kind: 'category', path, name: category.name, url: categoryUrl(category.slug), categorySlug: category.slug };
    if (category && third) {
      const [sub] = await db().select({ name: subcategories.name, slug: subcategories.slug }).from(subcategories).where(and(eq(subcategories.categoryId, category.id), eq(subcategories.slug, third))).limit(1);
      if (sub) return { kind: 'category', path, name: `${category.name} › ${sub.name}`, url: subcategoryUrl(category.slug, sub.slug), categorySlug: category.slug, subcategorySlug: sub.slug };
    }
  }
  return { kind: 'page', path };
}

function supplierLine(supplier: SupplierFacts): string {
  return `${supplier.name} (${supplier.where}; verification: ${LEVEL_LABELS[supplier.level]}, meaning ${LEVEL_MEANINGS[supplier.level]}; ${supplier.responseRecord}), page ${supplier.url}`;
}

/** The page as facts for the AI provider's instructions. */
export function pageFacts(page: PageContext): string {
  switch (page.kind) {
    case 'product':
      return `The visitor is on the page of the product "${page.product.name}" (${page.product.url}) in ${page.product.category}: ${page.product.price}, minimum order ${page.product.minimumOrder}. Its supplier: ${supplierLine(page.supplier)}. "This product" or "this supplier" means these.`;
    case 'supplier':
      return `The visitor is on the page of the supplier ${supplierLine(page.supplier)}. "This supplier" means this one.`;
    case 'category':
      return `The visitor is browsing the category ${page.name} (${page.url}).`;
    case 'page':
      return `The visitor is on the page ${page.path} of the site.`;
  }
}
