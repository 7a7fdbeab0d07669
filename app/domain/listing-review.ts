/**
 * The review queue's rules: the decision forms a marketplace admin sends (approve, reject with a
 * reason and a note, take down), the words the seller reads, and which fields of a listing an edit
 * waiting for review changes. The admin pages and the review service share them.
 */
import { z } from 'zod';
import { MATERIAL_FIELDS, REJECTION_REASONS, type ListingContent, type RejectionReasonCode, type ReviewDecision } from '~/domain/listing';

/** What a decision is about: a listing waiting for its first review, or a pending edit of a live one. */
export const REVIEW_SUBJECTS = ['listing', 'revision'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_PAGE_SIZE = 25;

const REASON_CODES = REJECTION_REASONS.map((reason) => reason.code) as [RejectionReasonCode, ...RejectionReasonCode[]];
const CHOOSE_REASON = 'Choose a reason';
const OTHER_NEEDS_NOTE = 'With "Another reason", say in the note what the seller should change';
const STALE_FORM = 'This page is out of date. Reload it and decide again.';

const reasonSchema = z.enum(REASON_CODES, { error: CHOOSE_REASON });
const noteSchema = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, `Keep the note to ${REVIEW_NOTE_MAX.toLocaleString('en-IN')} characters or fewer`)
  .optional()
  .transform((note) => note ?? '');
/** What the reviewer saw (the item's submission and version): a decision on anything newer is refused. */
const seenSchema = z.string({ error: STALE_FORM }).min(1, STALE_FORM).max(100, STALE_FORM);
const subjectSchema = z.enum(REVIEW_SUBJECTS, { error: STALE_FORM });

const withReason = { reason: reasonSchema, note: noteSchema };
const otherNeedsNote = (value: { reason: RejectionReasonCode; note: string }, ctx: z.RefinementCtx) => {
  if (value.reason === 'other' && value.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: OTHER_NEEDS_NOTE });
};

/** A reviewer's decision on one listing (the listing's id is in the URL). */
export const reviewDecisionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), subject: subjectSchema, seen: seenSchema }),
  z.object({ intent: z.literal('reject'), subject: subjectSchema, seen: seenSchema, ...withReason }).superRefine(otherNeedsNote),
  z.object({ intent: z.literal('take_down'), ...withReason }).superRefine(otherNeedsNote),
]);
export type ReviewDecisionInput = z.output<typeof reviewDecisionSchema>;

/** What the seller reads on a rejected listing or edit: the reason, then the reviewer's note. */
export function rejectionMessage(reason: RejectionReasonCode, note: string): string {
  const text = REJECTION_REASONS.find((r) => r.code === reason)?.text ?? reason;
  const trimmed = note.trim();
  return trimmed === '' ? `${text}.` : `${text}. Note from the reviewer: ${trimmed}`;
}

export const REVIEW_DECISION_NAMES: Record<ReviewDecision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  taken_down: 'Taken down',
  restored: 'Restored',
};

export const REVIEW_SUBJECT_NAMES: Record<ReviewSubject, string> = { listing: 'New listing', revision: 'Edit of a live listing' };

/** What the reviewer is told once a decision is saved. */
export function decisionDoneMessage(decision: ReviewDecision, subject: ReviewSubject): string {
  if (decision === 'approved') return subject === 'listing' ? 'Approved. The listing is live and buyers can find it.' : 'Approved. The edit now shows to buyers.';
  if (decision === 'rejected') return subject === 'listing' ? 'Rejected. The seller sees the reason and can correct the listing and submit it again.' : 'Rejected. The live version stays; the seller sees the reason beside the edit.';
  if (decision === 'taken_down') return 'Taken down. Buyers no longer see the listing; the seller sees the reason and can correct it and submit it again.';
  return 'Restored.';
}

/** A version of a listing as a product page would show it: its content and where it sits in the tree. */
export interface ListingView {
  content: ListingContent;
  /** Category names from the top, e.g. Agriculture › Seeds › Vegetable seeds. */
  categoryPath: string[];
}

/** The listing's fields as the review pages name them, in the order a product page shows them. */
export const LISTING_FIELD_LABELS: Record<keyof ListingContent, string> = {
  photos: 'Photos',
  name: 'Name',
  nameHi: 'Name in Hindi',
  groupId: 'Category',
  priceMinPaise: 'Price',
  priceMaxPaise: 'Highest price',
  pricesIncludeGst: 'GST in price',
  priceBreaks: 'Price breaks',
  minOrderQty: 'Minimum order',
  unit: 'Unit',
  hsnCode: 'HSN code',
  gstRateBp: 'GST rate',
  specs: 'Specifications',
  leadTimeDays: 'Lead time',
  availability: 'Availability',
  sampleAvailable: 'Sample',
  packaging: 'Packaging',
  deliveryStates: 'Delivers to',
  sku: 'SKU',
  description: 'Description',
  descriptionHi: 'Description in Hindi',
};

const FIELDS = Object.keys(LISTING_FIELD_LABELS) as Array<keyof ListingContent>;
const MATERIAL: ReadonlySet<keyof ListingContent> = new Set(MATERIAL_FIELDS);
export const isMaterialField = (field: keyof ListingContent) => MATERIAL.has(field);

/** A photo as the review compares it: which file, and what it says to screen readers. */
const photoIdentity = (photos: ListingContent['photos']) => photos.map((photo) => [photo.key, photo.alt]);

/** The fields in which `next` differs from `current`, in LISTING_FIELD_LABELS order (photo order and alt text count). */
export function changedListingFields(current: ListingContent, next: ListingContent): Array<keyof ListingContent> {
  // An optional field the sending form did not have (the Hindi name and description, issue 19) keeps its stored value.
  return FIELDS.filter((field) =>
    next[field] === undefined
      ? false
      : field === 'photos' ? JSON.stringify(photoIdentity(current.photos)) !== JSON.stringify(photoIdentity(next.photos)) : JSON.stringify(current[field]) !== JSON.stringify(next[field]),
  );
}

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);

/** The queue's query string: which page. */
export const reviewQueueParamsSchema = z.object({ page: pageSchema });

/** The log's query string: which page, and optionally one listing's decisions. */
export const reviewLogParamsSchema = z.object({
  page: pageSchema,
  listing: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
