import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support/accounts';
import { expectHindiPage } from './support/hindi';
import { useOwnClientAddress } from './support/login';

/**
 * The small English fragments of Hindi pages (issue 19): unit names after prices and quantities
 * and in unit pickers, minimum orders and price breaks, category facets, states, the "(optional)"
 * marker, structured data, and the wait a throttled login is asked for, all in Hindi under /hi,
 * while what is stored (a unit's code) stays the same.
 */

/** The page's JSON-LD, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
}

test.describe('Hindi pages without English fragments', () => {
  test('a product page names its unit in Hindi: price, minimum order, price breaks, the inquiry picker and JSON-LD', async ({ page }) => {
    await page.goto('/hi/product/tomato-seeds');
    const main = page.getByRole('main');
    await expect(main.getByText('न्यूनतम ऑर्डर: 50 पैक')).toBeVisible();
    const breaks = page.getByTestId('price-breaks');
    await expect(breaks.getByRole('row').nth(1)).toHaveText(/50–199 पैक\s*₹950\/पैक/);
    await expect(breaks).not.toContainText('pack');
    // The picker shows Hindi names; what the form sends is still the unit's code.
    const unit = main.locator('select[name="unit"]');
    await expect(unit).toHaveValue('pack');
    await expect(unit.locator('option:checked')).toHaveText('पैक');
    await expect(unit.locator('option[value="kg"]')).toHaveText('किलो');
    await expect(page.getByTestId('listing-facts')).toContainText('दिन में भेजा जाता है');
    const product = await structuredData(page);
    expect(product).toMatchObject({ '@type': 'Product', inLanguage: 'hi-IN', category: 'कृषि > बीज', url: expect.stringMatching(/\/hi\/product\/tomato-seeds$/) });
    expect(product.offers).toMatchObject({ eligibleQuantity: { unitText: 'पैक', unitCode: 'PK' }, seller: { url: expect.stringMatching(/\/hi\/suppliers\/nashik-agro-seeds$/) } });
    await expectHindiPage(page);

    // English is as it was.
    await page.goto('/product/tomato-seeds');
    await expect(page.getByRole('main').getByText('Minimum order: 50 pack')).toBeVisible();
    await expect(page.getByTestId('price-breaks').getByRole('row').nth(1)).toHaveText(/50–199 pack\s*₹950\/pack/);
    expect(await structuredData(page)).not.toHaveProperty('inLanguage');
  });

  test('search with filters shows category facets, states and units in Hindi', async ({ page }) => {
    await page.goto('/hi/search?q=seeds&verified=1');
    const filters = page.locator('#filters');
    await expect(filters.getByRole('link', { name: /^कृषि \(/ })).toBeVisible();
    await expect(filters.getByRole('link', { name: /^बीज \(/ })).toBeVisible();
    // Every category and subcategory facet is in Devanagari (the catalogue has Hindi names for all of them).
    for (const label of await filters.locator('ul').first().locator('a').allTextContents()) expect(label).toMatch(/[\u0900-\u097F]/);
    await expect(page.getByRole('main').getByText(/न्यूनतम ऑर्डर: [\d,]+ पैक/).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Nashik, महाराष्ट्र').first()).toBeVisible();
    await expectHindiPage(page);

    await page.goto('/hi/search?q=seeds&category=agriculture&sort=price-asc');
    await expect(page.locator('#filters').getByRole('link', { name: /^बीज \(/ })).toBeVisible();
    await expectHindiPage(page);
  });

  test('a category page in Hindi describes the category in Hindi, on the page and in its meta description', async ({ page }) => {
    await page.goto('/hi/products/food-beverages');
    await expect(page.getByRole('main').getByText(/^FSSAI लाइसेंस वाली मिलों/)).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^FSSAI लाइसेंस वाली मिलों/);
    await page.goto('/products/food-beverages');
    await expect(page.getByRole('main').getByText(/^Atta, dal, rice, spices/)).toBeVisible();
  });

  test("a seller's supplier page: place, units and structured data in Hindi", async ({ page }) => {
    await page.goto('/hi/suppliers/nashik-agro-seeds');
    await expect(page.getByRole('main').getByText('Nashik, महाराष्ट्र').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\/ पैक$/).first()).toBeVisible();
    const organisation = await structuredData(page);
    expect(organisation).toMatchObject({ '@type': 'Organization', inLanguage: 'hi-IN', url: expect.stringMatching(/\/hi\/suppliers\/nashik-agro-seeds$/), address: { addressRegion: 'महाराष्ट्र' } });
    await expectHindiPage(page);
  });

  test('the requirement form: unit picker in Hindi, the code sent; "(optional)" in Hindi', async ({ page }) => {
    await page.goto('/hi/requirements/new');
    const unit = page.locator('select[name="unit"]');
    await expect(unit.locator('option[value="kg"]')).toHaveText('किलोग्राम (kg)');
    await expect(unit.locator('option[value="tonne"]')).toHaveText('टन');
    await expect(page.getByText('(वैकल्पिक)').first()).toBeVisible();
    await expectHindiPage(page);
  });

  test('the login page after wrong passwords asks, in Hindi, to wait a few seconds', async ({ page }) => {
    // A fresh account: the demo logins are shared by every journey.
    const account = await registerCompany(page.request);
    await page.context().clearCookies();
    await useOwnClientAddress(page.context());
    await page.goto('/hi/login');
    const form = page.locator('main form[action^="/hi/login"]');
    const attempt = async (password: string) => {
      await form.locator('[name="email"]').fill(account.email);
      await form.locator('[name="password"]').fill(password);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/hi/login') && response.request().method() === 'POST');
      await form.locator('button[type="submit"]').click();
      await answered;
    };
    for (let n = 1; n <= 4; n += 1) await attempt(`wrong-${n}`);
    await attempt(account.password);
    await expect(page).toHaveURL(/\/hi\/login/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('इस खाते के लिए बहुत बार ग़लत पासवर्ड डाला गया है');
    await expect(alert).toContainText(/कृपया \d+ सेकंड रुकें/);
    await expect(alert).not.toContainText(/seconds?|minutes?/);
    await expectHindiPage(page);
  });
});
