import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPage, createOrder } from '~/services/billing/orders.server';
import { db } from '~/services/db/client.server';
import { payments } from '~/services/db/schema/billing';
import { checkoutInput, utr } from '../integration/support/billing-fixtures';
import { logIn, newMember, postForm, testAddress } from './support/http';

// Finding 9 (two UTR submissions at the same instant gave a 500) and finding 10 (a retried UTR
// submission): one wins, the other gets the first answer or a 409 in words; never a 500.
async function buyerWithOrders(plans: string[]) {
  const member = await newMember();
  const ip = testAddress();
  const cookie = (await logIn(member.email, member.password, { ip }))!;
  const references: string[] = [];
  for (const plan of plans) {
    const page = await checkoutPage(member.id, new URLSearchParams({ plan, billingStateCode: '29' }));
    const { order } = await createOrder(member.id, checkoutInput({ plan: plan as 'premium', expectedTotalPaise: page.lines.totalPaise }));
    references.push(order.reference);
  }
  return { ip, cookie, references };
}

const newKey = () => randomBytes(18).toString('base64url');
const paymentsWithUtr = (value: string) => db().select().from(payments).where(eq(payments.utr, value));

describe('UTR submissions under retries and races (findings 9 and 10)', () => {
  it('the same UTR form sent twice, then four times at once, records one payment and answers each with the same redirect', async () => {
    const { ip, cookie, references } = await buyerWithOrders(['premium']);
    const path = `/subscription/orders/${references[0]}`;
    const fields = { intent: 'utr', utr: utr(), idempotencyKey: newKey() };
    const first = await postForm(path, fields, { ip, cookie });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(path);
    const again = await Promise.all(Array.from({ length: 4 }, () => postForm(path, fields, { ip, cookie })));
    expect(again.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    expect(new Set(again.map((answer) => answer.headers.get('location')))).toEqual(new Set([path]));
    expect(await paymentsWithUtr(fields.utr)).toHaveLength(1);
  });

  it('the same key sent at the same instant the first time records one payment', async () => {
    const { ip, cookie, references } = await buyerWithOrders(['premium']);
    const path = `/subscription/orders/${references[0]}`;
    const fields = { intent: 'utr', utr: utr(), idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 3 }, () => postForm(path, fields, { ip, cookie })));
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    expect(await paymentsWithUtr(fields.utr)).toHaveLength(1);
  });

  it('one UTR given to two orders at the same instant: one is recorded, the other refused with 409 in words', async () => {
    const { ip, cookie, references } = await buyerWithOrders(['basic', 'premium']);
    const shared = utr();
    const answers = await Promise.all(references.map((reference) => postForm(`/subscription/orders/${reference}`, { intent: 'utr', utr: shared, idempotencyKey: newKey() }, { ip, cookie })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([302, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.text()).toMatch(/already been used for another payment/);
    expect(await paymentsWithUtr(shared)).toHaveLength(1);
  });

  it('the same key with another UTR is refused with 422, and the first UTR stays the only one', async () => {
    const { ip, cookie, references } = await buyerWithOrders(['premium']);
    const path = `/subscription/orders/${references[0]}`;
    const key = newKey();
    const firstUtr = utr();
    expect((await postForm(path, { intent: 'utr', utr: firstUtr, idempotencyKey: key }, { ip, cookie })).status).toBe(302);
    const otherUtr = utr();
    const other = await postForm(path, { intent: 'utr', utr: otherUtr, idempotencyKey: key }, { ip, cookie });
    expect(other.status).toBe(422);
    expect(await paymentsWithUtr(otherUtr)).toHaveLength(0);
    expect(await paymentsWithUtr(firstUtr)).toHaveLength(1);
  });
});
