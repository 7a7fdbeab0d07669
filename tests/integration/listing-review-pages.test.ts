import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_NOTE_MAX } from '~/domain/listing-review';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { reviewItem } from '~/services/catalog/listing-review.server';
import { db } from '~/services/db/client.server';
import { listingReviews, products } from '~/services/db/schema/catalog';
import { loader as queuePage } from '~/routes/admin.listings';
import { action as decide, loader as itemPage } from '~/routes/admin.listings.$id';
import { loader as logPage } from '~/routes/admin.listings.log';
import { createBuyer, makeAdmin } from './support/billing-fixtures';
import { createProductGroup, createSeller, submitListing } from './support/listing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-review-pages-'));

interface FormAnswer {
  ok: boolean;
  message?: string;
  result: { error?: Record<string, string[] | null> };
}

let admin: SessionUser;
let groupId: number;

beforeAll(async () => {
  admin = await makeAdmin();
  groupId = await createProductGroup('Vegetable seeds');
});

const statusOf = async (id: number) => (await db().select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

async function post(userId: number | undefined, id: number, fields: Record<string, string>) {
  return answerOf(callRoute(decide, await requestAs(userId, `/admin/listings/${id}`, formPost(fields)), { id: String(id) }));
}

describe('who may use the review pages', () => {
  it('sends a visitor to log in and refuses a member, on every page and the decision', async () => {
    const seller = await createSeller(false);
    const { productId } = await submitListing(seller, groupId);
    const member = await createBuyer();
    const params = { id: String(productId) };
    const seen = (await reviewItem(productId)).listingSeen;
    for (const [who, status] of [
      [undefined, 302],
      [member.id, 403],
      [seller.id, 403],
    ] as const) {
      expect((await answerOf(callRoute(queuePage, await requestAs(who, '/admin/listings')))).status).toBe(status);
      expect((await answerOf(callRoute(itemPage, await requestAs(who, `/admin/listings/${productId}`), params))).status).toBe(status);
      expect((await answerOf(callRoute(logPage, await requestAs(who, '/admin/listings/log')))).status).toBe(status);
      expect((await post(who, productId, { intent: 'approve', subject: 'listing', seen })).status).toBe(status);
    }
    expect(await statusOf(productId)).toBe('submitted');
    expect(await db().select().from(listingReviews).where(eq(listingReviews.productId, productId))).toEqual([]);
  });
});

describe('the pages for the marketplace team', () => {
  it('show the queue, the listing as buyers would see it, and 404 for a listing that does not exist', async () => {
    const seller = await createSeller(false);
    const { productId } = await submitListing(seller, groupId, { name: 'Page seeds' });
    const queue = await answerOf(callRoute(queuePage, await requestAs(admin.id, '/admin/listings')));
    expect(queue.status).toBe(200);
    expect((queue.data as { items: Array<{ productId: number; subject: string; companyVerified: boolean }> }).items).toContainEqual(expect.objectContaining({ productId, subject: 'listing', companyVerified: false }));

    const item = await answerOf(callRoute(itemPage, await requestAs(admin.id, `/admin/listings/${productId}`), { id: String(productId) }));
    expect(item.status).toBe(200);
    expect(item.data).toMatchObject({
      item: { status: 'submitted', listing: { content: { name: 'Page seeds', unit: 'kg', minOrderQty: 100, hsnCode: '1006' }, categoryPath: expect.arrayContaining(['Vegetable seeds']) }, revision: null },
    });
    for (const id of ['999999999', 'abc', '0', '-1']) {
      expect((await answerOf(callRoute(itemPage, await requestAs(admin.id, `/admin/listings/${id}`), { id }))).status, id).toBe(404);
    }
  });

  it('answer a rejection without a reason, with a note too long, or "other" without a note beside the field, and save nothing', async () => {
    const seller = await createSeller(false);
    const { productId } = await submitListing(seller, groupId);
    const seen = (await reviewItem(productId)).listingSeen;
    const base = { intent: 'reject', subject: 'listing', seen };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...base, note: 'Fix it' }, 'reason', 'Choose a reason'],
      [{ ...base, reason: 'made_up', note: '' }, 'reason', 'Choose a reason'],
      [{ ...base, reason: 'misleading', note: 'x'.repeat(REVIEW_NOTE_MAX + 1) }, 'note', 'Keep the note to 1,000 characters or fewer'],
      [{ ...base, reason: 'other', note: '  ' }, 'note', 'With "Another reason", say in the note what the seller should change'],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await post(admin.id, productId, fields);
      expect(answer.status, message).toBe(400);
      expect((answer.data as FormAnswer).result.error?.[field]).toEqual([message]);
    }
    expect(await statusOf(productId)).toBe('submitted');
  });

  it('approve and reject through the form; a late second decision is told on the form who decided', async () => {
    const seller = await createSeller(false);
    const first = await submitListing(seller, groupId);
    const second = await submitListing(seller, groupId);
    const seenFirst = (await reviewItem(first.productId)).listingSeen;

    const approved = await post(admin.id, first.productId, { intent: 'approve', subject: 'listing', seen: seenFirst });
    expect(approved.status).toBe(200);
    expect((approved.data as FormAnswer).message).toBe('Approved. The listing is live and buyers can find it.');
    expect(await statusOf(first.productId)).toBe('live');

    const late = await post(admin.id, first.productId, { intent: 'reject', subject: 'listing', seen: seenFirst, reason: 'duplicate', note: '' });
    expect(late.status).toBe(409);
    expect((late.data as FormAnswer).result.error?.['']?.[0]).toMatch(`Already decided by ${admin.name} (${admin.email}): approved on `);
    expect(await statusOf(first.productId)).toBe('live');

    const rejected = await post(admin.id, second.productId, { intent: 'reject', subject: 'listing', seen: (await reviewItem(second.productId)).listingSeen, reason: 'missing_details', note: 'Add the pack size.' });
    expect(rejected.status).toBe(200);
    expect(await statusOf(second.productId)).toBe('rejected');

    const log = await answerOf(callRoute(logPage, await requestAs(admin.id, `/admin/listings/log?listing=${second.productId}`)));
    expect(log.data).toMatchObject({ total: 1, listing: second.productId, entries: [{ decision: 'rejected', reason: 'Important details are missing (unit, price or specifications)', note: 'Add the pack size.', reviewerEmail: admin.email }] });
    const junk = await answerOf(callRoute(logPage, await requestAs(admin.id, '/admin/listings/log?listing=abc&page=-3')));
    expect(junk.data).toMatchObject({ listing: null, page: 1 });
  });
});
