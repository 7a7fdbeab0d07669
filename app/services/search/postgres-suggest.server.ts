import { sql } from 'drizzle-orm';
import type { Suggestion } from '~/domain/search';
import { hasDevanagari, normaliseHindiText } from '~/domain/hindi-text';
import { queryTerms } from '~/domain/search-terms';
import { categoryUrl, productUrl } from '~/domain/urls';
import { readDb } from '~/services/db/replicas.server';
import { buildTsQuery, LIVE, NAME_CANDIDATES } from './postgres-sql.server';

/**
 * Search-as-you-type for the PostgreSQL engine: a couple of categories, then products by name.
 * Typed in Devanagari, the last word is a prefix of a Hindi name's sound key or of vocabulary
 * words, categories match their Hindi names, and labels are the Hindi names where there are any.
 */
export async function suggest(q: string, limit: number): Promise<Suggestion[]> {
  const words = queryTerms(q);
  if (words.length === 0) return [];
  const typed = normaliseHindiText(q.trim());
  const hindi = hasDevanagari(typed);
  const tsquery = buildTsQuery(words, 'all', true);
  const like = `${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const categoriesFound = await readDb().execute<{ name: string; slug: string; name_hi: string | null }>(sql`
    SELECT name, slug, name_hi FROM categories WHERE lower(name) LIKE ${like} OR lower(name) % lower(${typed}) OR name_hi LIKE ${like} OR name_hi % ${typed}
    ORDER BY greatest(similarity(lower(name), lower(${typed})), similarity(coalesce(name_hi, ''), ${typed})) DESC LIMIT 2`);
  // As in searchProducts, only a bounded set of matches is ranked: a short prefix such as "bas"
  // matches a large part of a big catalogue.
  let products = await readDb().execute<{ name: string; slug: string; name_hi?: string | null }>(sql`
    SELECT p.name, p.slug, p.name_hi FROM products p
    WHERE p.id IN (SELECT id FROM (SELECT p.id FROM products p WHERE to_tsvector('english', p.name) @@ to_tsquery('english', ${tsquery}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) n
      UNION SELECT id FROM (SELECT p.id FROM products p WHERE p.search_document @@ to_tsquery('english', ${tsquery}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) d)
    ORDER BY ts_rank(p.search_document, to_tsquery('english', ${tsquery})) + CASE WHEN lower(p.name) LIKE lower(${`${typed}%`}) THEN 1 ELSE 0 END DESC, p.id
    LIMIT ${limit}`);
  if (products.rows.length === 0) {
    products = await readDb().execute<{ name: string; slug: string }>(sql`
      SELECT p.name, p.slug FROM (SELECT p.id, p.name, p.slug FROM products p WHERE lower(p.name) % lower(${typed}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) p
      ORDER BY similarity(lower(p.name), lower(${typed})) DESC, p.id LIMIT ${limit}`);
  }
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const row of categoriesFound.rows) suggestions.push({ label: (hindi && row.name_hi) || row.name, url: categoryUrl(row.slug), kind: 'category' });
  for (const row of products.rows) {
    const label = (hindi && row.name_hi) || row.name;
    // Many suppliers list the same product name; one suggestion per name is enough.
    if (seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    suggestions.push({ label, url: productUrl(row.slug), kind: 'product' });
  }
  return suggestions.slice(0, limit);
}
