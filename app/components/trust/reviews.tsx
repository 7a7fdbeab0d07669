import type { ReactNode } from 'react';
import { useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { formatIndianDay } from '~/domain/india-time';
import { ratingSummary, stars } from '~/domain/reviews';
import type { ReportTarget } from '~/domain/reports';

export interface ShownReview {
  id: number;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | string | null;
  createdAt: Date | string;
  /** "A buyer in Maharashtra" (public) or the supplier's name (the buyer's own list). */
  byline: string;
  productName?: string | null;
}

/** "Report" beside something anyone may report; a visitor is sent to log in first by /report. */
export function ReportLink({ kind, id, label }: { kind: ReportTarget; id: number; label?: string }) {
  const t = useT('product');
  const href = useLocalisedHref();
  return (
    <a href={href(`/report?kind=${kind}&id=${id}`)} className="text-xs text-slate-600 underline" rel="nofollow" data-testid={`report-${kind}-${id}`}>
      {label ?? t('report')}
    </a>
  );
}

/** The average and count, e.g. "★★★★☆ 4.3 out of 5 from 12 reviews". */
function RatingLine({ average, count, label }: { average: string | null; count: number; label?: string }) {
  const domainText = useDomainText();
  return (
    <p className="text-sm text-slate-800" data-testid="rating-summary">
      {label ? <span className="font-semibold">{label}: </span> : null}
      {average !== null && count > 0 ? <span aria-hidden="true" className="text-amber-600">{`${stars(Number(average))} `}</span> : null}
      {domainText(ratingSummary(average === null ? null : Number(average), count))}
    </p>
  );
}

/** A list of reviews with their replies; `extra` adds per-review controls (Report, the reply form). */
export function ReviewList({ reviews, extra, testId = 'reviews' }: { reviews: ShownReview[]; extra?: (review: ShownReview) => ReactNode; testId?: string }) {
  const t = useT('product');
  const locale = useLocale();
  const domainText = useDomainText();
  return (
    <ul className="mt-3 flex flex-col gap-3" data-testid={testId}>
      {reviews.map((review) => (
        <li key={review.id} className="rounded-md border border-slate-200 p-3" data-testid="review">
          <p className="text-sm">
            <span className="text-amber-600" aria-label={t('outOfFive', { rating: String(review.rating) })}>
              {stars(review.rating)}
            </span>{' '}
            <span className="text-slate-700">
              <span data-user-text>{domainText(review.byline)}</span> · {formatIndianDay(review.createdAt, locale)}
              {review.productName ? <span data-user-text>{` · ${review.productName}`}</span> : ''}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-900" data-user-text>
            {review.body}
          </p>
          {review.reply ? (
            <div className="mt-2 border-l-4 border-slate-300 pl-3 text-sm" data-testid="review-reply">
              <p className="font-semibold text-slate-700">{t('replyFromSupplier') + (review.repliedAt ? ` · ${formatIndianDay(review.repliedAt, locale)}` : '')}</p>
              <p className="whitespace-pre-line text-slate-800" data-user-text>
                {review.reply}
              </p>
            </div>
          ) : null}
          {extra ? <div className="mt-2">{extra(review)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

interface PublicReviewData {
  id: number;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | string | null;
  createdAt: Date | string;
  reviewer: string;
  productName: string | null;
}

/** The supplier and product pages' reviews: the summary, the newest reviews, a Report link on each. */
export function PublicReviews({ heading, summary, supplierSummary, reviews }: { heading: string; summary: { average: string | null; count: number }; supplierSummary?: { average: string | null; count: number }; reviews: PublicReviewData[] }) {
  const t = useT('product');
  return (
    <section aria-labelledby="reviews" className="mt-8">
      <h2 id="reviews" className="text-lg font-bold">
        {heading}
      </h2>
      <RatingLine average={summary.average} count={summary.count} label={supplierSummary ? t('thisProduct') : undefined} />
      {supplierSummary ? <RatingLine average={supplierSummary.average} count={supplierSummary.count} label={t('supplierAllDeals')} /> : null}
      <p className="text-xs text-slate-600">{t('reviewRule')}</p>
      {reviews.length > 0 ? <ReviewList reviews={reviews.map((review) => ({ ...review, byline: review.reviewer }))} extra={(review) => (
            <p className="flex flex-wrap gap-x-4">
              <ReportLink kind="review" id={review.id} label={t('reportReview')} />
              {review.reply ? <ReportLink kind="reply" id={review.id} label={t('reportReply')} /> : null}
            </p>
          )} /> : null}
    </section>
  );
}
