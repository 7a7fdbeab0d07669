import { sql } from 'drizzle-orm';
import type { Suggestion } from '~/domain/search';
import { queryWords } from '~/domain/search-synonyms';
import { categoryUrl, productUrl } from '~/domain/urls';
import { db } from '~/services/db/client.server';
import { buildTsQuery, LIVE, NAME_CANDIDATES } from './postgres-sql.server';

/** Search-as-you-type for the PostgreSQL engine: a couple of categories, then products by name. */
export async function suggest(q: string, limit: number): Promise<Suggestion[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const typed = q.trim();
  const tsquery = buildTsQuery(words, 'all', true);
  const categoriesFound = await db().execute<{ name: string; slug: string }>(sql`
    SELECT name, slug FROM categories WHERE lower(name) LIKE ${`${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR lower(name) % lower(${typed})
    ORDER BY similarity(lower(name), lower(${typed})) DESC LIMIT 2`);
  // As in searchProducts, only a bounded set of matches is ranked: a short prefix such as "bas"
  // matches a large part of a big catalogue.
  let products = await db().execute<{ name: string; slug: string }>(sql`
    SELECT p.name, p.slug FROM products p
    WHERE p.id IN (SELECT id FROM (SELECT p.id FROM products p WHERE to_tsvector('english', p.name) @@ to_tsquery('english', ${tsquery}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) n
      UNION SELECT id FROM (SELECT p.id FROM products p WHERE p.search_document @@ to_tsquery('english', ${tsquery}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) d)
    ORDER BY ts_rank(p.search_document, to_tsquery('english', ${tsquery})) + CASE WHEN lower(p.name) LIKE lower(${`${typed}%`}) THEN 1 ELSE 0 END DESC, p.id
    LIMIT ${limit}`);
  if (products.rows.length === 0) {
    products = await db().execute<{ name: string; slug: string }>(sql`
      SELECT p.name, p.slug FROM (SELECT p.id, p.name, p.slug FROM products p WHERE lower(p.name) % lower(${typed}) AND ${LIVE} LIMIT ${NAME_CANDIDATES}) p
      ORDER BY similarity(lower(p.name), lower(${typed})) DESC, p.id LIMIT ${limit}`);
  }
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const row of categoriesFound.rows) suggestions.push({ label: row.name, url: categoryUrl(row.slug), kind: 'category' });
  for (const row of products.rows) {
    // Many suppliers list the same product name; one suggestion per name is enough.
    if (seen.has(row.name.toLowerCase())) continue;
    seen.add(row.name.toLowerCase());
    suggestions.push({ label: row.name, url: productUrl(row.slug), kind: 'product' });
  }
  return suggestions.slice(0, limit);
}
