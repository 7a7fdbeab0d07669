import { expect, test, type Page } from '@playwright/test';
import { expectHindiPage } from './support/hindi';
import { gotoHydrated } from './support/hydration';
import { demoBuyer, submitLogin } from './support/login';

/** Opens the chat on a Hindi page and starts a conversation through its pre-chat form, in Hindi. */
async function startHindiChat(page: Page, name: string) {
  await page.getByRole('button', { name: 'चैट खोलें' }).click();
  const panel = page.getByRole('region', { name: 'अभी हमसे चैट करें' });
  await panel.getByLabel('नाम').fill(name);
  await panel.getByLabel('ईमेल').fill('sunita@example.in');
  await panel.getByLabel('फ़ोन').fill('9876543210');
  await panel.getByRole('button', { name: 'चैट शुरू करें' }).click();
  await expect(panel.getByRole('log', { name: 'चैट संदेश' })).toContainText(`नमस्ते ${name}! TradeSetu में आपका स्वागत है।`);
  return panel;
}

async function sayInChat(page: Page, text: string) {
  const box = page.getByLabel('अपना संदेश लिखें');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('the site in Hindi (issue 19)', () => {
  test('a /hi page that does not exist answers 404 in Hindi, with the shell in Hindi', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
    await expectHindiPage(page);
  });

  test('the language switch opens the same page in the other language and is remembered', async ({ page }) => {
    await page.goto('/search?q=rice');
    await page.getByTestId('language-switch').getByRole('button').filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/hi\/search\?q=rice$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await page.getByTestId('language-switch').getByRole('button').filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/search\?q=rice$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('a browser asking for Hindi is offered Hindi, never redirected', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId('hindi-suggestion')).toBeVisible();
    await page.getByTestId('hindi-suggestion').getByRole('button').click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    // The choice is kept: the English page no longer offers Hindi.
    await page.goto('/contact');
    await expect(page.getByTestId('hindi-suggestion')).toHaveCount(0);
    await context.close();
  });

  test('the home page reads in Hindi, on a desktop and at phone width, with the menus open', async ({ page }) => {
    await gotoHydrated(page, '/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('भारतीय व्यापार के लिए');
    await expect(page.getByRole('link', { name: 'अभी रजिस्टर करें' })).toHaveAttribute('href', '/hi/register');
    await expectHindiPage(page);
    // The desktop menus, opened, are Hindi too.
    await page.getByRole('button', { name: /उत्पाद श्रेणियाँ/ }).click();
    await expect(page.getByTestId('mega-menu-products').getByRole('link').first()).toHaveAttribute('href', /^\/hi\//);
    await expectHindiPage(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    await expect(page.getByRole('dialog')).toContainText('मार्केटप्लेस पर नए हैं?');
    await expectHindiPage(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/hi/login');
    for (const section of await menu.locator('summary').all()) await section.click();
    await expectHindiPage(page);
    // Nothing is wider than the phone: long Hindi words wrap instead of pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a signed-in member sees the account menu and the bell in Hindi', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demoBuyer);
    await gotoHydrated(page, '/hi');
    await expect(page.getByTestId('header-notifications')).toHaveAttribute('aria-label', /^सूचनाएँ/);
    await page.getByTestId('account-menu').getByRole('button').click();
    await expect(page.locator('#account-menu-panel').getByRole('link', { name: 'मेरा खाता' })).toHaveAttribute('href', '/hi/account');
    await expect(page.locator('#account-menu-panel').getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expectHindiPage(page);
  });

  test('the assistant on a Hindi page starts in Hindi and answers Hindi questions in Hindi', async ({ page }) => {
    await gotoHydrated(page, '/hi');
    const panel = await startHindiChat(page, 'सुनीता');
    await expectHindiPage(page);
    const answers = panel.locator('[data-role="assistant"]');

    await sayInChat(page, 'सदस्यता प्लान की फ़ीस कितनी है?');
    await expect(answers).toHaveCount(2);
    await expect(answers.last()).toContainText('हमारे सालाना सदस्यता प्लान');
    await expect(answers.last().getByRole('link', { name: 'सदस्यता पेज' })).toHaveAttribute('href', '/hi/subscription');

    await sayInChat(page, 'mujhe basmati rice chahiye');
    await expect(answers).toHaveCount(3);
    await expect(answers.last()).toContainText('के लिए सबसे अच्छे नतीजे');
    await expect(answers.last().getByRole('link', { name: 'Basmati Rice' })).toHaveAttribute('href', '/hi/product/basmati-rice');
    await expectHindiPage(page);

    // Asked in English, the same assistant answers in English.
    await sayInChat(page, 'What are the membership plans?');
    await expect(answers).toHaveCount(4);
    await expect(answers.last()).toContainText('Our annual membership plans');
  });
});
