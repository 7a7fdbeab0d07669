/**
 * Documents a company uploads for verification and the reviewers' decisions on them
 * (docs/decisions/0021). A document lives in private storage and is served only to the company's
 * members who manage it and to staff who verify companies; uploading one opens a pending reviewer
 * check, which a reviewer approves or rejects with a reason under a row lock, in one transaction
 * with the audit entry, the company's level and the notice to the company.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatIndianDay } from '~/domain/india-time';
import { staffAllows } from '~/domain/staff';
import { CHECK_LABELS, documentType, MAX_DOCUMENT_BYTES, type CheckDecision } from '~/domain/verification-checks';
import type { CompanyDocumentKind } from '~/domain/verification';
import { recordStaffAction } from '~/services/admin/audit.server';
import type { StaffUser } from '~/services/admin/staff.server';
import { companyAllowing, requireCompanyAllowing } from '~/services/accounts/membership.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import type { PrivateFile } from '~/services/db/schema/requirements';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { companyChecks, companyDocuments } from '~/services/db/schema/trust';
import { ConflictError, ForbiddenError, NotFoundError, TooLargeError, ValidationError } from '~/services/errors.server';
import { notifyAdminQueue } from '~/services/notifications/admin-queues.server';
import { notifyCompany } from '~/services/notifications/notify.server';
import { storePrivateFile } from '~/services/requirements/private-files.server';
import { recomputeLevel, writeCheck } from './verification.server';

const NO_COMPANY = 'Verification is for a company: create your company profile first.';

/**
 * Stores an uploaded document for the user's company (owners only) and opens its reviewer check.
 * The type is judged by the bytes: a PDF, JPEG or PNG; anything else (HTML, SVG, a renamed file) is
 * refused with the message at the file field. A newer upload of a kind supersedes the older one.
 */
export async function uploadDocument(userId: number, kind: CompanyDocumentKind, file: { name: string; bytes: Uint8Array }): Promise<{ documentId: number }> {
  const membership = await requireCompanyAllowing(userId, 'manage_company', NO_COMPANY);
  const label = file.name ? `"${file.name.slice(0, 80)}"` : 'The file';
  if (file.bytes.length === 0) throw new ValidationError(undefined, { file: ['Choose a file to upload (a PDF, JPEG or PNG)'] });
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new TooLargeError(undefined, { file: [`${label} is larger than 10 MB; upload a smaller scan`] });
  if (!documentType(file.bytes)) {
    throw new ValidationError(undefined, { file: [`${label} is not a PDF, JPEG or PNG file. Upload the certificate as a PDF or a photo (JPEG or PNG).`] });
  }
  let stored;
  try {
    stored = await storePrivateFile(file.name, file.bytes);
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(undefined, { file: [error.publicMessage] });
    throw error;
  }
  return transaction(async (tx) => {
    const documentId = await addDocument(tx, membership.companyId, userId, kind, stored);
    await notifyAdminQueue(tx, 'verification');
    return { documentId };
  });
}

/**
 * Records a stored document of a company in the caller's transaction: the older document of the
 * kind is superseded, and a pending reviewer check opens for it (the level is recomputed, so a
 * replaced certificate waits for review again). Used by uploads and the demo seed.
 */
export async function addDocument(tx: Transaction, companyId: number, userId: number | null, kind: CompanyDocumentKind, stored: PrivateFile, now = new Date()): Promise<number> {
  await tx
    .update(companyDocuments)
    .set({ supersededAt: now })
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, kind), isNull(companyDocuments.supersededAt)));
  const [document] = await tx
    .insert(companyDocuments)
    .values({ companyId, kind, storageKey: stored.key, fileName: stored.name, contentType: stored.contentType, byteSize: stored.bytes, uploadedByUserId: userId, createdAt: now })
    .returning({ id: companyDocuments.id });
  if (!document) throw new Error('document insert returned no row');
  await writeCheck(tx, companyId, { check: kind, status: 'pending', method: 'reviewer', checkedValue: stored.name, documentId: document.id, reason: 'Uploaded; waiting for a TradeSetu reviewer.' }, now);
  await recomputeLevel(tx, companyId, now);
  return document.id;
}

/**
 * A document (served from the file store by the route) for someone allowed to read it: a member of its company who manages it,
 * or staff who verify companies. Anyone else gets the same 404 as for a document that does not exist.
 */
export const NO_SUCH_DOCUMENT = 'There is no such document.';

export async function documentForReader(user: Pick<SessionUser, 'id' | 'role'>, documentId: number) {
  const missing = new NotFoundError(NO_SUCH_DOCUMENT);
  const [document] = await db().select().from(companyDocuments).where(eq(companyDocuments.id, documentId)).limit(1);
  if (!document) throw missing;
  let allowed = staffAllows(user.role, 'verify_companies');
  if (!allowed) {
    const membership = await companyAllowing(user.id, 'manage_company').catch((error: unknown) => {
      if (error instanceof ForbiddenError) return null;
      throw error;
    });
    allowed = membership?.companyId === document.companyId;
  }
  if (!allowed) throw missing;
  return { file: { key: document.storageKey, name: document.fileName, contentType: document.contentType as 'application/pdf', bytes: document.byteSize } };
}

const reviewer = alias(users, 'reviewer');

/** Every check row of a company, current first, with its reviewer's name and its document. */
async function checkHistory(companyId: number) {
  return db()
    .select({
      id: companyChecks.id,
      check: companyChecks.check,
      status: companyChecks.status,
      method: companyChecks.method,
      checkedValue: companyChecks.checkedValue,
      reason: companyChecks.reason,
      documentId: companyChecks.documentId,
      decidedAt: companyChecks.decidedAt,
      createdAt: companyChecks.createdAt,
      supersededAt: companyChecks.supersededAt,
      reviewerName: reviewer.name,
    })
    .from(companyChecks)
    .leftJoin(reviewer, eq(reviewer.id, companyChecks.reviewerUserId))
    .where(eq(companyChecks.companyId, companyId))
    .orderBy(desc(companyChecks.createdAt), desc(companyChecks.id));
}

/** What /account/verification shows: the level, every current check, the current documents. */
export async function accountVerification(userId: number) {
  const membership = await requireCompanyAllowing(userId, 'manage_company', NO_COMPANY);
  const [company] = await db().select({ level: companies.verificationLevel }).from(companies).where(eq(companies.id, membership.companyId));
  const history = await checkHistory(membership.companyId);
  const documents = await db()
    .select({ id: companyDocuments.id, kind: companyDocuments.kind, fileName: companyDocuments.fileName, createdAt: companyDocuments.createdAt })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, membership.companyId), isNull(companyDocuments.supersededAt)));
  return { level: company?.level ?? 'none', checks: history.filter((row) => row.supersededAt === null), documents };
}

/** The reviewers' queue: pending document checks, oldest first. */
export async function verificationQueue() {
  return db()
    .select({ checkId: companyChecks.id, check: companyChecks.check, companyId: companies.id, companyName: companies.name, uploadedAt: companyDocuments.createdAt, reason: companyChecks.reason })
    .from(companyChecks)
    .innerJoin(companies, eq(companies.id, companyChecks.companyId))
    .innerJoin(companyDocuments, eq(companyDocuments.id, companyChecks.documentId))
    .where(and(isNull(companyChecks.supersededAt), eq(companyChecks.status, 'pending'), isNotNull(companyChecks.documentId)))
    .orderBy(asc(companyChecks.createdAt), asc(companyChecks.id));
}

/** One company for a reviewer: its identifiers as given, every check with history, its documents. */
export async function companyForReview(companyId: number) {
  const [company] = await db().select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new NotFoundError('There is no company with that number.');
  const [history, documents] = await Promise.all([
    checkHistory(companyId),
    db().select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId)).orderBy(desc(companyDocuments.createdAt)),
  ]);
  return { company, history, documents };
}

/**
 * A reviewer approves (passed) or rejects (failed, reason required) a pending document check. The
 * row is locked, so of two reviewers deciding at once the later one is told who decided first.
 */
export async function decideCheck(staff: StaffUser, input: CheckDecision, now = new Date()): Promise<{ message: string }> {
  return transaction((tx) => decideCheckIn(tx, staff, input, now));
}

/** decideCheck in the caller's transaction (the demo seed decides its documents the same way). */
export async function decideCheckIn(tx: Transaction, staff: Pick<StaffUser, 'id' | 'email'>, input: CheckDecision, now = new Date()): Promise<{ message: string }> {
  const [row] = await tx.select().from(companyChecks).where(eq(companyChecks.id, input.checkId)).for('update');
  if (row?.method !== 'reviewer' || row.documentId === null) throw new NotFoundError('There is no such document check.');
  if (row.status !== 'pending') {
    const [first] = row.reviewerUserId ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.reviewerUserId)) : [];
    const who = first ? `${first.name} (${first.email})` : 'Another reviewer';
    throw new ConflictError(`${who} already ${row.status === 'passed' ? 'approved' : 'rejected'} this check on ${formatIndianDay(row.decidedAt ?? now)}. Nothing was changed.`);
  }
  if (row.supersededAt !== null) throw new ConflictError('The company uploaded a newer document or changed its details since; open the company again and decide the current check.');
  const [company] = await tx.select({ slug: companies.slug, name: companies.name, level: companies.verificationLevel }).from(companies).where(eq(companies.id, row.companyId));
  const status = input.decision === 'approve' ? 'passed' : 'failed';
  const reason = input.reason || (status === 'passed' ? 'The reviewer compared the document with the company’s details; they match.' : '');
  await tx.update(companyChecks).set({ status, reason, reviewerUserId: staff.id, decidedAt: now }).where(eq(companyChecks.id, row.id));
  const level = await recomputeLevel(tx, row.companyId, now);
  await recordStaffAction(tx, staff, {
    action: status === 'passed' ? 'approved check' : 'rejected check',
    subject: `company ${company?.slug ?? row.companyId}`,
    detail: { check: row.check, checkId: row.id, documentId: row.documentId },
    before: { status: row.status, reason: row.reason, level: company?.level },
    after: { status, reason, level },
  });
  const what = CHECK_LABELS[row.check];
  await notifyCompany(
    tx,
    row.companyId,
    {
      kind: 'verification_result',
      title: status === 'passed' ? `Your ${what} was approved` : `Your ${what} was not accepted`,
      body: status === 'passed' ? reason : `Reason: ${reason} Upload a corrected document on the verification page.`,
      link: '/account/verification',
      dedupeKey: `verification:${row.id}:${status}`,
    },
    'manage_company',
  );
  return { message: `${what} of ${company?.name ?? 'the company'}: ${status === 'passed' ? 'approved' : 'rejected'}.` };
}

/** How many companies are at each level (for the assistant and the chat page context). */
export async function companiesByLevel(): Promise<Record<'none' | 'identifiers_checked' | 'documents_reviewed', number>> {
  const rows = await db()
    .select({ level: companies.verificationLevel, count: count() })
    .from(companies)
    .where(and(inArray(companies.role, ['seller', 'both']), isNull(companies.suspendedAt)))
    .groupBy(companies.verificationLevel);
  const counts = { none: 0, identifiers_checked: 0, documents_reviewed: 0 };
  for (const row of rows) counts[row.level] = row.count;
  return counts;
}
