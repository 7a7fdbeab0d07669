import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { outboxEmails } from '~/services/db/schema/accounts';
import { logIn, newMember, postForm, site, testAddress } from './support/http';

// Finding 7: sessions survived a password change. Changing the password in the account ends every
// other session and every outstanding reset link; the session that changed it stays.

const signedIn = async (cookie: string) => (await site('/account', { cookie })).status === 200;

describe('a password change ends the other sessions and the reset links (finding 7)', () => {
  it('keeps the session that changed it, ends the others, and the old reset link no longer works', async () => {
    const member = await newMember();
    const phone = (await logIn(member.email, member.password))!;
    const laptop = (await logIn(member.email, member.password))!;
    await postForm('/forgot-password', { email: member.email }, { ip: testAddress() });
    const [mail] = await db().select({ text: outboxEmails.text }).from(outboxEmails).where(eq(outboxEmails.to, member.email)).orderBy(desc(outboxEmails.id)).limit(1);
    const token = /token=([A-Za-z0-9_-]{32})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const changed = await postForm('/account/password', { currentPassword: member.password, password: 'a changed passphrase', confirmPassword: 'a changed passphrase' }, { cookie: laptop });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password is changed');
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);

    const reset = await postForm('/reset-password', { token: token!, password: 'the attacker passphrase', confirmPassword: 'the attacker passphrase' });
    expect(reset.status).toBe(400);
    expect(await logIn(member.email, 'a changed passphrase')).toBeDefined();
  });

  it('refuses a wrong current password beside the field, changes nothing, and slows guessing down', async () => {
    const member = await newMember();
    const cookie = (await logIn(member.email, member.password))!;
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const answer = await postForm('/account/password', { currentPassword: `guess-${n}`, password: 'a changed passphrase', confirmPassword: 'a changed passphrase' }, { cookie });
      statuses.push(answer.status);
      if (n === 0) expect(await answer.text()).toContain('This is not your current password');
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses).toContain(429);
    expect(await signedIn(cookie)).toBe(true);
    expect(await logIn(member.email, member.password)).toBeDefined();
  });
});
