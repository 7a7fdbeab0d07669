/**
 * Reviews of suppliers by buyer companies after a real deal on the site (issue 17). The rules
 * (who may review which deal, one per deal, one reply) are enforced by app/services/trust/reviews.
 */
export const REVIEW_DEAL_KINDS = ['quote', 'thread'] as const;
export type ReviewDealKind = (typeof REVIEW_DEAL_KINDS)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
