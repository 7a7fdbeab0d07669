import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MAX_API_TOKENS, type ApiScope } from '~/domain/lead';
import { requireCompanyAllowing } from '~/services/accounts/membership.server';
import { db } from '~/services/db/client.server';
import { apiTokens } from '~/services/db/schema/integrations';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError } from '~/services/errors.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';

/**
 * A company's API tokens for its CRM. A token is `tsk_` and 43 characters of 32 random bytes; it is
 * shown once, when made, and only its SHA-256 is kept with its first characters (to recognise it
 * in the list). Owners (manage_company) make and revoke them; a revoked token answers 401 at once.
 */

const NO_COMPANY = 'API tokens belong to a company. Add your company on the Profile tab first.';
const TOKEN_PREFIX = 'tsk_';
/** Requests one token may make per minute. */
export const API_RATE_LIMIT = 120;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const integrationsOwnerOf = (userId: number) => requireCompanyAllowing(userId, 'manage_company', NO_COMPANY);

/** Makes a token; the only time its text exists outside the caller's hands. */
export async function createApiToken(userId: number, input: { name: string; scopes: ApiScope[] }): Promise<{ token: string; prefix: string }> {
  const company = await integrationsOwnerOf(userId);
  const [live] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(and(eq(apiTokens.companyId, company.companyId), isNull(apiTokens.revokedAt)));
  if ((live?.n ?? 0) >= MAX_API_TOKENS) throw new ConflictError(`Your company has ${MAX_API_TOKENS} tokens in use. Revoke one you no longer need first.`);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = token.slice(0, 12);
  await db()
    .insert(apiTokens)
    .values({ companyId: company.companyId, name: input.name, tokenHash: hashOf(token), prefix, scopes: [...new Set(input.scopes)], createdByUserId: userId });
  return { token, prefix };
}

/** The company's tokens, in use first, newest first (never their text). */
export async function listApiTokens(companyId: number) {
  return db()
    .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, scopes: apiTokens.scopes, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.companyId, companyId))
    .orderBy(sql`${apiTokens.revokedAt} IS NOT NULL`, desc(apiTokens.createdAt))
    .limit(100);
}

export async function revokeApiToken(userId: number, tokenId: number): Promise<string> {
  const company = await integrationsOwnerOf(userId);
  const [token] = await db()
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.companyId, company.companyId)))
    .returning({ name: apiTokens.name });
  if (!token) throw new NotFoundError('That token is not one of your company’s. Reload the page.');
  return `The token “${token.name}” is revoked; requests with it are refused from now on.`;
}

/**
 * The company a request's `Authorization: Bearer …` token acts for, when it carries `scope`:
 * UnauthenticatedError (401) when the header is missing or the token unknown or revoked,
 * ForbiddenError (403) without the scope, RateLimitedError (429) past API_RATE_LIMIT a minute.
 * Notes the token's use at most once a minute (a cheap conditional update).
 */
export async function authenticateApiRequest(request: Request, scope: ApiScope): Promise<{ companyId: number; tokenId: number }> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new UnauthenticatedError('Send your API token in the Authorization header: "Authorization: Bearer tsk_…".');
  const [token] = await db()
    .select({ id: apiTokens.id, companyId: apiTokens.companyId, scopes: apiTokens.scopes, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashOf(match[1])))
    .limit(1);
  if (!token || token.revokedAt) throw new UnauthenticatedError('This API token is not valid: it is mistyped or was revoked. Make a new one on the Integrations page.');
  if (!token.scopes.includes(scope)) throw new ForbiddenError(`This API token may not do this: it needs the scope "${scope}".`);
  const limit = await consumeRateLimit(`api:token:${token.id}`, API_RATE_LIMIT, 60);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds, `Too many requests with this token: at most ${API_RATE_LIMIT} a minute. Try again in ${limit.retryAfterSeconds} seconds.`);
  await db()
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.id, token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
  return { companyId: token.companyId, tokenId: token.id };
}
