import { sql } from 'drizzle-orm';
import { deleteDueAccounts } from '~/services/accounts/account-deletion.server';
import { db } from '~/services/db/client.server';
import { defineJob, type JobDefinition } from '~/services/jobs/queue.server';
import { pruneIdempotencyKeys } from '~/services/http/idempotency.server';
import { pruneRequestScratch } from '~/services/http/request-scratch.server';
import { deleteUpload, listUploads } from '~/services/media/uploads.server';
import { pruneRequirementDrafts } from '~/services/requirements/requirement-drafts.server';
import { pruneMailOutbox, pruneOldNotifications, pruneServiceRequests, pruneVisitorChats } from '~/services/jobs/retention.server';

/**
 * Pruning of rows and files nothing will read again. Every step is a plain "delete what matches",
 * so running one twice (a retry, two processes, a manual run) deletes nothing more the second time.
 */

const deleted = (result: { rowCount: number | null }) => result.rowCount ?? 0;

/** Sessions past their expiry can never authenticate again. */
export async function pruneExpiredSessions(): Promise<{ deleted: number }> {
  return { deleted: deleted(await db().execute(sql`DELETE FROM sessions WHERE expires_at < now()`)) };
}

/**
 * Rate-limit windows that can no longer count: the longest window in use is one day, and the
 * sliding estimate reads the current and the previous window, so a window that started more than
 * two days ago is neither. Login failures of the day before go with them.
 */
export async function pruneRateLimitWindows(): Promise<{ deleted: number }> {
  const windows = deleted(await db().execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '2 days'`));
  // Login failures are forgotten after an hour at most (app/domain/login-throttle.ts).
  const failures = deleted(await db().execute(sql`DELETE FROM login_failures WHERE last_failed_at < now() - interval '1 day'`));
  return { deleted: windows + failures };
}

/** Reset and verification links that were used or have expired: findToken ignores them already. */
export async function pruneAccountTokens(): Promise<{ deleted: number }> {
  return { deleted: deleted(await db().execute(sql`DELETE FROM account_tokens WHERE used_at IS NOT NULL OR expires_at < now()`)) };
}

/**
 * Deleted listings and companies as the in-memory search indexes learn of them (migrations 0040
 * and 0041): a running process reads them within seconds, and one that starts later loads only
 * what exists.
 */
export async function pruneProductRemovals(): Promise<{ deleted: number }> {
  const products = deleted(await db().execute(sql`DELETE FROM product_removals WHERE removed_at < now() - interval '1 day'`));
  const companies = deleted(await db().execute(sql`DELETE FROM company_removals WHERE removed_at < now() - interval '1 day'`));
  return { deleted: products + companies };
}

/**
 * Registration drafts untouched for longer than their cookie lives (30 days): no browser can reach
 * them any more. Their photos become unreferenced and go with the next uploads pruning.
 */
const DRAFT_LIFETIME_DAYS = 30;

export async function pruneAbandonedDrafts(): Promise<{ deleted: number }> {
  const cutoff = sql`now() - make_interval(days => ${DRAFT_LIFETIME_DAYS})`;
  return { deleted: deleted(await db().execute(sql`DELETE FROM registration_drafts WHERE updated_at < ${cutoff}`)) };
}

/**
 * The listing editor's autosaved values (listing_drafts) that nobody has come back to for a
 * month; a saved listing is in `products` and is not touched.
 */
const LISTING_DRAFT_LIFETIME_DAYS = 30;

export async function pruneListingDrafts(): Promise<{ deleted: number }> {
  const cutoff = sql`now() - make_interval(days => ${LISTING_DRAFT_LIFETIME_DAYS})`;
  return { deleted: deleted(await db().execute(sql`DELETE FROM listing_drafts WHERE updated_at < ${cutoff}`)) };
}

/**
 * Photos kept for a product form that came back with errors: a form left for two days is not
 * coming back, and its photos become unreferenced for the next uploads pruning. A photo that an
 * autosaved listing draft still shows stays as long as the draft does.
 */
const PENDING_PHOTO_LIFETIME_DAYS = 2;

export async function prunePendingPhotos(): Promise<{ deleted: number }> {
  const cutoff = sql`now() - make_interval(days => ${PENDING_PHOTO_LIFETIME_DAYS})`;
  return {
    deleted: deleted(
      await db().execute(sql`DELETE FROM pending_photos q WHERE q.created_at < ${cutoff}
        AND NOT EXISTS (SELECT 1 FROM listing_drafts d, jsonb_array_elements(CASE WHEN jsonb_typeof(d.values->'photos') = 'array' THEN d.values->'photos' ELSE '[]'::jsonb END) AS photo
                        WHERE d.user_id = q.user_id AND photo->>'key' = q.storage_key)`),
    ),
  };
}

/**
 * A photo is written to disk before the row that refers to it (storePhoto, then the insert), so
 * only files older than this can be orphans rather than part of a request still in progress.
 */
const UPLOAD_GRACE_MS = 24 * 3600 * 1000;

/** Keys among `keys` that a company photo, product image, listing revision, registration draft or pending photo still refers to. */
async function referencedKeys(keys: string[]): Promise<Set<string>> {
  const result = await db().execute<{ key: string }>(sql`
    SELECT k.key FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) AS k(key)
    WHERE EXISTS (SELECT 1 FROM company_photos c WHERE c.storage_key = k.key OR c.thumb_key = k.key)
       OR EXISTS (SELECT 1 FROM product_images p WHERE p.storage_key = k.key OR replace(p.storage_key, '.webp', '-thumb.webp') = k.key)
       OR EXISTS (SELECT 1 FROM product_revisions r, jsonb_array_elements(r.content->'photos') AS photo
                  WHERE photo->>'key' = k.key OR replace(photo->>'key', '.webp', '-thumb.webp') = k.key)
       OR EXISTS (SELECT 1 FROM registration_drafts d, jsonb_array_elements(d.photos) AS photo
                  WHERE photo->>'key' = k.key OR photo->>'thumbKey' = k.key)
       OR EXISTS (SELECT 1 FROM pending_photos q WHERE q.storage_key = k.key OR replace(q.storage_key, '.webp', '-thumb.webp') = k.key)`);
  return new Set(result.rows.map((row) => row.key));
}

/** Uploaded photos (the file store's uploads/) older than a day that no row refers to. */
export async function pruneOrphanUploads(now = Date.now()): Promise<{ deleted: number }> {
  const candidates = (await listUploads()).filter((file) => now - file.modifiedAt.getTime() > UPLOAD_GRACE_MS).map((file) => file.key);
  let removed = 0;
  for (let start = 0; start < candidates.length; start += 1000) {
    const batch = candidates.slice(start, start + 1000);
    const keep = await referencedKeys(batch);
    for (const key of batch.filter((k) => !keep.has(k))) {
      await deleteUpload(key);
      removed += 1;
    }
  }
  return { deleted: removed };
}

const housekeeping = (name: string, cron: string, run: () => Promise<unknown>): JobDefinition =>
  defineJob({ name: `housekeeping.${name}`, policy: 'exclusive', queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true }, cron, run });

/** The schedules (UTC), spread over the hour so they do not all start together. */
export const housekeepingJobs: JobDefinition[] = [
  housekeeping('sessions', '7 * * * *', pruneExpiredSessions),
  housekeeping('rate-limits', '17 * * * *', pruneRateLimitWindows),
  housekeeping('account-tokens', '27 * * * *', pruneAccountTokens),
  housekeeping('product-removals', '32 * * * *', pruneProductRemovals),
  housekeeping('registration-drafts', '37 3 * * *', pruneAbandonedDrafts),
  housekeeping('listing-drafts', '40 3 * * *', pruneListingDrafts),
  housekeeping('pending-photos', '42 3 * * *', prunePendingPhotos),
  // Requirements written and never posted, with their private attachments (requirement-drafts.server.ts).
  housekeeping('requirement-drafts', '44 3 * * *', () => pruneRequirementDrafts()),
  // After the drafts and pending photos, so the files they let go of tonight go tonight (once past the grace period).
  housekeeping('uploads', '47 3 * * *', () => pruneOrphanUploads()),
  // Upload scratch directories a killed process left in DATA_DIR/tmp (request-scratch.server.ts).
  housekeeping('request-scratch', '12 * * * *', () => pruneRequestScratch()),
  // Accounts past their deletion grace period are anonymised (account-deletion.server.ts, docs/decisions/0031).
  housekeeping('account-deletions', '52 * * * *', () => deleteDueAccounts()),
  // Idempotency keys and their stored answers live 24 hours (issue 18).
  housekeeping('idempotency-keys', '57 * * * *', pruneIdempotencyKeys),
  // The retention schedule's periods (app/domain/retention.ts, shown on /privacy).
  housekeeping('mail-outbox', '50 3 * * *', pruneMailOutbox),
  housekeeping('visitor-chats', '52 3 * * *', pruneVisitorChats),
  housekeeping('notifications', '54 3 * * *', pruneOldNotifications),
  housekeeping('service-requests', '56 3 * * *', pruneServiceRequests),
];
