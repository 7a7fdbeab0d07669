import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../seed/demo-accounts';
import { logIn } from './support/login';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the inquiry form is validated on the server and keeps what was typed', async ({ page }) => {
    await page.goto('/suppliers/nashik-agro-seeds');
    await page.getByLabel('Quantity').fill('5');
    // Long enough for the browser's own check, but only spaces once the server trims it.
    await page.getByLabel('Requirement').fill(`${' '.repeat(24)}seeds`);
    await page.getByLabel('Your name').fill('Ravi');
    await page.getByLabel('Email', { exact: true }).fill('ravi@example.in');
    await page.getByLabel('Mobile').fill('12345');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByLabel('Requirement')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/at least 20 characters/)).toBeVisible();
    await expect(page.getByText(/mobile numbers start with 6, 7, 8 or 9|must be 10 digits/)).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Ravi');
  });
});

test('the supplier sees the inquiry without the buyer’s contact details, answers it in the conversation, and another user cannot see it', async ({ page, browser }) => {
  const requirement = `Need 1,000 packs of hybrid tomato seed for FPO members, ref ${Date.now()}-${Math.random().toString(36).slice(2, 7)}.`;
  await page.goto('/product/tomato-seeds');
  await page.getByLabel('Quantity').fill('1000');
  await page.getByLabel('Requirement').fill(requirement);
  await page.getByLabel('Your name').fill('Meena Patil');
  await page.getByLabel('Email', { exact: true }).fill('meena@example.in');
  await page.getByLabel('Mobile').fill('+91 91234 56789');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  const reference = (await page.getByText(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/).textContent())?.match(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
  expect(reference).not.toBe('');

  const supplier = await browser.newContext();
  const supplierPage = await supplier.newPage();
  // Log in elsewhere: a new inquiry is unread (viewing the list changes nothing; "Mark read" or a reply does).
  await logIn(supplierPage, demoAccounts.supplier, '/account');
  await supplierPage.goto('/account/inquiries');
  const item = supplierPage.locator(`li[data-reference="${reference}"]`);
  await expect(item.getByText('Unread')).toBeVisible();
  await expect(item.getByText(requirement)).toBeVisible();
  // The buyer has not shared phone and email: the supplier answers on the site.
  await expect(item.getByText('meena@example.in')).toHaveCount(0);
  await item.getByRole('link', { name: 'Open conversation' }).click();
  await supplierPage.getByLabel('Message').fill('Yes, we have 1,000 packs. Shall I send a quote?');
  await supplierPage.getByRole('button', { name: 'Send' }).click();
  await expect(supplierPage.getByTestId('messages')).toContainText('Shall I send a quote?');
  await supplierPage.goto('/account/inquiries');
  await expect(supplierPage.locator(`li[data-reference="${reference}"]`).getByText('Answered')).toBeVisible();
  await supplier.close();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, demoAccounts.buyer, '/account');
  await otherPage.goto('/account/inquiries');
  await expect(otherPage.getByRole('heading', { name: 'My inquiries' })).toBeVisible();
  await expect(otherPage.getByText(reference)).toHaveCount(0);
  await expect(otherPage.getByText(requirement)).toHaveCount(0);
  await other.close();
});
