import { LANGUAGE_TAGS, LOCALES, localisedHref } from '~/domain/locale';
import { categoryUrl, productUrl, subcategoryUrl, supplierUrl } from '~/domain/urls';
import { countSitemapPages, sitemapCategories, sitemapProducts, sitemapSuppliers } from '~/services/catalog/products.server';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/**
 * Every page in both languages (issue 19): a <url> for the English page and one for its /hi twin,
 * each listing both as hreflang alternates with English as x-default, as search engines ask.
 */
function urlset(origin: string, entries: Array<{ path: string; lastmod?: Date }>): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`;
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [...LOCALES.map((locale) => link(LANGUAGE_TAGS[locale], localisedHref(path, locale))), link('x-default', localisedHref(path, 'en'))].join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map((locale) => `<url><loc>${escapeXml(`${origin}${localisedHref(path, locale)}`)}</loc>${modified}${alternates}</url>`);
  });
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`);
}

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
    return urlset(origin, [{ path: '/' }, { path: '/subscription' }, ...cats.flatMap((c) => [{ path: categoryUrl(c.slug) }, ...c.subcategories.map((s) => ({ path: subcategoryUrl(c.slug, s) }))])]);
  }
  const rows = kind === 'products' ? await sitemapProducts(page) : await sitemapSuppliers(page);
  if (rows.length === 0) return null;
  return urlset(origin, rows.map((row) => ({ path: kind === 'products' ? productUrl(row.slug) : supplierUrl(row.slug), lastmod: row.updatedAt })));
}
