import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerCompany, samplePhotos } from './support/accounts';
import { ensureProductGroup } from './support/catalog-db';
import { gotoHydrated } from './support/hydration';

const editorForm = (page: Page) => page.locator('main form').filter({ has: page.getByRole('button', { name: /Save (draft|changes)/ }) });

test('listing editor: a seller builds a listing with every field, choosing the category by keyboard, and submits it for review', async ({ page }) => {
  await registerCompany(page.request);
  const tag = randomBytes(3).toString('hex');
  const groupName = `Sona masoori ${tag}`;
  const groupId = await ensureProductGroup(groupName);
  await gotoHydrated(page, '/account/products/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a listing');
  const form = editorForm(page);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sona masoori rice ${tag}, 25 kg bag`);
  // The type-ahead: type, move with the arrow key, choose with Enter; the list below follows.
  const finder = page.getByRole('combobox', { name: 'Find a category', exact: true });
  await finder.fill(`masoori ${tag}`);
  await expect(finder).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Matching categories' }).getByRole('option', { name: new RegExp(groupName) })).toBeVisible();
  await finder.press('ArrowDown');
  await expect(finder).toHaveAttribute('aria-activedescendant', /option-0$/);
  await finder.press('Enter');
  await expect(finder).toHaveAttribute('aria-expanded', 'false');
  await expect(finder).toHaveValue(new RegExp(`^${groupName} — `));
  await expect(form.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(String(groupId));
  await finder.press('Escape');
  await finder.press('Escape');
  await expect(finder).toHaveValue('');

  await form.getByLabel('Description').fill('New crop, sortexed, aged six months.');
  await form.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('kg');
  await form.getByLabel('Minimum order quantity').fill('100');
  await form.getByLabel(/^Price \(₹ per unit\)/).fill('48');
  await form.getByLabel(/^Up to \(₹ per unit\)/).fill('56.50');
  // Two empty price-break rows come with the page; JavaScript adds a third.
  await form.getByRole('button', { name: 'Add a price break' }).click();
  const breaks = [
    ['100', '499', '52'],
    ['500', '999', '50'],
    ['1000', '', '48'],
  ];
  for (const [index, [from, to, price]] of breaks.entries()) {
    const row = form.getByRole('group', { name: `Price break ${index + 1}` });
    await row.getByLabel(/^From/).fill(from ?? '');
    await row.getByLabel(/^Up to/).fill(to ?? '');
    await row.getByLabel(/^Price per kg/).fill(price ?? '');
  }
  await form.getByLabel(/^HSN code/).fill('10 06');
  await form.getByLabel('GST rate').selectOption('5%');
  await expect(form.getByText('Prices exclude GST; buyers see "Price excludes GST (5%)".')).toBeVisible();
  await form.getByLabel('Prices include GST').check();
  await expect(form.getByText('Prices include GST; buyers see "Price includes GST (5%)".')).toBeVisible();
  await form.getByRole('group', { name: 'Specification 1' }).getByLabel(/^Name/).fill('Grain');
  await form.getByRole('group', { name: 'Specification 1' }).getByLabel(/^Value/).fill('Medium, 5 mm');
  await form.getByRole('group', { name: 'Specification 2' }).getByLabel(/^Name/).fill('Moisture');
  await form.getByRole('group', { name: 'Specification 2' }).getByLabel(/^Value/).fill('12% max');
  await form.getByLabel(/^Lead time/).fill('5');
  await form.getByLabel(/^Your SKU/).fill(`SONA-${tag}`);
  await form.getByLabel(/^Packaging/).fill('25 kg PP bags');
  await form.getByRole('radio', { name: 'Made to order' }).check();
  await form.getByLabel('Sample available').check();
  await form.getByRole('checkbox', { name: 'Maharashtra' }).check();
  await form.getByRole('checkbox', { name: 'Karnataka' }).check();
  // What is typed is kept on the server a few seconds after the last change.
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Draft saved at \d\d:\d\d$/, { timeout: 10_000 });

  const { png, jpeg } = await samplePhotos();
  await form.getByLabel(/^Add photos/).setInputFiles([png, jpeg]);
  await form.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/\/account\/products\/\d+\?saved=submitted$/);
  await expect(page.getByRole('status')).toContainText('Submitted for review');
  await expect(page.getByTestId('listing-state')).toHaveText('State: In review');
  const saved = editorForm(page);
  await expect(saved.getByTestId('listing-photos').getByRole('img')).toHaveCount(2);
  await expect(saved.getByRole('group', { name: 'Price break 3' }).getByLabel(/^From/)).toHaveValue('1000');
  await expect(saved.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(String(groupId));
  await expect(saved.getByRole('radio', { name: 'Made to order' })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Karnataka' })).toBeChecked();
  await expect(saved.getByLabel(/^HSN code/)).toHaveValue('1006');

  await page.getByRole('link', { name: 'Your products' }).click();
  const item = page.getByTestId('own-products').getByRole('listitem').filter({ hasText: `Sona masoori rice ${tag}` });
  await expect(item.getByTestId('listing-state')).toHaveText('In review');
  await expect(item).toContainText('₹48 – ₹56.50');
  await expect(item.getByRole('img')).toHaveCount(1);
  await page.getByRole('link', { name: /^In review/ }).click();
  await expect(page).toHaveURL(/\?state=submitted$/);
  await expect(page.getByTestId('own-products').getByRole('listitem')).toHaveCount(1);
});

test('listing editor: the later of two tabs saving the same listing is told it changed and keeps what it typed', async ({ page, context }) => {
  await registerCompany(page.request);
  const groupId = await ensureProductGroup(`Seed trays ${randomBytes(3).toString('hex')}`);
  await page.goto('/account/products');
  await page.getByTestId('own-products').getByRole('link', { name: 'Seed trays', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/products\/\d+$/);
  const second = await context.newPage();
  await second.goto(page.url());

  const first = editorForm(page);
  await first.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(groupId));
  await first.getByLabel('Description').fill('Saved from the first tab.');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('wait for review');

  const later = editorForm(second);
  await later.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(groupId));
  await later.getByLabel('Description').fill('Typed in the second tab.');
  await later.getByRole('button', { name: 'Save changes' }).click();
  await expect(later.getByRole('alert').first()).toContainText('This listing was changed in another tab or by a colleague since you opened it');
  await expect(later.getByLabel('Description')).toHaveValue('Typed in the second tab.');
  await page.reload();
  await expect(editorForm(page).getByLabel('Description')).toHaveValue('Saved from the first tab.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('listing editor: a draft with photos is saved; photos sent with a refused form stay, and their order is set by number', async ({ page }) => {
    await registerCompany(page.request);
    const groupId = await ensureProductGroup(`Cocopeat ${randomBytes(3).toString('hex')}`);
    await page.goto('/account/products');
    await page.getByRole('link', { name: 'Add a listing' }).click();
    const form = editorForm(page);
    await expect(page.getByRole('combobox', { name: 'Find a category' })).toHaveCount(0);
    await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(groupId));
    await form.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('piece');
    await form.getByLabel(/^Price \(₹ per unit\)/).fill('0');
    const { png, jpeg } = await samplePhotos();
    await form.getByLabel(/^Add photos/).setInputFiles([png, jpeg]);
    await form.getByRole('button', { name: 'Save draft' }).click();

    await expect(form.getByText('Enter a name for the listing, e.g. Basmati rice 1121, 25 kg bag')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('A price must be more than ₹0')).toBeVisible();
    const photos = form.getByTestId('listing-photos');
    await expect(photos.getByRole('img')).toHaveCount(2);

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Cocopeat blocks, 5 kg');
    await form.getByLabel(/^Price \(₹ per unit\)/).fill('480');
    await form.getByLabel('Describe photo 1').fill('Stall front');
    await form.getByLabel('Describe photo 2').fill('Workshop');
    // The second photo becomes the main one.
    await photos.getByLabel('Position').nth(0).fill('2');
    await photos.getByLabel('Position').nth(1).fill('1');
    await form.getByRole('button', { name: 'Save draft' }).click();

    await expect(page).toHaveURL(/\/account\/products\/\d+\?saved=draft$/);
    await expect(page.getByRole('status')).toContainText('Draft saved');
    await expect(page.getByTestId('listing-state')).toHaveText('State: Draft');
    const saved = editorForm(page);
    await expect(saved.getByLabel('Describe photo 1')).toHaveValue('Workshop');
    await expect(saved.getByLabel('Describe photo 2')).toHaveValue('Stall front');
    await page.getByRole('link', { name: 'Your products' }).click();
    const item = page.getByTestId('own-products').getByRole('listitem').filter({ hasText: 'Cocopeat blocks, 5 kg' });
    await expect(item.getByTestId('listing-state')).toHaveText('Draft');
    await expect(item.getByRole('img', { name: 'Workshop' })).toHaveCount(1);
  });
});
