import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '~/domain/staff';
import { uniqueIds } from './support/registration-data';
import { profileSchema } from '~/domain/registration';
import { action as decideAction, loader as companyLoader } from '~/routes/admin.verification.$companyId';
import { loader as queueLoader } from '~/routes/admin.verification';
import { action as uploadAction, loader as pageLoader } from '~/routes/account.verification';
import { loader as documentLoader } from '~/routes/account.verification.documents.$id';
import { loadProfilePage, saveProfile } from '~/services/accounts/company.server';
import { db, transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { companies } from '~/services/db/schema/companies';
import { notifications } from '~/services/db/schema/requirements';
import { companyChecks, companyDocuments } from '~/services/db/schema/trust';
import { getSupplier } from '~/services/catalog/products.server';
import { searchProducts } from '~/services/search/search.server';
import { checkGstRegister } from '~/services/trust/gst-register.server';
import { backfillAutomaticChecks, runAutomaticChecks } from '~/services/trust/verification.server';
import { createSeller as createSellerRow, insertListings, lastCategoryPair, newSeller, samplePng } from './support/listing-fixtures';
import { startFakeGstProvider, type FakeGstProvider } from './support/fake-gst-provider';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

// The verification workflow (issue 17): automatic checks, documents private to the company and the
// reviewers, reviewer decisions, the level every page reads, and the GST register connector.

const API_KEY = 'fake-gst-provider-key';
let fake: FakeGstProvider;

// Configuration is read on first use, so the provider is configured before any service runs.
beforeAll(async () => {
  fake = await startFakeGstProvider(API_KEY);
  process.env.GST_VERIFY_URL = fake.url;
  process.env.GST_VERIFY_API_KEY = API_KEY;
});
afterAll(() => fake.close());

async function newStaff(role: StaffRole) {
  const email = `${role}-${randomUUID()}@tradesetu.example`;
  const [row] = await db().insert(users).values({ email, name: `Reviewer ${role}`, passwordHash: 'not-used', role, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: row!.id, email, name: `Reviewer ${role}` };
}

async function current(companyId: number) {
  const rows = await db().select().from(companyChecks).where(and(eq(companyChecks.companyId, companyId), isNull(companyChecks.supersededAt)));
  return new Map(rows.map((row) => [row.check, row]));
}

async function levelOf(companyId: number) {
  const [row] = await db().select({ level: companies.verificationLevel, verified: companies.verified }).from(companies).where(eq(companies.id, companyId));
  return row;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(userId: number, kind: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return answerOf(callRoute(uploadAction, await requestAs(userId, '/account/verification', { method: 'POST', body: form })));
}

async function decide(staffId: number, companyId: number, fields: Record<string, string>) {
  return answerOf(callRoute(decideAction, await requestAs(staffId, `/admin/verification/${companyId}`, formPost(fields)), { companyId: String(companyId) }));
}

async function pendingCheckId(companyId: number, check: string) {
  const row = (await current(companyId)).get(check as 'gst_certificate');
  expect(row?.status).toBe('pending');
  return row!.id;
}

/** A seller made directly in the database (no registration), with its automatic checks run as registration would. */
async function createSeller() {
  const seller = await createSellerRow();
  await db().update(companies).set({ pan: seller.gstin.slice(2, 12) }).where(eq(companies.id, seller.companyId));
  await transaction((tx) => runAutomaticChecks(tx, seller.companyId));
  return seller;
}

const verifiedSlugs = async (supplier: string) => (await searchProducts({ q: '', limit: 50, filters: { supplier, verified: true } })).items.map((item) => item.slug);

describe('automatic checks', () => {
  it('run at registration: GSTIN checksum and state code, PAN inside the GSTIN, Udyam format; no DPIIT row when none was given', async () => {
    const seller = await newSeller();
    const [company] = await db().select({ gstin: companies.gstin }).from(companies).where(eq(companies.id, seller.companyId));
    const checks = await current(seller.companyId);
    expect(checks.get('gstin_format')).toMatchObject({ status: 'passed', method: 'automatic', checkedValue: company?.gstin });
    expect(checks.get('pan_in_gstin')?.status).toBe('passed');
    expect(checks.get('udyam_format')).toMatchObject({ status: 'passed', checkedValue: 'UDYAM-MH-33-0012345' });
    expect(checks.has('dpiit_format')).toBe(false);
    await transaction((tx) => runAutomaticChecks(tx, seller.companyId));
    expect((await levelOf(seller.companyId))?.level).toBe('identifiers_checked');
    // Run again on unchanged identifiers: no new rows.
    expect(await db().select().from(companyChecks).where(eq(companyChecks.companyId, seller.companyId))).toHaveLength(3);
  });

  it('fail pan_in_gstin when the PAN given is not the one inside the GSTIN, and the level falls to none', async () => {
    const seller = await createSeller();
    await db().update(companies).set({ pan: 'ZZZPZ9999Z' }).where(eq(companies.id, seller.companyId));
    await transaction((tx) => runAutomaticChecks(tx, seller.companyId));
    const check = (await current(seller.companyId)).get('pan_in_gstin');
    expect(check).toMatchObject({ status: 'failed' });
    expect(check?.reason).toContain('ZZZPZ9999Z');
    expect((await levelOf(seller.companyId))?.level).toBe('none');
    const history = await db().select().from(companyChecks).where(and(eq(companyChecks.companyId, seller.companyId), eq(companyChecks.check, 'pan_in_gstin')));
    expect(history.map((row) => row.status).sort()).toEqual(['failed', 'passed']);
  });

  it('the start-up backfill checks companies that have no check yet (databases from before the workflow)', async () => {
    const old = await createSellerRow();
    await db().update(companies).set({ pan: old.gstin.slice(2, 12) }).where(eq(companies.id, old.companyId));
    expect((await current(old.companyId)).size).toBe(0);
    expect(await backfillAutomaticChecks()).toBeGreaterThanOrEqual(1);
    expect([...(await current(old.companyId)).keys()].sort()).toEqual(['gstin_format', 'pan_in_gstin']);
    expect((await levelOf(old.companyId))?.level).toBe('identifiers_checked');
  });
});

describe('documents', () => {
  it('refuses HTML, an SVG with a script and a .pdf that is HTML, with the message at the file field; nothing is stored', async () => {
    const seller = await createSeller();
    const tries = [
      ['certificate.html', Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html'],
      ['certificate.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['certificate.pdf', Buffer.from('<html><body onload="alert(1)">GST</body></html>'), 'application/pdf'],
    ] as const;
    for (const [name, bytes, type] of tries) {
      const answer = await upload(seller.id, 'gst_certificate', name, bytes, type);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.data)).toContain('is not a PDF, JPEG or PNG file');
      expect((answer.data as { result: { error: Record<string, string[]> } }).result.error.file?.[0]).toContain(name);
    }
    expect(await db().select().from(companyDocuments).where(eq(companyDocuments.companyId, seller.companyId))).toHaveLength(0);
  });

  it('serves a document as a download to the company and to reviewers only; another company and finance get 404', async () => {
    const seller = await createSeller();
    expect((await upload(seller.id, 'gst_certificate', 'GST REG-06.pdf', PDF, 'application/pdf')).status).toBe(200);
    const [document] = await db().select().from(companyDocuments).where(eq(companyDocuments.companyId, seller.companyId));
    const get = async (userId: number) => answerOf(callRoute(documentLoader, await requestAs(userId, `/account/verification/documents/${document!.id}`), { id: String(document!.id) }));
    const own = await get(seller.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''GST%20REG-06\.pdf$/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await (own.data as Response).arrayBuffer()).equals(PDF)).toBe(true);
    const other = await createSeller();
    expect((await get(other.id)).status).toBe(404);
    expect((await get((await newStaff('finance')).id)).status).toBe(404);
    expect((await get((await newStaff('moderator')).id)).status).toBe(200);
    expect((await current(seller.companyId)).get('gst_certificate')).toMatchObject({ status: 'pending', method: 'reviewer', documentId: document!.id });
  });
});

describe('reviewer decisions', () => {
  it('approving the GST certificate makes the level documents reviewed, the products match the filter, the company is told; a GSTIN change falls back', async () => {
    const registered = await newSeller();
    const [row] = await db().select({ slug: companies.slug }).from(companies).where(eq(companies.id, registered.companyId));
    const seller = { id: registered.userId, companyId: registered.companyId, slug: row!.slug, name: 'Asha Rao', email: registered.email };
    const [listing] = await insertListings(seller.companyId, await lastCategoryPair(), [{ name: 'Organic jaggery blocks' }]);
    const moderator = await newStaff('moderator');
    await upload(seller.id, 'gst_certificate', 'gst.pdf', PDF, 'application/pdf');
    // The reviewers hear that the queue grew.
    const notice = await db().select().from(notifications).where(and(eq(notifications.userId, moderator.id), eq(notifications.kind, 'admin_queue')));
    expect(notice.map((n) => n.link)).toEqual(['/admin/verification']);
    const queue = await answerOf(callRoute(queueLoader, await requestAs(moderator.id, '/admin/verification')));
    expect((queue.data as { items: Array<{ companyId: number }> }).items.some((item) => item.companyId === seller.companyId)).toBe(true);
    expect(await verifiedSlugs(seller.slug)).toEqual([]);

    const checkId = await pendingCheckId(seller.companyId, 'gst_certificate');
    const approved = await decide(moderator.id, seller.companyId, { checkId: String(checkId), decision: 'approve', reason: '' });
    expect(approved.status).toBe(200);
    expect(await levelOf(seller.companyId)).toEqual({ level: 'documents_reviewed', verified: true });
    expect(await verifiedSlugs(seller.slug)).toContain(listing!.slug);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, moderator.id)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'approved check', subject: `company ${seller.slug}`, before: { status: 'pending', level: 'identifiers_checked' }, after: { status: 'passed', level: 'documents_reviewed' } });
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'verification_result')));
    expect(told.map((n) => n.title)).toEqual(['Your GST registration certificate was approved']);
    const supplier = await getSupplier(seller.slug);
    expect(supplier?.checks.map((c) => c.check).sort()).toEqual(['gst_certificate', 'gstin_format', 'pan_in_gstin', 'udyam_format']);

    // The company changes its GSTIN: the certificate goes back to pending with the reason, the badge falls back.
    const page = await loadProfilePage({ id: seller.id, name: seller.name, email: seller.email });
    if (!page.hasCompany) throw new Error('the seller has a company');
    const { pan, gstin } = uniqueIds();
    await saveProfile(seller.id, profileSchema(new Date().getFullYear()).parse({ ...page.values, gstNumber: gstin, pan }));
    const after = await current(seller.companyId);
    expect(after.get('gst_certificate')).toMatchObject({ status: 'pending' });
    expect(after.get('gst_certificate')?.reason).toMatch(/^The GSTIN and PAN changed on .+; the certificate must be reviewed again\.$/);
    expect(after.get('gstin_format')?.checkedValue).toBe(gstin);
    expect((await levelOf(seller.companyId))?.level).toBe('identifiers_checked');
    expect(await verifiedSlugs(seller.slug)).toEqual([]);
  });

  it('a rejection needs a reason; the second reviewer of the same check is told who decided first', async () => {
    const seller = await createSeller();
    await upload(seller.id, 'udyam_certificate', 'udyam.png', await samplePng(), 'image/png');
    const first = await newStaff('moderator');
    const second = await newStaff('administrator');
    const checkId = await pendingCheckId(seller.companyId, 'udyam_certificate');
    const empty = await decide(first.id, seller.companyId, { checkId: String(checkId), decision: 'reject', reason: ' ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain('Say why the document is rejected');
    const rejected = await decide(first.id, seller.companyId, { checkId: String(checkId), decision: 'reject', reason: 'The name on the certificate is another company’s.' });
    expect(rejected.status).toBe(200);
    expect((await current(seller.companyId)).get('udyam_certificate')).toMatchObject({ status: 'failed', reason: 'The name on the certificate is another company’s.', reviewerUserId: first.id });
    const late = await decide(second.id, seller.companyId, { checkId: String(checkId), decision: 'approve', reason: '' });
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.data)).toContain(`${first.name} (${first.email}) already rejected this check`);
    expect((await current(seller.companyId)).get('udyam_certificate')?.status).toBe('failed');
    // The company's page lists the decision with its reason; the supplier page claims no Udyam review.
    const page = await answerOf(callRoute(pageLoader, await requestAs(seller.id, '/account/verification')));
    expect(JSON.stringify(page.data)).toContain('another company’s');
    expect((await getSupplier(seller.slug))?.checks.map((c) => c.check)).not.toContain('udyam_certificate');
    // A finance login cannot open the reviewer's page.
    expect((await answerOf(callRoute(companyLoader, await requestAs((await newStaff('finance')).id, `/admin/verification/${seller.companyId}`), { companyId: String(seller.companyId) }))).status).toBe(403);
  });
});

describe('GST register connector', () => {
  it('writes a passed gst_register check only when the provider answered; a provider that is down writes nothing', async () => {
    const answered = await createSeller();
    fake.register.set(answered.gstin, { legalName: 'Rao Agro Works', status: 'Active', address: '12 MG Road, Pune' });
    expect(await checkGstRegister(answered.companyId)).toBe('answered');
    expect(fake.requests.at(-1)).toEqual({ path: `/gstin/${answered.gstin}`, authorization: `Bearer ${API_KEY}` });
    const check = (await current(answered.companyId)).get('gst_register');
    expect(check).toMatchObject({ status: 'passed', method: 'provider', checkedValue: answered.gstin });
    expect(check?.reason).toContain('lists');
    expect((await getSupplier(answered.slug))?.checks.map((c) => c.check)).toContain('gst_register');

    const cancelled = await createSeller();
    fake.register.set(cancelled.gstin, { legalName: 'Gone Traders', status: 'Cancelled', address: 'Pune' });
    await checkGstRegister(cancelled.companyId);
    expect((await current(cancelled.companyId)).get('gst_register')?.status).toBe('failed');

    const unlucky = await createSeller();
    fake.mode = 'down';
    await expect(checkGstRegister(unlucky.companyId)).rejects.toThrow('HTTP 503');
    fake.mode = 'answer';
    expect((await current(unlucky.companyId)).has('gst_register')).toBe(false);
    expect((await getSupplier(unlucky.slug))?.checks.map((c) => c.check)).not.toContain('gst_register');
  });
});
