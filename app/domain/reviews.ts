import { z } from 'zod';

/**
 * Reviews of suppliers by buyer companies after a real deal on the site (issue 17). The rules
 * (who may review which deal, one per deal, one reply) are enforced by app/services/trust/reviews.
 */
export const REVIEW_DEAL_KINDS = ['quote', 'thread'] as const;
export type ReviewDealKind = (typeof REVIEW_DEAL_KINDS)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
/** How many reviews the supplier and product pages list (the newest). */
export const REVIEWS_SHOWN = 10;

/** A deal as the review form names it: `quote-12` (an accepted quote) or `thread-34` (a won thread). */
export interface DealRef {
  kind: ReviewDealKind;
  id: number;
}

export function dealRefText(deal: DealRef): string {
  return `${deal.kind}-${deal.id}`;
}

export function parseDealRef(text: string | null | undefined): DealRef | null {
  const match = /^(quote|thread)-([1-9]\d{0,9})$/.exec(text ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id <= 2147483647 ? { kind: match[1] as ReviewDealKind, id } : null;
}

const NO_DEAL = 'This deal is not one you can review. Open “Deals you can review” and choose it there.';
const RATING = `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`;

/** The review form: which deal, stars and what the buyer has to say. */
export const ReviewFormSchema = z.object({
  deal: z.string({ error: NO_DEAL }).refine((text) => parseDealRef(text) !== null, NO_DEAL),
  rating: z.coerce.number({ error: RATING }).int(RATING).min(REVIEW_RATING_MIN, RATING).max(REVIEW_RATING_MAX, RATING),
  body: z
    .string({ error: 'Write what the deal was like' })
    .trim()
    .min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters: what was good or bad about the supplier`)
    .max(REVIEW_BODY_MAX, `Keep the review to ${REVIEW_BODY_MAX.toLocaleString('en-IN')} characters or fewer`),
});
export type ReviewFormInput = z.infer<typeof ReviewFormSchema>;

const GONE = 'This review is not in your list any more. Reload the page.';

/** The supplier's one reply to a review. */
export const ReviewReplySchema = z.object({
  reviewId: z.coerce.number({ error: GONE }).int(GONE).positive(GONE),
  reply: z
    .string({ error: 'Write your reply' })
    .trim()
    .min(2, 'Write your reply')
    .max(REVIEW_REPLY_MAX, `Keep the reply to ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters or fewer`),
});

/** The average shown beside the count: one decimal, e.g. "4.3"; null when nothing is rated. */
export function formatAverage(average: number | null): string | null {
  return average === null || Number.isNaN(average) ? null : (Math.round(average * 10) / 10).toFixed(1);
}

/** "4.3 out of 5 from 12 reviews", "1 review". */
export function ratingSummary(average: number | null, count: number): string {
  const shown = formatAverage(average);
  if (count === 0 || shown === null) return 'No reviews yet';
  return `${shown} out of ${REVIEW_RATING_MAX} from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * Who wrote a review, as the public reads it. Never the buyer company's name: a buyer who kept its
 * name from suppliers on a requirement would be named by its review (decision record 0022).
 */
export function reviewerLabel(stateName: string | null): string {
  return stateName ? `A buyer in ${stateName}` : 'A buyer on TradeSetu';
}

export function stars(rating: number): string {
  const whole = Math.max(REVIEW_RATING_MIN, Math.min(REVIEW_RATING_MAX, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(REVIEW_RATING_MAX - whole);
}

/**
 * schema.org AggregateRating for a page's JSON-LD, only from published reviews of real deals and
 * only when there is at least one; otherwise nothing (the page claims no rating).
 */
export function aggregateRatingLd(average: string | null, count: number): Record<string, unknown> | undefined {
  if (count < 1 || average === null) return undefined;
  return { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: REVIEW_RATING_MAX, worstRating: REVIEW_RATING_MIN };
}
