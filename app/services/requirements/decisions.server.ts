import { and, eq, inArray, ne } from 'drizzle-orm';
import { isQuoteOpen, quoteDeclineReasonLabel, indianToday, type QuoteDeclineReason } from '~/domain/requirement';
import { isQuoteValidOn } from '~/domain/requirement-decisions';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { transaction, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { purchaseOrders, quotes, quoteVersions, requirementSuppliers, requirements } from '~/services/db/schema/requirements';
import { ConflictError, NotFoundError } from '~/services/errors.server';
import { notifyCompany } from '~/services/notifications/notify.server';
import { leadFollowsQuote } from '~/services/leads/quote-leads.server';
import { createPurchaseOrder } from './purchase-orders.server';
import { isMemberCompany } from '~/services/accounts/membership.server';

/**
 * What a buyer decides on a requirement: accept one quote (exactly one ever wins: the requirement
 * row is locked, and the second of two racing acceptances finds it accepted), decline one, ask for
 * a revision, or close the requirement. Every change and every notice it causes is one transaction.
 */

type Requirement = typeof requirements.$inferSelect;
const dateInIndia = (at: Date) => at.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateOf = (iso: string) => dateInIndia(new Date(`${iso}T00:00:00+05:30`));
const supplierLink = (reference: string) => `/account/leads/requirements/${reference}`;

/** The requirement of `reference` owned by the user's company, locked for the decision; anyone else's is "not found". */
async function lockOwnRequirement(tx: Transaction, user: Pick<SessionUser, 'id'>, reference: string): Promise<Requirement> {
  const [row] = await tx
    .select({ requirement: requirements })
    .from(requirements)
    .innerJoin(companies, eq(companies.id, requirements.buyerCompanyId))
    .where(and(eq(requirements.reference, reference), isMemberCompany(companies.id, user.id, 'leads')))
    .for('update', { of: requirements });
  if (!row) throw new NotFoundError(`There is no requirement ${reference} among your company's requirements.`);
  return row.requirement;
}

async function quoteOn(tx: Transaction, requirement: Requirement, quoteId: number) {
  const [row] = await tx
    .select({ quote: quotes, version: quoteVersions, supplierName: companies.name })
    .from(quotes)
    .innerJoin(quoteVersions, and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.currentVersion)))
    .innerJoin(companies, eq(companies.id, quotes.supplierCompanyId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.requirementId, requirement.id)))
    .for('update', { of: quotes });
  if (!row) throw new NotFoundError('This quote is not on your requirement. Reload the page.');
  return row;
}

/** "You already accepted the quote from X on <date>." — the answer to a second acceptance, whichever quote it names. */
async function alreadyAccepted(tx: Transaction, requirement: Requirement): Promise<string> {
  const [winner] = requirement.acceptedQuoteId
    ? await tx.select({ name: companies.name }).from(quotes).innerJoin(companies, eq(companies.id, quotes.supplierCompanyId)).where(eq(quotes.id, requirement.acceptedQuoteId))
    : [];
  return `You already accepted the quote from ${winner?.name ?? 'another supplier'} on ${requirement.acceptedAt ? dateInIndia(requirement.acceptedAt) : 'an earlier day'}.`;
}

/** Refuses a decision on a closed or expired requirement, including one past its expiry that the expiry job has not reached yet. */
function refuseUnlessLive(requirement: Requirement, now: Date): void {
  if (requirement.status === 'closed') throw new ConflictError(`You closed this requirement on ${requirement.closedAt ? dateInIndia(requirement.closedAt) : 'an earlier day'}; its quotes can no longer be accepted.`);
  if (requirement.status === 'expired' || requirement.expiresAt <= now) throw new ConflictError(`This requirement expired on ${dateInIndia(requirement.expiredAt ?? requirement.expiresAt)}; post it again to ask for new quotes.`);
}

export interface AcceptOutcome {
  /** False when this quote had already been accepted (a retry, a second tab): nothing new happened. */
  accepted: boolean;
  message: string;
  purchaseOrderNumber: string | null;
}

/**
 * Accepts one quote. The requirement row is locked first, so of two tabs accepting two quotes
 * one waits for the other and then finds the requirement accepted: it is told which quote won and
 * when. Accepting the same quote again answers the same and makes no second purchase order.
 */
export async function acceptQuote(user: Pick<SessionUser, 'id'>, reference: string, quoteId: number, now = new Date()): Promise<AcceptOutcome> {
  return transaction(async (tx) => {
    const requirement = await lockOwnRequirement(tx, user, reference);
    if (requirement.status === 'accepted') {
      const message = await alreadyAccepted(tx, requirement);
      if (requirement.acceptedQuoteId === quoteId) {
        const [po] = await tx.select({ number: purchaseOrders.number }).from(purchaseOrders).where(eq(purchaseOrders.requirementId, requirement.id));
        return { accepted: false, message, purchaseOrderNumber: po?.number ?? null };
      }
      throw new ConflictError(message);
    }
    refuseUnlessLive(requirement, now);
    const { quote, version, supplierName } = await quoteOn(tx, requirement, quoteId);
    if (!isQuoteOpen(quote.status)) throw new ConflictError(`The quote from ${supplierName} can no longer be accepted: it is ${quote.status.replace('_', ' ')}.`);
    if (!isQuoteValidOn(version.validUntil, indianToday(now))) {
      throw new ConflictError(`The quote from ${supplierName} was valid until ${dateOf(version.validUntil)} and cannot be accepted now. Ask the supplier for a revision with a new validity date.`);
    }

    const won = await tx
      .update(requirements)
      .set({ status: 'accepted', acceptedAt: now, acceptedQuoteId: quote.id })
      .where(and(eq(requirements.id, requirement.id), inArray(requirements.status, ['open', 'quoted'])))
      .returning({ id: requirements.id });
    if (won.length === 0) throw new ConflictError(await alreadyAccepted(tx, requirement));
    await tx.update(quotes).set({ status: 'accepted', decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
    await tx.update(requirementSuppliers).set({ status: 'accepted' }).where(and(eq(requirementSuppliers.requirementId, requirement.id), eq(requirementSuppliers.supplierCompanyId, quote.supplierCompanyId)));

    const others = await tx
      .update(quotes)
      .set({ status: 'not_chosen', decidedAt: now, updatedAt: now })
      .where(and(eq(quotes.requirementId, requirement.id), ne(quotes.id, quote.id), inArray(quotes.status, ['active', 'revision_requested'])))
      .returning({ supplierCompanyId: quotes.supplierCompanyId });
    const notChosen = await tx
      .update(requirementSuppliers)
      .set({ status: 'not_chosen' })
      .where(and(eq(requirementSuppliers.requirementId, requirement.id), ne(requirementSuppliers.supplierCompanyId, quote.supplierCompanyId), inArray(requirementSuppliers.status, ['pending', 'quoted'])))
      .returning({ supplierCompanyId: requirementSuppliers.supplierCompanyId });

    await leadFollowsQuote(tx, requirement.id, [quote.supplierCompanyId], { kind: 'accepted' }, now);
    await leadFollowsQuote(tx, requirement.id, notChosen.map((row) => row.supplierCompanyId), { kind: 'not_chosen' }, now);

    const number = await createPurchaseOrder(tx, {
      requirementId: requirement.id,
      buyerCompanyId: requirement.buyerCompanyId,
      buyerGstin: requirement.buyerGstin,
      supplierCompanyId: quote.supplierCompanyId,
      quoteVersionId: version.id,
      supplierStateCode: version.supplierStateCode,
    }, now);
    await notifyCompany(tx, quote.supplierCompanyId, {
      kind: 'quote_accepted',
      title: `Your quote on ${requirement.title} was accepted`,
      body: `The buyer accepted version ${version.version} of your quote. Purchase order ${number} is ready to download.`,
      link: `/purchase-orders/${number}`,
      dedupeKey: `quote-accepted:${quote.id}`,
    });
    for (const other of others) {
      await notifyCompany(tx, other.supplierCompanyId, {
        kind: 'quote_not_chosen',
        title: `Thank you for your quote on ${requirement.title}`,
        body: 'Thank you for your quote; the buyer chose another supplier this time. We will keep sending you requirements that fit your business.',
        link: supplierLink(requirement.reference),
        dedupeKey: `quote-not-chosen:${requirement.id}`,
      });
    }
    return { accepted: true, message: `You accepted the quote from ${supplierName}. Purchase order ${number} is ready.`, purchaseOrderNumber: number };
  });
}

/** Declines one quote with a reason the supplier reads; the requirement stays open for the others. */
export async function declineQuote(user: Pick<SessionUser, 'id'>, reference: string, quoteId: number, reason: QuoteDeclineReason, note: string, now = new Date()): Promise<string> {
  return transaction(async (tx) => {
    const requirement = await lockOwnRequirement(tx, user, reference);
    if (requirement.status === 'accepted') throw new ConflictError(await alreadyAccepted(tx, requirement));
    refuseUnlessLive(requirement, now);
    const { quote, supplierName } = await quoteOn(tx, requirement, quoteId);
    if (quote.status === 'declined') return `You declined the quote from ${supplierName}.`;
    if (!isQuoteOpen(quote.status)) throw new ConflictError(`The quote from ${supplierName} is no longer open.`);
    await tx.update(quotes).set({ status: 'declined', buyerDeclineReason: reason, buyerNote: note || null, decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
    await leadFollowsQuote(tx, requirement.id, [quote.supplierCompanyId], { kind: 'quote_declined', reason }, now);
    await notifyCompany(tx, quote.supplierCompanyId, {
      kind: 'quote_declined',
      title: `The buyer declined your quote on ${requirement.title}`,
      body: [`Reason: ${quoteDeclineReasonLabel(reason)}.`, note].filter(Boolean).join('\n'),
      link: supplierLink(requirement.reference),
      dedupeKey: `quote-declined:${quote.id}:v${quote.currentVersion}`,
    });
    return `You declined the quote from ${supplierName}. They have been told why.`;
  });
}

/** Asks the supplier for a new version; the current one stays acceptable until then. */
export async function requestRevision(user: Pick<SessionUser, 'id'>, reference: string, quoteId: number, note: string, now = new Date()): Promise<string> {
  return transaction(async (tx) => {
    const requirement = await lockOwnRequirement(tx, user, reference);
    if (requirement.status === 'accepted') throw new ConflictError(await alreadyAccepted(tx, requirement));
    refuseUnlessLive(requirement, now);
    const { quote, supplierName } = await quoteOn(tx, requirement, quoteId);
    if (!isQuoteOpen(quote.status)) throw new ConflictError(`The quote from ${supplierName} is no longer open.`);
    await tx.update(quotes).set({ status: 'revision_requested', buyerNote: note, updatedAt: now }).where(eq(quotes.id, quote.id));
    await notifyCompany(tx, quote.supplierCompanyId, {
      kind: 'revision_requested',
      title: `The buyer asks you to revise your quote on ${requirement.title}`,
      body: note,
      link: supplierLink(requirement.reference),
      dedupeKey: `revision-requested:${quote.id}:v${quote.currentVersion}`,
    });
    return `You asked ${supplierName} for a revision. Their current quote stays open until they send a new one.`;
  });
}

/** Closes the requirement without taking a quote: open quotes and waiting suppliers are told. */
export async function closeRequirement(user: Pick<SessionUser, 'id'>, reference: string, reason: string, now = new Date()): Promise<string> {
  return transaction(async (tx) => {
    const requirement = await lockOwnRequirement(tx, user, reference);
    if (requirement.status === 'closed') return 'This requirement is closed.';
    if (requirement.status === 'accepted') throw new ConflictError(await alreadyAccepted(tx, requirement));
    refuseUnlessLive(requirement, now);
    await tx.update(requirements).set({ status: 'closed', closedAt: now, closedReason: reason }).where(eq(requirements.id, requirement.id));
    await tx.update(quotes).set({ status: 'not_chosen', decidedAt: now, updatedAt: now }).where(and(eq(quotes.requirementId, requirement.id), inArray(quotes.status, ['active', 'revision_requested'])));
    const told = await tx
      .update(requirementSuppliers)
      .set({ status: 'not_chosen' })
      .where(and(eq(requirementSuppliers.requirementId, requirement.id), inArray(requirementSuppliers.status, ['pending', 'quoted'])))
      .returning({ supplierCompanyId: requirementSuppliers.supplierCompanyId });
    await leadFollowsQuote(tx, requirement.id, told.map((row) => row.supplierCompanyId), { kind: 'requirement_closed' }, now);
    for (const supplier of told) {
      await notifyCompany(tx, supplier.supplierCompanyId, {
        kind: 'quote_not_chosen',
        title: `The buyer closed the requirement ${requirement.title}`,
        body: 'Thank you for your time; the buyer closed this requirement without choosing a supplier.',
        link: supplierLink(requirement.reference),
        dedupeKey: `requirement-closed:${requirement.id}`,
      });
    }
    return 'You closed this requirement. The suppliers have been told.';
  });
}
