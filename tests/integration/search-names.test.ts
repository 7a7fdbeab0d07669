import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { searchProducts } from '~/services/search/search.server';

const countOf = async (name: string) => {
  const result = await db().execute<{ product_count: number }>(sql`SELECT product_count FROM product_names WHERE name = ${name}`);
  return result.rows[0]?.product_count ?? 0;
};

describe('distinct product names for misspelt whole names (migration 0005)', () => {
  it('holds every product name with its product count', async () => {
    const result = await db().execute<{ missing: number; wrong: number }>(sql`
      SELECT (SELECT count(*)::int FROM (SELECT name, count(*)::int AS k FROM products GROUP BY name) p
                LEFT JOIN product_names n USING (name) WHERE n.product_count IS DISTINCT FROM p.k) AS wrong,
             (SELECT count(*)::int FROM product_names n WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.name = n.name)) AS missing`);
    expect(result.rows[0]).toEqual({ missing: 0, wrong: 0 });
  });

  it('follows inserts, renames and deletes', async () => {
    const copy = sql`INSERT INTO products (slug, company_id, category_id, subcategory_id, name, description, unit, min_order_qty, specs, keywords, position)
      SELECT slug || '-names-' || g, company_id, category_id, subcategory_id, 'Zephyr Test Widget', description, unit, min_order_qty, specs, keywords, position
      FROM products, generate_series(1, 2) AS g WHERE id = (SELECT min(id) FROM products)`;
    await db().execute(copy);
    expect(await countOf('Zephyr Test Widget')).toBe(2);
    await db().execute(sql`UPDATE products SET name = 'Zephyr Test Gadget' WHERE slug LIKE '%-names-1'`);
    expect(await countOf('Zephyr Test Widget')).toBe(1);
    expect(await countOf('Zephyr Test Gadget')).toBe(1);
    const found = await searchProducts({ q: 'zephyrtestgadget' });
    expect(found.items[0]?.name).toBe('Zephyr Test Gadget');
    await db().execute(sql`DELETE FROM products WHERE slug LIKE '%-names-%'`);
    expect(await countOf('Zephyr Test Widget')).toBe(0);
    expect(await countOf('Zephyr Test Gadget')).toBe(0);
  });
});
