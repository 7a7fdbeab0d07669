import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { config } from '~/config.server';
import { DELETED_USER_NAME, deletedUserEmail, deletionDate } from '~/domain/account-data';
import { formatIndianDay } from '~/domain/india-time';
import type { Locale } from '~/domain/locale';
import { isStaffRole } from '~/domain/staff';
import { verifyPassword } from '~/services/accounts/passwords.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { closeSoleOwnedCompanies, type CompanyFiles } from '~/services/accounts/company-closure.server';
import { SCRUBBED_COLUMNS } from '~/services/accounts/personal-data.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { ForbiddenError, ValidationError } from '~/services/errors.server';
import { logger } from '~/services/logging/logger.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { pageLinkIn } from '~/services/mail/language.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { deleteUpload } from '~/services/media/uploads.server';
import { deletePrivateFiles } from '~/services/requirements/private-files.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

/**
 * Deletion on request (DPDP Act 2023 s.12; docs/decisions/0031): the member confirms with their
 * password, is told by email when it will happen, and can cancel until then; after the grace
 * period the housekeeping job anonymises the account as PERSONAL_DATA (personal-data.server.ts)
 * says, in one transaction per account, removing the person's files as its last step.
 */

const DAY_MS = 24 * 3600 * 1000;

export interface DeletionState {
  requestedAt: Date;
  dueAt: Date;
}

export async function deletionStateOf(userId: number): Promise<DeletionState | null> {
  const [row] = await db().select({ requestedAt: users.deletionRequestedAt, dueAt: users.deletionDueAt }).from(users).where(eq(users.id, userId));
  return row?.requestedAt && row.dueAt ? { requestedAt: row.requestedAt, dueAt: row.dueAt } : null;
}

/** The notice of a deletion to come, in the member's language. */
function deletionMail(user: { email: string; name: string; locale: Locale }, dueAt: Date) {
  const { SITE_NAME: siteName } = config();
  const t = serverTranslator(user.locale, 'emails');
  const date = user.locale === 'en' ? deletionDate(dueAt) : formatIndianDay(dueAt, user.locale);
  return {
    to: user.email,
    subject: t('deletionSubject', { siteName, date }),
    text: [
      t('hello', { name: user.name }),
      t('deletionText', { siteName, date, deletedName: DELETED_USER_NAME }),
      t('deletionCancelHint', { link: pageLinkIn(user.locale, siteUrlForLinks(), '/account/data') }),
      t('deletionNotYou'),
    ].join('\n\n'),
  };
}

/** The member asks for deletion, confirming with their password; answers when it will happen. */
export async function requestAccountDeletion(user: SessionUser, password: string, now = new Date()): Promise<DeletionState> {
  if (isStaffRole(user.role)) throw new ForbiddenError('A staff account is closed by an administrator, not from this page. Ask an administrator to close it.');
  await enforceRateLimit(`account-deletion:user:${user.id}`, 5, 15 * 60, (wait) => `Too many attempts. Try again in ${wait}.`);
  const [row] = await db().select({ passwordHash: users.passwordHash, requestedAt: users.deletionRequestedAt, dueAt: users.deletionDueAt }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw new ValidationError(undefined, { password: ['That is not your password. Type the password you log in with.'] });
  if (row.requestedAt && row.dueAt) return { requestedAt: row.requestedAt, dueAt: row.dueAt };
  const dueAt = new Date(now.getTime() + config().ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  await transaction(async (tx) => {
    await tx.update(users).set({ deletionRequestedAt: now, deletionDueAt: dueAt }).where(and(eq(users.id, user.id), isNull(users.deletedAt)));
    await sendEmail(deletionMail(user, dueAt), tx);
  });
  logger.info({ userId: user.id, dueAt: dueAt.toISOString() }, 'account deletion requested');
  return { requestedAt: now, dueAt };
}

/** The member keeps their account; a second cancel changes nothing. */
export async function cancelAccountDeletion(user: SessionUser): Promise<void> {
  await transaction(async (tx) => {
    const cancelled = await tx
      .update(users)
      .set({ deletionRequestedAt: null, deletionDueAt: null })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt), sql`${users.deletionDueAt} IS NOT NULL`))
      .returning({ id: users.id });
    if (cancelled.length === 0) return;
    const { SITE_NAME: siteName } = config();
    const t = serverTranslator(user.locale, 'emails');
    await sendEmail({ to: user.email, subject: t('deletionCancelledSubject', { siteName }), text: `${t('hello', { name: user.name })}\n\n${t('deletionCancelledText', { siteName })}` }, tx);
  });
  logger.info({ userId: user.id }, 'account deletion cancelled');
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** Replaces quotations of the person (email, phone, name) in the free-text columns PERSONAL_DATA lists. */
async function scrubCopies(tx: Transaction, person: { id: number; email: string; name: string; mobile: string | null }) {
  const placeholder = deletedUserEmail(person.id);
  const literals: Array<[string, string]> = [[person.email, placeholder]];
  if (person.mobile) literals.push([person.mobile, ''], [person.mobile.replace(/^\+91/, ''), '']);
  // A name is replaced as a whole word only, and only a name long enough not to be a common word.
  const name = person.name.trim().length >= 4 ? JSON.stringify(person.name).slice(1, -1) : null;
  const needles = JSON.stringify([...literals.map(([from]) => from), ...(name ? [name] : [])].filter(Boolean).map((needle) => needle.toLowerCase()));
  for (const entry of SCRUBBED_COLUMNS) {
    const target = sql.identifier(entry.column);
    let value = entry.json ? sql`${target}::text` : sql`${target}`;
    for (const [from, to] of literals) value = sql`replace(${value}, ${from}, ${to})`;
    if (name) value = sql`regexp_replace(${value}, ${`\\m${escapeRegex(name)}\\M`}, ${DELETED_USER_NAME}, 'gi')`;
    const changed = entry.json ? sql`(${value})::jsonb` : value;
    // The cheap test first, so a large table is read once and only the rows that quote the person are rewritten.
    await tx.execute(sql`
      UPDATE ${sql.identifier(entry.table)} SET ${target} = ${changed}
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(${needles}::jsonb) AS needle WHERE strpos(lower(${target}::text), needle) > 0)`);
  }
}

/** Anonymises one account whose grace period is over; answers the files to remove after commit, or null if it is not due (cancelled meanwhile). */
async function anonymise(tx: Transaction, userId: number, now: Date): Promise<CompanyFiles | null> {
  const [person] = await tx
    .select({ id: users.id, email: users.email, name: users.name, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), lte(users.deletionDueAt, now)))
    .for('update');
  if (!person) return null;
  const email = person.email.toLowerCase();
  const placeholder = deletedUserEmail(userId);
  const files = await closeSoleOwnedCompanies(tx, person, now);

  const pending = await tx.execute<{ key: string }>(sql`DELETE FROM pending_photos WHERE user_id = ${userId} RETURNING storage_key AS key`);
  files.uploads.push(...pending.rows.flatMap((row) => [row.key, row.key.replace(/\.webp$/, '-thumb.webp')]));
  const documents = await tx.execute<{ key: string }>(sql`DELETE FROM company_documents WHERE uploaded_by_user_id = ${userId} RETURNING storage_key AS key`);
  files.private.push(...documents.rows.map((row) => row.key));
  const attachments = await tx.execute<{ key: string }>(sql`
    SELECT file->>'key' AS key FROM thread_messages m, jsonb_array_elements(m.attachments) AS file WHERE m.sender_user_id = ${userId}`);
  files.private.push(...attachments.rows.map((row) => row.key));
  await tx.execute(sql`UPDATE thread_messages SET attachments = '[]'::jsonb WHERE sender_user_id = ${userId} AND attachments <> '[]'::jsonb`);

  for (const table of ['sessions', 'account_tokens', 'notification_preferences', 'notification_digests', 'notifications', 'listing_drafts', 'thread_reads', 'company_members', 'consents']) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
  }
  await tx.execute(sql`DELETE FROM registration_drafts WHERE completed_user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM company_invitations WHERE lower(email) = ${email} AND accepted_at IS NULL`);
  await tx.execute(sql`DELETE FROM service_requests WHERE user_id = ${userId} OR lower(email) = ${email}`);
  await tx.execute(sql`DELETE FROM chat_conversations WHERE lower(email) = ${email}`);
  await tx.execute(sql`DELETE FROM outbox_emails WHERE lower("to") = ${email}`);
  await tx.execute(sql`DELETE FROM rate_limits WHERE strpos(lower(key), ${email}) > 0`);
  await tx.execute(sql`UPDATE threads SET buyer_email = ${placeholder} WHERE buyer_user_id = ${userId} OR lower(buyer_email) = ${email}`);
  await tx.execute(sql`UPDATE threads SET assignee_user_id = NULL WHERE assignee_user_id = ${userId}`);
  await tx.execute(sql`UPDATE inquiries SET buyer_name = ${DELETED_USER_NAME}, buyer_email = ${placeholder}, buyer_mobile = '' WHERE buyer_user_id = ${userId} OR lower(buyer_email) = ${email}`);
  await tx.execute(sql`UPDATE orders SET billing_name = ${DELETED_USER_NAME}, billing_address = '' WHERE user_id = ${userId}`);
  await scrubCopies(tx, person);
  await tx
    .update(users)
    .set({ email: placeholder, name: DELETED_USER_NAME, mobile: null, passwordHash: '!deleted', emailVerifiedAt: null, suspendedReason: null, deletionDueAt: null, deletedAt: now })
    .where(eq(users.id, userId));
  return files;
}

/**
 * The housekeeping job: every account past its grace period is anonymised (each in its own
 * transaction, so one failure does not hold back the others), then its files are removed. Safe to
 * run twice: a deleted account is no longer due.
 */
export async function deleteDueAccounts(now = new Date()): Promise<{ deleted: number }> {
  const due = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), lte(users.deletionDueAt, now)));
  let deleted = 0;
  for (const { id } of due) {
    // The files go last inside the transaction: should the commit fail, the account is still due and
    // the next run finishes it, whereas files left after a crash past the commit would be known to no row.
    const files = await transaction(async (tx) => {
      const found = await anonymise(tx, id, now);
      if (found) {
        await deletePrivateFiles(found.private);
        for (const key of found.uploads) await deleteUpload(key);
      }
      return found;
    });
    if (!files) continue;
    deleted += 1;
    logger.info({ userId: id, closedCompanies: files.closedCompanies }, 'account deleted: personal data anonymised');
  }
  return { deleted };
}
