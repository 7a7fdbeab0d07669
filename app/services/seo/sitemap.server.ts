import { categoryUrl, productUrl, subcategoryUrl, supplierUrl } from '~/domain/urls';
import { countSitemapPages, sitemapCategories, sitemapProducts, sitemapSuppliers } from '~/services/catalog/products.server';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const urlset = (entries: Array<{ loc: string; lastmod?: Date }>) =>
  xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`).join('\n')}\n</urlset>`);

/** The sitemap index: one page of pages and categories, then products and suppliers in pages. */
export async function sitemapIndex(origin: string): Promise<string> {
  const pages = await countSitemapPages();
  const files = ['pages-1', ...Array.from({ length: pages.products }, (_, i) => `products-${i + 1}`), ...Array.from({ length: pages.suppliers }, (_, i) => `suppliers-${i + 1}`)];
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>`);
}

/** One sitemap file's XML, or null for a file name the index never lists. */
export async function sitemapFile(origin: string, file: string): Promise<string | null> {
  const match = /^(pages|products|suppliers)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const [, kind, pageText] = match;
  const page = Number(pageText);
  if (kind === 'pages') {
    if (page !== 1) return null;
    const cats = await sitemapCategories();
    return urlset([{ loc: `${origin}/` }, { loc: `${origin}/subscription` }, ...cats.flatMap((c) => [{ loc: `${origin}${categoryUrl(c.slug)}` }, ...c.subcategories.map((s) => ({ loc: `${origin}${subcategoryUrl(c.slug, s)}` }))])]);
  }
  const rows = kind === 'products' ? await sitemapProducts(page) : await sitemapSuppliers(page);
  if (rows.length === 0) return null;
  return urlset(rows.map((row) => ({ loc: `${origin}${kind === 'products' ? productUrl(row.slug) : supplierUrl(row.slug)}`, lastmod: row.updatedAt })));
}
