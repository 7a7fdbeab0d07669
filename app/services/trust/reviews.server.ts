/**
 * Reviews of suppliers after a real deal on the site (issue 17, decision record 0022). A deal is an
 * accepted quote (the buyer is the requirement's company) or a thread the supplier marked won (the
 * buyer side of that thread: the buyer company's members with leads, or the login without a
 * company that sent it). One review per deal (unique index reviews_deal_idx, so two tabs at once
 * write one), one reply by the supplier. Only published reviews are shown and counted.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealRefText, formatAverage, parseDealRef, reviewerLabel, REVIEWS_SHOWN, type DealRef, type ReviewFormInput, type ReviewStatus } from '~/domain/reviews';
import { formatIndianMoment } from '~/domain/india-time';
import { companyAllowing, isMemberCompany, type Membership } from '~/services/accounts/membership.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';
import { threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { quotes, requirements } from '~/services/db/schema/requirements';
import { reviews } from '~/services/db/schema/trust';
import { products } from '~/services/db/schema/catalog';
import { ConflictError, NotFoundError } from '~/services/errors.server';
import { notifyCompany, notifyUser } from '~/services/notifications/notify.server';

type Executor = Transaction | ReturnType<typeof db>;

const NOT_YOUR_DEAL = 'We could not find that deal among the deals you can review. Open “Deals you can review” and choose it there.';
const ALREADY_REVIEWED = 'You have already reviewed this deal. Each deal gets one review; yours is under “Your reviews”.';

/** A deal the buyer may review: with whom, what it was, when. */
export interface ReviewableDeal {
  ref: string;
  supplierCompanyId: number;
  supplierName: string;
  supplierSlug: string;
  what: string;
  at: Date;
  buyerCompanyId: number | null;
  productId: number | null;
}

/** Who the buyer is: their company when they have one (and may buy for it), else the login alone. */
async function buyerOf(userId: number, executor: Executor = db()): Promise<Membership | null> {
  return companyAllowing(userId, 'leads', executor);
}

/** An accepted quote's requirement belongs to the buyer company. */
function quoteBuyer(membership: Membership | null): SQL {
  return membership ? eq(requirements.buyerCompanyId, membership.companyId) : sql`false`;
}

/** The buyer side of a thread, by the rule threads.server.ts reads it with. */
function threadBuyer(userId: number): SQL {
  return sql`((${threads.buyerUserId} = ${userId} AND ${threads.buyerCompanyId} IS NULL) OR ${isMemberCompany(threads.buyerCompanyId, userId, 'leads')})`;
}

/** A requirement thread whose quote was accepted is that quote's deal, not a second one. */
const notAnAcceptedQuote = sql`NOT EXISTS (SELECT 1 FROM ${quotes} q WHERE q.requirement_id = ${threads.requirementId} AND q.supplier_company_id = ${threads.sellerCompanyId} AND q.status = 'accepted')`;

async function quoteDeals(membership: Membership | null, executor: Executor, only?: number): Promise<ReviewableDeal[]> {
  const rows = await executor
    .select({ id: quotes.id, supplierCompanyId: quotes.supplierCompanyId, supplierName: companies.name, supplierSlug: companies.slug, title: requirements.title, reference: requirements.reference, at: sql<Date>`coalesce(${quotes.decidedAt}, ${quotes.updatedAt})`.mapWith((v) => new Date(v as string)), buyerCompanyId: requirements.buyerCompanyId })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .innerJoin(companies, eq(companies.id, quotes.supplierCompanyId))
    .where(and(eq(quotes.status, 'accepted'), quoteBuyer(membership), only === undefined ? undefined : eq(quotes.id, only)))
    .orderBy(desc(quotes.updatedAt))
    .limit(200);
  return rows.map((row) => ({ ref: dealRefText({ kind: 'quote', id: row.id }), supplierCompanyId: row.supplierCompanyId, supplierName: row.supplierName, supplierSlug: row.supplierSlug, what: `Your requirement ${row.reference}: ${row.title} (quote accepted)`, at: row.at, buyerCompanyId: row.buyerCompanyId, productId: null }));
}

async function threadDeals(userId: number, executor: Executor, only?: number): Promise<ReviewableDeal[]> {
  const rows = await executor
    .select({ id: threads.id, supplierCompanyId: threads.sellerCompanyId, supplierName: companies.name, supplierSlug: companies.slug, subject: threads.subject, reference: threads.reference, at: threads.leadUpdatedAt, buyerCompanyId: threads.buyerCompanyId, productId: inquiries.productId })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.sellerCompanyId))
    .leftJoin(inquiries, eq(inquiries.id, threads.inquiryId))
    .where(and(eq(threads.leadStatus, 'won'), threadBuyer(userId), sql`(${threads.requirementId} IS NULL OR ${notAnAcceptedQuote})`, only === undefined ? undefined : eq(threads.id, only)))
    .orderBy(desc(threads.leadUpdatedAt))
    .limit(200);
  return rows.map((row) => ({ ref: dealRefText({ kind: 'thread', id: row.id }), supplierCompanyId: row.supplierCompanyId, supplierName: row.supplierName, supplierSlug: row.supplierSlug, what: `Conversation ${row.reference}: ${row.subject} (marked won by the supplier)`, at: row.at, buyerCompanyId: row.buyerCompanyId, productId: row.productId }));
}

/** The deal `ref` when `userId` is its buyer; NotFoundError otherwise (someone else's deal reads as no deal). */
async function dealFor(userId: number, deal: DealRef, executor: Executor): Promise<ReviewableDeal> {
  const membership = await buyerOf(userId, executor);
  const [found] = deal.kind === 'quote' ? await quoteDeals(membership, executor, deal.id) : await threadDeals(userId, executor, deal.id);
  if (!found) throw new NotFoundError(NOT_YOUR_DEAL);
  return found;
}

async function reviewedRefs(executor: Executor, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await executor.select({ kind: reviews.dealKind, id: reviews.dealId }).from(reviews).where(sql`(${reviews.dealKind} || '-' || ${reviews.dealId}) IN (${sql.join(refs.map((ref) => sql`${ref}`), sql`, `)})`);
  return new Set(rows.map((row) => dealRefText({ kind: row.kind, id: row.id })));
}

/** The deals `userId` can still review (not reviewed yet), newest first. */
export async function reviewableDeals(userId: number): Promise<ReviewableDeal[]> {
  const membership = await buyerOf(userId);
  const deals = [...(await quoteDeals(membership, db())), ...(await threadDeals(userId, db()))].sort((a, b) => b.at.getTime() - a.at.getTime());
  const done = await reviewedRefs(db(), deals.map((deal) => deal.ref));
  return deals.filter((deal) => !done.has(deal.ref));
}

/** The review form's deal, or NotFoundError; ConflictError when it is already reviewed. */
export async function dealToReview(userId: number, refText: string | null): Promise<ReviewableDeal> {
  const deal = parseDealRef(refText);
  if (!deal) throw new NotFoundError(NOT_YOUR_DEAL);
  const found = await dealFor(userId, deal, db());
  if ((await reviewedRefs(db(), [found.ref])).size > 0) throw new ConflictError(ALREADY_REVIEWED);
  return found;
}

/** The "Review this supplier" link for a thread or quote the user is the buyer of, or null. */
export async function reviewLinkFor(userId: number, deal: DealRef): Promise<string | null> {
  try {
    const found = await dealToReview(userId, dealRefText(deal));
    return `/account/reviews/new?deal=${found.ref}`;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ConflictError) return null;
    throw error;
  }
}

/**
 * Writes the buyer's review of a deal and tells the supplier. A second review of the same deal
 * (another tab, another colleague) hits the unique index and is refused in words.
 */
export async function submitReview(userId: number, input: ReviewFormInput): Promise<{ id: number; supplierSlug: string }> {
  const deal = parseDealRef(input.deal);
  if (!deal) throw new NotFoundError(NOT_YOUR_DEAL);
  return transaction(async (tx) => {
    const found = await dealFor(userId, deal, tx);
    const canonical = parseDealRef(found.ref) ?? deal;
    const [inserted] = await tx
      .insert(reviews)
      .values({ supplierCompanyId: found.supplierCompanyId, buyerCompanyId: found.buyerCompanyId, authorUserId: userId, dealKind: canonical.kind, dealId: canonical.id, productId: found.productId, rating: input.rating, body: input.body })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!inserted) throw new ConflictError(ALREADY_REVIEWED);
    await notifyCompany(tx, found.supplierCompanyId, {
      kind: 'review_received',
      title: `A buyer rated your company ${input.rating} out of 5`,
      body: input.body.slice(0, 200),
      link: '/account/reviews',
      dedupeKey: `review:${inserted.id}`,
    });
    return { id: inserted.id, supplierSlug: found.supplierSlug };
  });
}

/** The supplier's one reply to a review of their company; a second reply is refused with when the first was written. */
export async function replyToReview(userId: number, reviewId: number, reply: string): Promise<void> {
  const membership = await companyAllowing(userId, 'leads');
  if (!membership) throw new NotFoundError('We could not find that review among the reviews of your company.');
  await transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.supplierCompanyId, membership.companyId))).for('update');
    if (!review) throw new NotFoundError('We could not find that review among the reviews of your company.');
    if (review.repliedAt) throw new ConflictError(`Your company already replied to this review on ${formatIndianMoment(review.repliedAt)}. A review gets one reply.`);
    await tx.update(reviews).set({ reply, repliedAt: new Date(), repliedByUserId: userId }).where(and(eq(reviews.id, reviewId), isNull(reviews.repliedAt)));
    const notice = { kind: 'review_replied' as const, title: `${membership.companyName} replied to your review`, body: reply.slice(0, 200), link: '/account/reviews', dedupeKey: `review-reply:${reviewId}` };
    if (review.authorUserId) await notifyUser(tx, review.authorUserId, notice);
    else if (review.buyerCompanyId) await notifyCompany(tx, review.buyerCompanyId, notice);
  });
}

const supplier = alias(companies, 'supplier');
const buyer = alias(companies, 'buyer');

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  body: reviews.body,
  // A reply hidden after an upheld report is not shown anywhere (it still counts as the one reply).
  reply: sql<string | null>`CASE WHEN ${reviews.replyHiddenReason} IS NULL THEN ${reviews.reply} END`,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  status: sql<ReviewStatus>`${reviews.status}`,
  hiddenReason: reviews.hiddenReason,
  supplierName: supplier.name,
  supplierSlug: supplier.slug,
  buyerStateName: states.name,
  productName: products.name,
  productSlug: products.slug,
};

function reviewsWith(where: SQL | undefined, limit: number) {
  return db()
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(supplier, eq(supplier.id, reviews.supplierCompanyId))
    .leftJoin(buyer, eq(buyer.id, reviews.buyerCompanyId))
    .leftJoin(states, eq(states.code, buyer.stateCode))
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export type ReviewRow = Awaited<ReturnType<typeof reviewsWith>>[number];

/** /account/reviews: deals to review, the user's reviews, and (for a supplier's members with leads) reviews of their company. */
export async function reviewsPage(userId: number) {
  const membership = await companyAllowing(userId, 'leads');
  const [deals, mine, ofCompany] = await Promise.all([
    reviewableDeals(userId),
    reviewsWith(membership ? sql`(${reviews.authorUserId} = ${userId} OR ${reviews.buyerCompanyId} = ${membership.companyId})` : eq(reviews.authorUserId, userId), 100),
    membership ? reviewsWith(eq(reviews.supplierCompanyId, membership.companyId), 100) : Promise.resolve([]),
  ]);
  return { deals, mine, ofCompany, companyName: membership?.companyName ?? null };
}

/** A review as the public reads it: the buyer named only by state (decision record 0022). */
export interface PublicReview {
  id: number;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  reviewer: string;
  supplierName: string;
  productName: string | null;
}

export interface RatingSummary {
  average: string | null;
  count: number;
}

async function summaryOf(where: SQL): Promise<RatingSummary> {
  const [row] = await db()
    .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(and(where, eq(reviews.status, 'published')));
  return { average: formatAverage(row?.average === null || row?.average === undefined ? null : Number(row.average)), count: row?.count ?? 0 };
}

const toPublic = (row: ReviewRow): PublicReview => ({ id: row.id, rating: row.rating, body: row.body, reply: row.reply, repliedAt: row.repliedAt, createdAt: row.createdAt, reviewer: reviewerLabel(row.buyerStateName), supplierName: row.supplierName, productName: row.productName });

/** A supplier page's reviews (by the page's slug): the company's id (for "Report"), the average and count of published reviews, and the newest few. */
export async function supplierReviews(slug: string) {
  const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  const companyId = company?.id ?? 0;
  const where = eq(reviews.supplierCompanyId, companyId);
  const [summary, latest] = await Promise.all([summaryOf(where), reviewsWith(and(where, eq(reviews.status, 'published')), REVIEWS_SHOWN)]);
  return { companyId, summary, latest: latest.map(toPublic) };
}

/** A product page's reviews: those whose deal was about this product, and the supplier's overall rating beside them. */
export async function productReviews(productId: number, supplierCompanyId: number) {
  const where = eq(reviews.productId, productId);
  const [summary, supplierSummary, latest] = await Promise.all([summaryOf(where), summaryOf(eq(reviews.supplierCompanyId, supplierCompanyId)), reviewsWith(and(where, eq(reviews.status, 'published')), REVIEWS_SHOWN)]);
  return { summary, supplierSummary, latest: latest.map(toPublic) };
}
