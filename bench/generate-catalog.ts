/**
 * Loads a large synthetic catalogue into the benchmark database (bench/out/data):
 *   npm run bench:generate -- 1000000
 * Suppliers and products are generated in SQL (INSERT … SELECT generate_series) from the demo
 * catalogue: each product is a variant of one of the 270 demo products (grade, pack, origin),
 * sold by one of 20,000 synthetic suppliers across the demo's cities and states, with its listing
 * terms (group, HSN and GST, price breaks scaled to the copy, lead time, packaging, SKU), and
 * availability, delivery states and state (2% not live) spread independently of the product, and
 * a Hindi name (the demo product's, with the grade in Hindi) with its search keys (issue 19). The
 * search documents (with their filter tokens) are computed in the same statements and the GIN
 * indexes rebuilt at the end.
 */
import { sql } from 'drizzle-orm';
import { hindiNameKeys } from '../app/domain/hindi-text';
import { closeDatabase, db } from '../app/services/db/client.server';
import { runMigrations } from '../app/services/db/migrate.server';
import { seedDemoData } from '../seed/seed-demo';
import { openBenchDatabase } from './database';

const target = Number(process.argv[2] ?? 1_000_000);
// The variants' grades, and the same in Hindi for the Hindi name (issue 19) with its search keys.
const GRADES_HI = ['प्रीमियम', 'एक्सपोर्ट क्वालिटी', 'ऑर्गेनिक', 'इकॉनमी', 'हेवी ड्यूटी', 'स्टैंडर्ड', 'डीलक्स', 'होलसेल', 'बल्क पैक', 'हस्तनिर्मित', 'आईएसआई मार्क', 'औद्योगिक', 'इको फ्रेंडली', 'क्लासिक', 'सुपर'];
const textArray = (list: string[]) => sql`ARRAY[${sql.join(
  list.map((item) => sql`${item}`),
  sql`, `,
)}]::text[]`;
const SUPPLIERS = Math.max(100, Math.round(target / 50));
const BATCH = 100_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const database = await openBenchDatabase();
try {
  await runMigrations();
  await seedDemoData();
  const run = (query: ReturnType<typeof sql>) => db().execute(query);
  await run(sql`SET maintenance_work_mem = '512MB'`);

  const [{ n: existingSuppliers } = { n: 0 }] = (await run(sql`SELECT count(*)::int AS n FROM companies WHERE slug LIKE 'bench-supplier-%'`)).rows as Array<{ n: number }>;
  if (existingSuppliers < SUPPLIERS) {
    await run(sql`
      WITH places AS (SELECT array_agg(city ORDER BY id) AS cities, array_agg(state_code ORDER BY id) AS codes, count(*)::int AS n FROM companies WHERE slug NOT LIKE 'bench-%'),
      words AS (SELECT ARRAY['Shree','Sai','Ganesh','Laxmi','Bharat','Om','Jai','Krishna','Surya','Navkar','Mahalaxmi','Balaji','Annapurna','Ambika','Shiv','Vishwa','Amrit','Nandi','Sagar','Kaveri'] AS a,
                        ARRAY['Traders','Enterprises','Industries','Exports','Agro','Udyog','Textiles','Engineering','Impex','Overseas','Products','Corporation'] AS b)
      INSERT INTO companies (slug, name, role, enterprise_type, legal_form, business_type, city, state_code, verification_level, year_established, description)
      SELECT 'bench-supplier-' || g,
        words.a[1 + g % 20] || ' ' || words.b[1 + (g / 20) % 12] || ' ' || g,
        'seller', (ARRAY['startup','msme','social','innovative'])[1 + g % 4], 'Private Limited', 'Manufacturing Sector',
        places.cities[1 + g % places.n], places.codes[1 + g % places.n], CASE WHEN g % 3 <> 0 THEN 'documents_reviewed' ELSE 'none' END, 1975 + g % 49,
        'Manufacturer and wholesale supplier serving buyers across India with GST invoices and pan-India dispatch.'
      FROM generate_series(${existingSuppliers + 1}::int, ${SUPPLIERS}::int) AS g, places, words`);
  }
  console.error(`suppliers: ${SUPPLIERS} (${elapsed()})`);

  await run(sql`DROP INDEX IF EXISTS products_search_document_idx`);
  await run(sql`DROP INDEX IF EXISTS products_name_trgm_idx`);
  await run(sql`ALTER TABLE products DISABLE TRIGGER products_search_document`);
  await run(sql`DROP TABLE IF EXISTS bench_bases`);
  // Per demo product, the parts of its document that do not change between variants.
  await run(sql`CREATE UNLOGGED TABLE bench_bases AS
    SELECT row_number() OVER (ORDER BY p.id) - 1 AS i, p.name, p.name_hi, p.name_hi_keys, p.slug, p.category_id, p.subcategory_id, p.group_id, p.unit, p.price_min_paise, p.price_max_paise,
      p.min_order_qty, p.price_breaks, p.hsn_code, p.gst_rate_bp, p.prices_include_gst, p.lead_time_days, p.availability, p.sample_available,
      p.packaging, p.delivery_states, p.sku, p.specs, p.keywords, p.description,
      setweight(to_tsvector('english', array_to_string(p.keywords, ' ')), 'B') || setweight(to_tsvector('english', c.name || ' ' || s.name), 'B') || setweight(to_tsvector('english', p.description), 'D') AS doc
    FROM products p JOIN categories c ON c.id = p.category_id JOIN subcategories s ON s.id = p.subcategory_id
    WHERE p.slug !~ '-b[0-9]+$'`);
  await run(sql`DROP TABLE IF EXISTS bench_suppliers`);
  await run(sql`CREATE UNLOGGED TABLE bench_suppliers AS
    SELECT row_number() OVER (ORDER BY co.id) - 1 AS i, co.id,
      setweight(to_tsvector('english', concat_ws(' ', co.name, co.city, st.name)), 'C') || supplier_filter_tokens(co.state_code, co.enterprise_type, co.verified) AS doc
    FROM companies co LEFT JOIN states st ON st.code = co.state_code WHERE co.slug LIKE 'bench-supplier-%'`);
  await run(sql`CREATE UNIQUE INDEX ON bench_bases (i)`);
  await run(sql`CREATE UNIQUE INDEX ON bench_suppliers (i)`);
  const [{ n: bases } = { n: 270 }] = (await run(sql`SELECT count(*)::int AS n FROM bench_bases`)).rows as Array<{ n: number }>;

  const [{ n: existing } = { n: 0 }] = (await run(sql`SELECT count(*)::int AS n FROM products WHERE slug ~ '-b[0-9]+$'`)).rows as Array<{ n: number }>;
  for (let from = existing + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1);
    await run(sql`
      WITH v AS (SELECT ARRAY['Premium','Export Quality','Organic','Economy','Heavy Duty','Standard','Deluxe','Wholesale','Bulk Pack','Handmade','ISI Marked','Industrial','Eco Friendly','Classic','Super'] AS grade,
        ${textArray(GRADES_HI)} AS grade_hi, ${textArray(GRADES_HI.map((grade) => hindiNameKeys(grade) ?? ''))} AS grade_keys)
      INSERT INTO products (slug, company_id, category_id, subcategory_id, group_id, name, name_hi, name_hi_keys, description, unit, price_min_paise, price_max_paise, min_order_qty,
        price_breaks, hsn_code, gst_rate_bp, prices_include_gst, lead_time_days, availability, sample_available, packaging, delivery_states, sku,
        status, published_at, specs, keywords, position, search_document)
      SELECT b.slug || '-b' || g, s.id, b.category_id, b.subcategory_id, b.group_id, n.name, n.name_hi, n.name_hi_keys, b.description, b.unit,
        (b.price_min_paise * (80 + g % 41) / 100), (b.price_max_paise * (80 + g % 41) / 100), greatest(1, b.min_order_qty * (1 + g % 4) / 2),
        pb.breaks, b.hsn_code, b.gst_rate_bp, b.prices_include_gst, b.lead_time_days, l.availability, b.sample_available, b.packaging, l.delivery_states,
        b.sku || '-' || g, l.status, CASE WHEN l.status = 'live' THEN now() END, b.specs, b.keywords, g,
        setweight(to_tsvector('english', n.name), 'A') || setweight(to_tsvector('english', coalesce(n.name_hi_keys, '')), 'A') || b.doc || s.doc || listing_filter_tokens(l.availability)
      FROM generate_series(${from}::int, ${to}::int) AS g, v
      JOIN LATERAL (SELECT * FROM bench_bases WHERE i = g % ${bases}::int) b ON true
      JOIN LATERAL (SELECT * FROM bench_suppliers WHERE i = (g::bigint * 7919) % ${SUPPLIERS}::int) s ON true
      CROSS JOIN LATERAL (SELECT v.grade[1 + (g / ${bases}::int) % 15] || ' ' || b.name AS name,
        v.grade_hi[1 + (g / ${bases}::int) % 15] || ' ' || b.name_hi AS name_hi, v.grade_keys[1 + (g / ${bases}::int) % 15] || ' ' || b.name_hi_keys AS name_hi_keys) n
      -- The price breaks scaled with the copy's MOQ and prices, so they still start at its MOQ and never overlap.
      CROSS JOIN LATERAL (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'minQty', CASE WHEN e.ord = 1 THEN greatest(1, (e.pb->>'minQty')::int * (1 + g % 4) / 2) ELSE (e.pb->>'minQty')::int * (1 + g % 4) / 2 END,
          'maxQty', CASE WHEN jsonb_typeof(e.pb->'maxQty') = 'number' THEN ((e.pb->>'maxQty')::int + 1) * (1 + g % 4) / 2 - 1 END,
          'pricePaise', (e.pb->>'pricePaise')::bigint * (80 + g % 41) / 100) ORDER BY e.ord), '[]'::jsonb) AS breaks
        FROM jsonb_array_elements(b.price_breaks) WITH ORDINALITY AS e(pb, ord)) pb
      -- Listing terms spread independently of the product (issue 14): 45% in stock, 15% made to
      -- order, the rest unsaid; 15% deliver to one or two named states, the rest everywhere; 2% not live.
      CROSS JOIN LATERAL (SELECT (g::bigint * 7907) % 100 AS a, (g::bigint * 104729) % 100 AS d, (g::bigint * 15485863) % 100 AS st) h
      CROSS JOIN LATERAL (SELECT
        CASE WHEN h.a < 45 THEN 'in_stock' WHEN h.a < 60 THEN 'made_to_order' END AS availability,
        CASE WHEN h.d < 10 THEN ARRAY[(ARRAY['27','24','29','33','09','07','19','32'])[1 + g % 8]]
             WHEN h.d < 15 THEN ARRAY[(ARRAY['27','24','29','33','09','07','19','32'])[1 + g % 8], (ARRAY['06','08','23','36'])[1 + g % 4]]
             ELSE '{}'::text[] END AS delivery_states,
        CASE WHEN h.st < 98 THEN 'live' ELSE (ARRAY['draft','submitted','paused','archived','rejected'])[1 + g % 5] END AS status) l`);
    console.error(`products: ${to} (${elapsed()})`);
  }
  await run(sql`ALTER TABLE products ENABLE TRIGGER products_search_document`);
  await run(sql`SELECT search_words_add(string_agg(w, ' ')) FROM unnest(ARRAY['Premium','Export Quality','Organic','Economy','Heavy Duty','Standard','Deluxe','Wholesale','Bulk Pack','Handmade','ISI Marked','Industrial','Eco Friendly','Classic','Super']) AS w`);
  await run(sql`CREATE INDEX products_search_document_idx ON products USING gin (search_document)`);
  console.error(`full-text index built (${elapsed()})`);
  await run(sql`CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops)`);
  console.error(`trigram index built (${elapsed()})`);
  await run(sql`DROP TABLE bench_bases`);
  await run(sql`DROP TABLE bench_suppliers`);
  await run(sql`VACUUM ANALYZE products`);
  await run(sql`VACUUM ANALYZE companies`);
  const [{ n: total } = { n: 0 }] = (await run(sql`SELECT count(*)::int AS n FROM products`)).rows as Array<{ n: number }>;
  console.error(`done: ${total} products, ${SUPPLIERS} synthetic suppliers, ${elapsed()}`);
} finally {
  await closeDatabase();
  await database.stop();
}
