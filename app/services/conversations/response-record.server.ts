import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANSWER_GRACE_DAYS, NO_RESPONSE_STATS, RESPONSE_WINDOW_DAYS, type ResponseStats } from '~/domain/response-record';
import { db, type Database, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { supplierResponseStats } from '~/services/db/schema/conversations';
import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';

/**
 * Each supplier's response record (app/domain/response-record.ts) counted from its threads: a
 * thread opened within RESPONSE_WINDOW_DAYS counts once the seller answered it or once it is
 * ANSWER_GRACE_DAYS old. The seller's first answer is its first message in the thread, or for a
 * requirement its quote or decline, whichever came first. Public pages read the daily snapshot in
 * supplier_response_stats (computed on demand for a supplier without a row); requirement matching
 * counts live for its few candidates, leaving out the requirement being matched.
 */

interface StatsRow extends Record<string, unknown> {
  company_id: number;
  threads: number;
  answered: number;
  median_seconds: number | null;
}

/** The SELECT that counts, per seller, for the sellers `scope` picks (a condition on `t`). */
function countingQuery(scope: SQL, excludeRequirementId?: number): SQL {
  return sql`
    WITH counted AS (
      SELECT t.seller_company_id AS company_id, t.created_at,
             LEAST(t.first_seller_reply_at, rs.responded_at) AS first_reply_at
      FROM threads t
      LEFT JOIN requirement_suppliers rs ON rs.requirement_id = t.requirement_id AND rs.supplier_company_id = t.seller_company_id
      WHERE ${scope}
        AND t.created_at >= now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
        ${excludeRequirementId === undefined ? sql`` : sql`AND t.requirement_id IS DISTINCT FROM ${excludeRequirementId}`}
    )
    SELECT company_id,
           count(*)::int AS threads,
           count(first_reply_at)::int AS answered,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reply_at - created_at))
                 FILTER (WHERE first_reply_at IS NOT NULL))::int AS median_seconds
    FROM counted
    WHERE first_reply_at IS NOT NULL OR created_at < now() - make_interval(days => ${ANSWER_GRACE_DAYS})
    GROUP BY company_id`;
}

const toStats = (row: StatsRow): ResponseStats => ({ threads: Number(row.threads), answered: Number(row.answered), medianFirstReplySeconds: row.median_seconds === null ? null : Number(row.median_seconds) });

/** Counts now, from the threads, for these suppliers; one that has no thread that counts is left out of the map. */
export async function countResponseStats(companyIds: readonly number[], options: { excludeRequirementId?: number } = {}): Promise<Map<number, ResponseStats>> {
  if (companyIds.length === 0) return new Map();
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db().execute<StatsRow>(countingQuery(sql`t.seller_company_id IN (${ids})`, options.excludeRequirementId));
  return new Map(rows.rows.map((row) => [Number(row.company_id), toStats(row)]));
}

/** Writes the counted record of each of `companyIds` (zero for one with nothing counted). */
async function store(executor: Database | Transaction, companyIds: readonly number[], counted: Map<number, ResponseStats>): Promise<void> {
  if (companyIds.length === 0) return;
  const values = companyIds.map((companyId) => {
    const stats = counted.get(companyId) ?? NO_RESPONSE_STATS;
    return { companyId, threads: stats.threads, answered: stats.answered, medianFirstReplySeconds: stats.medianFirstReplySeconds, computedAt: new Date() };
  });
  await executor
    .insert(supplierResponseStats)
    .values(values)
    .onConflictDoUpdate({
      target: supplierResponseStats.companyId,
      set: { threads: sql`excluded.threads`, answered: sql`excluded.answered`, medianFirstReplySeconds: sql`excluded.median_first_reply_seconds`, computedAt: sql`excluded.computed_at` },
    });
}

/**
 * The stored record of each supplier, counting and storing it first for a supplier that has no
 * row yet (new since the last daily run).
 */
export async function responseStatsOf(companyIds: readonly number[]): Promise<Map<number, ResponseStats>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db().select().from(supplierResponseStats).where(inArray(supplierResponseStats.companyId, [...companyIds]));
  const found = new Map(rows.map((row): [number, ResponseStats] => [row.companyId, { threads: row.threads, answered: row.answered, medianFirstReplySeconds: row.medianFirstReplySeconds }]));
  const missing = companyIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const counted = await countResponseStats(missing);
    await store(db(), missing, counted);
    for (const id of missing) found.set(id, counted.get(id) ?? NO_RESPONSE_STATS);
  }
  return found;
}

/** The stored record of the supplier with this slug (counted on demand when it has none). */
export async function responseStatsBySlug(slug: string): Promise<ResponseStats | undefined> {
  const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  if (!company) return undefined;
  return (await responseStatsOf([company.id])).get(company.id);
}

/**
 * The daily run: every supplier with a thread in the window or a stored row (so one whose last
 * thread left the window drops back to "new") is counted again and stored, in one statement each
 * way. Running it twice stores the same numbers.
 */
export async function refreshResponseStats(): Promise<{ suppliers: number }> {
  return db().transaction(async (tx) => {
    const rows = await tx.execute<StatsRow>(countingQuery(sql`true`));
    const counted = new Map(rows.rows.map((row) => [Number(row.company_id), toStats(row)]));
    const stored = await tx.select({ companyId: supplierResponseStats.companyId }).from(supplierResponseStats);
    // A stored supplier with nothing left to count gets zero, not yesterday's numbers.
    const companyIds = [...new Set([...counted.keys(), ...stored.map((row) => row.companyId)])];
    for (let start = 0; start < companyIds.length; start += 1000) await store(tx, companyIds.slice(start, start + 1000), counted);
    return { suppliers: companyIds.length };
  });
}

/** Once a day, at 02:30 in India (21:00 UTC), when few buyers are on the site. */
export const responseRecordJobs: JobDefinition[] = [
  defineJob({ name: 'suppliers.refresh-response-stats', policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true }, cron: '0 21 * * *', run: () => refreshResponseStats() }),
];
