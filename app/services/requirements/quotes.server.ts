import { and, or, eq, sql } from 'drizzle-orm';
import { formatInr } from '~/domain/money';
import { landedCost, type LandedCost, type QuoteInput } from '~/domain/quote';
import { declineReasonLabel, isRequirementLive, type DeclineReason, type QuoteState } from '~/domain/requirement';
import { alias } from 'drizzle-orm/pg-core';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { quoteVersions, quotes, requirementSuppliers, requirements, type PrivateFile } from '~/services/db/schema/requirements';
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors.server';
import { notifyCompany } from '~/services/notifications/notify.server';
import { deletePrivateFiles } from '~/services/requirements/private-files.server';
import { NOT_SENT_TO_YOU, supplierCompanyOf } from '~/services/requirements/seller-inbox.server';
import { ratesInForce } from '~/services/tax/gst-rates.server';
import { isMemberCompany } from '~/services/accounts/membership.server';
import { leadFollowsQuote } from '~/services/leads/quote-leads.server';

/**
 * A supplier's answer to a requirement sent to it: a quote (every revision kept as a new version)
 * or a decline with a reason. Each runs in one transaction that locks the (requirement, supplier)
 * row first, so two submissions of one supplier never interleave; the buyer is told in the same
 * transaction. A retried submission (same idempotency key) makes nothing new and gets the first answer.
 */

const supplier = alias(companies, 'supplier');
const buyer = alias(companies, 'buyer');

/** Quote states after which the supplier cannot send another version. */
const CLOSED_QUOTE: Partial<Record<QuoteState, string>> = {
  accepted: 'The buyer has accepted your quote; it can no longer be revised.',
  declined: 'The buyer declined your quote; it can no longer be revised.',
  not_chosen: 'The buyer chose another quote for this requirement.',
  expired: 'Your quote has expired.',
  withdrawn: 'You withdrew your quote.',
};

/** The GST state a company quotes from: its GSTIN's first two digits, else the state of its address. */
function supplierStateOf(company: { gstin: string | null; stateCode: string | null }): string {
  const code = company.gstin?.slice(0, 2) ?? company.stateCode;
  if (!code) throw new ValidationError('Add your company’s GSTIN or state on the Profile tab before quoting: the buyer’s GST depends on it.');
  return code;
}

/**
 * The requirement and the (requirement, supplier) row, locked in that order (the order the buyer's
 * decisions lock them too): the requirement so a quote never lands beside an acceptance or a close
 * being made, the pair so one supplier's submissions run one after another. NotFoundError for
 * anyone the requirement was not sent to.
 */
async function lockedPair(tx: Transaction, companyId: number, reference: string) {
  const [requirement] = await tx.select().from(requirements).where(eq(requirements.reference, reference)).for('no key update');
  if (!requirement) throw new NotFoundError(NOT_SENT_TO_YOU);
  const [pair] = await tx
    .select()
    .from(requirementSuppliers)
    .where(and(eq(requirementSuppliers.requirementId, requirement.id), eq(requirementSuppliers.supplierCompanyId, companyId)))
    .for('update');
  if (!pair) throw new NotFoundError(NOT_SENT_TO_YOU);
  return { requirement, pair };
}

function refuseUnlessLive(requirement: typeof requirements.$inferSelect, doing: string): void {
  if (requirement.expiresAt.getTime() <= Date.now() || requirement.status === 'expired') throw new ConflictError(`This requirement has expired; you can no longer ${doing}.`);
  if (!isRequirementLive(requirement.status)) throw new ConflictError(`The buyer has ${requirement.status === 'accepted' ? 'accepted a quote' : 'closed this requirement'}; you can no longer ${doing}.`);
}

export interface SubmittedQuote {
  quoteId: number;
  version: number;
  /** False when this was a retry of a submission already saved (nothing new was made). */
  created: boolean;
}

async function gstRateInForce(rateBp: number): Promise<void> {
  const rates = await ratesInForce(new Date());
  if (!rates.some((rate) => rate.rateBp === rateBp)) throw new ValidationError(undefined, { gstRate: ['Choose a GST rate in force today'] });
}

/**
 * Sends a quote, or a new version of the supplier's quote, on the requirement `reference`. The
 * first quote creates the quote (version 1), marks the supplier as quoted and the requirement as
 * having quotes; a revision adds version n+1 and reopens a quote the buyer asked to revise.
 * `attachment` is already stored; it is deleted again when nothing uses it.
 */
export async function submitQuote(userId: number, reference: string, input: QuoteInput, attachment: PrivateFile | null, idempotencyKey: string): Promise<SubmittedQuote> {
  let kept = false;
  try {
    const company = await supplierCompanyOf(userId);
    const supplierStateCode = supplierStateOf(company);
    await gstRateInForce(input.gstRateBp);
    const result = await transaction(async (tx) => {
      const { requirement, pair } = await lockedPair(tx, company.id, reference);
      // The very first quote: the (requirement, supplier) index makes a second row impossible.
      await tx.insert(quotes).values({ requirementId: requirement.id, supplierCompanyId: company.id, currentVersion: 0 }).onConflictDoNothing({ target: [quotes.requirementId, quotes.supplierCompanyId] });
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.requirementId, requirement.id), eq(quotes.supplierCompanyId, company.id)))
        .for('update');
      if (!quote) throw new Error('quote row missing after insert');
      const [retried] = await tx
        .select({ version: quoteVersions.version })
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.idempotencyKey, idempotencyKey)));
      if (retried) return { quoteId: quote.id, version: retried.version, created: false };
      const closed = CLOSED_QUOTE[quote.status];
      if (closed) throw new ConflictError(closed);
      if (pair.status === 'declined') throw new ConflictError('You declined this requirement, so you cannot quote on it.');
      refuseUnlessLive(requirement, 'quote on it');

      const version = quote.currentVersion + 1;
      const now = new Date();
      await tx.insert(quoteVersions).values({ quoteId: quote.id, version, ...input, attachment, supplierStateCode, createdByUserId: userId, idempotencyKey });
      await tx.update(quotes).set({ currentVersion: version, status: 'active', updatedAt: now }).where(eq(quotes.id, quote.id));
      await tx
        .update(requirementSuppliers)
        .set({ status: 'quoted', respondedAt: pair.respondedAt ?? now, seenAt: pair.seenAt ?? now })
        .where(and(eq(requirementSuppliers.requirementId, requirement.id), eq(requirementSuppliers.supplierCompanyId, company.id)));
      await tx
        .update(requirements)
        .set({ status: 'quoted', firstQuoteAt: sql`coalesce(${requirements.firstQuoteAt}, now())` })
        .where(and(eq(requirements.id, requirement.id), eq(requirements.status, 'open')));
      await leadFollowsQuote(tx, requirement.id, [company.id], { kind: 'quote_sent' }, now);
      const total = landedCost(input, supplierStateCode, requirement.deliveryStateCode).landedPaise;
      await notifyCompany(tx, requirement.buyerCompanyId, {
        kind: version === 1 ? 'quote_received' : 'quote_revised',
        title: version === 1 ? `New quote from ${company.name} for “${requirement.title}”` : `${company.name} revised its quote for “${requirement.title}”`,
        body: `${formatInr(input.unitPricePaise)} per ${requirement.unit} (GST excluded) for ${input.quantity.toLocaleString('en-IN')} ${requirement.unit}; ${formatInr(total)} landed with freight and GST.`,
        link: `/account/requirements/${requirement.reference}`,
        dedupeKey: `quote:${quote.id}:v${version}`,
      });
      return { quoteId: quote.id, version, created: true };
    });
    kept = result.created;
    return result;
  } finally {
    if (attachment && !kept) await deletePrivateFiles([attachment.key]);
  }
}

/** What the buyer would pay for `input` from this supplier (the form's "check" shows it before sending). */
export async function quotePreview(userId: number, deliveryStateCode: string, input: Pick<QuoteInput, 'unitPricePaise' | 'quantity' | 'freightPaise' | 'gstRateBp'>): Promise<LandedCost> {
  const company = await supplierCompanyOf(userId);
  await gstRateInForce(input.gstRateBp);
  return landedCost(input, supplierStateOf(company), deliveryStateCode);
}

/**
 * Declines a requirement with a reason the buyer reads. Declining twice changes nothing; a
 * supplier who has quoted cannot decline (the buyer decides on the quote).
 */
export async function declineRequirement(userId: number, reference: string, reason: DeclineReason, note: string): Promise<void> {
  const company = await supplierCompanyOf(userId);
  await transaction(async (tx) => {
    const { requirement, pair } = await lockedPair(tx, company.id, reference);
    if (pair.status === 'declined') return;
    if (pair.status !== 'pending') throw new ConflictError('You have quoted on this requirement; the buyer will decide on your quote.');
    refuseUnlessLive(requirement, 'answer it');
    const now = new Date();
    await tx
      .update(requirementSuppliers)
      .set({ status: 'declined', declineReason: reason, declineNote: note || null, respondedAt: now, seenAt: pair.seenAt ?? now })
      .where(and(eq(requirementSuppliers.requirementId, requirement.id), eq(requirementSuppliers.supplierCompanyId, company.id)));
    await leadFollowsQuote(tx, requirement.id, [company.id], { kind: 'supplier_declined', reason }, now);
    await notifyCompany(tx, requirement.buyerCompanyId, {
      kind: 'requirement_declined',
      title: `${company.name} will not quote for “${requirement.title}”`,
      body: `Reason: ${declineReasonLabel(reason)}${note ? ` — ${note}` : ''}`,
      link: `/account/requirements/${requirement.reference}`,
      dedupeKey: `decline:${requirement.id}:${company.id}`,
    });
  });
}

/**
 * The attachment of one version of a quote, for the supplier that sent it and the buyer company of
 * the requirement only; anyone else (another supplier included) gets NotFoundError.
 */
export async function quoteAttachmentFor(userId: number, reference: string, quoteId: number, version: number): Promise<{ file: PrivateFile }> {
  const [row] = await db()
    .select({ file: quoteVersions.attachment })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .innerJoin(supplier, eq(supplier.id, quotes.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, requirements.buyerCompanyId))
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quoteVersions.version, version),
        eq(requirements.reference, reference),
        or(isMemberCompany(supplier.id, userId, 'leads'), isMemberCompany(buyer.id, userId, 'leads')),
      ),
    );
  if (!row?.file) throw new NotFoundError(undefined);
  return { file: row.file };
}
