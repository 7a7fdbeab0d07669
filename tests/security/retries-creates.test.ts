import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPage } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { orders } from '~/services/db/schema/billing';
import { threadMessages, threads } from '~/services/db/schema/conversations';
import { requirements } from '~/services/db/schema/requirements';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { firstCategoryPair } from '../integration/support/catalog-fixtures';
import { validRegistration } from '../integration/support/registration-data';
import { daysFromToday, newBuyer } from '../integration/support/requirement-fixtures';
import { logIn, newMember, sessionCookie, signInAs, site, testAddress } from './support/http';

// Finding 10 / point 2 for the other creates a client can retry: a buy requirement, a message, an
// order and a registration. Each is sent twice, then twice at once, with one key: one row, the
// same answer each time, never a 5xx.
const newKey = () => randomBytes(18).toString('base64url');

function post(path: string, fields: Record<string, string | string[]>, init: { ip: string; cookie?: string }) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return site(path, { ...init, method: 'POST', body });
}

/** Sends `fields` once, then twice at once; answers every status and Location. */
async function sendThreeTimes(path: string, fields: Record<string, string | string[]>, init: { ip: string; cookie?: string }) {
  const first = await post(path, fields, init);
  const again = await Promise.all([post(path, fields, init), post(path, fields, init)]);
  return [first, ...again].map((answer) => ({ status: answer.status, location: answer.headers.get('location'), cookie: sessionCookie(answer) }));
}

describe('every create a client can retry answers a repeated key with its first answer (finding 10)', () => {
  it('a buy requirement', async () => {
    const buyer = await newBuyer('27');
    const session = await signInAs(buyer.id, buyer.email);
    const { category, subCategory } = await firstCategoryPair();
    const title = `Retry check ${randomBytes(4).toString('hex')}`;
    const fields = { idempotencyKey: newKey(), title, category: `${category}/${subCategory}`, quantity: '2000', unit: 'kg', targetPrice: '82.50', deliveryPin: '400001', neededBy: daysFromToday(20), details: 'Packed in 25 kg bags.', buyerGstin: buyer.gstin };
    const answers = await sendThreeTimes('/requirements/new', fields, session);
    expect(answers.map((a) => a.status)).toEqual([302, 302, 302]);
    expect(new Set(answers.map((a) => a.location)).size).toBe(1);
    expect(answers[0]!.location).toMatch(/^\/account\/requirements\/RQ-/);
    const [row] = await db().select({ n: count() }).from(requirements).where(eq(requirements.title, title));
    expect(row?.n).toBe(1);
  });

  it('a message in a conversation', async () => {
    const member = await newMember();
    const ip = testAddress();
    const cookie = (await logIn(member.email, member.password, { ip }))!;
    const inquiry = await sendInquiry(
      'nashik-agro-seeds',
      { quantity: 50, unit: 'pack', requirement: 'Need 50 packs of tomato seed, checking retried messages.', buyerName: 'Retry Buyer', buyerEmail: member.email, buyerMobile: '+919876543210', productSlug: undefined },
      { userId: member.id, ip },
    );
    const body = `Retried message ${randomBytes(4).toString('hex')}`;
    const answers = await sendThreeTimes(`/account/messages/${inquiry.threadReference}`, { intent: 'send', body, idempotencyKey: newKey() }, { ip, cookie });
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((a) => a.location)).size).toBe(1);
    const [thread] = await db().select({ id: threads.id }).from(threads).where(eq(threads.reference, inquiry.threadReference));
    const [sent] = await db().select({ n: count() }).from(threadMessages).where(and(eq(threadMessages.threadId, thread!.id), eq(threadMessages.body, body)));
    expect(sent?.n).toBe(1);
  });

  it('an order (checkout)', async () => {
    const member = await newMember();
    const ip = testAddress();
    const cookie = (await logIn(member.email, member.password, { ip }))!;
    const page = await checkoutPage(member.id, new URLSearchParams({ plan: 'premium', billingStateCode: '29' }));
    const fields = { plan: 'premium', idempotencyKey: newKey(), expectedTotalPaise: String(page.lines.totalPaise), billingName: 'Retry Traders', gstin: '', billingAddress: '12 Market Road, Bengaluru 560001', billingStateCode: '29', provider: 'upi' };
    const answers = await sendThreeTimes('/subscription/checkout?plan=premium', fields, { ip, cookie });
    expect(answers.map((a) => a.status)).toEqual([302, 302, 302]);
    expect(new Set(answers.map((a) => a.location)).size).toBe(1);
    const [row] = await db().select({ n: count() }).from(orders).where(eq(orders.userId, member.id));
    expect(row?.n).toBe(1);
    // The same key with another billing name is not this order.
    const other = await post('/subscription/checkout?plan=premium', { ...fields, billingName: 'Someone Else' }, { ip, cookie });
    expect(other.status).toBe(422);
  });

  it('a registration: one account and one confirmation email, the same answer each time and no session (finding 8b)', async () => {
    const ip = testAddress();
    const draft = sessionlessCookie((await site('/register', { ip })).headers.getSetCookie());
    const { category, subCategory } = await firstCategoryPair();
    const fields = { ...validRegistration(category, subCategory), intent: 'submit', idempotencyKey: newKey() };
    const answers = await sendThreeTimes('/register', fields, { ip, cookie: draft });
    expect(answers.map((a) => a.status)).toEqual([302, 302, 302]);
    expect(new Set(answers.map((a) => a.location)).size).toBe(1);
    expect(answers.every((a) => a.cookie === undefined)).toBe(true);
    const [row] = await db().select({ n: count() }).from(users).where(eq(users.email, fields.email));
    expect(row?.n).toBe(1);
    // A retry is not a second registration: the new member is not told someone tried to register as them.
    const [mail] = await db().select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.to, fields.email));
    expect(mail?.n).toBe(1);
  });
});

/** The cookies a page set (the registration draft's), as a Cookie header. */
function sessionlessCookie(setCookies: string[]): string {
  return setCookies.map((line) => line.split(';')[0]!).join('; ');
}
