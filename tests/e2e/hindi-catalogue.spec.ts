import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../seed/demo-accounts';
import { expectHindiPage } from './support/hindi';
import { logIn } from './support/login';

/**
 * The catalogue in Hindi (issue 19): search, category and subcategory pages, a product, a supplier
 * and the suppliers directory read wholly in Hindi under /hi, and an inquiry sent from a Hindi
 * product page shows its validation errors in Hindi and keeps a Devanagari message intact.
 */
test.describe('the catalogue in Hindi', () => {
  test('search with a query, with filters and with no results reads in Hindi', async ({ page }) => {
    await page.goto('/hi/search?q=rice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“rice” के नतीजे');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/hi\/search\?q=rice$/);
    await expectHindiPage(page);

    await page.goto('/hi/search?q=seeds&verified=1&sort=price-asc&availability=in_stock');
    await expect(page.getByLabel('क्रम')).toHaveValue('price-asc');
    await expectHindiPage(page);

    await page.goto('/hi/search?q=zzqxvbnm');
    await expect(page.getByRole('heading', { name: /कोई उत्पाद नहीं मिला/ })).toBeVisible();
    await expectHindiPage(page);
  });

  test('a Devanagari query finds the English-named product; emoji alone gets a helpful empty page, not a failure', async ({ page }) => {
    await page.goto(`/hi/search?q=${encodeURIComponent('टमाटर के बीज')}`);
    await expect(page.getByRole('main').getByRole('link', { name: /Tomato Seeds|टमाटर के बीज/ }).first()).toBeVisible();
    await expectHindiPage(page);
    const empty = await page.goto(`/hi/search?q=${encodeURIComponent('🙂 !!')}`);
    expect(empty?.status()).toBe(200);
    await expect(page.getByTestId('search-note')).toContainText('सिर्फ़ इमोजी');
    await expectHindiPage(page);
    await page.goto(`/search?q=${encodeURIComponent('🙂')}`);
    await expect(page.getByTestId('search-note')).toContainText('Emoji and punctuation alone find nothing');
  });

  test('a category, a subcategory, a product, a supplier and the directory read in Hindi', async ({ page }) => {
    for (const path of ['/hi/products/agriculture', '/hi/products/agriculture/seeds', '/hi/product/tomato-seeds', '/hi/suppliers/nashik-agro-seeds', '/hi/suppliers']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectHindiPage(page);
    }
    await page.goto('/hi/product/tomato-seeds');
    await expect(page.getByRole('heading', { name: 'पूछताछ भेजें' })).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/hi\/product\/tomato-seeds$/);
  });

  test('an inquiry from a Hindi product page: errors in Hindi, a Devanagari message kept intact', async ({ page, browser }) => {
    await page.goto('/hi/product/tomato-seeds');
    await page.getByLabel('मात्रा').fill('1000');
    // Long enough for the browser's own check, too short once the server trims it.
    await page.getByLabel('ज़रूरत').fill(`${' '.repeat(24)}बीज`);
    await page.getByLabel('आपका नाम').fill('मीना पाटिल');
    await page.getByLabel('ईमेल', { exact: true }).fill('meena.hi@example.in');
    await page.getByLabel('मोबाइल').fill('+91 91234 56789');
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page.getByText(/कम से कम 20 अक्षरों में/)).toBeVisible();
    await expect(page.getByLabel('ज़रूरत')).toHaveAttribute('aria-invalid', 'true');
    await expectHindiPage(page);

    const requirement = `नासिक डिलीवरी के लिए 1,000 पैकेट हाइब्रिड टमाटर बीज चाहिए, संदर्भ ${Date.now()}-${Math.random().toString(36).slice(2, 7)}।`;
    await page.getByLabel('ज़रूरत').fill(requirement);
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page.getByRole('heading', { name: /को पूछताछ भेज दी गई/ })).toBeVisible();
    const reference = (await page.getByText(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/).textContent())?.match(/INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
    expect(reference).not.toBe('');
    await expectHindiPage(page);

    // The supplier reads the message exactly as typed.
    const supplier = await browser.newContext();
    const supplierPage = await supplier.newPage();
    await logIn(supplierPage, demoAccounts.supplier, '/account');
    await supplierPage.goto('/account/inquiries');
    const item = supplierPage.locator(`li[data-reference="${reference}"]`);
    await expect(item.getByText(requirement)).toBeVisible();
    await supplierPage.goto('/hi/account/inquiries');
    await expect(supplierPage.locator(`li[data-reference="${reference}"]`).getByText(requirement)).toBeVisible();
    await supplier.close();
  });
});
