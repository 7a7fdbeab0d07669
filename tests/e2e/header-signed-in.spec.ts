import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demo-accounts';
import { demoAdmin, demoBuyer, logIn } from './support/login';

const MEMBER_LINKS = [
  ['My account', '/account'],
  ['Messages', '/account/messages'],
  ['Inquiries', '/account/inquiries'],
  ['Notifications', '/account/notifications'],
  ['Billing', '/account/billing'],
  ['Members area', '/members'],
] as const;

/**
 * Opens the account menu with the mouse, retrying until the page has hydrated (a click that lands
 * before hydration has no handler yet). A mouse click only ever opens this menu, so a retry is safe.
 */
async function openAccountMenu(page: Page) {
  const opener = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
  const panel = page.locator('#account-menu-panel');
  await expect(async () => {
    await opener.click();
    await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  return { opener, panel };
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a signed-in buyer gets an account menu instead of Login/Register, and logs out from it', async ({ page }) => {
    await logIn(page, demoBuyer, '/account');
    await expect(page).toHaveURL(/\/account$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveCount(0);

    await expect(banner.getByRole('button', { name: `Account menu for ${demoAccounts.buyer.name}` })).toBeVisible();
    const { panel } = await openAccountMenu(page);
    await expect(panel).toContainText(`Signed in as ${demoAccounts.buyer.name}`);
    for (const [name, href] of MEMBER_LINKS) await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(panel.getByRole('link')).toHaveCount(MEMBER_LINKS.length);
    await expect(panel.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await panel.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/account\/billing$/);

    await openAccountMenu(page);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(banner.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
  });

  test('the account menu works by keyboard: Enter opens, Tab walks it, Escape closes and returns focus', async ({ page }) => {
    await logIn(page, demoBuyer, '/subscription');
    // Escape from a menu opened once by mouse leaves focus on the button of a hydrated page.
    const { opener, panel } = await openAccountMenu(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'My account' })).toBeFocused();
    for (let i = 1; i < MEMBER_LINKS.length; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('only the admin sees the Admin link', async ({ page }) => {
    await logIn(page, demoAdmin, '/subscription');
    await expect(page.getByRole('button', { name: `Account menu for ${demoAccounts.admin.name}` })).toBeVisible();
    const { panel } = await openAccountMenu(page);
    await expect(panel.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await panel.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('pages of a signed-in user are never cached publicly', async ({ page, browser }) => {
    await logIn(page, demoBuyer, '/subscription');
    const signedIn = await page.request.get('/subscription');
    expect(signedIn.headers()['cache-control']).toContain('private');
    expect(signedIn.headers()['cache-control']).toContain('no-store');
    expect(signedIn.headers()['vary']).toMatch(/cookie/i);
    expect(await signedIn.text()).not.toContain(demoBuyer.email);

    const visitor = await browser.newContext();
    const anonymous = await visitor.request.get(new URL('/subscription', page.url()).href);
    expect(anonymous.headers()['vary']).toMatch(/cookie/i);
    expect(await anonymous.text()).not.toContain('Account menu for');
    await visitor.close();
  });
});

test.describe('touch', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('a tap opens and closes the account menu', async ({ page }) => {
    await logIn(page, demoBuyer, '/subscription');
    const { opener, panel } = await openAccountMenu(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await opener.tap();
    await expect(page.locator('#account-menu-panel').getByRole('link', { name: 'My account' })).toBeVisible();
    await opener.tap();
    await expect(page.locator('#account-menu-panel')).toHaveCount(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the mobile menu lists the account links and logs out', async ({ page }) => {
    await logIn(page, demoBuyer, '/');
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toContainText(`Signed in as ${demoAccounts.buyer.name}`);
    for (const [name, href] of MEMBER_LINKS) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
