/**
 * The marketplace team's review of listings: the queue (new listings and edits of live listings
 * waiting, oldest first), one item as buyers would see it beside its live version, the decisions
 * (approve, reject with a reason, take down) each written to the audit log in the same
 * transaction, and the log itself. Two reviewers deciding the same item: the later one is told who
 * decided first. Listing content is written through the listing service (applyContent).
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ListingContent, ListingState, ReviewDecision } from '~/domain/listing';
import {
  changedListingFields,
  decisionDoneMessage,
  rejectionMessage,
  REVIEW_DECISION_NAMES,
  REVIEW_PAGE_SIZE,
  type ListingView,
  type ReviewDecisionInput,
  type ReviewSubject,
} from '~/domain/listing-review';
import { formatIndianMoment } from '~/domain/india-time';
import { staffAllows } from '~/domain/staff';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { recordStaffAction } from '~/services/admin/audit.server';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { applyContent, deletePhotos, listingContentOf } from '~/services/catalog/listings.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { categories, listingReviews, productGroups, productRevisions, products, subcategories } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { ConflictError, ForbiddenError, NotFoundError } from '~/services/errors.server';

type ProductRow = typeof products.$inferSelect;
type RevisionRow = typeof productRevisions.$inferSelect;

const NO_LISTING = 'There is no listing with that number. It may have been deleted.';

/** Only the marketplace team decides; the pages check too, this keeps any other caller honest. */
function requireReviewer(reviewer: SessionUser): void {
  if (!staffAllows(reviewer.role, 'moderate_content')) throw new ForbiddenError('Only the marketplace team can review listings.');
}

/** A listing that has passed review: live, or paused by its seller and able to come back. */
const isPublished = (state: ListingState) => state === 'live' || state === 'paused';

// --- The queue -----------------------------------------------------------------------------

export interface QueueItem {
  productId: number;
  subject: ReviewSubject;
  name: string;
  companyName: string;
  companySlug: string;
  companyVerified: boolean;
  submittedAt: Date;
}

/** Items waiting for review, from both sources; an edit counts while its listing is published. */
const waitingListings = sql`SELECT p.id AS product_id, 'listing' AS subject, p.name, p.submitted_at, p.company_id FROM products p WHERE p.status = 'submitted'`;
const waitingRevisions = sql`SELECT r.product_id, 'revision' AS subject, r.content->>'name' AS name, r.submitted_at, p.company_id
  FROM product_revisions r JOIN products p ON p.id = r.product_id WHERE r.status = 'submitted' AND p.status IN ('live', 'paused')`;

/** How many items wait for a decision. */
export async function reviewQueueCount(): Promise<number> {
  const result = await db().execute<{ n: string }>(sql`SELECT (SELECT count(*) FROM (${waitingListings}) l) + (SELECT count(*) FROM (${waitingRevisions}) r) AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * One page of the queue, oldest submission first. Each source is read in submission order up to
 * the page's end (products_review_idx, product_revisions_review_idx), then the two are merged.
 */
export async function reviewQueue(page = 1, pageSize = REVIEW_PAGE_SIZE): Promise<{ items: QueueItem[]; total: number }> {
  const offset = (page - 1) * pageSize;
  const reach = offset + pageSize;
  const [result, total] = await Promise.all([
    db().execute<{ product_id: number; subject: ReviewSubject; name: string; submitted_at: Date | null; company_name: string; company_slug: string; verified: boolean }>(sql`
      SELECT q.product_id, q.subject, q.name, q.submitted_at, c.name AS company_name, c.slug AS company_slug, c.verified
      FROM ((${waitingListings} ORDER BY p.submitted_at, p.id LIMIT ${reach})
            UNION ALL (${waitingRevisions} ORDER BY r.submitted_at, r.id LIMIT ${reach})) q
      JOIN companies c ON c.id = q.company_id
      ORDER BY q.submitted_at NULLS LAST, q.product_id, q.subject
      LIMIT ${pageSize} OFFSET ${offset}`),
    reviewQueueCount(),
  ]);
  const items = result.rows.map((row) => ({
    productId: row.product_id,
    subject: row.subject,
    name: row.name,
    companyName: row.company_name,
    companySlug: row.company_slug,
    companyVerified: row.verified,
    submittedAt: new Date(row.submitted_at ?? 0),
  }));
  return { items, total };
}

// --- One item, as buyers would see it -------------------------------------------------------

export interface ReviewItem {
  productId: number;
  slug: string;
  status: ListingState;
  statusReason: string | null;
  submittedAt: Date | null;
  publishedAt: Date | null;
  company: { name: string; slug: string; city: string; verified: boolean };
  /** The listing as stored: what buyers see when it is live. */
  listing: ListingView;
  /** Token of what the reviewer sees, sent back with a decision on the listing. */
  listingSeen: string;
  /** A pending or rejected edit of the published listing, and the fields it changes. */
  revision: null | { status: 'submitted' | 'rejected'; statusReason: string | null; submittedAt: Date; view: ListingView; changed: Array<keyof ListingContent>; seen: string };
}

const listingToken = (row: ProductRow) => `${row.submittedAt?.getTime() ?? 0}:${row.version}`;
const revisionToken = (row: RevisionRow) => `${row.submittedAt.getTime()}:${row.id}`;
/** When the submission the reviewer saw was made (the token's first part). */
const seenSince = (seen: string) => new Date(Number(seen.split(':')[0]) || 0);

/** Category names from the top: by the content's product group, or the row's own pair for listings made before groups. */
async function categoryPathOf(tx: Transaction, groupId: number, fallback: { subcategoryId: number }): Promise<string[]> {
  if (groupId > 0) {
    const [row] = await tx
      .select({ category: categories.name, subcategory: subcategories.name, group: productGroups.name })
      .from(productGroups)
      .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(productGroups.id, groupId));
    if (row) return [row.category, row.subcategory, row.group];
  }
  const [row] = await tx
    .select({ category: categories.name, subcategory: subcategories.name })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(subcategories.id, fallback.subcategoryId));
  return row ? [row.category, row.subcategory] : [];
}

/** Any listing (queued or not) with its edit waiting or refused, for the review page. */
export async function reviewItem(productId: number): Promise<ReviewItem> {
  return transaction(async (tx) => {
    const [row] = await tx
      .select({ product: products, company: { name: companies.name, slug: companies.slug, city: companies.city, verified: companies.verified } })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(eq(products.id, productId));
    if (!row) throw new NotFoundError(NO_LISTING);
    const { product } = row;
    const content = await listingContentOf(tx, product);
    const listing = { content, categoryPath: await categoryPathOf(tx, content.groupId, product) };
    const [revision] = await tx.select().from(productRevisions).where(eq(productRevisions.productId, product.id));
    return {
      productId: product.id,
      slug: product.slug,
      status: product.status,
      statusReason: product.statusReason,
      submittedAt: product.submittedAt,
      publishedAt: product.publishedAt,
      company: row.company,
      listing,
      listingSeen: listingToken(product),
      revision:
        revision && isPublished(product.status)
          ? {
              status: revision.status,
              statusReason: revision.statusReason,
              submittedAt: revision.submittedAt,
              view: { content: revision.content, categoryPath: await categoryPathOf(tx, revision.content.groupId, product) },
              changed: changedListingFields(content, revision.content),
              seen: revisionToken(revision),
            }
          : null,
    };
  });
}

// --- Decisions ----------------------------------------------------------------------------

interface Decided {
  decision: ReviewDecision;
  subject: ReviewSubject;
  /** Photo files no longer used once an edit is applied, deleted after commit. */
  orphanPhotos: string[];
  /** Whether buyers' view changed, so search and pages must forget what they hold. */
  publicChange: boolean;
}

interface LogEntry {
  productId: number;
  subject: ReviewSubject;
  decision: ReviewDecision;
  reasonCode: string | null;
  note: string;
  productName: string;
}

/** What the staff audit log keeps of a listing or an edit before and after a decision. */
type ReviewState = { status: string; statusReason: string | null } & Record<string, unknown>;

/**
 * Writes the decision to the listings' review log (the reviewers' history of each listing) and to
 * the staff audit log (every staff action, with the values before and after), both in `tx`.
 */
async function logDecision(tx: Transaction, reviewer: SessionUser, entry: LogEntry, before: ReviewState, after: ReviewState): Promise<void> {
  await tx.insert(listingReviews).values({ ...entry, reviewerUserId: reviewer.id });
  await recordStaffAction(tx, reviewer, {
    action: `${entry.subject}.${entry.decision}`,
    subject: `listing ${entry.productId} (${entry.productName})`,
    detail: { decision: entry.decision, reason: entry.reasonCode, note: entry.note || null },
    before,
    after,
  });
}

/**
 * Why a decision cannot be made: another reviewer decided the item after it was submitted (say
 * who and when), or the seller changed or withdrew it since the page was opened.
 */
async function staleDecision(tx: Transaction, productId: number, subject: ReviewSubject, since: Date, otherwise: string): Promise<ConflictError> {
  const [last] = await tx
    .select({ decision: listingReviews.decision, at: listingReviews.createdAt, name: users.name, email: users.email })
    .from(listingReviews)
    .leftJoin(users, eq(users.id, listingReviews.reviewerUserId))
    .where(and(eq(listingReviews.productId, productId), eq(listingReviews.subject, subject), gte(listingReviews.createdAt, since)))
    .orderBy(desc(listingReviews.id))
    .limit(1);
  if (!last) return new ConflictError(otherwise);
  const who = last.name ? `${last.name} (${last.email})` : 'another reviewer';
  return new ConflictError(`Already decided by ${who}: ${REVIEW_DECISION_NAMES[last.decision].toLowerCase()} on ${formatIndianMoment(last.at)}. Reload the page to see the listing as it is now.`);
}

const SELLER_CHANGED_LISTING = 'The seller changed or withdrew this listing since you opened it. Reload the page to review it as it is now.';
const SELLER_CHANGED_EDIT = 'The seller changed or withdrew this edit since you opened it. Reload the page to review it as it is now.';

type Decision<Intent extends ReviewDecisionInput['intent']> = Extract<ReviewDecisionInput, { intent: Intent }>;

/** Approve or reject a listing waiting for its first review. */
async function decideListing(tx: Transaction, reviewer: SessionUser, product: ProductRow, input: Decision<'approve' | 'reject'>): Promise<Decided> {
  if (product.status !== 'submitted' || listingToken(product) !== input.seen) throw await staleDecision(tx, product.id, 'listing', seenSince(input.seen), SELLER_CHANGED_LISTING);
  const approve = input.intent === 'approve';
  await tx
    .update(products)
    .set({
      status: approve ? 'live' : 'rejected',
      statusReason: approve ? null : rejectionMessage(input.reason, input.note),
      publishedAt: approve ? sql`coalesce(${products.publishedAt}, now())` : sql`${products.publishedAt}`,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, product.id));
  const decision = approve ? 'approved' : 'rejected';
  await logDecision(
    tx,
    reviewer,
    { productId: product.id, subject: 'listing', decision, reasonCode: approve ? null : input.reason, note: approve ? '' : input.note, productName: product.name },
    { status: product.status, statusReason: product.statusReason },
    { status: approve ? 'live' : 'rejected', statusReason: approve ? null : rejectionMessage(input.reason, input.note) },
  );
  return { decision, subject: 'listing', orphanPhotos: [], publicChange: approve };
}

/** Where a revision's product group sits, for the listing's category columns. */
async function placeOfGroup(tx: Transaction, groupId: number): Promise<{ categoryId: number; subcategoryId: number }> {
  const [place] = await tx
    .select({ subcategoryId: productGroups.subcategoryId, categoryId: subcategories.categoryId })
    .from(productGroups)
    .innerJoin(subcategories, eq(subcategories.id, productGroups.subcategoryId))
    .where(eq(productGroups.id, groupId));
  if (!place) throw new ConflictError('The category this edit chose no longer exists. Reject the edit with "The listing is in the wrong category" so the seller picks another.');
  return place;
}

/** Approve an edit of a published listing (it replaces the live version) or reject it (the live version stays). */
async function decideRevision(tx: Transaction, reviewer: SessionUser, product: ProductRow, input: Decision<'approve' | 'reject'>): Promise<Decided> {
  const [revision] = await tx.select().from(productRevisions).where(eq(productRevisions.productId, product.id)).for('update');
  if (!revision || revision.status !== 'submitted' || !isPublished(product.status) || revisionToken(revision) !== input.seen) {
    throw await staleDecision(tx, product.id, 'revision', seenSince(input.seen), SELLER_CHANGED_EDIT);
  }
  const entry = { productId: product.id, subject: 'revision' as const, productName: revision.content.name };
  if (input.intent === 'reject') {
    await tx.update(productRevisions).set({ status: 'rejected', statusReason: rejectionMessage(input.reason, input.note) }).where(eq(productRevisions.id, revision.id));
    await logDecision(
      tx,
      reviewer,
      { ...entry, decision: 'rejected', reasonCode: input.reason, note: input.note },
      { status: 'edit submitted', statusReason: revision.statusReason },
      { status: 'edit rejected', statusReason: rejectionMessage(input.reason, input.note) },
    );
    return { decision: 'rejected', subject: 'revision', orphanPhotos: [], publicChange: false };
  }
  const place = await placeOfGroup(tx, revision.content.groupId);
  // The audit log keeps the fields the edit changes, as they were live and as they are now.
  const live = await listingContentOf(tx, product);
  const changed = changedListingFields(live, revision.content);
  const orphanPhotos = await applyContent(tx, product.id, revision.content, place);
  await tx.delete(productRevisions).where(eq(productRevisions.id, revision.id));
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1` })
    .where(eq(products.id, product.id));
  await logDecision(
    tx,
    reviewer,
    { ...entry, decision: 'approved', reasonCode: null, note: '' },
    { status: 'edit submitted', statusReason: revision.statusReason, ...Object.fromEntries(changed.map((field) => [field, live[field]])) },
    { status: 'edit applied', statusReason: null, ...Object.fromEntries(changed.map((field) => [field, revision.content[field]])) },
  );
  return { decision: 'approved', subject: 'revision', orphanPhotos, publicChange: product.status === 'live' };
}

/**
 * Takes a published listing off the site: it becomes rejected with the reason, and the seller can
 * correct it and submit it again. An edit waiting for review goes with it (its photos go with the
 * next uploads pruning): the seller starts again from the listing.
 */
async function takeDown(tx: Transaction, reviewer: SessionUser, product: ProductRow, input: Decision<'take_down'>): Promise<Decided> {
  if (!isPublished(product.status)) {
    if (product.status === 'rejected') throw await staleDecision(tx, product.id, 'listing', new Date(0), 'This listing is already off the site.');
    throw new ConflictError('Only a live or paused listing can be taken down. Reload the page to see where this one is.');
  }
  await tx
    .update(products)
    .set({ status: 'rejected', statusReason: rejectionMessage(input.reason, input.note), version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(eq(products.id, product.id));
  await tx.delete(productRevisions).where(eq(productRevisions.productId, product.id));
  await logDecision(
    tx,
    reviewer,
    { productId: product.id, subject: 'listing', decision: 'taken_down', reasonCode: input.reason, note: input.note, productName: product.name },
    { status: product.status, statusReason: product.statusReason },
    { status: 'rejected', statusReason: rejectionMessage(input.reason, input.note) },
  );
  return { decision: 'taken_down', subject: 'listing', orphanPhotos: [], publicChange: product.status === 'live' };
}

/**
 * Takes listing `productId` down inside the caller's transaction (an upheld report of abuse,
 * app/services/trust/reports.server.ts), by the same rule as the review queue's "take down", telling
 * every process's caches when it commits. Returns whether buyers' view changed; false when it was
 * not on the site.
 */
export async function takeDownIn(tx: Transaction, reviewer: SessionUser, productId: number, note: string): Promise<boolean> {
  requireReviewer(reviewer);
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!product || !isPublished(product.status)) return false;
  const decided = await takeDown(tx, reviewer, product, { intent: 'take_down', reason: 'other', note });
  if (decided.publicChange) await catalogueChanged(tx);
  return decided.publicChange;
}

/**
 * A reviewer's decision on listing `productId`. The listing row is locked first (as the seller's
 * saves do), so a second reviewer waits, then finds the item decided and is told by whom.
 */
export async function decideReview(reviewer: SessionUser, productId: number, input: ReviewDecisionInput): Promise<{ decision: ReviewDecision; subject: ReviewSubject; message: string }> {
  requireReviewer(reviewer);
  const decided = await transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new NotFoundError(NO_LISTING);
    const done = input.intent === 'take_down' ? await takeDown(tx, reviewer, product, input) : input.subject === 'revision' ? await decideRevision(tx, reviewer, product, input) : await decideListing(tx, reviewer, product, input);
    if (done.publicChange) await catalogueChanged(tx);
    return done;
  });
  await deletePhotos(decided.orphanPhotos);
  return { decision: decided.decision, subject: decided.subject, message: decisionDoneMessage(decided.decision, decided.subject) };
}
