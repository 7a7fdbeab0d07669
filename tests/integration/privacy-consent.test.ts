import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { CONSENT_REQUIRED } from '~/domain/registration';
import { call, form } from './support/form-call';
import { validRegistration } from './support/registration-data';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-consent-'));
const { db } = await import('~/services/db/client.server');
const { users } = await import('~/services/db/schema/accounts');
const { notificationPreferences } = await import('~/services/db/schema/notifications');
const { consents } = await import('~/services/db/schema/privacy');
const { createSession } = await import('~/services/accounts/sessions.server');
const { firstCategoryPair } = await import('./support/catalog-fixtures');
const register = await import('~/routes/register');
const accountPrivacy = await import('~/routes/account.privacy');

let category = 0;
let subCategory = 0;
beforeAll(async () => {
  ({ category, subCategory } = await firstCategoryPair());
});

/** Posts the registration form as a browser without JavaScript does, from the given client address. */
const postRegistration = (values: Record<string, string | string[]>, ip: string) => call(register.action, '/register', { body: form({ ...values, intent: 'submit' }), ip });

async function userIdOf(email: string): Promise<number | undefined> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

const consentsOf = (userId: number) => db().select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);
const emailChoices = (userId: number) =>
  db().select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode }).from(notificationPreferences).where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, 'email')));

async function cookieFor(userId: number): Promise<string> {
  return (await createSession(new Request('http://localhost/'), userId)).split(';')[0] ?? '';
}

describe('consent at registration', () => {
  it('refuses a registration without the consent box, with the message beside the box, and creates no account', async () => {
    const { consent: _ticked, ...values } = validRegistration(category, subCategory);
    const answer = await postRegistration(values, '10.60.0.1');
    expect(answer.status).toBe(400);
    expect(answer.error.consent).toEqual([CONSENT_REQUIRED]);
    expect(answer.initialValue.email).toBe(values.email);
    expect(await userIdOf(String(values.email))).toBeUndefined();
  });

  it('refuses any value other than a ticked box', async () => {
    const answer = await postRegistration(validRegistration(category, subCategory, { consent: 'yes please' }), '10.60.0.2');
    expect(answer.status).toBe(400);
    expect(answer.error.consent).toEqual([CONSENT_REQUIRED]);
  });

  it('records the account consent with the notice version, the time and the client address; optional emails left unticked are off', async () => {
    const { consentNotificationEmails: _optional, ...values } = validRegistration(category, subCategory);
    const before = Date.now();
    const answer = await postRegistration(values, '10.60.0.3');
    expect(answer.status).toBe(302);
    const userId = await userIdOf(String(values.email));
    expect(userId).toBeDefined();
    const rows = await consentsOf(userId!);
    expect(rows.map((row) => [row.purpose, row.noticeVersion, row.clientAddress, row.withdrawnAt])).toEqual([['account', NOTICE_VERSION, '10.60.0.3', null]]);
    expect(rows[0]!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const choices = await emailChoices(userId!);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((choice) => choice.mode === 'off')).toBe(true);
  });

  it('records both consents when both boxes are ticked, and leaves the email notifications at their defaults', async () => {
    const values = validRegistration(category, subCategory);
    expect((await postRegistration(values, '10.60.0.4')).status).toBe(302);
    const userId = (await userIdOf(String(values.email)))!;
    expect((await consentsOf(userId)).map((row) => row.purpose)).toEqual(['account', 'notification_emails']);
    expect(await emailChoices(userId)).toEqual([]);
  });
});

describe('withdrawing and giving consent on /account/privacy', () => {
  it('withdraws notification emails (every email choice off), gives them again as a new record, and never withdraws the account consent', async () => {
    const values = validRegistration(category, subCategory);
    expect((await postRegistration(values, '10.60.0.5')).status).toBe(302);
    const userId = (await userIdOf(String(values.email)))!;
    const cookie = await cookieFor(userId);

    const page = await call(accountPrivacy.loader, '/account/privacy', { cookie });
    expect(page.status).toBe(200);

    const withdrawn = await call(accountPrivacy.action, '/account/privacy', { cookie, body: new URLSearchParams({ intent: 'withdraw', purpose: 'notification_emails' }) });
    expect(withdrawn.status).toBe(200);
    let rows = await consentsOf(userId);
    expect(rows.find((row) => row.purpose === 'notification_emails')?.withdrawnAt).toBeInstanceOf(Date);
    expect((await emailChoices(userId)).every((choice) => choice.mode === 'off')).toBe(true);

    const given = await call(accountPrivacy.action, '/account/privacy', { cookie, ip: '10.60.0.6', body: new URLSearchParams({ intent: 'give', purpose: 'notification_emails' }) });
    expect(given.status).toBe(200);
    rows = await consentsOf(userId);
    const emails = rows.filter((row) => row.purpose === 'notification_emails');
    expect(emails).toHaveLength(2);
    expect(emails[1]).toMatchObject({ withdrawnAt: null, clientAddress: '10.60.0.6', noticeVersion: NOTICE_VERSION });
    expect(await emailChoices(userId)).toEqual([]);

    const refused = await call(accountPrivacy.action, '/account/privacy', { cookie, body: new URLSearchParams({ intent: 'withdraw', purpose: 'account' }) });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.error).flat().join(' ')).toContain('not understood');
    expect((await consentsOf(userId)).find((row) => row.purpose === 'account')?.withdrawnAt).toBeNull();
  });

  it('sends a visitor to the login page', async () => {
    const answer = await call(accountPrivacy.loader, '/account/privacy');
    expect(answer.status).toBe(302);
    expect((answer.data as Response).headers.get('location')).toContain('/login');
  });
});
