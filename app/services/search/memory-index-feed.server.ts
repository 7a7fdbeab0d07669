import { sql } from 'drizzle-orm';
import { config } from '~/config.server';
import type { EnterpriseType } from '~/domain/search';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';
import { db } from '~/services/db/client.server';
import { readDb } from '~/services/db/replicas.server';
import { logger } from '~/services/logging/logger.server';
import { type IndexedListing, SearchIndex } from './memory-index.server';
import { grown } from './memory-listing-columns.server';
import type { SupplierProfile } from './memory-suppliers.server';

/*
 * Fills this process's in-memory search index (memory-index.server.ts; docs/decisions/0040) and
 * keeps it current. At start every live listing is read in id order, in batches, from a replica
 * when there is one; the search engine uses the index once that is done and asks PostgreSQL until
 * then. Afterwards, whenever the catalogue changes (catalogue-events.server.ts: a NOTIFY from any
 * process, within milliseconds of the commit), the rows written since the index last looked are
 * read from the primary (products.search_xid, product_removals; migration 0040) and put in or taken
 * out. If that read fails the index is not used until one succeeds, so a search is never answered
 * from an index known to be behind. The state is on globalThis: the server starts the feed and the
 * React Router build searches, two module graphs sharing one index.
 */

/** Listings read per statement at start, and handled between turns of the event loop. */
const LOAD_BATCH = 10_000;
const YIELD_EVERY = 500;
const RETRY_MS = 1_000;

interface ListingRow extends Record<string, unknown> {
  id: number;
  name: string | null;
  name_lower: string | null;
  document: string | null;
  name_end: number | null;
  category_id: number;
  subcategory_id: number;
  company_id: number;
  price_min: number | null;
  price_max: number | null;
  min_order_qty: number;
  delivery_states: string[] | null;
  state_code: string | null;
  enterprise_type: EnterpriseType;
  verified: boolean;
  city: string;
  live: boolean;
  /** The transaction that last wrote the row (xid8 as text; null for a deleted listing or a row older than migration 0040). */
  xid: string | null;
}

interface CompanyRow extends Record<string, unknown> {
  id: number;
  /** False for a company deleted (company_removals): then the other columns are null. */
  exists: boolean;
  listed: boolean | null;
  verified: boolean | null;
  name: string | null;
  state_code: string | null;
  city: string | null;
  enterprise_type: EnterpriseType | null;
  document: string | null;
  /** As ListingRow's (migration 0041). */
  xid: string | null;
}

interface FeedState {
  index: SearchIndex | null;
  /**
   * Per listing id, the transaction whose version of the row the index holds: a catch-up reads
   * again the rows of transactions that were still running last time, and one already held is
   * skipped (no work, and the search caches are not emptied for nothing).
   */
  held: Float64Array;
  /** Per company id, the transaction whose version of the company the index holds (as `held`). */
  heldCompanies: Map<number, string | null>;
  /** Every transaction that started before this (xid8, as text) had committed or aborted when the index last read. */
  horizon: string | null;
  /** The index missed a refresh: not used until one succeeds. */
  behind: boolean;
  lower: (text: string) => string;
  refreshing: Promise<void> | null;
  again: boolean;
  stopped: boolean;
  unsubscribe: (() => void) | null;
  retry: ReturnType<typeof setTimeout> | null;
  listeners: Set<() => void>;
}

const holder = globalThis as typeof globalThis & { __tradesetuSearchIndex?: FeedState };
const state = (holder.__tradesetuSearchIndex ??= {
  index: null,
  held: new Float64Array(0),
  heldCompanies: new Map(),
  horizon: null,
  behind: false,
  lower: (text) => text.toLowerCase(),
  refreshing: null,
  again: false,
  stopped: true,
  unsubscribe: null,
  retry: null,
  listeners: new Set(),
});

const COLUMNS = sql`p.id, p.name, lower(p.name) AS name_lower, p.search_document::text AS document,
  coalesce((SELECT max(at) FROM unnest(to_tsvector('english', p.name)) u, unnest(u.positions) at), 0) AS name_end, p.category_id, p.subcategory_id, p.company_id,
  p.price_min_paise::float8 AS price_min, p.price_max_paise::float8 AS price_max, p.min_order_qty, p.delivery_states,
  co.state_code, co.enterprise_type, co.verified, lower(co.city) AS city,
  (p.status = 'live' AND NOT p.supplier_suspended AND p.search_document IS NOT NULL) AS live, p.search_xid::text AS xid`;

function toListing(row: ListingRow): IndexedListing {
  return {
    id: row.id,
    name: row.name ?? '',
    nameLower: row.name_lower ?? '',
    document: row.document ?? '',
    nameEnd: row.name_end ?? 0,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    companyId: row.company_id,
    priceMinPaise: row.price_min,
    priceMaxPaise: row.price_max,
    minOrderQty: row.min_order_qty,
    deliveryStates: row.delivery_states ?? [],
    company: { stateCode: row.state_code, enterpriseType: row.enterprise_type, verified: row.verified, city: row.city },
  };
}

/** The suppliers strip's view of a company (memory-suppliers.server.ts); a buyer or suspended company is held as not listed. */
const COMPANY_COLUMNS = sql`co.id, true AS exists, (co.role <> 'buyer' AND co.suspended_at IS NULL) AS listed, co.verified, co.name, co.state_code,
  lower(co.city) AS city, co.enterprise_type, coalesce(co.search_document::text, '') AS document, co.search_xid::text AS xid`;

function toProfile(row: CompanyRow): SupplierProfile {
  return {
    id: row.id,
    listed: row.listed === true,
    verified: row.verified === true,
    name: row.name ?? '',
    stateCode: row.state_code,
    cityLower: row.city ?? '',
    enterpriseType: row.enterprise_type ?? 'msme',
    document: row.document ?? '',
  };
}

/** Puts a company read from the database into the index, or takes it out; false when the index held that version already. */
function applyCompany(index: SearchIndex, row: CompanyRow): boolean {
  if (row.exists && row.xid !== null && state.heldCompanies.get(row.id) === row.xid) return false;
  if (!row.exists && !state.heldCompanies.has(row.id)) return false;
  if (row.exists) {
    index.suppliers.put(toProfile(row));
    state.heldCompanies.set(row.id, row.xid);
  } else {
    index.suppliers.remove(row.id);
    state.heldCompanies.delete(row.id);
  }
  return true;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Notes which version of a listing the index holds (xid8 values stay far below 2^53). */
function hold(row: ListingRow): void {
  state.held = grown(state.held, row.id + 1);
  state.held[row.id] = row.xid === null ? 0 : Number(row.xid);
}

/** Whether the index already holds this version of the row (or, for a listing gone, holds nothing). */
function alreadyHeld(index: SearchIndex, row: ListingRow): boolean {
  if (!row.live) return !index.has(row.id);
  return index.has(row.id) && row.xid !== null && state.held[row.id] === Number(row.xid);
}

/** The index, when it is loaded and not known to be behind; null means: ask PostgreSQL. */
export function readySearchIndex(): { index: SearchIndex; lower: (text: string) => string } | null {
  return state.index && !state.behind && !state.stopped ? { index: state.index, lower: state.lower } : null;
}

/** Called after the index took in changes: result caches filled from the index before that must go. */
export function onSearchIndexUpdated(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/**
 * Reads every live listing into a new index, then catches up. Resolves when the index is in use;
 * the server does not wait for it (searches go to PostgreSQL meanwhile).
 */
async function load(): Promise<void> {
  const started = performance.now();
  const index = new SearchIndex();
  const database = readDb();
  // lower() follows the database's character type: under the C locale it changes ASCII letters only.
  const [{ horizon, unicode } = { horizon: '0', unicode: true }] = (
    await database.execute<{ horizon: string; unicode: boolean }>(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon, lower('ÀÉ') = 'àé' AS unicode`)
  ).rows;
  // (Names are loaded lower-cased by the database itself; only the typed query is lowered here.)
  state.lower = unicode ? (text) => text.toLowerCase() : (text) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  for (let after = 0; !state.stopped; ) {
    const { rows } = await database.execute<CompanyRow>(sql`SELECT ${COMPANY_COLUMNS} FROM companies co WHERE co.id > ${after} ORDER BY co.id LIMIT ${LOAD_BATCH}`);
    if (rows.length === 0) break;
    for (const row of rows) applyCompany(index, row);
    after = (rows.at(-1) as CompanyRow).id;
    await nextTurn();
  }
  for (let after = 0; !state.stopped; ) {
    const { rows } = await database.execute<ListingRow>(sql`SELECT ${COLUMNS} FROM products p JOIN companies co ON co.id = p.company_id
      WHERE p.id > ${after} AND p.status = 'live' AND NOT p.supplier_suspended AND p.search_document IS NOT NULL ORDER BY p.id LIMIT ${LOAD_BATCH}`);
    if (rows.length === 0) break;
    for (let k = 0; k < rows.length; k++) {
      const row = rows[k] as ListingRow;
      index.put(toListing(row));
      hold(row);
      if (k % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    }
    after = (rows.at(-1) as ListingRow).id;
  }
  if (state.stopped) return;
  index.trim();
  state.horizon = horizon;
  state.index = index;
  await refresh();
  logger.info({ listings: index.size, megabytes: Math.round(index.bytes / 1e6), ms: Math.round(performance.now() - started) }, 'search index loaded');
}

/** Reads what changed since the index last looked, from the primary, and applies it. */
async function catchUp(): Promise<void> {
  const index = state.index;
  if (!index || state.horizon === null) return;
  const since = state.horizon;
  const { rows } = await db().execute<ListingRow & { horizon: string }>(sql`
    SELECT h.horizon, r.* FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon) h
    LEFT JOIN LATERAL (
      SELECT ${COLUMNS} FROM products p JOIN companies co ON co.id = p.company_id WHERE p.search_xid >= ${since}::xid8
      UNION ALL
      SELECT r.product_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL
      FROM product_removals r WHERE r.removed_xid >= ${since}::xid8
    ) r ON true`);
  // Companies after listings, from the same point: a company written meanwhile is read again next time.
  const companies = await db().execute<CompanyRow>(sql`
    SELECT ${COMPANY_COLUMNS} FROM companies co WHERE co.search_xid >= ${since}::xid8
    UNION ALL
    SELECT r.company_id, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM company_removals r WHERE r.removed_xid >= ${since}::xid8`);
  let changed = 0;
  for (const row of companies.rows) if (applyCompany(index, row)) changed++;
  for (const row of rows) {
    if (row.id === null || alreadyHeld(index, row)) continue;
    if (row.live) {
      index.put(toListing(row));
      hold(row);
    } else index.remove(row.id);
    changed++;
  }
  state.horizon = rows[0]?.horizon ?? since;
  state.behind = false;
  if (changed > 0) for (const listener of state.listeners) listener();
}

/** One catch-up at a time; a change heard during one runs another after it. */
function refresh(): Promise<void> {
  if (state.refreshing) {
    state.again = true;
    return state.refreshing;
  }
  state.refreshing = (async () => {
    try {
      do {
        state.again = false;
        await catchUp();
      } while (state.again && !state.stopped);
    } catch (error) {
      state.behind = true;
      logger.warn({ err: error }, 'search index could not read catalogue changes; searching PostgreSQL until it can');
      if (!state.stopped) state.retry = setTimeout(() => void refresh(), RETRY_MS);
    } finally {
      state.refreshing = null;
    }
  })();
  return state.refreshing;
}

/**
 * Starts the in-memory index when SEARCH_INDEX=memory (the default): loads it in the background
 * and follows catalogue changes. The returned promise settles when the first load has (for tests
 * and benchmarks that want to search the index).
 */
export function startSearchIndex(): Promise<void> {
  if (config().SEARCH_INDEX !== 'memory' || !state.stopped) return Promise.resolve();
  state.stopped = false;
  state.unsubscribe = onCatalogueChange(() => {
    if (state.index) void refresh();
  });
  const attempt = async (): Promise<void> => {
    try {
      await load();
    } catch (error) {
      if (state.stopped) return;
      logger.warn({ err: error }, 'search index could not load; searching PostgreSQL, retrying in 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      if (!state.stopped) return attempt();
    }
  };
  return attempt();
}

/** Stops following changes and drops the index (shutdown, tests). */
export async function stopSearchIndex(): Promise<void> {
  state.stopped = true;
  state.unsubscribe?.();
  state.unsubscribe = null;
  if (state.retry) clearTimeout(state.retry);
  await state.refreshing;
  state.index = null;
  state.held = new Float64Array(0);
  state.heldCompanies = new Map();
  state.horizon = null;
  state.behind = false;
}

/** For /readyz and benchmarks: whether the index is in use, and its size. */
export function searchIndexStatus(): { state: 'off' | 'loading' | 'ready' | 'behind'; listings: number } {
  if (config().SEARCH_INDEX !== 'memory') return { state: 'off', listings: 0 };
  if (!state.index) return { state: 'loading', listings: 0 };
  return { state: state.behind ? 'behind' : 'ready', listings: state.index.size };
}
