import { and, eq, inArray } from 'drizzle-orm';
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, type LeadStatus, type LostReason } from '~/domain/conversation';
import type { DeclineReason, QuoteDeclineReason } from '~/domain/requirement';
import type { Transaction } from '~/services/db/client.server';
import { leadNotes, threads } from '~/services/db/schema/conversations';

/**
 * A requirement lead's status follows its quote, in the transaction that moved the quote: a quote
 * sent makes a new or contacted lead "quoted", an accepted quote "won", a quote not chosen or
 * declined (or the supplier declining the requirement) "lost" with the nearest reason. The team
 * can still change it by hand; a lead already won or lost is not reopened by a later quote.
 */
export type QuoteOutcome =
  | { kind: 'quote_sent' }
  | { kind: 'accepted' }
  | { kind: 'not_chosen' }
  | { kind: 'requirement_closed' }
  | { kind: 'quote_declined'; reason: QuoteDeclineReason }
  | { kind: 'supplier_declined'; reason: DeclineReason };

const QUOTE_DECLINE_LOST: Record<QuoteDeclineReason, LostReason> = {
  price_too_high: 'price',
  lead_time_too_long: 'delivery_time',
  terms_not_suitable: 'other',
  specification_mismatch: 'other',
  other: 'other',
};
const SUPPLIER_DECLINE_LOST: Record<DeclineReason, LostReason> = {
  not_my_product: 'out_of_stock',
  no_stock: 'out_of_stock',
  below_moq: 'other',
  cannot_deliver: 'delivery_time',
  other: 'other',
};

function targetOf(outcome: QuoteOutcome): { status: LeadStatus; lostReason: LostReason | null; from: LeadStatus[]; why: string } {
  const open: LeadStatus[] = ['new', 'contacted', 'quoted'];
  switch (outcome.kind) {
    case 'quote_sent':
      return { status: 'quoted', lostReason: null, from: ['new', 'contacted'], why: 'a quote was sent' };
    case 'accepted':
      return { status: 'won', lostReason: null, from: [...open, 'lost'], why: 'the buyer accepted the quote' };
    case 'not_chosen':
      return { status: 'lost', lostReason: 'bought_elsewhere', from: open, why: 'the buyer chose another supplier' };
    case 'requirement_closed':
      return { status: 'lost', lostReason: 'other', from: open, why: 'the buyer closed the requirement without choosing a quote' };
    case 'quote_declined':
      return { status: 'lost', lostReason: QUOTE_DECLINE_LOST[outcome.reason], from: open, why: 'the buyer declined the quote' };
    case 'supplier_declined':
      return { status: 'lost', lostReason: SUPPLIER_DECLINE_LOST[outcome.reason], from: open, why: 'your company declined the requirement' };
  }
}

/** Moves the lead of (requirement, supplier) as `outcome` says, with a note of why (written by the site, no author). */
export async function leadFollowsQuote(tx: Transaction, requirementId: number, supplierCompanyIds: number[], outcome: QuoteOutcome, now = new Date()): Promise<void> {
  if (supplierCompanyIds.length === 0) return;
  const target = targetOf(outcome);
  const moved = await tx
    .update(threads)
    .set({ leadStatus: target.status, lostReason: target.lostReason, leadUpdatedAt: now })
    .where(and(eq(threads.requirementId, requirementId), inArray(threads.sellerCompanyId, supplierCompanyIds), inArray(threads.leadStatus, target.from)))
    .returning({ id: threads.id });
  if (moved.length === 0) return;
  const label = target.lostReason ? `${LEAD_STATUS_LABELS[target.status]} (${LOST_REASON_LABELS[target.lostReason]})` : LEAD_STATUS_LABELS[target.status];
  await tx.insert(leadNotes).values(moved.map(({ id }) => ({ threadId: id, authorUserId: null, body: `Status set to ${label}: ${target.why}.`, createdAt: now })));
}
