import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '~/content/privacy-notice';
import { CONSENT_REQUIRED } from '~/domain/registration';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { consents } from '~/services/db/schema/privacy';
import { firstCategoryPair } from '../integration/support/catalog-fixtures';
import { validRegistration } from '../integration/support/registration-data';
import { site, testAddress } from './support/http';

// Issue 18 point 6: no account without the consent under the notice, and the consent's record
// names the real client address (the one the trusted proxy reports), not the proxy's.

async function postRegistration(values: Record<string, string | string[]>, ip: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  body.set('intent', 'submit');
  return site('/register', { method: 'POST', body, ip });
}

const userWith = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0];

describe('consent at registration, against the production build', () => {
  it('refuses a registration without the consent box with 400 and the message, and stores no account', async () => {
    const { category, subCategory } = await firstCategoryPair();
    const { consent: _ticked, ...values } = validRegistration(category, subCategory);
    const answer = await postRegistration(values, testAddress());
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(CONSENT_REQUIRED);
    expect(await userWith(String(values.email))).toBeUndefined();
  });

  it('records the consent with the notice version and the client address the proxy reported', async () => {
    const { category, subCategory } = await firstCategoryPair();
    const values = validRegistration(category, subCategory, { consentNotificationEmails: '' });
    const ip = testAddress();
    const answer = await postRegistration(values, ip);
    expect(answer.status).toBe(302);
    const user = await userWith(String(values.email));
    expect(user).toBeDefined();
    const rows = await db().select().from(consents).where(eq(consents.userId, user!.id));
    expect(rows.map((row) => ({ purpose: row.purpose, version: row.noticeVersion, address: row.clientAddress, withdrawn: row.withdrawnAt }))).toEqual([
      { purpose: 'account', version: NOTICE_VERSION, address: ip, withdrawn: null },
    ]);
  });

  it('serves the privacy notice and the Grievance Officer page to anyone', async () => {
    const privacy = await site('/privacy');
    expect(privacy.status).toBe(200);
    const html = await privacy.text();
    expect(html).toContain('data-testid="notice-items"');
    expect(html).toContain('data-testid="retention-schedule"');
    const officer = await site('/grievance-officer');
    expect(officer.status).toBe(200);
    expect(await officer.text()).toContain('mailto:');
  });
});
