import type { Locale } from '~/domain/locale';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { UserRole } from '~/domain/staff';
import { createHash, randomBytes } from 'node:crypto';
import { LoginRequiredError } from '~/services/errors.server';
import { config } from '~/config.server';
import { db, preparedQuery } from '~/services/db/client.server';
import { sessions, users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { companyMembers } from '~/services/db/schema/team';

/**
 * Server-side sessions (DESIGN.md): a 128-bit random token in an httpOnly, SameSite=Lax cookie
 * (Secure over https); PostgreSQL stores only its SHA-256 and the expiry.
 */
const COOKIE = 'ts_session';
const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  emailVerified: boolean;
  /** The language the member chose last (issue 19). */
  locale: Locale;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function readToken(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{22}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * `; Secure` for a cookie set in an answer to `request`: when the site is https (SITE_URL), or the
 * request came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto: React Router's
 * request.url follows Express's req.protocol, which believes only TRUST_PROXY).
 */
export function secureAttribute(request: Request): string {
  const https = config().SITE_URL?.startsWith('https://') === true || new URL(request.url).protocol === 'https:';
  return https ? '; Secure' : '';
}

function cookie(request: Request, value: string, maxAgeSeconds: number): string {
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secureAttribute(request)}`;
}

/**
 * Starts a session for `userId` and returns the Set-Cookie header. Any session the request already
 * carried is revoked first, so the id is rotated at login (no session fixation).
 */
export async function createSession(request: Request, userId: number): Promise<string> {
  const previous = readToken(request);
  if (previous) await db().delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db().insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  return cookie(request, token, SESSION_DAYS * 24 * 3600);
}

/** Revokes the request's session server-side and returns the Set-Cookie header that clears it. */
export async function destroySession(request: Request): Promise<string> {
  const token = readToken(request);
  if (token) await db().delete(sessions).where(eq(sessions.idHash, hashToken(token)));
  return cookie(request, '', 0);
}

/**
 * Revokes every session of a user (password reset, account takeover response); with `keep`, all
 * but that request's own session (a password change made while signed in).
 */
export async function destroyAllSessions(userId: number, keep?: Request): Promise<void> {
  const token = keep ? readToken(keep) : undefined;
  await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), token ? ne(sessions.idHash, hashToken(token)) : undefined));
}

/**
 * Every signed-in page view asks this, so it is built once (see preparedQuery). A suspended login,
 * or a member of a suspended company, has no session: the next request after a suspension is a
 * visitor's (the suspension also deletes the sessions; this holds even if that raced a login).
 */
const userBySession = preparedQuery('user_by_session', (database) =>
  database
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, emailVerifiedAt: users.emailVerifiedAt, locale: users.locale })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.suspendedAt),
        isNull(companies.suspendedAt),
      ),
    )
    .limit(1),
);

export async function getUser(request: Request): Promise<SessionUser | null> {
  const token = readToken(request);
  if (!token) return null;
  const [row] = await userBySession().execute({ idHash: hashToken(token), now: new Date().toISOString() });
  if (!row) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerifiedAt !== null, locale: row.locale };
}

/** Guard for private routes: visitors are sent to /login and brought back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw new LoginRequiredError();
}

/** When the password was last typed in the request's session (login or a staff re-confirmation). */
export async function sessionAuthenticatedAt(request: Request): Promise<Date | null> {
  const token = readToken(request);
  if (!token) return null;
  const [row] = await db().select({ at: sessions.authenticatedAt }).from(sessions).where(eq(sessions.idHash, hashToken(token))).limit(1);
  return row?.at ?? null;
}

/** The password was just typed again in this session (staff re-confirmation before a sensitive action). */
export async function markSessionAuthenticated(request: Request, now = new Date()): Promise<void> {
  const token = readToken(request);
  if (token) await db().update(sessions).set({ authenticatedAt: now }).where(eq(sessions.idHash, hashToken(token)));
}
