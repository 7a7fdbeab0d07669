import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDecisionInput } from '~/domain/listing-review';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { onCatalogueChange } from '~/services/catalog/catalogue-events.server';
import { reviewLog } from '~/services/catalog/listing-review-log.server';
import { decideReview, reviewItem, reviewQueue, reviewQueueCount } from '~/services/catalog/listing-review.server';
import { changeListingState, saveListing } from '~/services/catalog/listings.server';
import { db } from '~/services/db/client.server';
import { listingReviews, productImages, productRevisions, products } from '~/services/db/schema/catalog';
import { ConflictError, ForbiddenError } from '~/services/errors.server';
import { readUpload } from '~/services/media/uploads.server';
import { createBuyer, makeAdmin } from './support/billing-fixtures';
import { createProductGroup, createSeller, listingContent, pendingPhoto, submitListing } from './support/listing-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-review-'));

let admin: SessionUser;
let secondAdmin: SessionUser;
let groupId: number;
let otherGroupId: number;
let changes = 0;
const stopListening = onCatalogueChange(() => {
  changes += 1;
});

beforeAll(async () => {
  admin = await makeAdmin();
  secondAdmin = await makeAdmin();
  groupId = await createProductGroup('Vegetable seeds');
  otherGroupId = await createProductGroup('Flower seeds');
});

afterEach(() => {
  changes = 0;
});
afterAll(stopListening);

const row = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
const reviewsOf = (id: number) => db().select().from(listingReviews).where(eq(listingReviews.productId, id)).orderBy(asc(listingReviews.id));

/** What the review page would send back: the decision plus the token of what the reviewer saw. */
async function decision(id: number, intent: 'approve' | 'reject', subject: 'listing' | 'revision', extra: { reason?: string; note?: string } = {}): Promise<ReviewDecisionInput> {
  const item = await reviewItem(id);
  const seen = subject === 'listing' ? item.listingSeen : item.revision!.seen;
  return (intent === 'approve' ? { intent, subject, seen } : { intent, subject, seen, reason: extra.reason ?? 'unclear_photos', note: extra.note ?? '' }) as ReviewDecisionInput;
}

/** A listing of an unverified company that has passed review and is live. */
async function liveListing(seller: SessionUser, photos: Array<{ key: string; alt: string }> = []) {
  const saved = await submitListing(seller, groupId, { photos });
  await decideReview(admin, saved.productId, await decision(saved.productId, 'approve', 'listing'));
  changes = 0;
  return saved.productId;
}

describe('the queue', () => {
  it('lists new listings and edits of live listings together, oldest submission first, paged', async () => {
    const seller = await createSeller(false);
    const a = await submitListing(seller, groupId, { name: 'Queue A' });
    const live = await liveListing(seller);
    const b = await submitListing(seller, groupId, { name: 'Queue B' });
    const edit = await saveListing({ userId: seller.id, productId: live, content: listingContent(groupId, { name: 'Queue C (edit)' }), expectedVersion: null, submit: false });
    expect(edit.awaitingReview).toBe(true);
    // Submission times made explicit: B oldest, then the edit, then A.
    await db().update(products).set({ submittedAt: new Date('2026-01-01T10:00:00Z') }).where(eq(products.id, b.productId));
    await db().update(productRevisions).set({ submittedAt: new Date('2026-01-02T10:00:00Z') }).where(eq(productRevisions.productId, live));
    await db().update(products).set({ submittedAt: new Date('2026-01-03T10:00:00Z') }).where(eq(products.id, a.productId));

    const mine = (items: Awaited<ReturnType<typeof reviewQueue>>['items']) => items.filter((item) => [a.productId, b.productId, live].includes(item.productId));
    const { items, total } = await reviewQueue(1, 100);
    expect(mine(items).map((item) => [item.name, item.subject])).toEqual([
      ['Queue B', 'listing'],
      ['Queue C (edit)', 'revision'],
      ['Queue A', 'listing'],
    ]);
    expect(mine(items)[0]).toMatchObject({ companyVerified: false, companyName: expect.stringContaining('Buyer Traders') });
    expect(total).toBe(await reviewQueueCount());
    expect(total).toBe(items.length);
    for (let i = 1; i < items.length; i += 1) expect(items[i]!.submittedAt.getTime()).toBeGreaterThanOrEqual(items[i - 1]!.submittedAt.getTime());

    // Pages of one continue where the one before ended.
    const paged = [];
    for (let page = 1; page <= total; page += 1) paged.push(...(await reviewQueue(page, 1)).items);
    expect(paged.map((item) => `${item.subject}-${item.productId}`)).toEqual(items.map((item) => `${item.subject}-${item.productId}`));
  });

  it('leaves out listings of reviewed companies, which go live at once', async () => {
    const verified = await createSeller(true);
    const saved = await submitListing(verified, groupId);
    expect(saved.status).toBe('live');
    expect((await reviewQueue(1, 500)).items.some((item) => item.productId === saved.productId)).toBe(false);
  });
});

describe('deciding a new listing', () => {
  it('approves: the listing goes live, buyers are told, and the log has the decision', async () => {
    const seller = await createSeller(false);
    const saved = await submitListing(seller, groupId, { name: 'Approved seeds' });
    const before = await row(saved.productId);
    expect(before.status).toBe('submitted');

    const outcome = await decideReview(admin, saved.productId, await decision(saved.productId, 'approve', 'listing'));
    expect(outcome.message).toContain('The listing is live');
    const after = await row(saved.productId);
    expect(after).toMatchObject({ status: 'live', statusReason: null, version: before.version + 1 });
    expect(after.publishedAt).toBeInstanceOf(Date);
    expect(changes).toBe(1);
    expect(await reviewsOf(saved.productId)).toEqual([
      expect.objectContaining({ reviewerUserId: admin.id, subject: 'listing', decision: 'approved', reasonCode: null, note: '', productName: 'Approved seeds' }),
    ]);
    expect((await reviewQueue(1, 500)).items.some((item) => item.productId === saved.productId)).toBe(false);
  });

  it('rejects with a reason and a note that the seller reads on their listing', async () => {
    const seller = await createSeller(false);
    const saved = await submitListing(seller, groupId, { name: 'Blurry seeds' });
    await decideReview(admin, saved.productId, await decision(saved.productId, 'reject', 'listing', { reason: 'unclear_photos', note: 'Show the seed packet with its label.' }));
    const [own] = await db().select({ status: products.status, statusReason: products.statusReason, publishedAt: products.publishedAt }).from(products).where(eq(products.companyId, seller.companyId));
    expect(own).toEqual({
      status: 'rejected',
      statusReason: 'The photos are unclear, or do not show the product. Note from the reviewer: Show the seed packet with its label.',
      publishedAt: null,
    });
    expect(changes).toBe(0);
    expect(await reviewsOf(saved.productId)).toEqual([
      expect.objectContaining({ reviewerUserId: admin.id, subject: 'listing', decision: 'rejected', reasonCode: 'unclear_photos', note: 'Show the seed packet with its label.', productName: 'Blurry seeds' }),
    ]);
    // The seller corrects it and submits again: back in the queue, the reason cleared.
    expect(await changeListingState(seller.id, saved.productId, 'submit')).toBe('submitted');
    expect((await row(saved.productId)).statusReason).toBeNull();
  });

  it('tells the second of two reviewers who decided first, whether they clash at once or one after the other', async () => {
    const seller = await createSeller(false);
    const saved = await submitListing(seller, groupId);
    const [approve, reject] = [await decision(saved.productId, 'approve', 'listing'), await decision(saved.productId, 'reject', 'listing')];
    const outcomes = await Promise.allSettled([decideReview(admin, saved.productId, approve), decideReview(secondAdmin, saved.productId, reject)]);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(ConflictError);
    const reviews = await reviewsOf(saved.productId);
    expect(reviews).toHaveLength(1);
    const first = reviews[0]!.reviewerUserId === admin.id ? admin : secondAdmin;
    expect((refused[0]!.reason as ConflictError).message).toMatch(new RegExp(`^Already decided by ${first.name} \\(${first.email}\\): ${reviews[0]!.decision}`));
    expect((await row(saved.productId)).status).toBe(reviews[0]!.decision === 'approved' ? 'live' : 'rejected');

    // Later, with the page opened before the decision: the same answer.
    await expect(decideReview(secondAdmin, saved.productId, approve)).rejects.toThrow(/Already decided by/);
  });

  it('refuses a decision on a listing the seller changed since the page was opened', async () => {
    const seller = await createSeller(false);
    const saved = await submitListing(seller, groupId, { name: 'First wording' });
    const seen = await decision(saved.productId, 'approve', 'listing');
    await saveListing({ userId: seller.id, productId: saved.productId, content: listingContent(groupId, { name: 'Second wording' }), expectedVersion: null, submit: false });
    await expect(decideReview(admin, saved.productId, seen)).rejects.toThrow('The seller changed or withdrew this listing since you opened it');
    expect((await row(saved.productId)).status).toBe('submitted');
    expect(await reviewsOf(saved.productId)).toEqual([]);
  });

  it('refuses anyone but the marketplace team', async () => {
    const seller = await createSeller(false);
    const saved = await submitListing(seller, groupId);
    const member = await createBuyer();
    await expect(decideReview(member, saved.productId, await decision(saved.productId, 'approve', 'listing'))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(decideReview(seller, saved.productId, await decision(saved.productId, 'approve', 'listing'))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await row(saved.productId)).status).toBe('submitted');
    expect(await reviewsOf(saved.productId)).toEqual([]);
  });
});

describe('deciding an edit of a live listing', () => {
  it('approves: the edit replaces the live version with its photos, and the old photo files go', async () => {
    const seller = await createSeller(false);
    const oldPhoto = await pendingPhoto(seller.id, 'Old packet', '#aa0000');
    const id = await liveListing(seller, [oldPhoto]);
    const newPhoto = await pendingPhoto(seller.id, 'New packet, front', '#00aa00');
    const edited = listingContent(otherGroupId, { name: 'Renamed tomato seeds', priceMinPaise: 7500, priceMaxPaise: 7900, priceBreaks: [], photos: [newPhoto] });
    const saved = await saveListing({ userId: seller.id, productId: id, content: edited, expectedVersion: null, submit: false });
    expect(saved.awaitingReview).toBe(true);
    changes = 0;

    const item = await reviewItem(id);
    expect(item.listing.content.name).not.toBe('Renamed tomato seeds');
    expect(item.revision?.view.content.name).toBe('Renamed tomato seeds');
    expect(item.revision?.view.categoryPath.at(-1)).toBe('Flower seeds');
    expect(item.revision?.changed).toEqual(['photos', 'name', 'groupId', 'priceMinPaise', 'priceMaxPaise', 'priceBreaks']);

    const before = await row(id);
    const outcome = await decideReview(admin, id, await decision(id, 'approve', 'revision'));
    expect(outcome.message).toBe('Approved. The edit now shows to buyers.');
    const after = await row(id);
    expect(after).toMatchObject({ status: 'live', name: 'Renamed tomato seeds', groupId: otherGroupId, priceMinPaise: 7500, priceMaxPaise: 7900, priceBreaks: [], version: before.version + 1 });
    expect(after.publishedAt).toEqual(before.publishedAt);
    const images = await db().select().from(productImages).where(eq(productImages.productId, id));
    expect(images.map((image) => [image.storageKey, image.alt])).toEqual([[newPhoto.key, 'New packet, front']]);
    expect(await db().select().from(productRevisions).where(eq(productRevisions.productId, id))).toEqual([]);
    expect(await readUpload(oldPhoto.key)).toBeUndefined();
    expect(await readUpload(newPhoto.key)).toBeInstanceOf(Buffer);
    expect(changes).toBe(1);
    const reviews = await reviewsOf(id);
    expect(reviews.at(-1)).toMatchObject({ reviewerUserId: admin.id, subject: 'revision', decision: 'approved', reasonCode: null, productName: 'Renamed tomato seeds' });

    // A second approval of the same edit is refused and names who approved it.
    const stale = { intent: 'approve', subject: 'revision', seen: item.revision!.seen } as const;
    await expect(decideReview(secondAdmin, id, stale)).rejects.toThrow(`Already decided by ${admin.name}`);
  });

  it('rejects: the live version stays, and the seller reads the reason beside the edit', async () => {
    const seller = await createSeller(false);
    const id = await liveListing(seller);
    const live = await row(id);
    await saveListing({ userId: seller.id, productId: id, content: listingContent(groupId, { name: 'Cheapest seeds in India!!!', priceMinPaise: 100, priceMaxPaise: 100, priceBreaks: [] }), expectedVersion: null, submit: false });
    changes = 0;
    await decideReview(admin, id, await decision(id, 'reject', 'revision', { reason: 'misleading', note: 'A price of ₹1/kg is not believable.' }));

    expect(await row(id)).toMatchObject({ status: 'live', name: live.name, priceMinPaise: live.priceMinPaise, statusReason: null });
    const [revision] = await db().select().from(productRevisions).where(eq(productRevisions.productId, id));
    expect(revision).toMatchObject({ status: 'rejected', statusReason: 'The name, description or price is misleading. Note from the reviewer: A price of ₹1/kg is not believable.' });
    expect(changes).toBe(0);
    expect((await reviewsOf(id)).at(-1)).toMatchObject({ subject: 'revision', decision: 'rejected', reasonCode: 'misleading', note: 'A price of ₹1/kg is not believable.', productName: 'Cheapest seeds in India!!!' });
    expect((await reviewQueue(1, 500)).items.some((item) => item.productId === id)).toBe(false);
    expect((await reviewItem(id)).revision).toMatchObject({ status: 'rejected' });
  });
});

describe('taking a live listing down', () => {
  it('takes it off the site with the reason; the seller can correct it and submit it again', async () => {
    const seller = await createSeller(true);
    const saved = await submitListing(seller, groupId, { name: 'Listed with a phone number' });
    expect(saved.status).toBe('live');
    changes = 0;
    const outcome = await decideReview(admin, saved.productId, { intent: 'take_down', reason: 'contact_details', note: 'Remove the phone number from the name.' });
    expect(outcome.decision).toBe('taken_down');
    expect(await row(saved.productId)).toMatchObject({
      status: 'rejected',
      statusReason: 'Contact details in the name, description or photos. Note from the reviewer: Remove the phone number from the name.',
    });
    expect(changes).toBe(1);
    expect((await reviewsOf(saved.productId)).at(-1)).toMatchObject({ reviewerUserId: admin.id, subject: 'listing', decision: 'taken_down', reasonCode: 'contact_details', productName: 'Listed with a phone number' });

    // A second take-down is refused and names the first.
    await expect(decideReview(secondAdmin, saved.productId, { intent: 'take_down', reason: 'other', note: 'Again' })).rejects.toThrow(`Already decided by ${admin.name} (${admin.email}): taken down`);
    // A listing that is not published cannot be taken down.
    const draft = await saveListing({ userId: seller.id, productId: null, content: listingContent(groupId), expectedVersion: null, submit: false });
    await expect(decideReview(admin, draft.productId, { intent: 'take_down', reason: 'prohibited', note: '' })).rejects.toThrow('Only a live or paused listing can be taken down');

    await saveListing({ userId: seller.id, productId: saved.productId, content: listingContent(groupId, { name: 'Listed properly' }), expectedVersion: null, submit: true });
    expect(await row(saved.productId)).toMatchObject({ status: 'live', statusReason: null, name: 'Listed properly' });
  });

  it('drops an edit waiting for review along with the listing', async () => {
    const seller = await createSeller(false);
    const id = await liveListing(seller);
    await saveListing({ userId: seller.id, productId: id, content: listingContent(groupId, { name: 'Edit in the queue' }), expectedVersion: null, submit: false });
    await decideReview(admin, id, { intent: 'take_down', reason: 'prohibited', note: '' });
    expect(await db().select().from(productRevisions).where(eq(productRevisions.productId, id))).toEqual([]);
    expect((await reviewQueue(1, 500)).items.some((item) => item.productId === id)).toBe(false);
  });
});

describe('the log', () => {
  it('shows decisions newest first, paged, and for one listing', async () => {
    const seller = await createSeller(false);
    const one = await submitListing(seller, groupId, { name: 'Log one' });
    const two = await submitListing(seller, groupId, { name: 'Log two' });
    await decideReview(admin, one.productId, await decision(one.productId, 'reject', 'listing', { reason: 'duplicate', note: 'Same as Log two' }));
    await decideReview(secondAdmin, two.productId, await decision(two.productId, 'approve', 'listing'));

    const newest = await reviewLog({ page: 1, pageSize: 2 });
    expect(newest.entries.map((entry) => [entry.productName, entry.decision, entry.reviewerEmail])).toEqual([
      ['Log two', 'approved', secondAdmin.email],
      ['Log one', 'rejected', admin.email],
    ]);
    const [latest] = await db().select({ id: listingReviews.id }).from(listingReviews).orderBy(desc(listingReviews.id)).limit(1);
    expect(newest.entries[0]!.id).toBe(latest!.id);
    expect((await reviewLog({ page: 2, pageSize: 1 })).entries[0]!.productName).toBe('Log one');

    const filtered = await reviewLog({ page: 1, productId: one.productId });
    expect(filtered.total).toBe(1);
    expect(filtered.entries[0]).toMatchObject({ productId: one.productId, subject: 'listing', decision: 'rejected', reasonCode: 'duplicate', note: 'Same as Log two', reviewerName: admin.name });
  });
});
