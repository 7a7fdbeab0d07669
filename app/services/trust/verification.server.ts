/**
 * The verification workflow (docs/decisions/0021): what was checked about a company, by whom and
 * when, in `company_checks` (one current row per check, older rows kept as history), and the level
 * those checks add up to, written to `companies.verification_level` (and through it the generated
 * `verified` column that search filters read). Automatic checks run at registration and whenever a
 * company changes its identifiers; documents are decided by reviewers (./verification-review).
 */
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { formatIndianDay } from '~/domain/india-time';
import { automaticResults, certificateStale, checkOrder, reopenedReason } from '~/domain/verification-checks';
import { verificationLevel, type CheckMethod, type CheckStatus, type CompanyCheck, type CurrentChecks, type VerificationLevel } from '~/domain/verification';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { companyChecks } from '~/services/db/schema/trust';
import { defineJob, enqueue, type JobDefinition } from '~/services/jobs/queue.server';

type Executor = Pick<Transaction, 'select'>;

export interface NewCheck {
  check: CompanyCheck;
  status: CheckStatus;
  method: CheckMethod;
  checkedValue: string;
  reason: string;
  documentId?: number | null;
  reviewerUserId?: number | null;
  decidedAt?: Date | null;
}

/** The current row of each check of a company. */
async function currentCheckRows(executor: Executor, companyId: number) {
  const rows = await executor
    .select()
    .from(companyChecks)
    .where(and(eq(companyChecks.companyId, companyId), isNull(companyChecks.supersededAt)));
  return rows.sort((a, b) => checkOrder(a.check) - checkOrder(b.check));
}

/** Supersedes the current row of `check` (if any) and inserts the new one as current. */
export async function writeCheck(tx: Transaction, companyId: number, entry: NewCheck, now = new Date()): Promise<number> {
  await supersedeCheck(tx, companyId, entry.check, now);
  const [row] = await tx
    .insert(companyChecks)
    .values({ companyId, ...entry, decidedAt: entry.decidedAt ?? (entry.status === 'pending' ? null : now), createdAt: now })
    .returning({ id: companyChecks.id });
  if (!row) throw new Error('check insert returned no row');
  return row.id;
}

async function supersedeCheck(tx: Transaction, companyId: number, check: CompanyCheck, now: Date): Promise<void> {
  await tx
    .update(companyChecks)
    .set({ supersededAt: now })
    .where(and(eq(companyChecks.companyId, companyId), eq(companyChecks.check, check), isNull(companyChecks.supersededAt)));
}

/**
 * Recomputes the company's level from its current checks and stores it (verified_at when it
 * reaches documents reviewed, cleared when it falls back). A change of level changes the
 * `verified` column, whose trigger refreshes the products' search documents (vf_1).
 */
export async function recomputeLevel(tx: Transaction, companyId: number, now = new Date()): Promise<VerificationLevel> {
  const rows = await currentCheckRows(tx, companyId);
  const current: CurrentChecks = Object.fromEntries(rows.map((row) => [row.check, row.status]));
  const level = verificationLevel(current);
  const [company] = await tx.select({ level: companies.verificationLevel }).from(companies).where(eq(companies.id, companyId)).for('update');
  if (company && company.level !== level) {
    await tx
      .update(companies)
      .set({ verificationLevel: level, verifiedAt: level === 'documents_reviewed' ? now : null })
      .where(eq(companies.id, companyId));
    // The badge shows in search results and filters them.
    await catalogueChanged(tx);
  }
  return level;
}

/**
 * Runs the automatic checks on the company's stored identifiers. An unchanged result (same value,
 * same outcome) keeps its row and date; a changed one supersedes it; a Udyam or DPIIT number no
 * longer given ends its check without a new row. Then the level is recomputed.
 */
export async function runAutomaticChecks(tx: Transaction, companyId: number, now = new Date()): Promise<VerificationLevel> {
  const [company] = await tx.select({ gstin: companies.gstin, pan: companies.pan, udyam: companies.udyam, dpiit: companies.dpiit }).from(companies).where(eq(companies.id, companyId));
  if (!company) return 'none';
  const existing = new Map((await currentCheckRows(tx, companyId)).map((row) => [row.check, row]));
  const results = automaticResults(company);
  for (const result of results) {
    const before = existing.get(result.check);
    if (before?.status === result.status && before.checkedValue === result.checkedValue && before.method === 'automatic') continue;
    await writeCheck(tx, companyId, { ...result, method: 'automatic' }, now);
  }
  for (const check of ['udyam_format', 'dpiit_format'] as const) {
    if (existing.has(check) && !results.some((result) => result.check === check)) await supersedeCheck(tx, companyId, check, now);
  }
  return recomputeLevel(tx, companyId, now);
}

interface IdentityFields {
  gstin: string | null;
  pan: string | null;
  udyam: string | null;
  address: string;
}

/**
 * After a company saved its profile: the automatic checks again, and a reviewer's decision on a
 * document that no longer matches goes back to pending (a GSTIN, PAN or address change re-opens the
 * GST certificate; a Udyam change the Udyam certificate), so the badge falls back until reviewed.
 * A changed GSTIN is asked of the GST register again (when a provider is configured).
 */
export async function identifiersChanged(tx: Transaction, companyId: number, before: IdentityFields, after: IdentityFields, now = new Date()): Promise<void> {
  const day = formatIndianDay(now);
  const current = new Map((await currentCheckRows(tx, companyId)).map((row) => [row.check, row]));
  const reopen = async (check: CompanyCheck, changed: string[]) => {
    const row = current.get(check);
    if (changed.length === 0 || !row || row.method !== 'reviewer' || (row.status === 'pending' && row.documentId === null)) return;
    await writeCheck(tx, companyId, { check, status: 'pending', method: 'reviewer', checkedValue: row.checkedValue, documentId: row.documentId, reason: reopenedReason(changed, day) }, now);
  };
  await reopen('gst_certificate', certificateStale(before, after));
  await reopen('udyam_certificate', (before.udyam ?? '') !== (after.udyam ?? '') ? ['Udyam number'] : []);
  if ((before.gstin ?? '') !== (after.gstin ?? '')) {
    // The register's answer was about the old GSTIN; it says nothing about the new one.
    if (current.has('gst_register')) await supersedeCheck(tx, companyId, 'gst_register', now);
    await askGstRegister(tx, companyId);
  }
  await runAutomaticChecks(tx, companyId, now);
}

/** Enqueues the GST register lookup (./gst-register.server.ts) in the caller's transaction. */
export async function askGstRegister(tx: Transaction, companyId: number): Promise<void> {
  await enqueue(GST_REGISTER_JOB, { companyId }, {}, tx);
}

export const GST_REGISTER_JOB = 'verification.gst-register';

/**
 * Every company without any check and at level 'none' gets its automatic checks (databases from
 * before issue 17 come out of migration 0024 so). A level written without checks (the benchmark's
 * synthetic suppliers) is left alone.
 */
export async function backfillAutomaticChecks(): Promise<number> {
  const rows = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.verificationLevel, 'none'), notExists(db().select({ one: companyChecks.id }).from(companyChecks).where(eq(companyChecks.companyId, companies.id)))));
  for (const row of rows) await transaction((tx) => runAutomaticChecks(tx, row.id));
  return rows.length;
}

const BACKFILL_JOB = 'verification.backfill';

/** The backfill runs at start-up (enqueued by startVerificationBackfill) and every night. */
export const verificationJobs: JobDefinition[] = [
  defineJob({ name: BACKFILL_JOB, policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true }, cron: '40 20 * * *', run: () => backfillAutomaticChecks() }),
];

/** Called once the queue runs: companies from before the workflow get their checks without waiting for the night. */
export async function startVerificationBackfill(): Promise<void> {
  await enqueue(BACKFILL_JOB, {});
}
