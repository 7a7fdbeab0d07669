import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test('a misspelled search finds the product and offers the right spelling', async ({ page }) => {
  await gotoHydrated(page, '/search?q=basmti%20rice');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expect(page.getByRole('link', { name: 'basmati rice', exact: true })).toBeVisible();
  const first = page.locator('section[aria-label="Products"] h3').first();
  await expect(first).toHaveText('Basmati Rice');
  await expect(first.locator('mark').first()).toHaveText('Basmati');
});

test('Hindi trade words find what the buyer means', async ({ page }) => {
  await gotoHydrated(page, '/search?q=haldi');
  await expect(page.locator('section[aria-label="Products"] h3').first()).toHaveText('Turmeric Powder');
});

test('a search with no results says so and suggests categories', async ({ page }) => {
  await gotoHydrated(page, '/search?q=zzqxw');
  await expect(page.getByRole('heading', { name: /No products found/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agriculture' })).toBeVisible();
});

test('suggestions appear while typing and the keyboard picks one', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const box = page.getByRole('combobox', { name: 'Search products and suppliers' });
  await box.pressSequentially('oximet');
  const listbox = page.getByRole('listbox', { name: 'Search products and suppliers' });
  await expect(listbox.getByRole('option', { name: /Pulse Oximeter/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/pulse-oximeter/);
});

test('suppliers are found beside products and facets narrow the results', async ({ page }) => {
  await gotoHydrated(page, '/search?q=cotton');
  await expect(page.getByRole('heading', { name: /Suppliers \(\d+\)/ })).toBeVisible();
  const total = Number((await page.getByRole('status').first().textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: /Textiles & Fabrics \(\d+\)/ }).click();
  await expect(page).toHaveURL(/category=textiles-fabrics/);
  const narrowed = Number((await page.locator('section[aria-label="Products"] [role="status"]').textContent())?.match(/\d+/)?.[0]);
  expect(narrowed).toBeLessThan(total);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results come before the filters, and a link jumps down to them', async ({ page }) => {
    await page.goto('/search?q=cotton');
    const firstCard = page.locator('section[aria-label="Products"] li').first();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const [cardBox, filtersBox] = [await firstCard.boundingBox(), await filters.boundingBox()];
    expect(cardBox && filtersBox && cardBox.y < filtersBox.y).toBe(true);
    await expect(firstCard).toBeInViewport();
    await page.getByRole('link', { name: 'Filter and sort' }).click();
    await expect(page).toHaveURL(/#filters$/);
    await expect(filters.getByRole('heading', { level: 3 }).first()).toBeInViewport();
  });
});
