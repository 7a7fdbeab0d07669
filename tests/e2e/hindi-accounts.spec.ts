import { expect, test, type Page } from '@playwright/test';
import { agreeToNotice, fillFields, registerCompany, selectCategory, step1Values, step2Values, stepStatus, uniqueEmail } from './support/accounts';
import { expectHindiPage } from './support/hindi';
import { gotoHydrated } from './support/hydration';
import { demoBuyer, logIn } from './support/login';

/**
 * Issue 19, the accounts area in Hindi: every page of registration, login, passwords, invitations,
 * unsubscribing and the account reads wholly in Hindi under /hi; a registration on /hi/register
 * shows its errors in Hindi and keeps Devanagari intact; a member lands in the language they chose.
 */

const hindiRegistrationForm = (page: Page) => page.locator('form[action^="/hi/register"]');

test('hindi accounts: the visitor pages read in Hindi', async ({ page }) => {
  for (const path of ['/hi/login', '/hi/register', '/hi/forgot-password', '/hi/reset-password?token=not-a-token', '/hi/verify-email?token=not-a-token', '/hi/logout', '/hi/unsubscribe/not-a-token', '/hi/invitations/not-a-token']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectHindiPage(page);
  }
  await page.goto('/hi/reset-password?token=not-a-token');
  await expect(page.getByRole('heading', { name: 'लिंक की अवधि ख़त्म' })).toBeVisible();
  await page.goto('/hi/unsubscribe/not-a-token');
  await expect(page.getByTestId('unsubscribe-invalid')).toContainText('सूचना सेटिंग');
});

test('hindi accounts: the account pages read in Hindi for a demo member', async ({ page }) => {
  await logIn(page, demoBuyer, '/account');
  for (const path of ['/hi/account', '/hi/account/password', '/hi/account/data', '/hi/account/privacy', '/hi/account/team', '/hi/account/notifications', '/hi/account/notifications/settings']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectHindiPage(page);
  }
});

test('hindi accounts: registration errors are in Hindi (no JavaScript): empty form, then a malformed GSTIN', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/hi/register');
  await expect(page.getByRole('heading', { name: /पर रजिस्टर करें$/ })).toBeVisible();
  await page.getByRole('button', { name: 'रजिस्ट्रेशन जमा करें' }).click();
  const form = hindiRegistrationForm(page);
  await expect(form.locator('#register-firstName-error')).toHaveText('अपना पहला नाम डालें');
  await expect(form.locator('#register-gstNumber-error')).toContainText('GSTIN डालें');
  await expect(form.locator('#register-consent-error')).toContainText('यह बॉक्स चुनें');
  await expectHindiPage(page);
  await form.locator('[name="gstNumber"]').fill('27ABC');
  await page.getByRole('button', { name: 'रजिस्ट्रेशन जमा करें' }).click();
  await expect(form.locator('#register-gstNumber-error')).toHaveText('GSTIN 15 अक्षरों का होना चाहिए (जैसे 27AAPFU0939F1ZV); आपने 5 डाले');
  await expectHindiPage(page);
  await context.close();
});

test('hindi accounts: a registration on /hi/register keeps Devanagari names and address intact, and lands in Hindi', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/hi/register');
  const form = hindiRegistrationForm(page);
  const company = `राव कृषि उद्योग ${Date.now().toString(36)}`;
  const { step1, gstin } = step1Values({ firstName: 'आशा', lastName: 'राव', companyName: company, designation: 'साझेदार', address: '१२, महात्मा गांधी मार्ग, पुणे', email: uniqueEmail('hindi') });
  await fillFields(form, step1);
  await page.getByRole('button', { name: 'आगे' }).click();
  await expect(stepStatus(page)).toContainText('चरण 2 / 3');
  // A malformed GSTIN is refused in Hindi beside the field (the browser's own check, on leaving it).
  await form.locator('[name="gstNumber"]').fill('27AAPFU');
  await form.locator('[name="businessType"]').focus();
  await expect(form.locator('#register-gstNumber-error')).toContainText('GSTIN 15 अक्षरों का होना चाहिए');
  await fillFields(form, step2Values(gstin));
  await selectCategory(form);
  await page.getByRole('button', { name: 'आगे' }).click();
  await expect(stepStatus(page)).toContainText('चरण 3 / 3');
  await form.getByLabel('उत्पाद 1').fill('नारियल का बुरादा');
  await agreeToNotice(form);
  await expectHindiPage(page);
  await page.getByRole('button', { name: 'रजिस्ट्रेशन जमा करें' }).click();

  await expect(page).toHaveURL(/\/hi\/login\?registered=1/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toContainText('रजिस्टर करने के लिए धन्यवाद');
  await expectHindiPage(page);
  const login = page.getByRole('main');
  await login.getByLabel('ईमेल पता').fill(step1.email);
  await login.getByLabel('पासवर्ड').fill(step1.password);
  await login.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/account$/, { timeout: 15_000 });

  const profile = page.locator('form#profile');
  await expect(profile.locator('[name="companyName"]')).toHaveValue(company);
  await expect(profile.locator('[name="firstName"]')).toHaveValue('आशा');
  await expect(profile.locator('[name="lastName"]')).toHaveValue('राव');
  await expect(profile.locator('[name="address"]')).toHaveValue('१२, महात्मा गांधी मार्ग, पुणे');
  await expect(page.getByRole('main')).toContainText('आशा राव');
  await expectHindiPage(page);
});

test('hindi accounts: the language a member chose is remembered across logins', async ({ page, context }) => {
  const account = await registerCompany(page.request);
  await page.goto('/account');
  // The switch (a form on every page) posts the choice; the account keeps it.
  const switched = await page.request.post('/language', { form: { locale: 'hi', path: '/account' }, maxRedirects: 0 });
  expect(switched.status()).toBe(303);
  expect(switched.headers().location).toBe('/hi/account');
  await page.goto('/hi/account');
  await page.getByRole('button', { name: 'लॉग आउट करें' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  // Nothing left in the browser (no language cookie): the account alone remembers Hindi.
  await context.clearCookies();
  await logIn(page, account, '/account');
  await expect(page).toHaveURL(/\/hi\/account$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});
