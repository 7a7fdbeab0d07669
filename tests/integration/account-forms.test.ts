import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';
import { validRegistration } from './support/registration-data';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-forms-'));

const { db } = await import('~/services/db/client.server');
const { firstCategoryPair } = await import('./support/catalog-fixtures');
const { users } = await import('~/services/db/schema/accounts');
const { companies } = await import('~/services/db/schema/companies');
const { companyPhotos } = await import('~/services/db/schema/registration');
const { createSession } = await import('~/services/accounts/sessions.server');
const { hashPassword } = await import('~/services/accounts/passwords.server');
const login = await import('~/routes/login');
const forgot = await import('~/routes/forgot-password');
const reset = await import('~/routes/reset-password');
const profile = await import('~/routes/account-profile');
const productsRoute = await import('~/routes/account-products');
const { ratesInForce } = await import('~/services/tax/gst-rates.server');
const { gstRates } = await import('~/services/db/schema/tax');
const register = await import('~/routes/register');

let category = 0;
let subCategory = 0;
let png: Buffer;
beforeAll(async () => {
  ({ category, subCategory } = await firstCategoryPair());
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
});

/** Registers through the action as a browser without JavaScript would, then logs in; returns the session cookie. */
async function registered(overrides: Record<string, string> = {}) {
  const values = validRegistration(category, subCategory, overrides);
  const answer = await call(register.action, '/register', { body: form({ ...values, intent: 'submit' }) });
  expect(answer.status, JSON.stringify(answer.error)).toBe(302);
  // Issue 18, finding 8b: registration signs nobody in (a taken address must get the same answer).
  expect(answer.headers.get('location')).toBe('/login?registered=1');
  expect(answer.headers.get('set-cookie')).toBeNull();
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, values.email));
  return { values, userId: user?.id ?? 0, cookie: cookieOf(await createSession(new Request('http://localhost/'), user?.id ?? 0)) };
}

describe('login form', () => {
  it('answers an empty form with a message beside each field, and a wrong password above the form with the email kept', async () => {
    const empty = await call(login.action, '/login', { body: form({}) });
    expect(empty.status).toBe(400);
    expect(empty.error.email).toEqual(['Enter your email address']);
    expect(empty.error.password).toEqual(['Enter your password']);

    const { values } = await registered();
    const wrong = await call(login.action, '/login', { body: form({ email: values.email, password: 'not-the-password' }), ip: '10.20.1.1' });
    expect(wrong.status).toBe(401);
    expect(wrong.error['']).toEqual(['The email address or password is not right. Check both and try again.']);
    expect(wrong.initialValue.email).toBe(values.email);
    expect(wrong.initialValue).not.toHaveProperty('password');
  });

  // Issue 18, finding 4: no lockout any more. Wrong passwords from a new device make the next
  // attempt wait (1, 2, 4 … s, capped); the wait is told, and after it the right password works.
  it('after four wrong passwords asks for a short wait with 429 and Retry-After, then lets the right password in', async () => {
    const { values } = await registered();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await call(login.action, '/login', { body: form({ email: values.email, password: `wrong-${attempt}` }), ip: '10.20.2.1' })).status).toBe(401);
    }
    const limited = await call(login.action, '/login', { body: form({ email: values.email, password: values.password }), ip: '10.20.2.1' });
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(limited.error[''] ?? []).toEqual([expect.stringMatching(/^Too many wrong passwords for this account\. Please wait \d+ seconds? and try again, or reset your password\./)]);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    const later = await call(login.action, '/login', { body: form({ email: values.email, password: values.password }), ip: '10.20.2.1' });
    expect(later.status).toBe(302);
    expect(later.headers.get('set-cookie')).toMatch(/ts_device=/);
  });

  it('takes hostile input without a crash: a 2 MB body, NUL, unicode and a foreign redirect', async () => {
    const huge = await call(login.action, '/login', { body: new URLSearchParams({ email: 'a@b.in', password: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.error['']).toEqual(['The form is too large to send (at most 100 KB). Shorten the text and try again.']);
    const unicode = await call(login.action, '/login', { body: form({ email: 'आशा@उदाहरण\u0000', password: '😀'.repeat(10) }) });
    expect(unicode.status).toBe(400);
    expect(unicode.error.email).toEqual(['Enter an email address like name@company.in']);
    const { values } = await registered();
    const away = await call(login.action, '/login', { body: form({ email: values.email, password: values.password, redirectTo: '//evil.example/' }), ip: '10.20.3.1' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/account');
    // Issue 18, finding 3: a tab after the slash left the site; a newline, CR or U+3002 gave a 500.
    for (const [target, expected] of [
      ['/\t/evil.example', '/account'],
      ['/\n/evil.example', '/account'],
      ['/\r\nSet-Cookie: x=1', '/account'],
      ['/\u3002evil.example', '/%E3%80%82evil.example'],
    ] as const) {
      const answer = await call(login.action, '/login', { body: form({ email: values.email, password: values.password, redirectTo: target }), ip: '10.20.3.2' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(expected);
    }
  });
});

describe('password reset forms', () => {
  it('asks for a real address, then says the same whether or not it has an account, and rate limits with 429', async () => {
    const bad = await call(forgot.action, '/forgot-password', { body: form({ email: 'not an email' }) });
    expect(bad.status).toBe(400);
    expect(bad.error.email).toEqual(['Enter an email address like name@company.in']);
    const email = `nobody.${Date.now()}@example.in`;
    for (let i = 0; i < 5; i += 1) expect((await call(forgot.action, '/forgot-password', { body: form({ email }), ip: '10.20.4.1' })).data).toMatchObject({ ok: true, sent: true });
    const limited = await call(forgot.action, '/forgot-password', { body: form({ email }), ip: '10.20.4.1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses different passwords beside the second one, and an unknown link above the form', async () => {
    const different = await call(reset.action, '/reset-password', { body: form({ token: 'x'.repeat(32), password: 'mango-orchard-2024', confirmPassword: 'something else' }) });
    expect(different.status).toBe(400);
    expect(different.error.confirmPassword).toEqual(['The two passwords are different; type the same password twice']);
    expect(different.initialValue).not.toHaveProperty('password');
    const unknown = await call(reset.action, '/reset-password', { body: form({ token: 'x'.repeat(32), password: 'mango-orchard-2024', confirmPassword: 'mango-orchard-2024' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.error[''] ?? []).toEqual([expect.stringContaining('This link has expired or was already used')]);
  });
});

describe('an account without a company (issue 13: /account answered 500)', () => {
  it('shows an empty company profile to fill in, creates the company from it, and then lists products', async () => {
    const email = `admin.${Date.now()}@example.in`;
    const [admin] = await db().insert(users).values({ email, name: 'Meera Iyer', passwordHash: await hashPassword('long-enough-password'), role: 'administrator' }).returning({ id: users.id });
    const cookie = cookieOf(await createSession(new Request('http://localhost/'), admin?.id ?? 0));

    const page = await call(profile.loader, '/account', { cookie });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ profile: { hasCompany: false, values: { firstName: 'Meera', lastName: 'Iyer', email } } });
    expect((await call(productsRoute.loader, '/account/products', { cookie })).data).toEqual({ company: null, reason: 'no-company', title: 'Your products' });
    const noCompany = await call(productsRoute.action, '/account/products', { cookie, body: form({ intent: 'pause', productId: '1' }) });
    expect(noCompany.status).toBe(404);
    expect(noCompany.error['']?.[0]).toContain('no company profile yet');

    const { password: _p, confirmPassword: _c, product1: _1, product2: _2, product3: _3, product4: _4, product5: _5, ...company } = validRegistration(category, subCategory, { email });
    const created = await call(profile.action, '/account', { cookie, body: form(company) });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, message: 'Your company profile is created.' });
    const after = await call(profile.loader, '/account', { cookie });
    expect(after.data).toMatchObject({ profile: { hasCompany: true, values: { companyName: 'Rao Agro Works', gstNumber: company.gstNumber } } });
    expect(await db().select().from(companies).where(eq(companies.ownerUserId, admin?.id ?? 0))).toHaveLength(1);
    expect((await call(productsRoute.loader, '/account/products', { cookie })).data).toMatchObject({ listings: [], total: 0 });
  });

  it('profile errors come back beside their fields with what was typed', async () => {
    const { cookie, values } = await registered();
    const { password: _p, confirmPassword: _c, ...rest } = values;
    const answer = await call(profile.action, '/account', { cookie, body: form({ ...rest, pan: 'AB12', companyName: 'Rao Agro Exports 🌾', address: 'x'.repeat(600) }) });
    expect(answer.status).toBe(400);
    expect(answer.error.pan?.[0]).toBeTruthy();
    expect(answer.error.address).toEqual(['The company address can be at most 500 characters']);
    expect(answer.initialValue.companyName).toBe('Rao Agro Exports 🌾');
  });
});

describe('GST rates as data (issue 14)', () => {
  it('reads the rates in force on a day from the data: 12% before 22 September 2025, 40% from it', async () => {
    const labels = async (instant: string) => (await ratesInForce(new Date(instant))).map((rate) => rate.label);
    expect(await labels('2025-09-21T12:00:00Z')).toEqual(['0%', '0.25%', '3%', '5%', '12%', '18%', '28%']);
    // 22 September begins in India at 18:30 UTC the day before.
    expect(await labels('2025-09-21T18:30:00Z')).toEqual(['0%', '0.25%', '3%', '5%', '18%', '28%', '40%']);
    // A Council change is a row: a rate ended yesterday is no longer offered or accepted.
    await db().insert(gstRates).values({ rateBp: 150, label: '1.5%', appliesFrom: '2025-09-22', appliesUntil: '2026-01-31' });
    expect(await labels('2026-01-31T12:00:00Z')).toContain('1.5%');
    expect(await labels('2026-02-01T12:00:00Z')).not.toContain('1.5%');
  });
});

describe('registration without JavaScript', () => {
  it('keeps an uploaded photo when the server sends the form back, and attaches it to the company once corrected', async () => {
    const page = await call(register.loader, '/register');
    const draftCookie = cookieOf(page.headers.get('set-cookie') ?? '');
    const values = validRegistration(category, subCategory);
    const wrongCheck = `${values.gstNumber.slice(0, 14)}${values.gstNumber.endsWith('A') ? 'B' : 'A'}`;
    const photo = new File([new Uint8Array(png)], 'stall.png', { type: 'image/png' });
    const refused = await call(register.action, '/register', { cookie: draftCookie, body: form({ ...values, gstNumber: wrongCheck, photos: photo, intent: 'submit' }) });
    expect(refused.status).toBe(400);
    expect(refused.error.gstNumber?.[0]).toContain('check character');
    expect(refused.initialValue.companyName).toBe(values.companyName);
    expect(refused.initialValue).not.toHaveProperty('password');

    const shown = await call(register.loader, '/register', { cookie: draftCookie });
    const photos = (shown.data as { photos: { key: string }[] }).photos;
    expect(photos).toHaveLength(1);

    const done = await call(register.action, '/register', {
      cookie: draftCookie,
      body: form({ ...values, shownPhotos: photos.map((p) => p.key), keptPhotos: photos.map((p) => p.key), intent: 'submit' }),
    });
    expect(done.status).toBe(302);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, values.email));
    const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, user?.id ?? 0));
    expect(await db().select({ key: companyPhotos.storageKey }).from(companyPhotos).where(eq(companyPhotos.companyId, company?.id ?? 0))).toEqual([{ key: photos[0]?.key }]);
  });

  it('drops a photo whose Keep box was unticked', async () => {
    const page = await call(register.loader, '/register');
    const draftCookie = cookieOf(page.headers.get('set-cookie') ?? '');
    await call(register.action, '/register', { cookie: draftCookie, body: form({ intent: 'upload-photos', photos: new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }) }) });
    const [photo] = (((await call(register.loader, '/register', { cookie: draftCookie })).data as { photos: { key: string }[] }).photos);
    const answer = await call(register.action, '/register', { cookie: draftCookie, body: form({ firstName: 'Asha', shownPhotos: photo?.key ?? '', intent: 'submit' }) });
    expect(answer.status).toBe(400);
    expect(((await call(register.loader, '/register', { cookie: draftCookie })).data as { photos: unknown[] }).photos).toEqual([]);
  });

  it('answers a repeated, empty or unreadable submission without a crash', async () => {
    const empty = await call(register.action, '/register', { body: form({ intent: 'submit' }) });
    expect(empty.status).toBe(400);
    expect(empty.error.firstName).toEqual(['Enter your first name']);
    expect(empty.headers.get('set-cookie')).toContain('ts_regdraft=');
    const values = validRegistration(category, subCategory);
    const page = await call(register.loader, '/register');
    const draftCookie = cookieOf(page.headers.get('set-cookie') ?? '');
    const twice = await Promise.all([1, 2].map(() => call(register.action, '/register', { cookie: draftCookie, body: form({ ...values, intent: 'submit' }) })));
    expect(twice.map((answer) => answer.status)).toEqual([302, 302]);
    expect(await db().select().from(users).where(eq(users.email, values.email))).toHaveLength(1);
  });
});
