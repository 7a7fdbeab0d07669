import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { inquiries } from '~/services/db/schema/leads';
import { postForm, site, testAddress } from './support/http';

// Finding 10 / point 2: a client that retries an inquiry (a double click, a browser's resend after
// a dropped connection, an API client after a timeout) must not create a second one. The form
// carries the key it was rendered with; the same key answers with the first inquiry.
const PRODUCT = '/product/tomato-seeds';

function inquiryFields(email: string, key: string, requirement = 'Need 500 packs of hybrid tomato seed delivered to Pune within two weeks.') {
  return { quantity: '500', unit: 'pack', requirement, buyerName: 'Retry Tester', buyerEmail: email, buyerMobile: '9876543210', productSlug: 'tomato-seeds', idempotencyKey: key };
}

const newEmail = () => `retry-${randomBytes(5).toString('hex')}@example.in`;
const newKey = () => randomBytes(18).toString('base64url');
const referenceIn = (html: string) => /INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(html)?.[0];

async function inquiriesFrom(email: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(inquiries).where(eq(inquiries.buyerEmail, email));
  return row?.n ?? 0;
}

describe('inquiries with an idempotency key (finding 10)', () => {
  it('renders a key into the form, so a plain HTML form (no JavaScript) repeats it', async () => {
    const page = await (await site(PRODUCT)).text();
    expect(page).toMatch(/<input type="hidden" name="idempotencyKey" value="[A-Za-z0-9_-]{16,}"/);
  });

  it('the same form sent twice makes one inquiry and answers both times with it', async () => {
    const ip = testAddress();
    const email = newEmail();
    const key = newKey();
    const first = await postForm(PRODUCT, inquiryFields(email, key), { ip });
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    const reference = referenceIn(firstHtml);
    expect(reference).toBeDefined();
    const second = await postForm(PRODUCT, inquiryFields(email, key), { ip });
    expect(second.status).toBe(200);
    expect(referenceIn(await second.text())).toBe(reference);
    expect(await inquiriesFrom(email)).toBe(1);
  });

  it('the same form sent four times at once makes one inquiry, and no answer is a 5xx', async () => {
    const ip = testAddress();
    const email = newEmail();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => postForm(PRODUCT, inquiryFields(email, key), { ip })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map(referenceIn)).size).toBe(1);
    expect(await inquiriesFrom(email)).toBe(1);
  });

  it('the same key with other details is refused with 422 and a clear message, and creates nothing', async () => {
    const ip = testAddress();
    const email = newEmail();
    const key = newKey();
    expect((await postForm(PRODUCT, inquiryFields(email, key), { ip })).status).toBe(200);
    const other = await postForm(PRODUCT, inquiryFields(email, key, 'Actually we need 900 packs of a different variety, delivered to Nashik.'), { ip });
    expect(other.status).toBe(422);
    expect(await other.text()).toMatch(/already sent with other details/);
    expect(await inquiriesFrom(email)).toBe(1);
  });

  it('an API client may send the key as an Idempotency-Key header instead', async () => {
    const ip = testAddress();
    const email = newEmail();
    const key = newKey();
    const { idempotencyKey: _unused, ...fields } = inquiryFields(email, key);
    const send = () => postForm(PRODUCT, fields, { ip, headers: { 'Idempotency-Key': key } });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await send().then((answer) => answer.status)).toBe(200);
    expect(await inquiriesFrom(email)).toBe(1);
  });

  it('a refused form (a field error) is not remembered: corrected, the same key sends it once', async () => {
    const ip = testAddress();
    const email = newEmail();
    const key = newKey();
    const refused = await postForm(PRODUCT, { ...inquiryFields(email, key), buyerMobile: '12' }, { ip });
    expect(refused.status).toBe(400);
    expect(await inquiriesFrom(email)).toBe(0);
    expect((await postForm(PRODUCT, inquiryFields(email, key), { ip })).status).toBe(200);
    expect((await postForm(PRODUCT, inquiryFields(email, key), { ip })).status).toBe(200);
    expect(await inquiriesFrom(email)).toBe(1);
  });

  it('a malformed Idempotency-Key header is refused in words, not with a 500', async () => {
    const answer = await postForm(PRODUCT, inquiryFields(newEmail(), newKey()), { ip: testAddress(), headers: { 'Idempotency-Key': 'not a key!' } });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/Idempotency-Key header must be 8 to 128/);
  });
});
