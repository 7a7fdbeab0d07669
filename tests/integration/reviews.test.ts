import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';
import { notifications } from '~/services/db/schema/requirements';
import { reviews } from '~/services/db/schema/trust';
import { acceptQuote } from '~/services/requirements/decisions.server';
import { replyToReview, reviewableDeals, submitReview, supplierReviews } from '~/services/trust/reviews.server';
import { ConflictError, NotFoundError } from '~/services/errors.server';
import * as newReview from '~/routes/account.reviews.new';
import * as reviewsPage from '~/routes/account.reviews';
import * as supplierPage from '~/routes/supplier';
import * as productPage from '~/routes/product';
import { inquiries } from '~/services/db/schema/leads';
import { insertListings } from './support/listing-fixtures';
import { firstCategoryPair } from './support/catalog-fixtures';
import * as threadPage from '~/routes/account.messages.$ref';
import { inquiryThread } from './support/thread-fixtures';
import { insertQuote, insertRequirement, newBuyer, newSupplier, userWithoutCompany } from './support/requirement-fixtures';
import { colleagueOf } from './support/team-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

const BODY = 'Seeds arrived on time, well packed, and germinated as promised.';

async function wonThread() {
  const made = await inquiryThread();
  await db().update(threads).set({ leadStatus: 'won' }).where(eq(threads.id, made.thread.id));
  return made;
}

async function acceptedQuote() {
  const buyer = await newBuyer();
  const supplier = await newSupplier();
  const requirement = await insertRequirement(buyer);
  const quote = await insertQuote(requirement.id, supplier, '27');
  await acceptQuote(buyer, requirement.reference, quote.id);
  return { buyer, supplier, requirement, quote };
}

async function postReview(userId: number, fields: Record<string, string>) {
  const answer = await answerOf(callRoute(newReview.action, await requestAs(userId, '/account/reviews/new', formPost(fields))));
  const body = answer.data as { ok?: boolean; result?: { error?: Record<string, string[] | null> } } | Response;
  return { status: answer.status, errors: body instanceof Response ? {} : (body.result?.error ?? {}), location: answer.headers.get('location') };
}

const noticesOf = (userId: number, kind: string) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('who may review a supplier', () => {
  it('refuses a review without a deal: a thread not marked won, an unknown deal, a malformed one', async () => {
    const { buyer, thread } = await inquiryThread();
    expect((await postReview(buyer.userId, { deal: `thread-${thread.id}`, rating: '5', body: BODY })).status).toBe(404);
    expect((await postReview(buyer.userId, { deal: 'quote-999999', rating: '5', body: BODY })).status).toBe(404);
    const malformed = await postReview(buyer.userId, { deal: 'order-1', rating: '5', body: BODY });
    expect(malformed.status).toBe(400);
    expect(malformed.errors.deal?.[0]).toMatch(/not one you can review/);
    expect(await reviewableDeals(buyer.userId)).toEqual([]);
    expect(await db().select().from(reviews).where(eq(reviews.supplierCompanyId, thread.sellerCompanyId))).toHaveLength(0);
  });

  it('accepts a review after a won thread, tells the supplier, and offers the link on the thread page until then', async () => {
    const { buyer, seller, thread } = await wonThread();
    const page = await answerOf(callRoute(threadPage.loader, await requestAs(buyer.userId, `/account/messages/${thread.reference}`), { ref: thread.reference }));
    expect((page.data as { reviewLink: string | null }).reviewLink).toBe(`/account/reviews/new?deal=thread-${thread.id}`);
    const sellerView = await answerOf(callRoute(threadPage.loader, await requestAs(seller.userId, `/account/messages/${thread.reference}`), { ref: thread.reference }));
    expect((sellerView.data as { reviewLink: string | null }).reviewLink).toBeNull();
    expect((await reviewableDeals(buyer.userId)).map((deal) => deal.ref)).toEqual([`thread-${thread.id}`]);

    const sent = await postReview(buyer.userId, { deal: `thread-${thread.id}`, rating: '4', body: BODY });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe('/account/reviews?reviewed=1');
    const [row] = await db().select().from(reviews).where(eq(reviews.dealId, thread.id));
    expect(row).toMatchObject({ supplierCompanyId: seller.companyId, buyerCompanyId: buyer.companyId, authorUserId: buyer.userId, dealKind: 'thread', rating: 4, body: BODY, status: 'published' });
    expect(await noticesOf(seller.userId, 'review_received')).toHaveLength(1);
    expect(await reviewableDeals(buyer.userId)).toEqual([]);
    const after = await answerOf(callRoute(threadPage.loader, await requestAs(buyer.userId, `/account/messages/${thread.reference}`), { ref: thread.reference }));
    expect((after.data as { reviewLink: string | null }).reviewLink).toBeNull();
  });

  it('accepts a review after an accepted quote, from the requirement’s company', async () => {
    const { buyer, supplier, quote } = await acceptedQuote();
    expect((await reviewableDeals(buyer.userId)).map((deal) => deal.ref)).toEqual([`quote-${quote.id}`]);
    expect((await postReview(buyer.userId, { deal: `quote-${quote.id}`, rating: '5', body: BODY })).status).toBe(302);
    const [row] = await db().select().from(reviews).where(and(eq(reviews.dealKind, 'quote'), eq(reviews.dealId, quote.id)));
    expect(row).toMatchObject({ supplierCompanyId: supplier.companyId, buyerCompanyId: buyer.companyId, rating: 5 });
  });

  it('lets a login without a company review a thread it sent that was won, with no buyer company', async () => {
    const { thread, seller } = await wonThread();
    const loner = await userWithoutCompany();
    await db().update(threads).set({ buyerCompanyId: null, buyerUserId: loner.id }).where(eq(threads.id, thread.id));
    await submitReview(loner.id, { deal: `thread-${thread.id}`, rating: 3, body: BODY });
    const [row] = await db().select().from(reviews).where(eq(reviews.dealId, thread.id));
    expect(row).toMatchObject({ buyerCompanyId: null, authorUserId: loner.id, supplierCompanyId: seller.companyId });
  });

  it('refuses another company’s deal by its id, and a colleague without leads', async () => {
    const { thread } = await wonThread();
    const { quote, buyer } = await acceptedQuote();
    const stranger = await newBuyer();
    for (const deal of [`thread-${thread.id}`, `quote-${quote.id}`]) {
      expect((await postReview(stranger.userId, { deal, rating: '1', body: BODY })).status).toBe(404);
      expect((await answerOf(callRoute(newReview.loader, await requestAs(stranger.userId, `/account/reviews/new?deal=${deal}`)))).status).toBe(404);
    }
    const cataloguer = await colleagueOf(buyer.userId, 'catalogue');
    expect((await postReview(cataloguer.userId, { deal: `quote-${quote.id}`, rating: '1', body: BODY })).status).toBe(403);
    expect(await db().select().from(reviews).where(and(eq(reviews.dealKind, 'thread'), eq(reviews.dealId, thread.id)))).toHaveLength(0);
    expect(await db().select().from(reviews).where(and(eq(reviews.dealKind, 'quote'), eq(reviews.dealId, quote.id)))).toHaveLength(0);
  });

  it('keeps one review per deal: a second one and two at once are refused in words', async () => {
    const { buyer, thread } = await wonThread();
    const colleague = await colleagueOf(buyer.userId, 'sales');
    const outcomes = await Promise.allSettled([submitReview(buyer.userId, { deal: `thread-${thread.id}`, rating: 5, body: BODY }), submitReview(colleague.userId, { deal: `thread-${thread.id}`, rating: 1, body: BODY })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ConflictError);
    const again = await postReview(buyer.userId, { deal: `thread-${thread.id}`, rating: '2', body: BODY });
    expect(again.status).toBe(409);
    expect(again.errors['']?.[0]).toMatch(/already reviewed this deal/);
    expect(await db().select().from(reviews).where(eq(reviews.dealId, thread.id))).toHaveLength(1);
  });

  it('checks the form: rating 1–5 and 20–2,000 characters, what was typed kept', async () => {
    const { buyer, thread } = await wonThread();
    const bad = await postReview(buyer.userId, { deal: `thread-${thread.id}`, rating: '6', body: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.errors.rating?.[0]).toMatch(/from 1 to 5/);
    expect(bad.errors.body?.[0]).toMatch(/at least 20/);
    expect((await postReview(buyer.userId, { deal: `thread-${thread.id}`, rating: '3', body: 'x'.repeat(2001) })).errors.body?.[0]).toMatch(/2,000/);
  });
});

describe('the supplier’s reply and the public rating', () => {
  it('lets the supplier reply once, tells the buyer, refuses another company', async () => {
    const { buyer, seller, thread } = await wonThread();
    const { id } = await submitReview(buyer.userId, { deal: `thread-${thread.id}`, rating: 4, body: BODY });
    const other = await newSupplier();
    await expect(replyToReview(other.userId, id, 'Not ours')).rejects.toBeInstanceOf(NotFoundError);
    const reply = await answerOf(callRoute(reviewsPage.action, await requestAs(seller.userId, '/account/reviews', formPost({ reviewId: String(id), reply: 'Thank you, glad the seeds did well.' }))));
    expect(reply.status).toBe(200);
    const second = await answerOf(callRoute(reviewsPage.action, await requestAs(seller.userId, '/account/reviews', formPost({ reviewId: String(id), reply: 'Again' }))));
    expect(second.status).toBe(409);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.reply).toBe('Thank you, glad the seeds did well.');
    expect(await noticesOf(buyer.userId, 'review_replied')).toHaveLength(1);
    const page = (await answerOf(callRoute(reviewsPage.loader, await requestAs(seller.userId, '/account/reviews')))).data as Awaited<ReturnType<typeof reviewsPage.loader>>;
    expect(page.ofCompany.map((r) => r.id)).toEqual([id]);
  });

  it('averages published reviews only on the supplier page (the numbers its AggregateRating is built from)', async () => {
    const first = await wonThread();
    const seller = first.seller;
    const second = await inquiryThread();
    await db().update(threads).set({ sellerCompanyId: seller.companyId, leadStatus: 'won' }).where(eq(threads.id, second.thread.id));
    const third = await inquiryThread();
    await db().update(threads).set({ sellerCompanyId: seller.companyId, leadStatus: 'won' }).where(eq(threads.id, third.thread.id));
    const empty = await supplierReviews(seller.slug);
    expect(empty.summary).toEqual({ average: null, count: 0 });
    await submitReview(first.buyer.userId, { deal: `thread-${first.thread.id}`, rating: 5, body: BODY });
    await submitReview(second.buyer.userId, { deal: `thread-${second.thread.id}`, rating: 4, body: BODY });
    const hidden = await submitReview(third.buyer.userId, { deal: `thread-${third.thread.id}`, rating: 1, body: BODY });
    await db().update(reviews).set({ status: 'hidden', hiddenReason: 'Abusive' }).where(eq(reviews.id, hidden.id));
    const page = await answerOf(callRoute(supplierPage.loader, await requestAs(undefined, `/suppliers/${seller.slug}`), { slug: seller.slug }));
    const data = page.data as Awaited<ReturnType<typeof supplierPage.loader>>;
    expect(data.reviews.summary).toEqual({ average: '4.5', count: 2 });
    expect(data.reviews.latest.map((r) => r.rating).sort()).toEqual([4, 5]);
    expect(data.reviews.latest[0]?.reviewer).toMatch(/^A buyer in /);
  });

  it('shows on a product page the reviews of deals about that product, with the supplier’s overall rating labelled apart', async () => {
    const about = await wonThread();
    const other = await inquiryThread();
    await db().update(threads).set({ sellerCompanyId: about.seller.companyId, leadStatus: 'won' }).where(eq(threads.id, other.thread.id));
    const pair = await firstCategoryPair();
    const [listing] = await insertListings(about.seller.companyId, { categoryId: pair.category, subcategoryId: pair.subCategory }, [{ name: 'Hybrid tomato seeds' }]);
    if (!listing) throw new Error('no listing');
    await db().update(inquiries).set({ productId: listing.id }).where(eq(inquiries.id, about.thread.inquiryId ?? 0));
    await submitReview(about.buyer.userId, { deal: `thread-${about.thread.id}`, rating: 5, body: BODY });
    await submitReview(other.buyer.userId, { deal: `thread-${other.thread.id}`, rating: 2, body: BODY });
    const page = await answerOf(callRoute(productPage.loader, await requestAs(undefined, `/product/${listing.slug}`), { slug: listing.slug }));
    const data = page.data as Awaited<ReturnType<typeof productPage.loader>>;
    expect(data.reviews?.summary).toEqual({ average: '5.0', count: 1 });
    expect(data.reviews?.supplierSummary).toEqual({ average: '3.5', count: 2 });
    expect(data.reviews?.latest.map((r) => r.productName)).toEqual(['Hybrid tomato seeds']);
  });
});
