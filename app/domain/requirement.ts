/**
 * Buy requirements: what a buyer posts, the states it moves through, the suppliers it reaches and
 * why, and the ways a supplier can say no. The rules live here; services and screens use them.
 */
import type { Unit } from '~/domain/listing';
import { readableReference } from '~/domain/references';

/** Limits a requirement is checked against (the match limit and expiry are settings: config.server.ts). */
export const MAX_REQUIREMENT_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_REQUIREMENT_QUANTITY = 100_000_000;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DETAILS_LENGTH = 4000;
/** A buyer may add this many suppliers of their own on top of the matched ones. */
export const MAX_BUYER_ADDED_SUPPLIERS = 5;

/**
 * open: sent, no quote yet; quoted: at least one quote in; accepted: the buyer took a quote;
 * closed: the buyer closed it without taking one; expired: nobody was chosen in time.
 */
export const REQUIREMENT_STATES = ['open', 'quoted', 'accepted', 'closed', 'expired'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];
export const REQUIREMENT_STATE_NAMES: Record<RequirementState, string> = {
  open: 'Open',
  quoted: 'Quotes arriving',
  accepted: 'Accepted',
  closed: 'Closed',
  expired: 'Expired',
};
/** States in which suppliers may still quote and the buyer may still decide. */
export const isRequirementLive = (state: RequirementState) => state === 'open' || state === 'quoted';

/** How a supplier came to receive a requirement. */
export type MatchSource = 'matched' | 'buyer_added';

/** Where one supplier stands on one requirement. */
export type MatchState = 'pending' | 'quoted' | 'declined' | 'accepted' | 'not_chosen' | 'expired';
export const MATCH_STATE_NAMES: Record<MatchState, string> = {
  pending: 'Waiting for an answer',
  quoted: 'Quoted',
  declined: 'Declined',
  accepted: 'Quote accepted',
  not_chosen: 'Another quote was chosen',
  expired: 'Expired',
};

/**
 * active: the buyer can accept it; revision_requested: the buyer asked for a new version;
 * accepted / declined (by the buyer) / not_chosen (another was accepted) / expired (past its
 * validity or the requirement's) / withdrawn (the supplier took it back).
 */
export type QuoteState = 'active' | 'revision_requested' | 'accepted' | 'declined' | 'not_chosen' | 'expired' | 'withdrawn';
export const QUOTE_STATE_NAMES: Record<QuoteState, string> = {
  active: 'Open',
  revision_requested: 'Revision asked for',
  accepted: 'Accepted',
  declined: 'Declined by the buyer',
  not_chosen: 'Not chosen',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
/** A quote the buyer can still accept (a revision request leaves the current version acceptable). */
export const isQuoteOpen = (state: QuoteState) => state === 'active' || state === 'revision_requested';

/** Why a supplier declines a requirement: the buyer sees the label. */
export const DECLINE_REASONS = [
  { code: 'not_my_product', label: 'Not a product we supply' },
  { code: 'below_moq', label: 'Below our minimum order' },
  { code: 'cannot_deliver', label: 'We cannot deliver there' },
  { code: 'no_stock', label: 'No stock at the moment' },
  { code: 'other', label: 'Another reason' },
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number]['code'];
export const declineReasonLabel = (code: string) => DECLINE_REASONS.find((r) => r.code === code)?.label ?? code;

/** Why a buyer declines a quote. */
export const QUOTE_DECLINE_REASONS = [
  { code: 'price_too_high', label: 'Price too high' },
  { code: 'lead_time_too_long', label: 'Delivery takes too long' },
  { code: 'terms_not_suitable', label: 'Payment or delivery terms do not suit us' },
  { code: 'specification_mismatch', label: 'Does not match our specification' },
  { code: 'other', label: 'Another reason' },
] as const;
export type QuoteDeclineReason = (typeof QUOTE_DECLINE_REASONS)[number]['code'];
export const quoteDeclineReasonLabel = (code: string) => QUOTE_DECLINE_REASONS.find((r) => r.code === code)?.label ?? code;

/**
 * One reason a supplier was chosen, recorded at matching and shown to the buyer as `text`
 * ("Lists “Basmati rice 1121”", "Delivers to Maharashtra", "Identity reviewed", "Answered 4 of 5
 * requirements"). `kind` lets screens group or style them.
 */
export interface MatchReason {
  kind: 'listing' | 'category' | 'delivery' | 'verified' | 'reliability' | 'buyer_added';
  text: string;
}

/**
 * The reasons as the supplier reads them ("Why TradeSetu sent it to you"). A buyer-added supplier's
 * reason is recorded in the buyer's words ("Added by you"), which would tell the supplier it added
 * itself; it reads the buyer's choice instead.
 */
export function reasonsForSupplier(reasons: readonly MatchReason[]): MatchReason[] {
  return reasons.map((reason) => (reason.kind === 'buyer_added' ? { kind: reason.kind, text: 'The buyer found your company on TradeSetu and asked you to quote' } : reason));
}

/** A requirement as the buyer posted it, already checked (the form schema's output). */
export interface RequirementInput {
  title: string;
  categoryId: number;
  subcategoryId: number | null;
  quantity: number;
  unit: Unit;
  targetPricePaise: number | null;
  deliveryPin: string;
  deliveryStateCode: string;
  /** ISO date, today or later in India. */
  neededBy: string;
  details: string;
  showCompanyName: boolean;
  publishToMembers: boolean;
  buyerGstin: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * "up to five suppliers" for the configured match limit (REQUIREMENT_MATCH_LIMIT), so every page
 * that promises how far a requirement goes says what the matcher really does.
 */
export function upToSuppliers(limit: number): string {
  return `up to ${numberInWords(limit)} ${limit === 1 ? 'supplier' : 'suppliers'}`;
}

/** "five" for 5 (up to ten; digits beyond). */
export function numberInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** Today's date in India as YYYY-MM-DD (a needed-by date is judged by the Indian calendar). */
export function indianToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The day a requirement posted at `postedAt` expires when nobody is chosen: `days` later. */
export function requirementExpiry(postedAt: Date, days: number): Date {
  return new Date(postedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** "RQ-" and 8 characters a person can read out (no 0/O, 1/I/L), from random bytes. */
export function requirementReference(random: Uint8Array): string {
  return readableReference('RQ', random);
}
