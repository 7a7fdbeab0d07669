import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';

/**
 * The marketplace's figures as the home page shows them, counted in the database rather than
 * typed as marketing (docs/decisions/0025-honest-claims.md). Counting live listings means reading
 * the live rows, which at a million products costs a few hundred milliseconds; so the figures are
 * cached in the process for FRESH_MS, and a catalogue change marks them stale so the next visitor
 * after it starts a recount (at most one at a time) while still being shown the previous figures.
 */
export interface MarketplaceFigures {
  liveListings: number;
  suppliers: number;
  buyers: number;
  categories: number;
  supplierStates: number;
}

const FRESH_MS = 5 * 60_000;

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
  // Listings of a suspended company are hidden, so they and their company are not counted.
  const rows = await db().execute<{ live_listings: number; suppliers: number; buyers: number; categories: number; supplier_states: number }>(sql`
    WITH live AS (
      SELECT p.company_id, c.state_code
      FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.status = 'live' AND c.suspended_at IS NULL
    )
    SELECT
      (SELECT count(*) FROM live)::int AS live_listings,
      (SELECT count(DISTINCT company_id) FROM live)::int AS suppliers,
      (SELECT count(DISTINCT state_code) FROM live)::int AS supplier_states,
      (SELECT count(*) FROM companies WHERE role IN ('buyer', 'both') AND suspended_at IS NULL)::int AS buyers,
      (SELECT count(*) FROM categories)::int AS categories`);
  const row = rows.rows[0];
  return {
    liveListings: row?.live_listings ?? 0,
    suppliers: row?.suppliers ?? 0,
    buyers: row?.buyers ?? 0,
    categories: row?.categories ?? 0,
    supplierStates: row?.supplier_states ?? 0,
  };
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
  return recount();
}

/** The figures as the home page's "in numbers" strip lists them. */
export function figureStats(figures: MarketplaceFigures): { value: string; label: string }[] {
  const n = (value: number) => value.toLocaleString('en-IN');
  return [
    { value: n(figures.liveListings), label: figures.liveListings === 1 ? 'Product listed' : 'Products listed' },
    { value: n(figures.suppliers), label: figures.suppliers === 1 ? 'Supplier with live listings' : 'Suppliers with live listings' },
    { value: n(figures.buyers), label: figures.buyers === 1 ? 'Registered buyer company' : 'Registered buyer companies' },
    { value: n(figures.categories), label: figures.categories === 1 ? 'Product category' : 'Product categories' },
  ];
}
