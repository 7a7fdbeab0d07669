import type { Locale } from '~/domain/locale';
import type { UserRole } from '~/domain/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '~/services/accounts/passwords.server';
import { destroyAllSessions } from '~/services/accounts/sessions.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { accountTokens } from '~/services/db/schema/registration';
import { suspensionOf } from '~/services/admin/suspensions.server';
import { ForbiddenError, RateLimitedError, ValidationError, waitInWords } from '~/services/errors.server';
import { claimVisitorThreads } from '~/services/conversations/thread-messages.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { emailLocaleOf, pageLinkIn } from '~/services/mail/language.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';

type TokenPurpose = 'reset-password' | 'verify-email';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const LIFETIME_MS = { 'reset-password': 60 * 60 * 1000, 'verify-email': 7 * 24 * 3600 * 1000 };

async function issueToken(userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db().insert(accountTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) });
  return token;
}

/**
 * A reset request takes at least this long, for an address with an account or without: writing
 * the token and the email takes a few milliseconds that would otherwise tell the two apart
 * (issue 18, finding 8c). Well above that work on a busy machine, well below a user's notice.
 */
const RESET_REQUEST_MIN_MS = 250;

/**
 * Emails a reset link when the address has an account; says nothing either way, and answers in
 * the same time either way, so the form does not reveal who is a member. Rate limited per IP and
 * per address.
 */
export async function requestPasswordReset(emailInput: string, origin: string, clientIp: string, siteName: string): Promise<void> {
  const started = performance.now();
  try {
    await mailResetLink(emailInput, origin, clientIp, siteName);
  } finally {
    const left = RESET_REQUEST_MIN_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function mailResetLink(emailInput: string, origin: string, clientIp: string, siteName: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  const byIp = await consumeRateLimit(`reset:ip:${clientIp}`, 30, 3600);
  const byEmail = await consumeRateLimit(`reset:account:${email}`, 5, 3600);
  if (!byIp.allowed || !byEmail.allowed) {
    const wait = Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds);
    throw new RateLimitedError(wait, `Too many reset requests. Please wait ${waitInWords(wait)} and try again.`);
  }
  const [user] = await db().select({ id: users.id, name: users.name, locale: users.locale }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = await issueToken(user.id, 'reset-password');
  const t = serverTranslator(user.locale, 'emails');
  await sendEmail({
    redactAfterDelivery: true,
    to: email,
    subject: t('resetSubject', { siteName }),
    text: `${t('hello', { name: user.name })}\n\n${t('resetText', { siteName, link: pageLinkIn(user.locale, origin, `/reset-password?token=${token}`) })}`,
  });
}

/**
 * A new staff member chooses their password through the reset flow: the same one-hour link, with
 * words for an invitation (afterwards "Forgot password" sends a fresh one).
 */
export async function sendSetPasswordLink(user: { id: number; email: string; name: string }, invitedAs: string, origin: string, siteName: string): Promise<void> {
  const token = await issueToken(user.id, 'reset-password');
  const locale = await emailLocaleOf(user);
  const t = serverTranslator(locale, 'emails');
  await sendEmail({
    redactAfterDelivery: true,
    to: user.email,
    subject: t('staffSubject', { siteName }),
    text: `${t('hello', { name: user.name })}\n\n${t('staffText', { siteName, role: invitedAs, link: pageLinkIn(locale, origin, `/reset-password?token=${token}`), forgotLink: pageLinkIn(locale, origin, '/forgot-password') })}`,
  });
}

async function findToken(token: string, purpose: TokenPurpose) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [row] = await db()
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .limit(1);
  return row;
}

/**
 * Using one link uses up every outstanding link of the same kind of that user (issue 18, finding
 * 7): an older reset email that someone else got hold of stops working with the first reset.
 */
export async function useUpTokens(tx: Transaction, userId: number, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function resetTokenIsValid(token: string): Promise<boolean> {
  return (await findToken(token, 'reset-password')) !== undefined;
}

const EXPIRED = 'This link has expired or was already used. Ask for a new one on the "Forgot password" page.';

/**
 * Sets a new password from a reset link (the password already checked by ResetPasswordSchema),
 * uses the link up and signs out every session. Refused (with the reason) for a suspended login.
 */
export async function resetPassword(token: string, password: string): Promise<{ userId: number; role: UserRole }> {
  const row = await findToken(token, 'reset-password');
  if (!row) throw new ValidationError(EXPIRED);
  // A suspended login gets no session from a reset: the link stays unused and the holder hears why.
  const suspended = await suspensionOf(row.userId);
  if (suspended) throw new ForbiddenError(suspended);
  const passwordHash = await hashPassword(password);
  let user: { role: UserRole } | undefined;
  await transaction(async (tx) => {
    // Claimed in the transaction: of two links used at the same instant, the second finds itself used up.
    const claimed = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
      .returning({ userId: accountTokens.userId });
    if (claimed.length === 0) throw new ValidationError(EXPIRED);
    [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).returning({ role: users.role });
    await useUpTokens(tx, row.userId, 'reset-password');
  });
  await destroyAllSessions(row.userId);
  return { userId: row.userId, role: user?.role ?? 'member' };
}

/**
 * The confirmation link, in the member's language; `user.locale`, when given, is the language of
 * the page they registered on (the account's own language otherwise).
 */
export async function sendVerificationEmail(user: { id: number; email: string; name: string; locale?: Locale }, origin: string, siteName: string): Promise<void> {
  const token = await issueToken(user.id, 'verify-email');
  const locale = user.locale ?? (await emailLocaleOf(user));
  const t = serverTranslator(locale, 'emails');
  await sendEmail({
    redactAfterDelivery: true,
    to: user.email,
    subject: t('verifySubject', { siteName }),
    text: `${t('hello', { name: user.name })}\n\n${t('verifyText', { siteName, link: pageLinkIn(locale, origin, `/verify-email?token=${token}`) })}`,
  });
}

/**
 * Someone tried to register with an address that has an account (issue 18, finding 8b): the form
 * answered as for a new one, and the address's owner is told here, with the way back in.
 */
export async function sendRegistrationAttemptNotice(user: { email: string; name: string }, origin: string, siteName: string): Promise<void> {
  const locale = await emailLocaleOf({ email: user.email });
  const t = serverTranslator(locale, 'emails');
  await sendEmail({
    to: user.email,
    subject: t('attemptSubject', { siteName }),
    text: `${t('hello', { name: user.name })}\n\n${t('attemptText', { siteName, loginLink: pageLinkIn(locale, origin, '/login'), forgotLink: pageLinkIn(locale, origin, '/forgot-password') })}`,
  });
}

export async function verifyEmail(token: string): Promise<boolean> {
  const row = await findToken(token, 'verify-email');
  if (!row) return false;
  await transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row.userId));
    await useUpTokens(tx, row.userId, 'verify-email');
    // Inquiries sent from this address without an account are now provably this login's.
    await claimVisitorThreads(row.userId, tx);
  });
  return true;
}
