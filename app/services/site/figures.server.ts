import { sql } from 'drizzle-orm';
import { readDb } from '~/services/db/replicas.server';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';

/**
 * The marketplace's figures as the home page shows them, counted in the database rather than
 * typed as marketing (docs/decisions/0025-honest-claims.md). Counting live listings reads every
 * live row: 1.5–2 s at a million products on a busy two-CPU machine. So the figures are cached in
 * the process for FRESH_MS, and a catalogue change marks them stale so the next visitor after it
 * starts a recount (at most one at a time) while still being shown the previous figures. Before
 * the first count has finished (a process just started), a visitor waits at most COLD_WAIT_MS and
 * then gets the planner's estimate of the listings, marked as estimated, while the count goes on.
 */
export interface MarketplaceFigures {
  liveListings: number;
  suppliers: number;
  buyers: number;
  categories: number;
  supplierStates: number;
  /** True when the listings and suppliers are the planner's estimates rather than counts. */
  estimated: boolean;
}

const FRESH_MS = 5 * 60_000;
const COLD_WAIT_MS = 300;

interface Cache {
  figures?: MarketplaceFigures;
  countedAt: number;
  counting?: Promise<MarketplaceFigures>;
}
const holder = globalThis as typeof globalThis & { __tradesetuFigures?: Cache };
const cache = (holder.__tradesetuFigures ??= { countedAt: 0 });
onCatalogueChange(() => {
  cache.countedAt = 0;
});

async function countFigures(): Promise<MarketplaceFigures> {
  // One pass over the live listings grouped by company (a hash aggregate, not a sort); listings of a
  // suspended company are hidden, so they and their company are not counted.
  const [listings, others] = await Promise.all([
    readDb().execute<{ live_listings: number; suppliers: number; supplier_states: number }>(sql`
      SELECT coalesce(sum(p.n), 0)::int AS live_listings, count(*)::int AS suppliers, count(DISTINCT c.state_code)::int AS supplier_states
      FROM (SELECT company_id, count(*) AS n FROM products WHERE status = 'live' GROUP BY company_id) p
      JOIN companies c ON c.id = p.company_id
      WHERE c.suspended_at IS NULL`),
    smallCounts(),
  ]);
  const row = listings.rows[0];
  return { liveListings: row?.live_listings ?? 0, suppliers: row?.suppliers ?? 0, supplierStates: row?.supplier_states ?? 0, ...others, estimated: false };
}

/** Buyers and categories: small tables, always counted. */
async function smallCounts(): Promise<{ buyers: number; categories: number }> {
  const { rows } = await readDb().execute<{ buyers: number; categories: number }>(sql`
    SELECT (SELECT count(*) FROM companies WHERE role IN ('buyer', 'both') AND suspended_at IS NULL)::int AS buyers,
           (SELECT count(*) FROM categories)::int AS categories`);
  return { buyers: rows[0]?.buyers ?? 0, categories: rows[0]?.categories ?? 0 };
}

/** The planner's row estimate for products and the selling companies, for a cold start only. */
async function estimateFigures(): Promise<MarketplaceFigures> {
  const [{ rows }, others] = await Promise.all([
    readDb().execute<{ listings: number; suppliers: number; states: number }>(sql`
      SELECT greatest((SELECT reltuples FROM pg_class WHERE oid = 'products'::regclass), 0)::bigint::int AS listings,
             count(*)::int AS suppliers, count(DISTINCT state_code)::int AS states
      FROM companies WHERE role IN ('seller', 'both') AND suspended_at IS NULL`),
    smallCounts(),
  ]);
  return { liveListings: rows[0]?.listings ?? 0, suppliers: rows[0]?.suppliers ?? 0, supplierStates: rows[0]?.states ?? 0, ...others, estimated: true };
}

function recount(): Promise<MarketplaceFigures> {
  cache.counting ??= countFigures()
    .then((figures) => {
      cache.figures = figures;
      cache.countedAt = Date.now();
      return figures;
    })
    .finally(() => {
      cache.counting = undefined;
    });
  return cache.counting;
}

/** The current figures: cached ones while fresh, stale ones while a recount runs, counted ones the first time. */
export async function marketplaceFigures(): Promise<MarketplaceFigures> {
  const fresh = Date.now() - cache.countedAt < FRESH_MS;
  if (cache.figures && fresh) return cache.figures;
  if (cache.figures) {
    // A failed background recount keeps the old figures; the next visitor tries again.
    recount().catch(() => undefined);
    return cache.figures;
  }
  const counting = recount();
  const first = await Promise.race([counting, new Promise<undefined>((resolve) => setTimeout(resolve, COLD_WAIT_MS))]);
  if (first) return first;
  counting.catch(() => undefined);
  return estimateFigures();
}

/** The figures as the home page's "in numbers" strip lists them. */
export function figureStats(figures: MarketplaceFigures): { value: string; label: string }[] {
  const n = (value: number) => value.toLocaleString('en-IN');
  const about = (value: number) => (figures.estimated ? `≈${n(value)}` : n(value));
  return [
    { value: about(figures.liveListings), label: figures.liveListings === 1 ? 'Product listed' : 'Products listed' },
    { value: about(figures.suppliers), label: figures.estimated ? 'Registered suppliers' : figures.suppliers === 1 ? 'Supplier with live listings' : 'Suppliers with live listings' },
    { value: n(figures.buyers), label: figures.buyers === 1 ? 'Registered buyer company' : 'Registered buyer companies' },
    { value: n(figures.categories), label: figures.categories === 1 ? 'Product category' : 'Product categories' },
  ];
}
