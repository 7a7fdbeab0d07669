import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { expectHindiPage } from './support/hindi';
import { logIn } from './support/login';

/** The demo supplier (seed/demo-accounts.ts, README "Demo logins"). */
const demoSupplier = { email: 'supplier@tradesetu.example', password: 'demo-supplier-pass' } as const;

/**
 * The seller's list pages, each opened in Hindi as the demo supplier (issue 19). The pages with
 * forms and data of their own have their journeys: hindi-seller-leads.spec.ts (leads, one
 * requirement and its quote, preferences) and hindi-seller-trust.spec.ts (verification, reviews,
 * reports, integrations).
 */
const SELLER_PAGES = [
  '/hi/account/dashboard',
  '/hi/account/products',
  '/hi/account/products/new',
  '/hi/account/products/import',
  '/hi/account/leads',
  '/hi/account/leads/requirements',
  '/hi/account/requirement-preferences',
  '/hi/account/verification',
  '/hi/account/reviews',
  '/hi/account/reports',
  '/hi/account/integrations',
];

test.describe('the seller pages in Hindi (issue 19)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, demoSupplier, '/account/dashboard');
  });

  test('every seller page reads in Hindi', async ({ page }) => {
    for (const path of SELLER_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectHindiPage(page);
    }
  });

  test('a listing saved from the Hindi editor: the error in Hindi first, then a Devanagari name and Hindi name kept intact', async ({ page }) => {
    const tag = randomBytes(3).toString('hex');
    const name = `बासमती चावल ${tag}, 25 किलो बोरी`;
    const nameHi = `बासमती चावल ${tag} (पुराना)`;
    await gotoHydrated(page, '/hi/account/products/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लिस्टिंग जोड़ें');
    const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'ड्राफ़्ट सेव करें' }) });

    await form.getByRole('button', { name: 'ड्राफ़्ट सेव करें' }).click();
    await expect(form.getByText('लिस्टिंग का नाम डालें, जैसे बासमती चावल 1121, 25 kg बोरी')).toBeVisible();
    await expectHindiPage(page);

    await form.getByRole('textbox', { name: 'नाम', exact: true }).fill(name);
    await expect(form.getByLabel('हिन्दी में नाम')).toHaveAttribute('lang', 'hi');
    await form.getByLabel('हिन्दी में नाम').fill(nameHi);
    await form.getByLabel('हिन्दी में विवरण').fill('नई फ़सल, छँटाई की हुई।');
    const category = form.getByRole('combobox', { name: 'श्रेणी', exact: true });
    const firstGroup = await category.locator('option:not([value=""])').first().getAttribute('value');
    await category.selectOption(firstGroup ?? '');
    await form.getByRole('combobox', { name: 'इकाई', exact: true }).selectOption('kg');
    await form.getByLabel('न्यूनतम ऑर्डर मात्रा').fill('100');
    await form.getByRole('button', { name: 'ड्राफ़्ट सेव करें' }).click();

    await expect(page).toHaveURL(/\/hi\/account\/products\/\d+\?saved=draft$/);
    await expect(page.getByRole('status').filter({ hasText: 'ड्राफ़्ट सेव हो गया' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`बदलें: ${name}`);
    await expect(form.getByRole('textbox', { name: 'नाम', exact: true })).toHaveValue(name);
    await expect(form.getByLabel('हिन्दी में नाम')).toHaveValue(nameHi);
    await expectHindiPage(page);

    await page.goto('/hi/account/products');
    await expect(page.getByTestId('own-products').getByRole('link', { name, exact: true })).toBeVisible();
  });
});
