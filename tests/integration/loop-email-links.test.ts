import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as accountProfile from '~/routes/account-profile';
import * as forgotPassword from '~/routes/forgot-password';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { createBuyer } from './support/billing-fixtures';
import { callRoute, formPost, requestAs } from './support/route-call';

/*
 * Found in the issue-16 acceptance walk: a request with a forged Host header made the password
 * reset email link to that host, handing the reset token to whoever owns it. Links in emails come
 * from the configured site address, whatever the request says it is.
 */

const HOSTILE = 'http://evil.example';
const emailTo = async (address: string) => (await db().select().from(outboxEmails).where(eq(outboxEmails.to, address))).map((row) => row.text);

describe('links in account emails', () => {
  it('a password reset asked for through a forged Host links to the site, not to that host', async () => {
    const user = await createBuyer();
    await callRoute(forgotPassword.action, await requestAs(undefined, `${HOSTILE}/forgot-password`, formPost({ email: user.email })));
    const [text] = await emailTo(user.email);
    expect(text).toContain(`${siteUrlForLinks()}/reset-password?token=`);
    expect(text).not.toContain('evil.example');
  });

  it('a new email confirmation link asked for through a forged Host links to the site', async () => {
    const user = await createBuyer();
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    await callRoute(accountProfile.action, await requestAs(user.id, `${HOSTILE}/account`, formPost({ intent: 'resend-verification' })));
    const [text] = await emailTo(user.email);
    expect(text).toContain(`${siteUrlForLinks()}/verify-email?token=`);
    expect(text).not.toContain('evil.example');
  });
});
