import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { formatIndianMoment } from '~/domain/india-time';
import { indianToday } from '~/domain/requirement';
import { db, transaction } from '~/services/db/client.server';
import { quotes, quoteVersions, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';
import { notifyCompany } from '~/services/notifications/notify.server';

/**
 * The clock's part of the requirement life cycle: requirements nobody decided on expire after
 * REQUIREMENT_EXPIRY_DAYS (their expiresAt), and quotes expire after their validity date. Each
 * step changes only rows still in a live state and tells people under a dedupe key, so a job run
 * twice (a retry, two processes) changes and tells nothing the second time.
 */

const buyerLink = (reference: string) => `/account/requirements/${reference}`;
const supplierLink = (reference: string) => `/account/leads/requirements/${reference}`;
const BATCH = 200;

/** Requirements still open or quoted past their expiry: expired, with their open quotes and waiting suppliers. */
export async function expireRequirements(now = new Date()): Promise<{ expired: number }> {
  const due = await db()
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(inArray(requirements.status, ['open', 'quoted']), lt(requirements.expiresAt, now)))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    expired += await transaction(async (tx) => {
      const [r] = await tx
        .update(requirements)
        .set({ status: 'expired', expiredAt: now })
        .where(and(eq(requirements.id, id), inArray(requirements.status, ['open', 'quoted']), lt(requirements.expiresAt, now)))
        .returning();
      if (!r) return 0;
      await tx.update(quotes).set({ status: 'expired', updatedAt: now }).where(and(eq(quotes.requirementId, r.id), inArray(quotes.status, ['active', 'revision_requested'])));
      const suppliers = await tx
        .update(requirementSuppliers)
        .set({ status: 'expired' })
        .where(and(eq(requirementSuppliers.requirementId, r.id), inArray(requirementSuppliers.status, ['pending', 'quoted'])))
        .returning({ companyId: requirementSuppliers.supplierCompanyId });
      await notifyCompany(tx, r.buyerCompanyId, {
        kind: 'requirement_expired',
        title: `Your requirement ${r.title} expired`,
        body: 'No quote was chosen before it expired. Post it again to ask for new quotes.',
        link: buyerLink(r.reference),
        dedupeKey: `requirement-expired:${r.id}`,
      });
      for (const supplier of suppliers) {
        await notifyCompany(tx, supplier.companyId, {
          kind: 'requirement_expired',
          title: `The requirement ${r.title} expired`,
          body: 'The buyer did not choose a quote before the requirement expired. Thank you for your time.',
          link: supplierLink(r.reference),
          dedupeKey: `requirement-expired:${r.id}`,
        });
      }
      return 1;
    });
  }
  return { expired };
}

/** Open quotes whose current version's validity date (in India) has passed: expired, supplier and buyer told. */
export async function expireQuotes(now = new Date()): Promise<{ expired: number }> {
  const today = indianToday(now);
  const due = await db()
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(quoteVersions, and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.currentVersion)))
    .where(and(inArray(quotes.status, ['active', 'revision_requested']), lt(quoteVersions.validUntil, today)))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    expired += await transaction(async (tx) => {
      const [quote] = await tx
        .update(quotes)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(quotes.id, id),
            inArray(quotes.status, ['active', 'revision_requested']),
            sql`EXISTS (SELECT 1 FROM ${quoteVersions} WHERE ${quoteVersions.quoteId} = ${quotes.id} AND ${quoteVersions.version} = ${quotes.currentVersion} AND ${quoteVersions.validUntil} < ${today})`,
          ),
        )
        .returning();
      if (!quote) return 0;
      const [r] = await tx.select().from(requirements).where(eq(requirements.id, quote.requirementId));
      if (!r) return 0;
      const dedupeKey = `quote-expired:${quote.id}:v${quote.currentVersion}`;
      await notifyCompany(tx, quote.supplierCompanyId, {
        kind: 'quote_expired',
        title: `Your quote on ${r.title} expired`,
        body: 'Its validity date has passed, so the buyer can no longer accept it. Send a revised quote with a new validity date if you can still supply.',
        link: supplierLink(r.reference),
        dedupeKey,
      });
      await notifyCompany(tx, r.buyerCompanyId, {
        kind: 'quote_expired',
        title: `A quote on ${r.title} expired`,
        body: 'Its validity date has passed. You can ask the supplier for a revision.',
        link: buyerLink(r.reference),
        dedupeKey,
      });
      return 1;
    });
  }
  return { expired };
}

/**
 * Requirements still open or quoted (no quote accepted) that expire within two days: the buyer is
 * told once (the dedupe key is the requirement's), so they can decide or let it lapse knowingly.
 */
export async function warnExpiringRequirements(now = new Date()): Promise<{ warned: number }> {
  const soon = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
  const due = await db()
    .select({ id: requirements.id, reference: requirements.reference, title: requirements.title, buyerCompanyId: requirements.buyerCompanyId, expiresAt: requirements.expiresAt })
    .from(requirements)
    .where(and(inArray(requirements.status, ['open', 'quoted']), isNull(requirements.acceptedQuoteId), gt(requirements.expiresAt, now), lt(requirements.expiresAt, soon)));
  for (const r of due) {
    await transaction((tx) =>
      notifyCompany(tx, r.buyerCompanyId, {
        kind: 'requirement_expiring',
        title: `Your requirement ${r.title} expires soon`,
        body: `It expires on ${formatIndianMoment(r.expiresAt)} unless you accept a quote. Compare the quotes and choose one, or let it expire.`,
        link: buyerLink(r.reference),
        dedupeKey: `requirement-expiring:${r.id}`,
      }),
    );
  }
  return { warned: due.length };
}

const lifecycleJob = (name: string, cron: string, run: () => Promise<unknown>): JobDefinition =>
  defineJob({ name: `requirements.${name}`, policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true }, cron, run });

/** Every ten minutes (UTC), a few minutes apart: a requirement or quote expires within minutes of its time. */
export const requirementLifecycleJobs: JobDefinition[] = [lifecycleJob('expire-requirements', '*/10 * * * *', () => expireRequirements()), lifecycleJob('expire-quotes', '5,15,25,35,45,55 * * * *', () => expireQuotes()),
  // Daily at 03:00 UTC (08:30 in India).
  lifecycleJob('warn-expiring', '0 3 * * *', () => warnExpiringRequirements()),
];
