import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { products } from '~/services/db/schema/catalog';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { notifications } from '~/services/db/schema/requirements';
import { reports, reviews } from '~/services/db/schema/trust';
import { replyToReview, submitReview, supplierReviews } from '~/services/trust/reviews.server';
import { decideReport, submitReport } from '~/services/trust/reports.server';
import * as reportPage from '~/routes/report';
import * as queuePage from '~/routes/admin.reports';
import * as reportAdmin from '~/routes/admin.reports.$id';
import * as myReports from '~/routes/account.reports';
import { createBuyer, makeAdmin } from './support/billing-fixtures';
import { firstCategoryPair } from './support/catalog-fixtures';
import { insertListings } from './support/listing-fixtures';
import { inquiryThread } from './support/thread-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

let admin: SessionUser;
beforeAll(async () => {
  admin = await makeAdmin();
});

async function report(userId: number | undefined, fields: Record<string, string>) {
  const answer = await answerOf(callRoute(reportPage.action, await requestAs(userId, '/report', formPost(fields))));
  const body = answer.data as { ok?: boolean; message?: string; result?: { error?: Record<string, string[] | null> } };
  return { status: answer.status, message: body.message, errors: body.result?.error ?? {}, headers: answer.headers };
}
const openForm = async (userId: number | undefined, kind: string, id: number) => answerOf(callRoute(reportPage.loader, await requestAs(userId, `/report?kind=${kind}&id=${id}`)));
const decide = async (userId: number, id: number, fields: Record<string, string>) => answerOf(callRoute(reportAdmin.action, await requestAs(userId, `/admin/reports/${id}`, formPost(fields)), { id: String(id) }));

/** A thread with one message from each side, and a published review of the seller. */
async function world() {
  const made = await inquiryThread();
  const [buyerMessage] = await db().insert(threadMessages).values({ threadId: made.thread.id, side: 'buyer', senderUserId: made.buyer.userId, body: 'Please send your best price.' }).returning();
  const [sellerMessage] = await db().insert(threadMessages).values({ threadId: made.thread.id, side: 'seller', senderUserId: made.seller.userId, body: 'Pay me outside the site, cash only.' }).returning();
  await db().update(threads).set({ leadStatus: 'won' }).where(eq(threads.id, made.thread.id));
  const review = await submitReview(made.buyer.userId, { deal: `thread-${made.thread.id}`, rating: 1, body: 'The supplier is a fraud and a thief, avoid them.' });
  const [listing] = await insertListings(made.seller.companyId, await firstCategoryPair().then((p) => ({ categoryId: p.category, subcategoryId: p.subCategory })), [{ name: 'Hybrid tomato seeds' }]);
  if (!buyerMessage || !sellerMessage || !listing) throw new Error('no world');
  return { ...made, buyerMessage, sellerMessage, review, listing };
}

const noticesOf = (userId: number) => db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'report_outcome')));

describe('reporting', () => {
  it('takes a report of each kind from a signed-in user, and sends a visitor to log in first', async () => {
    const w = await world();
    const reporter = await createBuyer();
    const visitor = await openForm(undefined, 'listing', w.listing.id);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
    for (const [kind, id] of [['listing', w.listing.id], ['company', w.seller.companyId], ['review', w.review.id]] as const) {
      expect((await openForm(reporter.id, kind, id)).status).toBe(200);
      const sent = await report(reporter.id, { kind, id: String(id), reason: 'fraud', details: 'Asked for payment outside the site.' });
      expect(sent.status).toBe(200);
      expect(sent.message).toMatch(/moderator will look/);
    }
    // Only a party reports a message, and only one from the other side.
    expect((await report(w.buyer.userId, { kind: 'message', id: String(w.sellerMessage.id), reason: 'abusive', details: '' })).status).toBe(200);
    expect((await report(w.buyer.userId, { kind: 'message', id: String(w.buyerMessage.id), reason: 'abusive', details: '' })).status).toBe(404);
    expect((await report(reporter.id, { kind: 'message', id: String(w.sellerMessage.id), reason: 'abusive', details: '' })).status).toBe(404);
    expect((await openForm(reporter.id, 'message', w.sellerMessage.id)).status).toBe(404);
    const rows = await db().select().from(reports).where(eq(reports.reporterUserId, reporter.id));
    expect(rows.map((r) => r.targetKind).sort()).toEqual(['company', 'listing', 'review']);
  });

  it('refuses what is not there or not visible, asks details with “other”, and refuses a second open report of the same thing', async () => {
    const w = await world();
    const reporter = await createBuyer();
    await db().update(products).set({ status: 'paused' }).where(eq(products.id, w.listing.id));
    expect((await report(reporter.id, { kind: 'listing', id: String(w.listing.id), reason: 'spam' })).status).toBe(404);
    expect((await openForm(reporter.id, 'review', 2147483000)).status).toBe(404);
    expect((await openForm(reporter.id, 'order', 1)).status).toBe(404);
    const other = await report(reporter.id, { kind: 'company', id: String(w.seller.companyId), reason: 'other', details: '' });
    expect(other.status).toBe(400);
    expect(other.errors.details?.[0]).toMatch(/Something else/);
    expect((await report(reporter.id, { kind: 'company', id: String(w.seller.companyId), reason: 'spam' })).status).toBe(200);
    const twice = await report(reporter.id, { kind: 'company', id: String(w.seller.companyId), reason: 'fraud' });
    expect(twice.status).toBe(409);
    expect(twice.errors['']?.[0]).toBe('You already reported this; we will tell you the outcome.');
    expect(await db().select().from(reports).where(and(eq(reports.reporterUserId, reporter.id), eq(reports.targetKind, 'company')))).toHaveLength(1);
    // Two tabs at once write one report.
    const both = await Promise.allSettled([0, 1].map(() => submitReport(reporter.id, { kind: 'review', id: w.review.id, reason: 'spam', details: '' })));
    expect(both.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await db().select().from(reports).where(and(eq(reports.reporterUserId, reporter.id), eq(reports.targetKind, 'review')))).toHaveLength(1);
  });

  it('limits one account to 10 reports an hour: of 50 attempts, the rest are refused with the wait in words', async () => {
    const reporter = await createBuyer();
    const targets = await Promise.all(Array.from({ length: 50 }, async () => (await inquiryThread()).seller.companyId));
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof report>> | null = null;
    for (const id of targets) {
      const answer = await report(reporter.id, { kind: 'company', id: String(id), reason: 'spam' });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    // Refusals count too, so after 50 attempts the daily limit (30) is also reached: the wait named
    // is the longer one, until the day's window ends (minutes or hours, by the time of day).
    expect(refusal?.errors['']?.[0]).toMatch(/wait \d+ (second|minute|hour)s?\b/);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db().select().from(reports).where(eq(reports.reporterUserId, reporter.id))).toHaveLength(10);
  }, 120_000);
});

describe('moderating reports', () => {
  it('upholding a report of a review hides it, writes the audit entry, and tells the reporter', async () => {
    const w = await world();
    const reporter = await createBuyer();
    const { id } = await submitReport(reporter.id, { kind: 'review', id: w.review.id, reason: 'abusive', details: '' });
    await submitReport(w.seller.userId, { kind: 'review', id: w.review.id, reason: 'abusive', details: '' });
    const queue = (await answerOf(callRoute(queuePage.loader, await requestAs(admin.id, '/admin/reports')))).data as Awaited<ReturnType<typeof queuePage.loader>>;
    expect(queue.rows.map((r) => r.id)).toContain(id);
    const detail = (await answerOf(callRoute(reportAdmin.loader, await requestAs(admin.id, `/admin/reports/${id}`), { id: String(id) }))).data as Awaited<ReturnType<typeof reportAdmin.loader>>;
    expect(detail.thing?.text).toBe('The supplier is a fraud and a thief, avoid them.');
    expect(detail.otherReports).toBe(1);
    expect((await decide(admin.id, id, { intent: 'uphold', note: 'Insults without facts.' })).status).toBe(200);
    const [review] = await db().select().from(reviews).where(eq(reviews.id, w.review.id));
    expect(review).toMatchObject({ status: 'hidden', hiddenReason: 'Insults without facts.' });
    expect((await supplierReviews(w.seller.slug)).summary.count).toBe(0);
    const [notice] = await noticesOf(reporter.id);
    expect(notice?.body).toMatch(/upheld your report of the review and hid the review/);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `report ${id} (review ${w.review.id})`));
    expect(entry).toMatchObject({ action: 'upheld report', before: { status: 'open', targetStatus: 'published' }, after: { status: 'upheld', targetStatus: 'hidden' } });
    const mine = (await answerOf(callRoute(myReports.loader, await requestAs(reporter.id, '/account/reports')))).data as Awaited<ReturnType<typeof myReports.loader>>;
    expect(mine.reports[0]).toMatchObject({ status: 'upheld' });
    // A second moderator deciding the same report is told who decided first.
    const second = await decide(admin.id, id, { intent: 'dismiss', note: 'Looks fine to me.' });
    expect(second.status).toBe(409);
    expect(JSON.stringify(second.data)).toMatch(new RegExp(`Already decided by .*${admin.email}`));
  });

  it('a supplier’s reply is reported on its own: upholding hides the reply and keeps the buyer’s review', async () => {
    const w = await world();
    await replyToReview(w.seller.userId, w.review.id, 'You are a liar and we know where you live.');
    expect((await openForm(w.buyer.userId, 'reply', w.review.id)).status).toBe(200);
    const other = await world();
    expect((await openForm(w.buyer.userId, 'reply', other.review.id)).status).toBe(404);
    const { id } = await submitReport(w.buyer.userId, { kind: 'reply', id: w.review.id, reason: 'abusive', details: 'A threat in the reply.' });
    expect((await decide(admin.id, id, { intent: 'uphold', note: 'Threats are not allowed.' })).status).toBe(200);
    const shown = await supplierReviews(w.seller.slug);
    const review = shown.latest.find((r) => r.id === w.review.id);
    expect(review?.body).toBe('The supplier is a fraud and a thief, avoid them.');
    expect(review?.reply).toBeNull();
    const [notice] = await noticesOf(w.buyer.userId);
    expect(notice?.body).toMatch(/hid the reply/);
    await expect(replyToReview(w.seller.userId, w.review.id, 'Trying again.')).rejects.toThrow();
  });

  it('upholding a report of a listing takes it down; dismissing tells the reporter it stays', async () => {
    const w = await world();
    const reporter = await createBuyer();
    const listingReport = await submitReport(reporter.id, { kind: 'listing', id: w.listing.id, reason: 'counterfeit', details: 'Fake brand.' });
    await decideReport(admin, listingReport.id, { intent: 'uphold', note: 'The brand is not theirs.' });
    const [listing] = await db().select({ status: products.status, statusReason: products.statusReason }).from(products).where(eq(products.id, w.listing.id));
    expect(listing?.status).toBe('rejected');
    expect(listing?.statusReason).toMatch(/After a report: The brand is not theirs/);
    const companyReport = await submitReport(reporter.id, { kind: 'company', id: w.seller.companyId, reason: 'spam', details: '' });
    expect((await decide(admin.id, companyReport.id, { intent: 'dismiss', note: 'A normal supplier.' })).status).toBe(200);
    const notices = await noticesOf(reporter.id);
    expect(notices.map((n) => n.title).sort()).toEqual(['Your report of a product listing was upheld', 'Your report of a supplier was dismissed']);
    expect(notices.find((n) => n.title.includes('dismissed'))?.body).toMatch(/does not break our rules/);
    // Dismissing changes nothing about the thing: the audit says so, rather than "published → —".
    const reviewReport = await submitReport(reporter.id, { kind: 'review', id: w.review.id, reason: 'misleading', details: 'Not what happened.' });
    expect((await decide(admin.id, reviewReport.id, { intent: 'dismiss', note: 'A real deal; it stays.' })).status).toBe(200);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `report ${reviewReport.id} (review ${w.review.id})`));
    expect(entry).toMatchObject({ before: { status: 'open', targetStatus: 'published' }, after: { status: 'dismissed', targetStatus: 'published' } });
  });

  it('lists the reports about one company (itself, its listings, reviews of it) when the company page asks', async () => {
    const w = await world();
    const other = await world();
    const reporter = await createBuyer();
    const ids = [
      (await submitReport(reporter.id, { kind: 'company', id: w.seller.companyId, reason: 'spam', details: '' })).id,
      (await submitReport(reporter.id, { kind: 'listing', id: w.listing.id, reason: 'misleading', details: 'Wrong photos.' })).id,
      (await submitReport(reporter.id, { kind: 'review', id: w.review.id, reason: 'abusive', details: '' })).id,
    ];
    const elsewhere = (await submitReport(reporter.id, { kind: 'company', id: other.seller.companyId, reason: 'spam', details: '' })).id;
    const page = await answerOf(callRoute(queuePage.loader, await requestAs(admin.id, `/admin/reports?company=${w.seller.companyId}`)));
    const listed = (page.data as { rows: Array<{ id: number }>; companyId?: number }).rows.map((row) => row.id);
    expect(listed.sort()).toEqual(ids.sort());
    expect(listed).not.toContain(elsewhere);
    const junk = await answerOf(callRoute(queuePage.loader, await requestAs(admin.id, '/admin/reports?company=99999999999999')));
    expect((junk.data as { companyId?: number }).companyId).toBeUndefined();
  });

  it('refuses staff without moderate_content (finance) and members with 403', async () => {
    const w = await world();
    const reporter = await createBuyer();
    const { id } = await submitReport(reporter.id, { kind: 'company', id: w.seller.companyId, reason: 'spam', details: '' });
    const finance = await createBuyer();
    await db().update(users).set({ role: 'finance' }).where(eq(users.id, finance.id));
    for (const who of [finance.id, reporter.id]) {
      expect((await answerOf(callRoute(queuePage.loader, await requestAs(who, '/admin/reports')))).status).toBe(403);
      expect((await answerOf(callRoute(reportAdmin.loader, await requestAs(who, `/admin/reports/${id}`), { id: String(id) }))).status).toBe(403);
      expect((await decide(who, id, { intent: 'uphold', note: 'Trying my luck.' })).status).toBe(403);
    }
    const [row] = await db().select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('open');
  });
});
