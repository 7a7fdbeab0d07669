import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { accountTokens } from '~/services/db/schema/registration';
import { logIn, newMember, postForm, site, testAddress } from './support/http';

// Finding 7: other reset tokens stayed valid after one was used, and sessions survived. Now using
// one link ends every other link of the same kind and every session; tokens are kept hashed.

/** The tokens of every email to `to` that carried a link to `path`, oldest first. */
async function mailedTokens(to: string, path: string): Promise<string[]> {
  const emails = await db().select({ text: outboxEmails.text }).from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.id));
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{32})`);
  return emails.map((email) => pattern.exec(email.text)?.[1]).filter((token): token is string => token !== undefined);
}

const usableTokens = (userId: number) =>
  db()
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())));

const signedIn = async (cookie: string) => (await site('/account', { cookie })).status === 200;

describe('one reset ends every other reset link and every session (finding 7)', () => {
  it('after one of three reset links is used, the other two are refused and no usable token is left', async () => {
    const member = await newMember();
    const ip = testAddress();
    for (let n = 0; n < 3; n += 1) expect((await postForm('/forgot-password', { email: member.email }, { ip })).status).toBe(200);
    const tokens = await mailedTokens(member.email, '/reset-password');
    expect(tokens).toHaveLength(3);

    // Stored hashed: no row holds a token as it was mailed.
    const stored = await db().select({ tokenHash: accountTokens.tokenHash }).from(accountTokens).where(eq(accountTokens.userId, member.id));
    for (const token of tokens) {
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    }

    const reset = await postForm('/reset-password', { token: tokens[1]!, password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' }, { ip });
    expect(reset.status).toBe(302);
    for (const token of [tokens[0]!, tokens[2]!]) {
      const page = await site(`/reset-password?token=${token}`);
      expect(await page.text()).toContain('This link has expired or was already used');
      const reuse = await postForm('/reset-password', { token, password: 'the attacker passphrase', confirmPassword: 'the attacker passphrase' }, { ip });
      expect(reuse.status).toBe(400);
    }
    expect(await usableTokens(member.id)).toEqual([]);
    expect(await logIn(member.email, 'a brand new passphrase')).toBeDefined();
  });

  it('a reset signs out every session of the account, on every device', async () => {
    const member = await newMember();
    const phone = await logIn(member.email, member.password);
    const laptop = await logIn(member.email, member.password);
    expect(await signedIn(phone!)).toBe(true);
    expect(await signedIn(laptop!)).toBe(true);
    await postForm('/forgot-password', { email: member.email });
    const [token] = await mailedTokens(member.email, '/reset-password');
    const reset = await postForm('/reset-password', { token: token!, password: 'another new passphrase', confirmPassword: 'another new passphrase' }, { cookie: laptop });
    expect(reset.status).toBe(302);
    expect(await signedIn(phone!)).toBe(false);
    expect(await signedIn(laptop!)).toBe(false);
  });

  it('confirming the email with one link uses up the other confirmation links too', async () => {
    const member = await newMember();
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const cookie = await logIn(member.email, member.password);
    for (let n = 0; n < 2; n += 1) expect((await postForm('/account?index', { intent: 'resend-verification' }, { cookie })).status).toBe(200);
    const tokens = await mailedTokens(member.email, '/verify-email');
    expect(tokens).toHaveLength(2);
    await site(`/verify-email?token=${tokens[0]}`, { cookie });
    const [user] = await db().select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, member.id));
    expect(user?.verified).not.toBeNull();
    expect(await usableTokens(member.id)).toEqual([]);
  });
});
