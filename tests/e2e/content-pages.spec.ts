import { expect, test } from '@playwright/test';

test('enterprise pages list companies of that type with state and category filters in the URL', async ({ page }) => {
  await page.goto('/enterprises/msme');
  await expect(page.getByRole('heading', { level: 1, name: 'MSMEs' })).toBeVisible();
  const count = page.getByTestId('directory-count');
  await expect(count).toContainText(/\d+ compan/);
  const option = page.locator('#filter-state option').nth(1);
  const state = await option.getAttribute('value');
  await page.locator('#filter-state').selectOption(state ?? '');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprises/msme\\?state=${state}`));
  await expect(page.getByTestId('company-card').first()).toBeVisible();
});

test('the suppliers directory filters by state', async ({ page }) => {
  await page.goto('/suppliers?state=maharashtra');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers in Maharashtra' })).toBeVisible();
  await expect(page.getByTestId('company-card').first()).toContainText('Maharashtra');
});

test('service request form shows errors beside fields and saves a valid request', async ({ page }) => {
  await page.goto('/services/mentoring');
  const form = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentoring' })).toBeVisible();
  await form.getByRole('button', { name: 'Request this service' }).click();
  const name = form.getByLabel('Your name', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await name.getAttribute('aria-describedby')}`)).toHaveText('Enter your name');
  await name.fill('Asha Patil');
  await form.getByLabel('Email address', { exact: true }).fill(`asha-${Date.now()}@example.in`);
  await form.getByLabel('Mobile number', { exact: true }).fill('12345');
  await form.getByLabel('What do you need?', { exact: true }).fill('Mentoring on export pricing for our spice business.');
  await form.getByRole('button', { name: 'Request this service' }).click();
  await expect(form.getByLabel('Mobile number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Mobile number', { exact: true }).fill('98765 43210');
  await form.getByRole('button', { name: 'Request this service' }).click();
  await expect(page.getByRole('status')).toContainText('we have your request for Mentoring');
});

test('info pages and footer pages answer with content', async ({ page }) => {
  for (const [path, heading] of [
    ['/tailored-experience-info', 'Tailored Experience'],
    ['/verified-supplier-info', 'Verified Supplier programme'],
    ['/trade-assurance-info', 'Trade Assurance'],
    ['/faq', 'Frequently asked questions'],
    ['/privacy', 'Personal Information and Privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('unknown pages get a 404 with search and links home', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('combobox')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
