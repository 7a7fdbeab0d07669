import { expect, test, type Page } from '@playwright/test';

const STEP1: Record<string, string> = {
  firstName: 'Asha',
  email: 'asha@example.in',
  mobile: '9876543210',
  companyName: 'Rao Agro Works',
  designation: 'Partner',
  address: '12 MG Road, Pune',
  pan: 'AAPFU0939F',
  yearOfEstablishment: '2012',
};

async function fillStep1(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

test('register: Previous is disabled on step 1 and each required field blank keeps Next disabled', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: /^Sign Up for / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const next = page.getByRole('button', { name: 'Next' });
  await fillStep1(page, STEP1);
  await expect(next).toBeEnabled();
  for (const name of Object.keys(STEP1)) {
    await page.locator(`[name="${name}"]`).fill('   ');
    await expect(next, `${name} blank`).toBeDisabled();
    await page.locator(`[name="${name}"]`).fill(STEP1[name] ?? '');
    await expect(next).toBeEnabled();
  }
});

test('register: the slideshow advances every 3 seconds', async ({ page }) => {
  await page.goto('/register');
  const slideshow = page.getByTestId('slideshow');
  await expect(slideshow).toHaveAttribute('data-slide', '0');
  await expect(page.getByTestId('slide-dot')).toHaveCount(3);
  await expect(slideshow).toHaveAttribute('data-slide', '1', { timeout: 5000 });
});

test('register: values survive a reload', async ({ page }) => {
  await page.goto('/register');
  const saved = page.waitForResponse((r) => r.url().includes('/register') && r.request().method() === 'POST');
  await fillStep1(page, { firstName: 'Reload', companyName: 'Kept Across Reloads' });
  await saved;
  await page.reload();
  await expect(page.locator('[name="companyName"]')).toHaveValue('Kept Across Reloads');
});

test('login: wrong password gets one message that does not say which was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(`nobody.${Date.now()}@example.in`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The email address or password is not right');
});

test('private pages send visitors to /login and back', async ({ page }) => {
  await page.goto('/account/products');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fproducts/);
});
