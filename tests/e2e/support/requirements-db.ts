import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

/** n random lowercase letters, for names that must not repeat between runs. */
export const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A buyer company in Mumbai that did not allow its name to be shown; its id. */
export async function insertHiddenBuyer(client: pg.Client): Promise<number> {
  const word = letters(8);
  const buyer = await client.query<{ id: number }>(
    `INSERT INTO companies (slug, name, role, enterprise_type, legal_form, business_type, city, state_code, email, mobile)
     VALUES ($1, $2, 'buyer', 'msme', 'Private Limited', 'Trader', 'Mumbai', '27', $3, '+919812345678') RETURNING id`,
    [`buyer-${word}`, `Hidden Buyer ${word}`, `hidden.${word}@example.in`],
  );
  return buyer.rows[0]?.id ?? 0;
}

/**
 * Buy requirements written straight into the server's database (inside `withServerDatabase`), for
 * journeys that start after posting: 1,000 kg in the demo catalogue's first category, delivered to
 * Mumbai (Maharashtra), open for 14 days.
 */
export async function insertRequirement(
  client: pg.Client,
  values: { buyerCompanyId: number; buyerUserId?: number; title: string; buyerGstin?: string; quoted?: boolean },
): Promise<{ id: number; reference: string }> {
  const reference = `RQ-E${randomBytes(4).toString('hex').toUpperCase()}`;
  const neededBy = new Date(Date.now() + 330 * 60_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO requirements (reference, buyer_company_id, buyer_user_id, title, category_id, quantity, unit, target_price_paise, delivery_pin, delivery_state_code,
       needed_by, details, buyer_gstin, status, idempotency_key, expires_at, first_quote_at)
     SELECT $1, $2, $3, $4, c.id, 1000, 'kg', 8000, '400001', '27', $5, 'Sortexed, in 25 kg bags.', $6, $7, $8, now() + interval '14 days', $9
     FROM categories c ORDER BY c.position, c.id LIMIT 1 RETURNING id`,
    [reference, values.buyerCompanyId, values.buyerUserId ?? null, values.title, neededBy, values.buyerGstin ?? '27AAAAA0000A1Z5', values.quoted ? 'quoted' : 'open', randomUUID(), values.quoted ? new Date() : null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no requirement');
  return { id, reference };
}

/** The requirement went to the supplier (chosen for its category); `quoted`: it has answered with a quote. */
export async function sendToSupplier(client: pg.Client, requirementId: number, supplierCompanyId: number, options: { quoted?: boolean } = {}): Promise<void> {
  await client.query(
    `INSERT INTO requirement_suppliers (requirement_id, supplier_company_id, source, reasons, score, status, responded_at) VALUES ($1, $2, 'matched', $3::jsonb, 50, $4, $5)`,
    [requirementId, supplierCompanyId, JSON.stringify([{ kind: 'category', text: 'Sells in this category' }]), options.quoted ? 'quoted' : 'pending', options.quoted ? new Date() : null],
  );
}
