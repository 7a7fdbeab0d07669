/**
 * Conversations between a buyer and a seller company (threads) and the seller's view of each as a
 * lead. Rules only; the services apply them.
 */
export type ThreadSide = 'buyer' | 'seller';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export const LOST_REASONS = ['price', 'delivery_time', 'out_of_stock', 'buyer_not_responding', 'bought_elsewhere', 'not_genuine', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price did not suit the buyer',
  delivery_time: 'Could not meet the delivery date',
  out_of_stock: 'Out of stock or not made by us',
  buyer_not_responding: 'Buyer stopped responding',
  bought_elsewhere: 'Buyer bought elsewhere',
  not_genuine: 'Not a genuine inquiry',
  other: 'Other',
};

/** Longest message a person can send in one go. */
export const MAX_MESSAGE_CHARS = 5000;
/** Files one message can carry, and the size of each. */
export const MAX_MESSAGE_ATTACHMENTS = 5;
export const MAX_MESSAGE_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Messages on one page of a thread; older ones are a link away. */
export const MESSAGES_PER_PAGE = 50;
