import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { ensureProductGroup } from './support/catalog-db';
import { demoAdmin, logIn } from './support/login';

test('account: the profile form refuses a bad PAN beside the field, keeps the values, then saves', async ({ page }) => {
  const account = await registerCompany(page.request);
  await page.goto('/account');
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
  await expect(form.getByLabel('Company Name')).toHaveValue(account.companyName);
  const renamed = `${account.companyName} Exports`;
  await form.getByLabel('Company Name').fill(renamed);
  await form.getByLabel('PAN', { exact: true }).fill('AB12');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.locator('#profile-pan-error')).toBeVisible();
  await expect(form.getByLabel('PAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Company Name')).toHaveValue(renamed);

  // Characters 3–12 of the company's GSTIN are its PAN.
  const gstin = await form.getByLabel('GST Number').inputValue();
  await form.getByLabel('PAN', { exact: true }).fill(gstin.slice(2, 12));
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
  await page.reload();
  await expect(form.getByLabel('Company Name')).toHaveValue(renamed);
});

test('account: a seller sets HSN and GST on a live product, and its page tells buyers at once', async ({ page }) => {
  await registerCompany(page.request);
  const groupId = await ensureProductGroup(`Seed trays ${randomBytes(3).toString('hex')}`);
  await page.goto('/account/products');
  await page.getByTestId('own-products').getByRole('link', { name: 'Seed trays', exact: true }).click();
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  // Products from registration have no place in the tree's third level yet: the editor asks for one.
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(groupId));
  await form.getByLabel(/^HSN code/).fill('HS1006');
  await form.getByLabel(/^HSN code/).blur();
  await expect(form.getByText('An HSN code has digits only (no letters or dots), e.g. 1006 for rice')).toBeVisible();
  await form.getByLabel(/^HSN code/).fill('10 06');
  await form.getByLabel('GST rate').selectOption('5%');
  await form.getByLabel('Prices include GST').check();
  await expect(form.getByText('Prices include GST; buyers see "Price includes GST (5%)".')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  // A new category waits for review; the tax fields are not material and show at once.
  await expect(page.getByRole('status')).toContainText('wait for review');
  await expect(page.getByTestId('revision-notice')).toContainText('Your changes to the category are waiting for review; buyers see the previous version.');
  await expect(form.getByLabel(/^HSN code/)).toHaveValue('1006');
  await expect(form.getByLabel('GST rate')).toHaveValue('500');

  await page.getByRole('link', { name: 'See it as buyers do' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seed trays');
  await expect(page.getByText('HSN 1006 · GST 5%')).toBeVisible();
});

test("account: another member sees only their own company and cannot change someone else's products", async ({ page, browser }) => {
  const alice = await registerCompany(page.request);
  await page.goto('/account/products');
  const href = await page.getByTestId('own-products').getByRole('link', { name: 'Seed trays', exact: true }).getAttribute('href');
  const productId = /\/account\/products\/(\d+)$/.exec(href ?? '')?.[1] ?? '';
  expect(productId).not.toBe('');

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  const bob = await registerCompany(bobPage.request);
  await bobPage.goto('/account');
  await expect(bobPage.getByLabel('Company Name')).toHaveValue(bob.companyName);
  await expect(bobPage.locator('main')).not.toContainText(alice.companyName);
  await expect(bobPage.locator('main')).not.toContainText(alice.email);

  const editor = await bobPage.goto(`/account/products/${productId}`);
  expect(editor?.status()).toBe(404);
  const pause = await bobPage.request.post('/account/products', { form: { intent: 'pause', productId } });
  expect(pause.status()).toBe(404);
  expect(await pause.text()).toContain('That listing is not one of yours');
  const edit = await bobPage.request.post(`/account/products/${productId}`, { multipart: { intent: 'save', name: 'Taken over', unit: 'piece', minOrderQty: '1' } });
  expect(edit.status()).toBe(404);
  await bobContext.close();

  await page.reload();
  const headings = page.getByTestId('own-products').getByRole('heading');
  await expect(headings).toHaveCount(2);
  await expect(headings.filter({ hasText: 'Seed trays' })).toHaveCount(1);
  await expect(headings.filter({ hasText: 'Drip irrigation kit' })).toHaveCount(1);
});

test('account: an account without a company (the demo admin) is offered the company profile to fill in, not an error', async ({ page }) => {
  await logIn(page, demoAdmin, '/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Create your company profile' })).toBeVisible();
  await expect(page.getByTestId('no-company')).toContainText('Your account has no company yet');
  await expect(page.getByRole('button', { name: 'Create company profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByTestId('no-company')).toContainText('create your company profile');
});
