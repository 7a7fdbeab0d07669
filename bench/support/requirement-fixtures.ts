import { sql } from 'drizzle-orm';
import { db } from '../../app/services/db/client.server';

/**
 * Requirement data in the benchmark database, for bench/requirements.ts. Idempotent.
 * - Every synthetic supplier gets a login (the matcher skips a company nobody can answer for), as
 *   every real one has.
 * - 20,000 past requirements with 5 suppliers each and most of them answered, so the matcher's
 *   answer-rate query reads a table of realistic size.
 * - A bench buyer with one requirement and 5 quotes (two revised), for the comparison page.
 */
const BENCH_BUYER = { email: 'bench-buyer@tradesetu.example', slug: 'bench-requirement-buyer', reference: 'RQ-BENCH234' } as const;

const run = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows;

export async function ensureSupplierLogins(): Promise<void> {
  await run(sql`INSERT INTO users (email, name, password_hash, email_verified_at)
    SELECT 'owner-' || c.slug || '@bench.example', 'Owner of ' || c.name, 'not-used', now()
    FROM companies c WHERE c.owner_user_id IS NULL AND c.role <> 'buyer'
    ON CONFLICT (email) DO NOTHING`);
  await run(sql`UPDATE companies c SET owner_user_id = u.id FROM users u
    WHERE c.owner_user_id IS NULL AND c.role <> 'buyer' AND u.email = 'owner-' || c.slug || '@bench.example'`);
}

export async function ensureBenchBuyer(): Promise<{ userId: number; companyId: number }> {
  await run(sql`INSERT INTO users (email, name, password_hash, email_verified_at) VALUES (${BENCH_BUYER.email}, 'Bench Buyer', 'not-used', now()) ON CONFLICT (email) DO NOTHING`);
  const [user] = await run(sql`SELECT id FROM users WHERE email = ${BENCH_BUYER.email}`);
  const userId = Number(user?.id);
  await run(sql`INSERT INTO companies (slug, name, owner_user_id, role, enterprise_type, legal_form, business_type, city, state_code, pin, gstin, address, contact_name, mobile, email, description, year_established)
    VALUES (${BENCH_BUYER.slug}, 'Bench Requirement Buyers', ${userId}, 'buyer', 'msme', 'Private Limited', 'Wholesaler', 'Bengaluru', '29', '560025', '29AAGCR4375J1ZU',
      '14 Residency Road, Bengaluru', 'Bench Buyer', '+919800000001', ${BENCH_BUYER.email}, 'Buys many things, for the requirements benchmark.', 2005)
    ON CONFLICT (slug) DO NOTHING`);
  const [company] = await run(sql`SELECT id FROM companies WHERE slug = ${BENCH_BUYER.slug}`);
  return { userId, companyId: Number(company?.id) };
}

/** 20,000 past requirements of the bench buyer, each sent to 5 synthetic suppliers, 70% answered. */
export async function ensureRequirementHistory(buyerCompanyId: number): Promise<void> {
  const [{ n } = { n: 0 }] = (await run(sql`SELECT count(*)::int AS n FROM requirements WHERE reference LIKE 'RQ-BH%'`)) as Array<{ n: number }>;
  if (n > 0) return;
  await run(sql`INSERT INTO requirements (reference, buyer_company_id, title, category_id, quantity, unit, delivery_pin, delivery_state_code, needed_by, buyer_gstin, status, idempotency_key, created_at, expires_at)
    SELECT 'RQ-BH' || lpad(g::text, 6, '0'), ${buyerCompanyId}, p.name, p.category_id, 100, p.unit, '560025', '29', current_date + 30, '29AAGCR4375J1ZU',
      'closed', 'bench-' || g, now() - (g % 300) * interval '1 day', now() - (g % 300) * interval '1 day' + interval '14 days'
    FROM generate_series(1, 20000) AS g JOIN LATERAL (SELECT name, category_id, unit FROM products ORDER BY id OFFSET g % 270 LIMIT 1) p ON true`);
  await run(sql`INSERT INTO requirement_suppliers (requirement_id, supplier_company_id, source, status, created_at, responded_at)
    SELECT r.id, c.id, 'matched', CASE WHEN (r.id + k) % 10 < 7 THEN 'declined' ELSE 'pending' END, r.created_at,
      CASE WHEN (r.id + k) % 10 < 7 THEN r.created_at + interval '1 day' END
    FROM requirements r CROSS JOIN generate_series(0, 4) AS k
    JOIN companies c ON c.slug = 'bench-supplier-' || (1 + (r.id * 7 + k * 3989) % 20000)
    WHERE r.reference LIKE 'RQ-BH%'
    ON CONFLICT DO NOTHING`);
  await run(sql`ANALYZE requirements`);
  await run(sql`ANALYZE requirement_suppliers`);
}

/** The bench buyer's requirement with 5 quotes from suppliers in 5 states (two of them revised). */
export async function ensureComparisonRequirement(buyer: { userId: number; companyId: number }): Promise<string> {
  const [existing] = await run(sql`SELECT id FROM requirements WHERE reference = ${BENCH_BUYER.reference}`);
  if (existing) return BENCH_BUYER.reference;
  const [category] = await run(sql`SELECT id FROM categories WHERE slug = 'agriculture'`);
  const [created] = await run(sql`INSERT INTO requirements (reference, buyer_company_id, buyer_user_id, title, category_id, quantity, unit, target_price_paise, delivery_pin, delivery_state_code, needed_by,
      details, buyer_gstin, status, idempotency_key, first_quote_at, expires_at)
    VALUES (${BENCH_BUYER.reference}, ${buyer.companyId}, ${buyer.userId}, 'Drip irrigation kits for 12 acres', ${Number(category?.id)}, 12, 'set', 2400000, '560025', '29', current_date + 30,
      'One-acre sets with 16 mm inline laterals.', '29AAGCR4375J1ZU', 'quoted', 'bench-comparison', now(), now() + interval '14 days')
    RETURNING id`);
  const requirementId = Number(created?.id);
  const suppliers = await run(sql`SELECT DISTINCT ON (state_code) id, state_code, owner_user_id FROM companies
    WHERE slug LIKE 'bench-supplier-%' AND state_code IS NOT NULL ORDER BY state_code, id LIMIT 5`);
  for (const [i, supplier] of suppliers.entries()) {
    await run(sql`INSERT INTO requirement_suppliers (requirement_id, supplier_company_id, source, reasons, score, status, responded_at)
      VALUES (${requirementId}, ${Number(supplier.id)}, 'matched', ${JSON.stringify([{ kind: 'category', text: 'Sells in Agriculture' }, { kind: 'delivery', text: 'Delivers to Karnataka' }])}::jsonb, ${70 - i * 5}, 'quoted', now())`);
    const versions = i < 2 ? 2 : 1;
    const [quote] = await run(sql`INSERT INTO quotes (requirement_id, supplier_company_id, current_version) VALUES (${requirementId}, ${Number(supplier.id)}, ${versions}) RETURNING id`);
    for (let v = 1; v <= versions; v++) {
      await run(sql`INSERT INTO quote_versions (quote_id, version, unit_price_paise, quantity, price_breaks, hsn_code, gst_rate_bp, freight_paise, delivery_terms, lead_time_days, payment_terms, valid_until, notes, supplier_state_code, created_by_user_id, idempotency_key)
        VALUES (${Number(quote?.id)}, ${v}, ${2_600_000 - i * 50_000 - v * 20_000}, 12, '[]'::jsonb, '84248200', 500, ${i * 300_000}, ${i % 2 ? 'ex_works' : 'delivered'}, ${7 + i * 3}, '30% advance, balance on delivery',
          current_date + 20, 'Bench quote.', ${String(supplier.state_code)}, ${supplier.owner_user_id === null ? null : Number(supplier.owner_user_id)}, ${`bench-${i}-${v}`})`);
    }
  }
  return BENCH_BUYER.reference;
}
