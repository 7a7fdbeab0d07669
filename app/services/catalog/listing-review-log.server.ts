/**
 * The log of listing review decisions (/admin/listings/log): who decided what about which listing,
 * newest first. The decisions themselves are in listing-review.server.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { ReviewDecision } from '~/domain/listing';
import { REVIEW_PAGE_SIZE, type ReviewSubject } from '~/domain/listing-review';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { listingReviews } from '~/services/db/schema/catalog';

export interface ReviewLogEntry {
  id: number;
  createdAt: Date;
  productId: number | null;
  productName: string;
  subject: ReviewSubject;
  decision: ReviewDecision;
  reasonCode: string | null;
  note: string;
  reviewerName: string | null;
  reviewerEmail: string | null;
}

/** Decisions newest first, one page, optionally of one listing. */
export async function reviewLog(options: { page: number; productId?: number; pageSize?: number }): Promise<{ entries: ReviewLogEntry[]; total: number }> {
  const pageSize = options.pageSize ?? REVIEW_PAGE_SIZE;
  const where = options.productId === undefined ? undefined : eq(listingReviews.productId, options.productId);
  const [entries, [count]] = await Promise.all([
    db()
      .select({
        id: listingReviews.id,
        createdAt: listingReviews.createdAt,
        productId: listingReviews.productId,
        productName: listingReviews.productName,
        subject: listingReviews.subject,
        decision: listingReviews.decision,
        reasonCode: listingReviews.reasonCode,
        note: listingReviews.note,
        reviewerName: users.name,
        reviewerEmail: users.email,
      })
      .from(listingReviews)
      .leftJoin(users, eq(users.id, listingReviews.reviewerUserId))
      .where(where)
      .orderBy(desc(listingReviews.id))
      .limit(pageSize)
      .offset((options.page - 1) * pageSize),
    db().select({ n: sql<number>`count(*)::int` }).from(listingReviews).where(where),
  ]);
  return { entries, total: count?.n ?? 0 };
}
