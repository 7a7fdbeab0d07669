import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-jobs-'));
const uploads = path.join(process.env.DATA_DIR, 'uploads');

const { db } = await import('~/services/db/client.server');
const { users, sessions, rateLimits } = await import('~/services/db/schema/accounts');
const { accountTokens, registrationDrafts, companyPhotos, pendingPhotos } = await import('~/services/db/schema/registration');
const { listingDrafts, productImages, products } = await import('~/services/db/schema/catalog');
const { createBuyer } = await import('./support/billing-fixtures');
const housekeeping = await import('~/services/jobs/housekeeping.server');
const { pruneIdempotencyKeys } = await import('~/services/http/idempotency.server');
const { pruneRequestScratch } = await import('~/services/http/request-scratch.server');
const { idempotencyKeys } = await import('~/services/db/schema/idempotency');
const { startJobs, stopJobs } = await import('~/services/jobs/worker.server');
const { runningQueue } = await import('~/services/jobs/queue.server');

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const fromNow = (ms: number) => new Date(Date.now() + ms);
const unique = () => randomBytes(8).toString('hex');

async function newUser() {
  const [user] = await db().insert(users).values({ email: `u-${unique()}@example.in`, name: 'Asha', passwordHash: 'x' }).returning();
  if (!user) throw new Error('no user');
  return user;
}

const count = async (query: ReturnType<typeof sql>) => Number((await db().execute<{ n: number }>(query)).rows[0]?.n ?? -1);

/** Runs a prune twice: the first deletes what it should, the second finds nothing left to delete. */
async function twice(prune: () => Promise<{ deleted: number }>) {
  const first = await prune();
  const second = await prune();
  expect(second.deleted).toBe(0);
  return first.deleted;
}

afterAll(async () => {
  await stopJobs();
});

describe('housekeeping', () => {
  it('prunes expired sessions and keeps live ones', async () => {
    const user = await newUser();
    const expired = `expired-${unique()}`;
    const live = `live-${unique()}`;
    await db().insert(sessions).values([
      { idHash: expired, userId: user.id, expiresAt: ago(1000) },
      { idHash: live, userId: user.id, expiresAt: fromNow(DAY) },
    ]);
    expect(await twice(housekeeping.pruneExpiredSessions)).toBeGreaterThanOrEqual(1);
    const left = await db().execute<{ id_hash: string }>(sql`SELECT id_hash FROM sessions WHERE user_id = ${user.id}`);
    expect(left.rows.map((r) => r.id_hash)).toEqual([live]);
  });

  it('forgets idempotency keys after 24 hours and keeps younger ones', async () => {
    const scope = `user:test-${unique()}`;
    await db().insert(idempotencyKeys).values([
      { scope, route: 'inquiry', key: `old-${unique()}`, fingerprint: 'f', status: 200, createdAt: ago(DAY + HOUR) },
      { scope, route: 'inquiry', key: `new-${unique()}`, fingerprint: 'f', status: 200, createdAt: ago(23 * HOUR) },
    ]);
    expect(await twice(pruneIdempotencyKeys)).toBeGreaterThanOrEqual(1);
    const left = await db().select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
    expect(left.map((row) => row.key.slice(0, 4))).toEqual(['new-']);
  });

  it('prunes rate-limit windows that can no longer count, keeping yesterday\'s (the previous daily window)', async () => {
    const key = `test:${unique()}`;
    await db().insert(rateLimits).values([
      { key, windowStart: ago(3 * DAY), count: 4 },
      { key, windowStart: ago(1.5 * DAY), count: 3 },
      { key, windowStart: ago(HOUR), count: 2 },
    ]);
    expect(await twice(housekeeping.pruneRateLimitWindows)).toBeGreaterThanOrEqual(1);
    const left = await db().execute<{ count: number }>(sql`SELECT count FROM rate_limits WHERE key = ${key} ORDER BY window_start`);
    expect(left.rows.map((r) => r.count)).toEqual([3, 2]);
  });

  it('prunes used and expired email links, keeping the ones still usable', async () => {
    const user = await newUser();
    const hash = () => `h-${unique()}`;
    const [used, expired, live] = [hash(), hash(), hash()];
    await db().insert(accountTokens).values([
      { tokenHash: used, userId: user.id, purpose: 'reset-password', expiresAt: fromNow(HOUR), usedAt: ago(1000) },
      { tokenHash: expired, userId: user.id, purpose: 'verify-email', expiresAt: ago(1000) },
      { tokenHash: live, userId: user.id, purpose: 'reset-password', expiresAt: fromNow(HOUR) },
    ]);
    expect(await twice(housekeeping.pruneAccountTokens)).toBe(2);
    const left = await db().execute<{ token_hash: string }>(sql`SELECT token_hash FROM account_tokens WHERE user_id = ${user.id}`);
    expect(left.rows.map((r) => r.token_hash)).toEqual([live]);
  });

  it('forgets deleted listings and companies a day after the search indexes could read them', async () => {
    await db().execute(sql`INSERT INTO product_removals (product_id, removed_at) VALUES (-1, now() - interval '25 hours'), (-2, now() - interval '1 hour')`);
    await db().execute(sql`INSERT INTO company_removals (company_id, removed_at) VALUES (-3, now() - interval '25 hours'), (-4, now() - interval '1 hour')`);
    expect(await twice(housekeeping.pruneProductRemovals)).toBe(2);
    const left = await db().execute<{ id: number }>(sql`SELECT product_id AS id FROM product_removals WHERE product_id < 0 UNION ALL SELECT company_id FROM company_removals WHERE company_id < 0`);
    expect(left.rows.map((r) => r.id)).toEqual([-2, -4]);
  });

  it('prunes registration drafts nobody can reach any more (older than the 30-day cookie)', async () => {
    const abandoned = `draft-${unique()}`;
    const recent = `draft-${unique()}`;
    await db().insert(registrationDrafts).values([
      { idHash: abandoned, values: { companyName: 'Old' }, updatedAt: ago(31 * DAY) },
      { idHash: recent, values: { companyName: 'Recent' }, updatedAt: ago(29 * DAY) },
    ]);
    expect(await twice(housekeeping.pruneAbandonedDrafts)).toBe(1);
    const left = await db().execute<{ id_hash: string }>(sql`SELECT id_hash FROM registration_drafts WHERE id_hash IN (${abandoned}, ${recent})`);
    expect(left.rows.map((r) => r.id_hash)).toEqual([recent]);
  });

  it('removes upload files that nothing refers to once they are a day old, and no other file', async () => {
    mkdirSync(uploads, { recursive: true });
    const file = (age: number) => {
      const base = randomBytes(16).toString('hex');
      for (const key of [`${base}.webp`, `${base}-thumb.webp`]) {
        writeFileSync(path.join(uploads, key), 'webp');
        const when = ago(age);
        utimesSync(path.join(uploads, key), when, when);
      }
      return { key: `${base}.webp`, thumbKey: `${base}-thumb.webp`, width: 10, height: 10 };
    };
    const orphanOld = file(2 * DAY);
    const orphanFresh = file(HOUR); // a request may still be about to write its row
    const companyPhoto = file(2 * DAY);
    const productPhoto = file(2 * DAY);
    const draftPhoto = file(2 * DAY);
    const notAnUpload = path.join(uploads, 'README.txt');
    writeFileSync(notAnUpload, 'kept');
    utimesSync(notAnUpload, ago(10 * DAY), ago(10 * DAY));

    const buyer = await createBuyer();
    const [company] = await db().execute<{ id: number }>(sql`SELECT id FROM companies WHERE owner_user_id = ${buyer.id}`).then((r) => r.rows);
    await db().insert(companyPhotos).values({ companyId: company?.id ?? 0, storageKey: companyPhoto.key, thumbKey: companyPhoto.thumbKey, width: 10, height: 10 });
    const [product] = await db().select({ id: products.id }).from(products).limit(1);
    await db().insert(productImages).values({ productId: product?.id ?? 0, storageKey: productPhoto.key, width: 10, height: 10 });
    await db().insert(registrationDrafts).values({ idHash: `draft-${unique()}`, photos: [draftPhoto] });

    expect(await twice(() => housekeeping.pruneOrphanUploads())).toBe(2);
    const exists = (key: string) => existsSync(path.join(uploads, key));
    expect([orphanOld.key, orphanOld.thumbKey].map(exists)).toEqual([false, false]);
    for (const kept of [orphanFresh, companyPhoto, productPhoto, draftPhoto]) {
      expect([kept.key, kept.thumbKey].map(exists)).toEqual([true, true]);
    }
    expect(existsSync(notAnUpload)).toBe(true);
  });

  it('removes upload scratch folders a killed process left, older than an hour, and keeps ones in use', async () => {
    const scratch = path.join(process.env.DATA_DIR!, 'tmp');
    const folder = (name: string, age: number) => {
      const dir = path.join(scratch, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'part'), 'bytes');
      utimesSync(dir, ago(age), ago(age));
      return dir;
    };
    const leftOver = folder(`upload-${unique()}`, 2 * HOUR);
    const inUse = folder(`upload-${unique()}`, HOUR / 2);
    const notOurs = folder(`other-${unique()}`, 2 * DAY);
    expect(await pruneRequestScratch()).toEqual({ deleted: 1 });
    expect([leftOver, inUse, notOurs].map((dir) => existsSync(dir))).toEqual([false, true, true]);
    expect(await pruneRequestScratch()).toEqual({ deleted: 0 });
  });

  it('the photos of a pruned draft go with the next uploads pruning', async () => {
    const base = randomBytes(16).toString('hex');
    const photo = { key: `${base}.webp`, thumbKey: `${base}-thumb.webp`, width: 10, height: 10 };
    for (const key of [photo.key, photo.thumbKey]) {
      writeFileSync(path.join(uploads, key), 'webp');
      utimesSync(path.join(uploads, key), ago(40 * DAY), ago(40 * DAY));
    }
    await db().insert(registrationDrafts).values({ idHash: `draft-${unique()}`, photos: [photo], updatedAt: ago(40 * DAY) });
    expect(await housekeeping.pruneOrphanUploads()).toEqual({ deleted: 0 });
    await housekeeping.pruneAbandonedDrafts();
    expect(await housekeeping.pruneOrphanUploads()).toEqual({ deleted: 2 });
  });
});

describe('pending photos', () => {
  it('keep their files while a corrected form may still claim them, and let them go after two days', async () => {
    const user = await newUser();
    const photo = (age: number) => {
      const base = randomBytes(16).toString('hex');
      for (const key of [`${base}.webp`, `${base}-thumb.webp`]) {
        writeFileSync(path.join(uploads, key), 'webp');
        utimesSync(path.join(uploads, key), ago(age), ago(age));
      }
      return `${base}.webp`;
    };
    const recent = photo(30 * HOUR);
    const stale = photo(3 * DAY);
    await db().insert(pendingPhotos).values([
      { storageKey: recent, userId: user.id, width: 10, height: 10, createdAt: ago(30 * HOUR) },
      { storageKey: stale, userId: user.id, width: 10, height: 10, createdAt: ago(3 * DAY) },
    ]);
    // Both files are past the uploads grace period, but a pending row still refers to each.
    expect(await housekeeping.pruneOrphanUploads()).toEqual({ deleted: 0 });
    expect(await twice(() => housekeeping.prunePendingPhotos())).toBe(1);
    expect(await housekeeping.pruneOrphanUploads()).toEqual({ deleted: 2 });
    expect(existsSync(path.join(uploads, recent))).toBe(true);
    expect(existsSync(path.join(uploads, stale))).toBe(false);
  });

  it('stay while an autosaved listing draft shows them, and go with the draft after a month', async () => {
    const user = await newUser();
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await db().insert(pendingPhotos).values({ storageKey: key, userId: user.id, width: 10, height: 10, createdAt: ago(5 * DAY) });
    await db().insert(listingDrafts).values({ userId: user.id, productId: 0, values: { name: 'Rice', photos: [{ key, alt: 'A bag', position: '1' }] }, updatedAt: ago(5 * DAY) });
    expect(await housekeeping.prunePendingPhotos()).toEqual({ deleted: 0 });
    await db().update(listingDrafts).set({ updatedAt: ago(31 * DAY) }).where(eq(listingDrafts.userId, user.id));
    expect(await twice(() => housekeeping.pruneListingDrafts())).toBe(1);
    expect(await housekeeping.prunePendingPhotos()).toEqual({ deleted: 1 });
  });
});

describe('the job queue', () => {
  beforeAll(async () => {
    await startJobs({ pollingIntervalSeconds: 0.5 });
  });

  it('schedules every housekeeping job and the mail sweep with pg-boss cron', async () => {
    const schedules = await runningQueue()?.getSchedules();
    expect(schedules?.map((s) => s.name).sort()).toEqual([
      'housekeeping.account-deletions',
      'housekeeping.account-tokens',
      'housekeeping.catalogue-imports',
      'housekeeping.idempotency-keys',
      'housekeeping.listing-drafts',
      'housekeeping.mail-outbox',
      'housekeeping.notifications',
      'housekeeping.pending-photos',
      'housekeeping.product-removals',
      'housekeeping.rate-limits',
      'housekeeping.registration-drafts',
      'housekeeping.request-scratch',
      'housekeeping.requirement-drafts',
      'housekeeping.service-requests',
      'housekeeping.sessions',
      'housekeeping.uploads',
      'housekeeping.visitor-chats',
      'leads.follow-up-reminders',
      'mail.sweep',
      'notifications.digest',
      'notifications.sweep',
      'requirements.expire-quotes',
      'requirements.expire-requirements',
      'requirements.warn-expiring',
      'suppliers.refresh-response-stats',
      'verification.backfill',
    ]);
  });

  it('runs a housekeeping job handed to the queue, and starting the queue again changes nothing', async () => {
    await startJobs({ pollingIntervalSeconds: 0.5 });
    const user = await newUser();
    await db().insert(sessions).values({ idHash: `expired-${unique()}`, userId: user.id, expiresAt: ago(1000) });
    await runningQueue()?.send('housekeeping.sessions', {});
    await vi.waitFor(async () => expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id}`)).toBe(0), { timeout: 10_000, interval: 200 });
  });
});
