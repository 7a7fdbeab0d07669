import { asc, eq } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { categories, subcategories } from '~/services/db/schema/catalog';

/** The first category of the seeded catalogue and its first sub category, as a form would offer them. */
export async function firstCategoryPair(): Promise<{ category: number; subCategory: number }> {
  const [row] = await db()
    .select({ category: categories.id, subCategory: subcategories.id })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(subcategories.position))
    .limit(1);
  if (!row) throw new Error('the seeded catalogue has no category with a sub category');
  return row;
}

/** The id of a seeded category, by its slug. */
export async function categoryId(slug: string): Promise<number> {
  const [row] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}
