import { expect, test } from '@playwright/test';
import { NOTICE_ITEMS } from '~/content/privacy-notice';
import { CONSENT_REQUIRED } from '~/domain/registration';
import { RETENTION_SCHEDULE } from '~/domain/retention';
import { agreeToNotice, fillFields, registrationForm, selectCategory, step1Values, step2Values, stepStatus } from './support/accounts';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 18 point 6: the privacy notice before registration's first field, a registration refused
 * without consent, the itemised notice and the retention schedule on /privacy, and the Grievance
 * Officer reachable from the footer.
 */

test('registration shows the itemised notice first and refuses to register without consent, saying so beside the box', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const notice = page.getByRole('region', { name: 'Privacy notice: the data we ask for and why' });
  await expect(notice.getByTestId('notice-items').getByRole('row')).toHaveCount(NOTICE_ITEMS.length + 1);
  // The notice comes before the first field the person fills in.
  const noticeFirst = await page.evaluate(() => {
    const region = document.querySelector('[aria-labelledby="register-notice"]');
    const firstField = document.querySelector('input[name="firstName"]');
    return Boolean(region && firstField && region.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(noticeFirst).toBe(true);

  const form = registrationForm(page);
  const { step1, gstin } = step1Values();
  await fillFields(form, step1);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillFields(form, step2Values(gstin));
  await selectCategory(form);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepStatus(page)).toContainText('Step 3 of 3');
  await form.getByLabel('Product 1').fill('Jute bags');
  const consent = form.locator('input[name="consent"]');
  await expect(consent).not.toBeChecked();
  await expect(form.locator('input[name="consentNotificationEmails"]')).not.toBeChecked();

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(form.locator('#register-consent-error')).toHaveText(CONSENT_REQUIRED);
  await expect(page).toHaveURL(/\/register$/);

  await agreeToNotice(form);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page).not.toHaveURL(/\/register/, { timeout: 20_000 });
  // Registration ends signed in, or (issue 18, finding 8b) on the login page that asks to log in.
  if (new URL(page.url()).pathname === '/login') {
    const login = page.locator('main form[action="/login"]');
    await login.getByLabel('Email Address').fill(step1.email);
    await login.getByLabel('Password').fill(step1.password);
    await login.getByRole('button', { name: 'Login' }).click();
  }
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await page.goto('/account/privacy');
  await expect(page.getByTestId('consent-account')).toContainText('Given on');
  await expect(page.getByTestId('consent-notification_emails')).toContainText('Not given.');
  await page.getByTestId('consent-notification_emails').getByRole('button', { name: 'Give consent' }).click();
  await expect(page.getByRole('status')).toContainText('Consent given');
  await page.getByTestId('consent-notification_emails').getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByRole('status')).toContainText('Consent withdrawn');
  await expect(page.getByTestId('consent-account').getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/account/data');
});

test('without JavaScript the server refuses a registration without consent, with the same message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(registrationForm(page).locator('#register-consent-error')).toHaveText(CONSENT_REQUIRED);
  await context.close();
});

test('the privacy page holds the itemised notice, how to withdraw and complain, and the retention schedule', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information and Privacy' })).toBeVisible();
  const items = page.getByTestId('notice-items');
  for (const item of NOTICE_ITEMS) await expect(items.getByRole('rowheader', { name: item.data, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawing consent' })).toBeVisible();
  await expect(page.getByText(/complain to the Data Protection Board of India/)).toBeVisible();
  const schedule = page.getByTestId('retention-schedule');
  await expect(schedule.getByRole('row')).toHaveCount(RETENTION_SCHEDULE.length + 1);
  const outbox = RETENTION_SCHEDULE.find((rule) => rule.job === 'housekeeping.mail-outbox');
  await expect(schedule.getByRole('row').filter({ hasText: outbox?.data ?? 'no such row' })).toContainText(outbox?.keptFor ?? '');
  await expect(page.getByRole('main').getByRole('link', { name: 'How to raise a grievance' })).toHaveAttribute('href', '/grievance-officer');
});

test('the Grievance Officer page is reachable from the footer and gives a contact and the answer period', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/grievance-officer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  const contact = page.getByTestId('grievance-contact');
  await expect(contact).toContainText('Email');
  await expect(contact.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(page.getByText(/answer it within 30 days of receiving it/)).toBeVisible();
  await expect(page.getByText(/no longer than 90 days/)).toBeVisible();
});
