import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demo-accounts';
import { demoBuyer, logIn } from './support/login';

/** Tabs forward until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (element: { text: string; href: string | null }) => boolean, limit = 150): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent?.trim() ?? '', href: document.activeElement?.getAttribute('href') ?? null }));
    if (matches(focused)) return;
  }
  throw new Error(`nothing matching was reached in ${limit} presses of Tab`);
}

test('the demo supplier sees its listings and what waits for it, and sorts the table from the keyboard', async ({ page, browser }) => {
  // A buyer asks about one of the supplier's products: an inquiry now waits for an answer.
  const buyerName = `Meena Dash ${Math.random().toString(36).slice(2, 7)}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/product/tomato-seeds');
  await visitorPage.getByLabel('Quantity').fill('400');
  await visitorPage.getByLabel('Requirement').fill('Hybrid tomato seed for our FPO members, delivery to Nashik in April.');
  await visitorPage.getByLabel('Your name').fill(buyerName);
  await visitorPage.getByLabel('Email', { exact: true }).fill('meena.dash@example.in');
  await visitorPage.getByLabel('Mobile').fill('+91 91234 56789');
  await visitorPage.getByRole('button', { name: 'Send inquiry' }).click();
  const reference = (await visitorPage.getByText(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/).textContent())?.match(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
  expect(reference).not.toBe('');
  await visitor.close();

  await logIn(page, demoAccounts.supplier, '/account');
  // The account navigation leads to the dashboard.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // Listings by state, and the table of listings with its caption and headers.
  await expect(page.getByTestId('state-counts').locator('[data-state="live"]')).not.toHaveText('0');
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toContainText('sorted by views in the last 30 days; page 1 of 1');
  // The column sorted by is marked for screen readers (aria-sort) and with an arrow.
  await expect(table.getByRole('columnheader')).toHaveText(['Listing', 'Views, 7 days', /^Views, 30 days/, 'Inquiries, 7 days', 'Inquiries, 30 days', 'Last change', 'State']);
  await expect(page.getByRole('columnheader', { name: 'Views, 30 days' })).toHaveAttribute('aria-sort', 'descending');
  const tomato = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tomato Seeds' }) });
  await expect(tomato.getByRole('cell').last()).toHaveText('Live');
  await expect(tomato.getByRole('link', { name: 'Tomato Seeds' })).toHaveAttribute('href', /^\/account\/products\/\d+$/);
  // Today's inquiry counts for the listing over both periods.
  expect(Number(await tomato.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(1);

  // What waits: the inquiry just sent, unanswered (unread, unless another journey's supplier has
  // opened the inquiries list meanwhile), with a way to answer it.
  const waiting = page.getByTestId('waiting-inquiries');
  const item = waiting.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText(`Tomato Seeds from ${buyerName}`);
  await expect(waiting.getByRole('link', { name: 'Answer inquiries' })).toHaveAttribute('href', '/account/inquiries');
  await expect(page.getByTestId('waiting-rejected')).toContainText('Rejected (');
  await expect(page.getByTestId('waiting-review')).toContainText('In review (');

  // Profile completeness with the next step as a link.
  await expect(page.getByLabel(/Your profile is \d+% complete/)).toBeVisible();
  await expect(page.getByTestId('next-step').getByRole('link')).toHaveAttribute('href', /^\/account/);

  // Keyboard only: Tab to the "Views, 7 days" column's sort link and press Enter.
  await page.locator('body').focus();
  await tabTo(page, (focused) => focused.text === 'Views, 7 days');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/dashboard\?sort=views7#listings$/);
  await expect(page.getByRole('table').locator('caption')).toContainText('sorted by views in the last 7 days');
  await expect(page.getByRole('columnheader', { name: 'Views, 7 days' })).toHaveAttribute('aria-sort', 'descending');
  // And on to the listing's editor link from there.
  await tabTo(page, (focused) => focused.text === 'Tomato Seeds' && /^\/account\/products\/\d+$/.test(focused.href ?? ''));
});

test('a buyer-only company is told how to start selling', async ({ page }) => {
  await logIn(page, demoBuyer, '/account/dashboard');
  await expect(page.getByTestId('dashboard-buyer')).toContainText('is registered as a buyer');
  await expect(page.getByTestId('dashboard-buyer').getByRole('link', { name: 'your company profile' })).toHaveAttribute('href', '/account');
});
