import { sql } from 'drizzle-orm';
import { action } from '~/routes/api.registration.autofill';
import { db } from '~/services/db/client.server';
import { answerOf, callRoute, requestAs } from './route-call';

/** POSTs a JSON body to /api/registration/autofill from an IP and returns status and JSON. */
export async function askAutofill(body: unknown, clientIp = '203.0.113.7'): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = await requestAs(undefined, '/api/registration/autofill', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const { data } = await answerOf(callRoute(action, request, {}, clientIp));
  const response = data as Response;
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A seeded sub category with live products: its ids, names and its first five live product names. */
export async function subcategoryWithProducts(): Promise<{ categoryId: number; subcategoryId: number; subcategory: string; firstProducts: string[] }> {
  const { rows } = await db().execute<{ category_id: number; subcategory_id: number; name: string }>(sql`
    SELECT s.category_id, s.id AS subcategory_id, s.name FROM subcategories s
    WHERE (SELECT count(*) FROM products p WHERE p.subcategory_id = s.id AND p.status = 'live') >= 5
    ORDER BY s.id LIMIT 1`);
  const row = rows[0];
  if (!row) throw new Error('the seed has no sub category with five live products');
  const names = await db().execute<{ name: string }>(sql`
    SELECT name FROM products WHERE subcategory_id = ${row.subcategory_id} AND status = 'live' ORDER BY position, id LIMIT 40`);
  const firstProducts = [...new Set(names.rows.map((r) => r.name))].slice(0, 5);
  return { categoryId: row.category_id, subcategoryId: row.subcategory_id, subcategory: row.name, firstProducts };
}
