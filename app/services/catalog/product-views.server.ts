import { isbot } from 'isbot';
import { indiaDay } from '~/domain/seller-dashboard';
import { pool } from '~/services/db/client.server';
import { logger } from '~/services/logging/logger.server';

/**
 * Product page views per listing per India day (table product_views), for the seller dashboard.
 *
 * The product page is the catalogue's most visited page, so a view costs it no database work: it is
 * added to a count in memory, and every FLUSH_INTERVAL_MS one statement adds all counts gathered
 * since (arrays unnested, ON CONFLICT adding to the day's row). Shutdown flushes what is left
 * (server/index.ts). A crash loses at most one interval of views, which a dashboard can bear.
 * The counts live on globalThis: the server process and the React Router build are two module
 * graphs (see db/client.server.ts), and the route counts where the server flushes.
 */
const FLUSH_INTERVAL_MS = 15_000;

/**
 * Listings × days held between flushes at most; past it new views are dropped (and said so in the
 * log) rather than letting memory grow while the database is unreachable.
 */
const MAX_PENDING = 200_000;

interface ViewCounter {
  /** "productId:YYYY-MM-DD" → views not yet written. */
  pending: Map<string, number>;
  dropped: number;
  timer?: NodeJS.Timeout;
  flushing?: Promise<number>;
}

const holder = globalThis as typeof globalThis & { __tradesetuProductViews?: ViewCounter };
const counter = (): ViewCounter => (holder.__tradesetuProductViews ??= { pending: new Map(), dropped: 0 });

/**
 * Whether a request for a product page is a person looking at it: not a crawler or a link
 * preview (by user agent; none at all counts as a program), and not a speculative prefetch or
 * prerender by the browser (`Sec-Purpose` / `Purpose: prefetch`, or Firefox's `X-Moz: prefetch`).
 */
export function isHumanView(request: Request): boolean {
  const headers = request.headers;
  const userAgent = headers.get('user-agent');
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`.toLowerCase();
  return !/prefetch|prerender/.test(purpose);
}

/** Counts one view of a listing today (India date), if the request is a person's page view. */
export function countProductView(productId: number, request: Request, at = new Date()): void {
  if (request.method !== 'GET' || !isHumanView(request)) return;
  addViews(counter(), `${productId}:${indiaDay(at)}`, 1);
}

function addViews(state: ViewCounter, key: string, views: number): void {
  const current = state.pending.get(key);
  if (current === undefined && state.pending.size >= MAX_PENDING) {
    state.dropped += views;
    return;
  }
  state.pending.set(key, (current ?? 0) + views);
}

/**
 * Writes the counts gathered so far in one statement and returns how many views it wrote. Views of
 * a listing deleted meanwhile are skipped. If the write fails the counts are kept for the next
 * flush. Flushes never overlap: a call during one waits for it and then writes what came since.
 */
export async function flushProductViews(): Promise<number> {
  const state = counter();
  while (state.flushing) await state.flushing;
  if (state.pending.size === 0) return 0;
  const batch = state.pending;
  state.pending = new Map();
  const run = write(batch)
    .catch((err: unknown) => {
      for (const [key, views] of batch) addViews(state, key, views);
      logger.error({ err, listingDays: batch.size }, 'writing product views failed; kept for the next flush');
      return 0;
    })
    .finally(() => {
      state.flushing = undefined;
    });
  state.flushing = run;
  return run;
}

async function write(batch: Map<string, number>): Promise<number> {
  const ids: number[] = [];
  const days: string[] = [];
  const views: number[] = [];
  for (const [key, count] of batch) {
    const [id, day] = key.split(':');
    ids.push(Number(id));
    days.push(day ?? '');
    views.push(count);
  }
  // Sorted by key, so two processes flushing at once lock rows in the same order (no deadlock).
  await pool().query(
    `INSERT INTO product_views (product_id, day, views)
     SELECT v.product_id, v.day, v.views
     FROM unnest($1::int[], $2::date[], $3::int[]) AS v(product_id, day, views)
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id)
     ORDER BY v.product_id, v.day
     ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + excluded.views`,
    [ids, days, views],
  );
  return views.reduce((sum, n) => sum + n, 0);
}

/** Starts the periodic flush (idempotent); the timer does not keep the process alive. */
export function startProductViewFlushing(intervalMs = FLUSH_INTERVAL_MS): void {
  const state = counter();
  if (state.timer) return;
  state.timer = setInterval(() => {
    if (state.dropped > 0) {
      logger.warn({ views: state.dropped }, 'product views dropped: too many waiting to be written');
      state.dropped = 0;
    }
    void flushProductViews();
  }, intervalMs);
  state.timer.unref();
}

/** Stops the periodic flush and writes what is left; call before closing the database. */
export async function stopProductViewFlushing(): Promise<void> {
  const state = counter();
  clearInterval(state.timer);
  state.timer = undefined;
  await flushProductViews();
}
