/**
 * What a buyer decides about the quotes on a requirement (accept one, decline one, ask for a
 * revision, close without choosing), the purchase order an acceptance makes, and the life cycle a
 * requirement page shows with a date for every state. Pure rules; decisions.server.ts acts on them.
 */
import { z } from 'zod';
import type { GstSplit } from '~/domain/gst';
import { QUOTE_DECLINE_REASONS, type RequirementState } from '~/domain/requirement';

const quoteIdSchema = z.coerce
  .number({ error: 'This quote is not on the page any more. Reload the page.' })
  .int('This quote is not on the page any more. Reload the page.')
  .positive('This quote is not on the page any more. Reload the page.');

const MAX_DECISION_NOTE_LENGTH = 1000;
const NOTE_TOO_LONG = `Keep the note under ${MAX_DECISION_NOTE_LENGTH} characters.`;
const REVISION_NOTE = 'Say what the supplier should change, e.g. "Can you match ₹52 per kg delivered?"';
const CLOSE_REASON = 'Say why you are closing it, e.g. "Bought elsewhere" or "No longer needed".';

const optionalNote = z.string().trim().max(MAX_DECISION_NOTE_LENGTH, NOTE_TOO_LONG).optional().default('');

/** The requirement page's forms, told apart by the button's `intent`. */
export const requirementDecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('accept'), quoteId: quoteIdSchema }),
  z.object({
    intent: z.literal('decline'),
    quoteId: quoteIdSchema,
    reason: z.enum(QUOTE_DECLINE_REASONS.map((r) => r.code) as [string, ...string[]], { error: 'Choose why you decline this quote.' }),
    note: optionalNote,
  }),
  z.object({
    intent: z.literal('revise'),
    quoteId: quoteIdSchema,
    note: z.string({ error: REVISION_NOTE }).trim().min(3, REVISION_NOTE).max(MAX_DECISION_NOTE_LENGTH, NOTE_TOO_LONG),
  }),
  z.object({
    intent: z.literal('close'),
    reason: z.string({ error: CLOSE_REASON }).trim().min(3, CLOSE_REASON).max(300, 'Keep the reason under 300 characters.'),
  }),
], { error: 'This form was not understood. Reload the page and try again.' });

/**
 * A purchase order number: "PO-2026-27-000123", numbered from 1 in each Indian financial year.
 * Hyphens rather than slashes, so the number is one segment of its URL (/purchase-orders/:number).
 */
export function purchaseOrderNumber(financialYear: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new RangeError(`financial year must look like 2026-27, got ${financialYear}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`purchase order sequence must be 1–999999, got ${String(sequence)}`);
  return `PO-${financialYear}-${String(sequence).padStart(6, '0')}`;
}
export const purchaseOrderNumberPattern = /^PO-\d{4}-\d{2}-\d{6}$/;

/** The tax lines of a GST split as a document prints them: "CGST @ 9%", "SGST @ 9%" or "IGST @ 18%". */
export function taxLines(gst: GstSplit): { label: string; paise: number }[] {
  const half = gst.ratePercent / 2;
  if (gst.kind === 'inter') return [{ label: `IGST @ ${gst.ratePercent}%`, paise: gst.igst }];
  if (gst.kind === 'intra-ut') {
    return [
      { label: `CGST @ ${half}%`, paise: gst.cgst },
      { label: `UTGST @ ${half}%`, paise: gst.utgst },
    ];
  }
  return [
    { label: `CGST @ ${half}%`, paise: gst.cgst },
    { label: `SGST @ ${half}%`, paise: gst.sgst },
  ];
}

/** The split in words, for the comparison: "CGST + SGST", "CGST + UTGST" or "IGST". */
export const gstSplitName = (gst: GstSplit) => ({ intra: 'CGST + SGST', 'intra-ut': 'CGST + UTGST', inter: 'IGST' })[gst.kind];

/** One step of a requirement's life, with the date it happened (or, for expiry, will happen). */
export interface TimelineStep {
  state: 'posted' | 'quoted' | 'accepted' | 'closed' | 'expired' | 'expires';
  label: string;
  at: Date;
}

interface TimelineInput {
  status: RequirementState;
  createdAt: Date;
  firstQuoteAt: Date | null;
  acceptedAt: Date | null;
  closedAt: Date | null;
  expiresAt: Date;
  expiredAt: Date | null;
}

/**
 * The life cycle in order: posted (open), first quote (quotes arriving), then how it ended
 * (accepted, closed or expired); while it is still open, the date it will expire.
 */
export function requirementTimeline(r: TimelineInput): TimelineStep[] {
  const steps: TimelineStep[] = [{ state: 'posted', label: 'Posted and sent to suppliers', at: r.createdAt }];
  if (r.firstQuoteAt) steps.push({ state: 'quoted', label: 'First quote arrived', at: r.firstQuoteAt });
  if (r.status === 'accepted' && r.acceptedAt) steps.push({ state: 'accepted', label: 'Quote accepted', at: r.acceptedAt });
  if (r.status === 'closed' && r.closedAt) steps.push({ state: 'closed', label: 'Closed without choosing a quote', at: r.closedAt });
  if (r.status === 'expired') steps.push({ state: 'expired', label: 'Expired with no quote chosen', at: r.expiredAt ?? r.expiresAt });
  if (r.status === 'open' || r.status === 'quoted') steps.push({ state: 'expires', label: 'Expires if no quote is chosen', at: r.expiresAt });
  return steps;
}

/** A quote valid until `validUntil` (a date in India) can be accepted through that whole day. */
export const isQuoteValidOn = (validUntil: string, indianDate: string) => validUntil >= indianDate;
