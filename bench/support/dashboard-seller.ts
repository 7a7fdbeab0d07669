import { sql } from 'drizzle-orm';
import { db } from '../../app/services/db/client.server';

/**
 * A seller with a large catalogue in the benchmark database, for bench/dashboard.ts: 2,000 listings
 * spread over every state, 30 days of daily views each, 3,000 inquiries over 60 days (a third
 * unanswered) and pending edits; plus views and inquiries of other sellers around it, so the
 * tables the dashboard reads are not just this seller's. Idempotent: the listings are made once,
 * while the views and inquiries are made again on every run, relative to today.
 */
export const BENCH_SELLER = { email: 'bench-seller@tradesetu.example', slug: 'bench-dashboard-seller', listings: 2000 } as const;

const run = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;

export async function ensureBenchSeller(): Promise<{ userId: number; companyId: number; productSlug: string; productId: number }> {
  await run(sql`INSERT INTO users (email, name, password_hash, email_verified_at) VALUES (${BENCH_SELLER.email}, 'Bench Seller', 'not-used', now()) ON CONFLICT (email) DO NOTHING`);
  const [user] = await run(sql`SELECT id FROM users WHERE email = ${BENCH_SELLER.email}`);
  const userId = Number(user?.id);
  await run(sql`INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type, city, state_code, address, contact_name, mobile, email, description, year_established)
    VALUES (${BENCH_SELLER.slug}, 'Bench Dashboard Industries', ${userId}, 'seller', 'msme', 'Private Limited', 'Manufacturing Sector', 'Pune', '27', '12 MIDC Road, Pune',
      'Bench Seller', '+919800000000', ${BENCH_SELLER.email}, 'Maker of many things, for the dashboard benchmark.', 2001)
    ON CONFLICT (slug) DO NOTHING`);
  const [company] = await run(sql`SELECT id FROM companies WHERE slug = ${BENCH_SELLER.slug}`);
  const companyId = Number(company?.id);

  const [{ n } = { n: 0 }] = (await run(sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${companyId}`)) as Array<{ n: number }>;
  if (n < BENCH_SELLER.listings) {
    // Variants of the demo catalogue's products; states: 1,700 live and the rest spread over the others.
    await run(sql`INSERT INTO products (slug, company_id, category_id, subcategory_id, name, description, unit, price_min_paise, min_order_qty, status, status_reason, submitted_at, updated_at)
      SELECT 'bench-seller-' || g, ${companyId}, b.category_id, b.subcategory_id, b.name || ' lot ' || g, b.description, b.unit, b.price_min_paise, b.min_order_qty,
        s.status, CASE WHEN s.status = 'rejected' THEN 'The photos are unclear, or do not show the product' END,
        CASE WHEN s.status = 'submitted' THEN now() - g * interval '1 minute' END, now() - g * interval '1 hour'
      FROM generate_series(${n + 1}::int, ${BENCH_SELLER.listings}::int) AS g
      JOIN LATERAL (SELECT p.category_id, p.subcategory_id, p.name, p.description, p.unit, p.price_min_paise, p.min_order_qty FROM products p ORDER BY p.id OFFSET (g * 7919) % 270 LIMIT 1) b ON true
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 20 < 17 THEN 'live' ELSE (ARRAY['draft', 'submitted', 'rejected', 'paused', 'archived', 'draft'])[1 + g % 6] END AS status) s`);
  }
  // Forty live listings with a renamed edit waiting or rejected: whole contents, as the listing
  // service writes them (the seller's list says what each changes).
  await run(sql`INSERT INTO product_revisions (product_id, content, status, status_reason)
    SELECT p.id, jsonb_build_object('name', p.name || ' (new name)', 'groupId', coalesce(p.group_id, 0), 'description', p.description, 'unit', p.unit,
        'minOrderQty', p.min_order_qty, 'priceMinPaise', p.price_min_paise, 'priceMaxPaise', p.price_max_paise, 'priceBreaks', p.price_breaks,
        'hsnCode', p.hsn_code, 'gstRateBp', p.gst_rate_bp, 'pricesIncludeGst', p.prices_include_gst, 'specs', '[]'::jsonb, 'leadTimeDays', p.lead_time_days,
        'availability', p.availability, 'sampleAvailable', p.sample_available, 'packaging', p.packaging, 'deliveryStates', to_jsonb(p.delivery_states),
        'sku', p.sku, 'photos', '[]'::jsonb),
      CASE WHEN row_number() OVER (ORDER BY p.id) % 2 = 0 THEN 'submitted' ELSE 'rejected' END, 'The name, description or price is misleading'
    FROM products p WHERE p.company_id = ${companyId} AND p.status = 'live' ORDER BY p.id LIMIT 40
    ON CONFLICT (product_id) DO UPDATE SET content = excluded.content`);

  // Other sellers' traffic, made once: 30 days of views for 100,000 listings and 200,000 inquiries.
  const [{ others } = { others: 0 }] = (await run(sql`SELECT count(*)::int AS others FROM product_views WHERE product_id < 200000`)) as Array<{ others: number }>;
  if (others === 0) {
    await run(sql`INSERT INTO product_views (product_id, day, views)
      SELECT p.id, current_date - d, 1 + (p.id * 31 + d) % 40 FROM products p CROSS JOIN generate_series(0, 29) AS d
      WHERE p.id % 10 = 0 ON CONFLICT DO NOTHING`);
    await run(sql`INSERT INTO inquiries (reference, company_id, product_id, buyer_name, buyer_email, buyer_mobile, quantity, unit, requirement, status, created_at)
      SELECT 'BENCH-O-' || g, p.company_id, p.id, 'Bench Buyer', 'buyer@example.in', '+919811111111', 10, p.unit, 'Bench inquiry for the dashboard benchmark.',
        (ARRAY['new', 'read', 'answered'])[1 + g % 3], now() - (g % 90) * interval '1 day'
      FROM generate_series(1, 200000) AS g JOIN products p ON p.id = 1 + (g * 4999) % 1000000`);
  }

  // This seller's figures, again on every run so the 7 and 30 days are always filled.
  await run(sql`DELETE FROM product_views WHERE product_id IN (SELECT id FROM products WHERE company_id = ${companyId})`);
  // Day by day, as the flushes write them, so one listing's rows lie on different pages.
  await run(sql`INSERT INTO product_views (product_id, day, views)
    SELECT p.id, current_date - d, (p.id * 13 + d * 7) % 60 FROM products p CROSS JOIN generate_series(0, 34) AS d WHERE p.company_id = ${companyId} ORDER BY d DESC, p.id`);
  await run(sql`DELETE FROM inquiries WHERE company_id = ${companyId}`);
  await run(sql`WITH mine AS (SELECT id, unit, row_number() OVER (ORDER BY id) - 1 AS i FROM products WHERE company_id = ${companyId})
    INSERT INTO inquiries (reference, company_id, product_id, buyer_name, buyer_email, buyer_mobile, quantity, unit, requirement, status, created_at)
    SELECT 'BENCH-S-' || g, ${companyId}, p.id, 'Bench Buyer ' || g, 'buyer@example.in', '+919811111111', 10, p.unit, 'Bench inquiry for the dashboard benchmark.',
      (ARRAY['new', 'read', 'answered'])[1 + g % 3], now() - (g % 60) * interval '1 day' - (g % 24) * interval '1 hour'
    FROM generate_series(1, 3000) AS g JOIN mine p ON p.i = (g * 37) % ${BENCH_SELLER.listings}`);
  await run(sql`ANALYZE products`);
  await run(sql`ANALYZE product_views`);
  await run(sql`ANALYZE inquiries`);
  const [product] = await run(sql`SELECT id, slug FROM products WHERE company_id = ${companyId} AND status = 'live' ORDER BY id LIMIT 1`);
  return { userId, companyId, productSlug: String(product?.slug), productId: Number(product?.id) };
}
