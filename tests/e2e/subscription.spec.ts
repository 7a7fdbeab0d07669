import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('subscription page lists three plans with en-IN prices and the right features', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'SUBSCRIPTION PLANS PRICING TABLE' })).toBeVisible();
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId('plan-price')).toHaveText(['₹5,900', '₹11,800', '₹17,700']);
  const included = async (index: number) =>
    cards.nth(index).locator('li[data-included]').evaluateAll((items) => items.map((li) => li.getAttribute('data-included')));
  expect(await included(0)).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
  expect(await included(1)).toEqual(['true', 'false', 'true', 'true', 'true', 'true']);
  expect(await included(2)).toEqual(['true', 'true', 'true', 'true', 'true', 'true']);
  await expect(cards.first().locator('li[data-included]')).toContainText([
    'Directory of members', 'Global Tenders Services', 'Knowledge Bank', 'Info Tracker Services', 'Online Master Classes', 'B2B Opportunities',
  ]);
  await expect(cards.nth(1).getByRole('link', { name: 'SUBSCRIBE to Premium Pack' })).toHaveAttribute('href', '/subscription/checkout?plan=premium');
  await expect(page.getByTestId('subscription-footer')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('subscription page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/subscription');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
