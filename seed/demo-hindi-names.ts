import { sql } from 'drizzle-orm';
import { hindiNameKeys, normaliseHindiText } from '../app/domain/hindi-text';
import type { Transaction } from '../app/services/db/client.server';
import hindiNames from './data/hindi-names.json';

/*
 * The demo catalogue's Hindi names (issue 19), kept as data in seed/data/hindi-names.json:
 * categories (and their descriptions) and products by slug, subcategories by "category/subcategory". Written as traders
 * say them, brand and technical words transliterated (docs/decisions/0033-devanagari-hinglish-search.md).
 */

const hindiCategoryNames: Record<string, string> = hindiNames.categories;
const hindiSubcategoryNames: Record<string, string> = hindiNames.subcategories;
const hindiProductNames: Record<string, string> = hindiNames.products;
const hindiCategoryDescriptions: Record<string, string> = hindiNames.categoryDescriptions;

const rows = (names: Record<string, string>) => Object.entries(names).map(([slug, name]) => ({ slug, name: normaliseHindiText(name), keys: hindiNameKeys(name) }));

/**
 * Gives demo rows their Hindi names (and categories their descriptions) where they have none: rows seeded before the names existed,
 * and fresh ones. A name someone already set is never overwritten; a re-run changes nothing.
 */
export async function fillHindiNames(tx: Transaction): Promise<void> {
  await tx.execute(sql`UPDATE categories c SET name_hi = t.name FROM jsonb_to_recordset(${JSON.stringify(rows(hindiCategoryNames))}::jsonb) AS t(slug text, name text)
    WHERE c.slug = t.slug AND c.name_hi IS NULL`);
  await tx.execute(sql`UPDATE categories c SET description_hi = t.name FROM jsonb_to_recordset(${JSON.stringify(rows(hindiCategoryDescriptions))}::jsonb) AS t(slug text, name text)
    WHERE c.slug = t.slug AND c.description_hi IS NULL`);
  await tx.execute(sql`UPDATE subcategories s SET name_hi = t.name FROM jsonb_to_recordset(${JSON.stringify(rows(hindiSubcategoryNames))}::jsonb) AS t(slug text, name text), categories c
    WHERE c.id = s.category_id AND c.slug || '/' || s.slug = t.slug AND s.name_hi IS NULL`);
  await tx.execute(sql`UPDATE products p SET name_hi = t.name, name_hi_keys = t.keys FROM jsonb_to_recordset(${JSON.stringify(rows(hindiProductNames))}::jsonb) AS t(slug text, name text, keys text)
    WHERE p.slug = t.slug AND p.name_hi IS NULL`);
}
