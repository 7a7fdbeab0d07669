import { checkDatabase } from '~/services/db/health.server';
import { pendingMigrations } from '~/services/db/migrate.server';
import { checkReplicas } from '~/services/db/replicas.server';
import { searchIndexStatus } from '~/services/search/memory-index-feed.server';
import { checkStorage } from '~/services/storage/storage.server';

/**
 * Readiness (/readyz, docs/deploy.md): whether this process can serve requests now, asked by the
 * load balancer every few seconds. Each dependency is one named check; a new one (read replicas,
 * object storage) is one more line in READINESS_CHECKS.
 */
export interface ReadinessCheck {
  name: string;
  /**
   * Passes when it resolves; fails when it rejects, resolves with `{ ok: false, error }` (the shape
   * of checkDatabase), or takes longer than the readiness timeout.
   */
  check: () => Promise<unknown>;
  /**
   * Reported, but a failure does not make the process unready: a read replica that is down or
   * behind gets no reads (reads go to the primary), so taking every process out of the balancer
   * for it would turn a lost replica into an outage.
   */
  informational?: boolean;
}

export type CheckOutcome = ({ ok: true; ms: number } | { ok: false; ms: number; error: string }) & { informational?: true };

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckOutcome>;
}

/** How long a migration count is reused: probes come every few seconds from each balancer. */
const MIGRATIONS_CACHE_MS = 5_000;
let migrationsCount: { at: number; pending: number } | undefined;

/** Passes when the database has every migration in MIGRATIONS_DIR (counted at most every 5 s). */
export async function migrationsApplied(now = Date.now()): Promise<{ ok: boolean; error?: string }> {
  if (!migrationsCount || now - migrationsCount.at >= MIGRATIONS_CACHE_MS) migrationsCount = { at: now, pending: await pendingMigrations() };
  const { pending } = migrationsCount;
  return pending === 0 ? { ok: true } : { ok: false, error: `${pending} migration${pending === 1 ? '' : 's'} not applied: run npm run db:migrate` };
}

/** Every configured replica usable; with none configured, nothing to report. */
async function replicasUsable(): Promise<{ ok: boolean; error?: string }> {
  const unusable = (await checkReplicas()).filter((replica) => !replica.usable);
  return unusable.length === 0 ? { ok: true } : { ok: false, error: unusable.map((replica) => `${replica.replica}: ${replica.error ?? replica.status}`).join('; ') };
}

/**
 * The in-memory search index (docs/decisions/0040) is in use, or turned off. While it loads (a
 * minute at a million listings) or after a missed catalogue change, searches ask PostgreSQL: slower,
 * not wrong, so this is reported and does not take the process out of the balancer.
 */
function searchIndexInUse(): Promise<{ ok: boolean; error?: string }> {
  const { state, listings } = searchIndexStatus();
  if (state === 'ready' || state === 'off') return Promise.resolve({ ok: true });
  return Promise.resolve({ ok: false, error: state === 'loading' ? 'loading the search index: searching PostgreSQL meanwhile' : `the search index (${listings} listings) missed a catalogue change: searching PostgreSQL until it catches up` });
}

const READINESS_CHECKS: readonly ReadinessCheck[] = [
  { name: 'database', check: () => checkDatabase() },
  { name: 'migrations', check: () => migrationsApplied() },
  { name: 'storage', check: () => checkStorage() },
  { name: 'replicas', check: () => replicasUsable(), informational: true },
  { name: 'search-index', check: () => searchIndexInUse(), informational: true },
];

/** Runs every check at once, each given at most `timeoutMs`, so a probe never hangs on a dependency. */
export async function checkReadiness(checks: readonly ReadinessCheck[] = READINESS_CHECKS, timeoutMs = 2_000): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check, informational }) => [name, { ...(await outcomeOf(check, timeoutMs)), ...(informational ? { informational: true as const } : {}) }] as const),
  );
  return { ready: outcomes.every(([, outcome]) => outcome.ok || outcome.informational), checks: Object.fromEntries(outcomes) };
}

async function outcomeOf(check: ReadinessCheck['check'], timeoutMs: number): Promise<CheckOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([check(), deadline]);
    if (isFailure(result)) return { ok: false, ms: elapsed(), error: result.error ?? 'failed' };
    return { ok: true, ms: elapsed() };
  } catch (error) {
    return { ok: false, ms: elapsed(), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function isFailure(result: unknown): result is { ok: false; error?: string } {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false;
}
