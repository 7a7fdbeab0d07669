import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { ensureProductGroup, uniqueProductWord } from './support/catalog-db';
import { gotoHydrated } from './support/hydration';
import { demoAdmin, logIn } from './support/login';

const resultNames = (page: Page) => page.locator('section[aria-label="Products"] h3');

// The whole loop of issue 14 in one go, as a new seller, an admin and a buyer would live it.
test('a new seller lists a product, it waits for review unseen by buyers, an admin approves it, and a buyer finds it with the new filters', async ({ page, browser }) => {
  // A seller, an admin and a buyer, each logging in: about 30 s on a busy 2-core CI machine.
  test.slow();
  await registerCompany(page.request);
  const word = uniqueProductWord();
  const groupName = `Aromatic rice ${word}`;
  const groupId = await ensureProductGroup(groupName);

  await gotoHydrated(page, '/account/products/new');
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'Submit for review' }) });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${word} Rice`);
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption(String(groupId));
  await form.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('kg');
  await form.getByLabel('Minimum order quantity').fill('50');
  await form.getByLabel(/^Price \(₹ per unit\)/).fill('120');
  await form.getByRole('radio', { name: 'In stock' }).check();
  await form.getByRole('checkbox', { name: 'Maharashtra' }).check();
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('listing-state')).toHaveText('State: In review');
  const productId = /\/account\/products\/(\d+)/.exec(page.url())?.[1];
  expect(productId).toBeTruthy();

  // Buyers do not see a listing in review.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/search?q=${word}`);
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(resultNames(buyerPage).filter({ hasText: `${word} Rice` })).toHaveCount(0);

  // An admin approves it from the queue.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logIn(adminPage, demoAdmin, '/admin/listings');
  await adminPage.goto('/admin/listings');
  await adminPage.getByRole('row').filter({ hasText: `${word} Rice` }).getByRole('link', { name: `${word} Rice` }).click();
  await expect(adminPage).toHaveURL(`/admin/listings/${productId}`);
  await adminPage.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(adminPage.getByTestId('listing-state')).toContainText('Live');

  // At once, the buyer finds it by its name with the new filters, and on its category page.
  await buyerPage.goto(`/search?q=${word}&availability=in_stock&deliversTo=maharashtra&moq=50`);
  await expect(resultNames(buyerPage)).toHaveText([`${word} Rice`], { useInnerText: true });
  await buyerPage.goto(`/search?q=${word}&deliversTo=kerala`);
  await expect(resultNames(buyerPage).filter({ hasText: `${word} Rice` })).toHaveCount(0);
  await buyerPage.goto(`/search?q=${word}`);
  await resultNames(buyerPage).first().click();
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(`${word} Rice`);
  await expect(buyerPage.getByRole('main')).toContainText('Minimum order: 50 kg');
  const categoryLink = buyerPage.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last();
  await categoryLink.click();
  await buyerPage.goto(`${new URL(buyerPage.url()).pathname}?availability=in_stock&deliversTo=maharashtra&sort=newest`);
  // Other journeys list products in the same category at the same time, so look for this one among the newest.
  await expect(resultNames(buyerPage).filter({ hasText: `${word} Rice` })).toHaveCount(1);

  // The seller sees it live.
  await page.goto('/account/products?state=live');
  await expect(page.getByTestId('own-products').getByRole('listitem').filter({ hasText: `${word} Rice` })).toHaveCount(1);
  await buyer.close();
  await admin.close();
});
