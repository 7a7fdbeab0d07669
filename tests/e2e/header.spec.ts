import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1280, height: 800 } });

test('navbar turns white past 0 px and swaps hero search for navbar search past 50 px', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(page.getByTestId('navbar-search')).toHaveAttribute('data-visible', 'false');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('hero-search')).toHaveAttribute('data-visible', 'true');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.getByTestId('hero-search')).toHaveAttribute('data-visible', 'false');
  await expect(page.getByTestId('navbar-search').getByRole('combobox')).toBeVisible();
});

test('search encodes the query and ignores blank queries', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hero = page.getByTestId('hero-search').getByRole('combobox');
  await hero.fill('   ');
  await hero.press('Enter');
  await expect(page).toHaveURL('/');
  await hero.fill('  rice & dal mix ');
  await hero.press('Enter');
  await expect(page).toHaveURL('/search?q=rice%20%26%20dal%20mix');
});

test('the navbar search suggests as you type; arrow keys and Enter open the chosen suggestion', async ({ page }) => {
  const expected = (await (await page.request.get('/search/suggest?q=cotton')).json()) as { suggestions: Array<{ label: string; url: string }> };
  expect(expected.suggestions.length).toBeGreaterThan(1);
  const second = expected.suggestions[1];
  await gotoHydrated(page, '/subscription');
  const box = page.getByTestId('navbar-search').getByRole('combobox');
  await box.pressSequentially('cotton');
  const options = page.getByTestId('navbar-search').getByRole('option');
  await expect(options).toHaveCount(expected.suggestions.length);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await expect(options.nth(1)).toContainText(second?.label ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(second?.url ?? '');
});

test('the hero search suggests too, and Enter without a choice still searches the typed words', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hero = page.getByTestId('hero-search');
  await hero.getByRole('combobox').pressSequentially('rice');
  await expect(hero.getByRole('option').first()).toBeVisible();
  await hero.getByRole('combobox').press('Escape');
  await expect(hero.getByRole('listbox')).toBeHidden();
  await hero.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL('/search?q=rice');
});

test('mega menu shows subcategories and product tiles on hover', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Products Category' }).hover();
  const panel = page.locator('#mega-menu-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Agriculture' }).hover();
  await expect(panel.getByRole('link', { name: 'All Agriculture →' })).toHaveAttribute('href', '/products/agriculture');
  const products = page.getByTestId('mega-menu-products');
  await expect(products.getByRole('link').nth(1)).toHaveAttribute('href', /^\//);
  await expect(products.locator('a[href="/Tomatoseeds"]')).toBeVisible();
  await expect(products.locator('a[href="/Tomatoseeds"] img')).toHaveAttribute('width', '72');
});

test("the menu's product tiles load on first opening, not with every page", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Seeds');
  expect(html).not.toContain('/Tomatoseeds');
  const tiles = await request.get('/menu/tiles');
  expect(tiles.headers()['cache-control']).toBe('public, max-age=300');
  const body = (await tiles.json()) as Record<string, Array<{ slug: string; legacyPath: string | null }>>;
  expect(body['agriculture/seeds']?.[0]).toMatchObject({ slug: 'tomato-seeds', legacyPath: '/Tomatoseeds' });

  await gotoHydrated(page, '/');
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/menu/tiles');
  await page.getByRole('button', { name: 'Products Category' }).hover();
  await loaded;
  await expect(page.getByTestId('mega-menu-products').locator('a[href="/Tomatoseeds"]')).toBeVisible();
});

test('menus work by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const services = page.getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Mentoring' })).toHaveAttribute('href', '/services/mentoring');
  await page.keyboard.press('Escape');
  await expect(page.locator('#services-panel')).toHaveCount(0);
  await expect(services).toBeFocused();
  await page.getByRole('button', { name: 'Enterprises' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#enterprises-panel a')).toHaveCount(4);
});

test('mega menu is operable by keyboard: Tab walks categories, subcategories and products; Escape closes', async ({ page }) => {
  await gotoHydrated(page, '/');
  const opener = page.getByRole('button', { name: 'Products Category' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('#mega-menu-panel');
  await expect(panel).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const categories = panel.getByRole('list', { name: 'Categories', exact: true }).getByRole('button');
  await page.keyboard.press('Tab');
  await expect(categories.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(categories.nth(1)).toBeFocused();
  // Focusing a category shows its subcategories, as hovering does.
  const secondName = (await categories.nth(1).innerText()).trim();
  await expect(panel.getByRole('link', { name: `All ${secondName} →` })).toBeVisible();
  const count = await categories.count();
  for (let i = 2; i < count; i += 1) await page.keyboard.press('Tab');
  await expect(categories.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: /^All .* →$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const firstSub = panel.getByRole('list', { name: /subcategories$/ }).getByRole('button').first();
  await expect(firstSub).toBeFocused();
  await expect(panel.getByRole('link', { name: /^View all .* →$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('a header menu closes when keyboard focus leaves it', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Enterprises' }).focus();
  await page.keyboard.press('Enter');
  const links = page.locator('#enterprises-panel a');
  await expect(links).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#enterprises-panel')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Services' })).toBeFocused();
});

test('login modal traps focus, closes on close button and backdrop, and returns focus', async ({ page }) => {
  await gotoHydrated(page, '/');
  const opener = page.getByRole('button', { name: 'Login' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toBeFocused();
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('required', '');
  await expect(dialog.locator('form')).toHaveAttribute('action', '/login');
  await expect(dialog.locator('input[name="redirectTo"]')).toHaveValue('/');
  await expect(dialog.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('hamburger toggles a menu with search, Login and Register', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('combobox')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
  });

  test('Escape closes the mobile menu and returns focus to the hamburger', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('combobox').focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap outside closes the mobile menu; taps inside it do not', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByText('Enterprises', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Startups' })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(780);
    // A tap on the page below the open menu.
    await page.mouse.click(200, 790);
    await expect(menu).toHaveCount(0);
  });

  test('the mobile menu is reachable and operable by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('combobox')).toBeFocused();
    const services = menu.getByText('Services', { exact: true });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Mentoring' })).toBeVisible();
  });
});

test('footer links go to real pages and show the platform identity', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/subscription');
  await expect(footer.getByRole('link', { name: 'Personal Information' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByTestId('footer-identity')).toContainText('GSTIN:');
  await expect(footer).toContainText('CC BY 4.0');
  const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).not.toContain('#');
  for (const href of new Set(hrefs)) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
