import { expect, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { withServerDatabase } from './database';

/**
 * A product group (the category tree's third level) of the journey's own, under the first
 * subcategory of the demo catalogue: the demo's groups are seeded elsewhere, and a journey must not
 * depend on their names. Returns its id.
 */
export function ensureProductGroup(name: string): Promise<number> {
  return withServerDatabase(async (client) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO product_groups (subcategory_id, slug, name, position)
       SELECT s.id, $1, $2, 99 FROM subcategories s JOIN categories c ON c.id = s.category_id ORDER BY c.position, s.position LIMIT 1
       ON CONFLICT (subcategory_id, slug) DO UPDATE SET name = excluded.name
       RETURNING id`,
      [slug, name],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('could not make a product group');
    return id;
  });
}

/**
 * A made-up product word no other test or earlier attempt uses. Random letters throughout, not a
 * fixed prefix with a random tail: search corrects spelling towards similar words in the catalogue,
 * so "Jeerasamba1a2b3c" on a retry would be corrected to the first attempt's "Jeerasamba4d5e6f".
 */
export function uniqueProductWord(): string {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Q${letters}`;
}

/**
 * After a journey wrote listings straight into the server's database: announces the change as the
 * app's services do on every write (a NOTIFY on the catalogue channel of
 * app/services/catalog/catalogue-events.server.ts, on commit), and waits until the server's search
 * finds `slug` for `query` (its in-memory search index reads changes when it hears of them).
 */
export async function announceListings(request: APIRequestContext, query: string, slug: string): Promise<void> {
  await withServerDatabase((client) => client.query("SELECT pg_notify('catalogue_changed', '')"));
  await expect.poll(async () => (await (await request.get(`/search.data?q=${encodeURIComponent(query)}`)).text()).includes(slug), { timeout: 10_000 }).toBe(true);
}
