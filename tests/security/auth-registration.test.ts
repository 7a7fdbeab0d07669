import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { firstCategoryPair } from '../integration/support/catalog-fixtures';
import { validRegistration } from '../integration/support/registration-data';
import { baseUrl, newMember, site, testAddress } from './support/http';

// Finding 8b: registration told whether an email was already registered. Now a taken address
// gets exactly the answer a new one gets, and its owner hears of the attempt by email.

async function register(email: string): Promise<Response> {
  const { category, subCategory } = await firstCategoryPair();
  const body = new FormData();
  for (const [name, value] of Object.entries(validRegistration(category, subCategory, { email }))) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  body.set('intent', 'submit');
  return site('/register', { method: 'POST', body, ip: testAddress() });
}

/** What a visitor can see of an answer: status, where it goes, which cookies it sets, and the body. */
async function visible(answer: Response) {
  return {
    status: answer.status,
    location: answer.headers.get('location'),
    cookies: answer.headers.getSetCookie().map((line) => line.split('=')[0]),
    body: await answer.text(),
  };
}

const newestEmailTo = async (to: string, since: Date) =>
  (await db().select().from(outboxEmails).where(and(eq(outboxEmails.to, to), gt(outboxEmails.createdAt, since))).orderBy(desc(outboxEmails.id)).limit(1))[0];

describe('registration does not tell which emails have accounts (finding 8b)', () => {
  it('answers a taken email exactly as a new one, and tells the owner instead', async () => {
    const owner = await newMember();
    const since = new Date(Date.now() - 1000);
    const fresh = `fresh-${Date.now()}@example.in`;
    const forNew = await visible(await register(fresh));
    const forTaken = await visible(await register(owner.email));
    expect(forNew.status).toBe(302);
    expect(forTaken).toEqual(forNew);
    expect(forNew.cookies).not.toContain('ts_session');

    // The new address got its confirmation link; the owner a notice with the way back in.
    expect((await newestEmailTo(fresh, since))?.text).toMatch(/\/verify-email\?token=/);
    const notice = await newestEmailTo(owner.email, since);
    expect(notice?.subject).toMatch(/tried to register/);
    expect(notice?.text).toContain(`${baseUrl}/forgot-password`);
    // Nothing changed for the owner: one account, the same password.
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, owner.email))).toHaveLength(1);
  });

  it('the page the registration leads to asks to confirm the email and log in', async () => {
    const answer = await register(`page-${Date.now()}@example.in`);
    const page = await (await site(answer.headers.get('location')!)).text();
    expect(page).toContain('Thank you for registering. We have sent an email to the address you gave');
  });
});
