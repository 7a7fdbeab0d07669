import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { demoAdmin, logIn } from './support/login';

/*
 * Found in the issue-16 acceptance walk: at 390 px the team and integrations pages scrolled
 * sideways as a whole (625 px and 470 px wide), hiding the role and revoke buttons off screen. Their
 * tables must scroll inside their own box, the page staying as wide as the phone.
 */

test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone the team and integrations pages fit the screen; their tables scroll on their own', async ({ page }) => {
  await registerCompany(page.request);
  await page.goto('/account/team');
  await expect(page.getByRole('heading', { name: /^Team of / })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto('/account/integrations');
  await page.getByRole('textbox', { name: 'Token name' }).fill('Zoho CRM on the phone');
  await page.getByRole('button', { name: 'Make a token' }).click();
  await expect(page.getByTestId('token-list')).toContainText('Zoho CRM on the phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

/*
 * Found in the issue-17 acceptance walk: at 390 px the admin console's company page scrolled
 * sideways (about 485 px): a long contact email in the facts and the four-column team table.
 */
test('on a phone the admin company page fits the screen; its team table scrolls on its own', async ({ page, browser }) => {
  const company = await registerCompany(page.request, { email: `a.rather.long.contact.address.${Date.now()}@example.in` });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await context.newPage();
  await logIn(admin, demoAdmin, `/admin/companies?q=${encodeURIComponent(company.email)}`);
  await admin.getByRole('main').getByRole('link', { name: company.companyName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();
  expect(await pageWidth(admin)).toBeLessThanOrEqual(390);
  await context.close();
});

test('on a phone every page of the admin console fits the screen (the walk found seven wider, up to 626 px)', async ({ page }) => {
  await logIn(page, demoAdmin, '/admin');
  for (const path of ['/admin', '/admin/companies', '/admin/users', '/admin/verification', '/admin/reports', '/admin/staff', '/admin/audit', '/admin/invoices', '/admin/payments']) {
    await page.goto(path);
    expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
  }
  await page.goto('/admin/users');
  await page.getByRole('main').getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageWidth(page), page.url()).toBeLessThanOrEqual(390);
});
