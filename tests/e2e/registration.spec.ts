import { expect, test, type Page } from '@playwright/test';
import {
  agreeToNotice,
  fillFields,
  logInAfterRegistration,
  registerCompany,
  registrationForm,
  samplePhotos,
  selectCategory,
  step1Values,
  step2Values,
  stepStatus,
  uniqueIds,
} from './support/accounts';
import { gotoHydrated } from './support/hydration';

const STEP1_REQUIRED: Record<string, string> = {
  firstName: 'Asha',
  email: 'asha@example.in',
  mobile: '9876543210',
  companyName: 'Rao Agro Works',
  designation: 'Partner',
  address: '12 MG Road, Pune',
  pan: 'AAPFU0939F',
  yearOfEstablishment: '2012',
};

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Registration' });

/** Fills a whole valid registration in the browser, leaving it on step 3 with the consent box ticked. */
async function fillValidRegistration(page: Page, overrides: { step1?: Record<string, string>; step2?: Record<string, string> } = {}) {
  const form = registrationForm(page);
  const { step1, gstin } = step1Values(overrides.step1);
  await fillFields(form, step1);
  await next(page).click();
  await expect(stepStatus(page)).toContainText('Step 2 of 3');
  await fillFields(form, step2Values(gstin, overrides.step2));
  await selectCategory(form);
  await next(page).click();
  await expect(stepStatus(page)).toContainText('Step 3 of 3');
  await agreeToNotice(form);
  return { step1, gstin };
}

test('register: Previous is disabled on step 1 and each required field blank keeps Next disabled', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await expect(page.getByRole('heading', { name: /^Sign Up for / })).toBeVisible();
  await expect(previous(page)).toBeDisabled();
  await fillFields(form, STEP1_REQUIRED);
  await expect(next(page)).toBeEnabled();
  for (const name of Object.keys(STEP1_REQUIRED)) {
    await form.locator(`[name="${name}"]`).fill('   ');
    await expect(next(page), `${name} blank`).toBeDisabled();
    await form.locator(`[name="${name}"]`).fill(STEP1_REQUIRED[name] ?? '');
    await expect(next(page)).toBeEnabled();
  }
});

test('register: each of the eight step-2 fields blank keeps Next disabled', async ({ page }) => {
  // Ten fields blanked and the step filled again after each: ~200 browser round trips, past 30 s on a busy 2-core CI machine.
  test.slow();
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await fillFields(form, STEP1_REQUIRED);
  await next(page).click();
  await expect(stepStatus(page)).toContainText('Step 2 of 3');
  await expect(previous(page)).toBeEnabled();
  await expect(next(page)).toBeDisabled();
  const filled = step2Values(uniqueIds().gstin);
  const fillStep2 = async () => {
    await fillFields(form, filled);
    await selectCategory(form);
  };
  await fillStep2();
  await expect(next(page)).toBeEnabled();
  for (const name of [...Object.keys(filled), 'category', 'subCategory']) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption('');
    else await field.fill('  ');
    await expect(next(page), `${name} blank`).toBeDisabled();
    await fillStep2();
    await expect(next(page)).toBeEnabled();
  }
});

test('register: changing the category clears the sub category, and Next waits for a new one', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await fillFields(form, STEP1_REQUIRED);
  await next(page).click();
  await fillFields(form, step2Values(uniqueIds().gstin));
  await selectCategory(form);
  await expect(next(page)).toBeEnabled();
  await form.locator('[name="category"]').selectOption({ index: 2 });
  await expect(form.locator('[name="subCategory"]')).toHaveValue('');
  await expect(next(page)).toBeDisabled();
});

test('register: the slideshow advances every 3 seconds', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const slideshow = page.getByTestId('slideshow');
  await expect(slideshow).toHaveAttribute('data-slide', '0');
  await expect(page.getByTestId('slide-dot')).toHaveCount(3);
  await expect(slideshow).toHaveAttribute('data-slide', '1', { timeout: 5000 });
});

test('register: values survive a reload', async ({ page }) => {
  // Autosave is the browser's work: typing before hydration saves nothing, for a test as for a person.
  await gotoHydrated(page, '/register');
  // Autosave is debounced: wait for the save that carries the last value typed, not an earlier one.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/register') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('Kept Across Reloads'),
  );
  await fillFields(registrationForm(page), { firstName: 'Reload', companyName: 'Kept Across Reloads' });
  await saved;
  await page.reload();
  await expect(registrationForm(page).locator('[name="companyName"]')).toHaveValue('Kept Across Reloads');
});

test('register: a full registration with photos asks to log in, then shows the account page', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  const { step1 } = await fillValidRegistration(page);
  await form.getByLabel('Product 1').fill('Drip irrigation kit');
  await form.getByLabel('Product 3').fill('Seed trays');
  await form.getByLabel('Distributors').check();

  const photos = await samplePhotos();
  await form.locator('input[name="photos"]').setInputFiles([photos.png, photos.jpeg, photos.fake]);
  await expect(page.getByTestId('photo-errors')).toContainText('"price-list.jpg" is not a JPEG, PNG or WebP photo');
  await expect(page.getByTestId('draft-photos').getByRole('img')).toHaveCount(2);

  await submit(page).click();
  // One transaction with photo re-encoding, then the login page: allow a busy machine its time.
  await logInAfterRegistration(page, step1.email, step1.password);
  await expect(page.getByText(`Signed in as ${step1.firstName} ${step1.lastName}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Company Name')).toHaveValue(step1.companyName);
  await expect(page.getByLabel('Distributors')).toBeChecked();
  const companyPhotos = page.getByRole('list', { name: 'Company photos' }).getByRole('img');
  await expect(companyPhotos).toHaveCount(2);
  const photo = await page.request.get((await companyPhotos.first().getAttribute('src')) ?? '');
  expect(photo.headers()['content-type']).toBe('image/webp');

  await page.getByRole('link', { name: 'Products' }).click();
  // The list shows the latest changes first; both were made in the registration, the later one first.
  await expect(page.getByTestId('own-products').getByRole('heading')).toHaveText(['Seed trays', 'Drip irrigation kit']);
});

test('register: each server-side error is shown on its step with the values kept', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  const { step1, gstin } = await fillValidRegistration(page);

  // No product: the form stays on step 3.
  await submit(page).click();
  await expect(stepStatus(page)).toContainText('Step 3 of 3');
  await expect(form.getByText('Enter at least one product name')).toBeVisible();
  await form.getByLabel('Product 1').fill('Cocopeat blocks');

  // A GSTIN whose check character is wrong: the form goes back to step 2.
  const wrongCheck = `${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`;
  await previous(page).click();
  await form.locator('[name="gstNumber"]').fill(wrongCheck);
  await next(page).click();
  await submit(page).click();
  await expect(stepStatus(page)).toContainText('Step 2 of 3');
  await expect(form.locator('#register-gstNumber-error')).toContainText('check character');
  await expect(form.locator('[name="gstNumber"]')).toHaveValue(wrongCheck);
  await expect(form.locator('[name="gstNumber"]')).toHaveAttribute('aria-invalid', 'true');

  // A firm's PAN for a private limited company: the error goes to the PAN on step 1.
  await form.locator('[name="gstNumber"]').fill(gstin);
  await form.locator('[name="companyRegisteredAs"]').selectOption('Private Limited');
  await next(page).click();
  await submit(page).click();
  await expect(stepStatus(page)).toContainText('Step 1 of 3');
  await expect(form.locator('#register-pan-error')).toContainText('4th letter is C');
  for (const name of ['firstName', 'email', 'companyName', 'address', 'pan', 'yearOfEstablishment'] as const) {
    await expect(form.locator(`[name="${name}"]`), name).toHaveValue(step1[name]);
  }
  await next(page).click();
  await expect(form.locator('[name="gstNumber"]')).toHaveValue(gstin);
  await form.locator('[name="companyRegisteredAs"]').selectOption('Partnership Firm');
  await next(page).click();
  await expect(form.getByLabel('Product 1')).toHaveValue('Cocopeat blocks');
  await submit(page).click();
  await expect(page).toHaveURL(/\/login\?registered=1/);
});

// Issue 18, finding 8b: the form must not tell whether an address has an account; its owner is
// emailed about the attempt instead, and nobody is signed in.
test('register: a duplicate email gets the same answer as a new one and no session', async ({ page }) => {
  const existing = await registerCompany(page.request);
  await page.context().clearCookies();
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await fillValidRegistration(page, { step1: { email: existing.email } });
  await form.getByLabel('Product 1').fill('Jute bags');
  await submit(page).click();
  await expect(page).toHaveURL(/\/login\?registered=1/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toContainText('Thank you for registering');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

/** Steps 1 and 2 filled with the first category and sub category; returns the sub category's name. */
async function reachProductsStep(page: Page): Promise<string> {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await fillFields(form, STEP1_REQUIRED);
  await next(page).click();
  await fillFields(form, step2Values(uniqueIds().gstin));
  await selectCategory(form);
  const subcategory = (await form.locator('[name="subCategory"] option:checked').textContent())?.trim() ?? '';
  await next(page).click();
  return subcategory;
}

test('register: Autofill with AI, with no AI provider set up, says so and fills only the empty boxes with catalogue products', async ({ page }) => {
  const subcategory = await reachProductsStep(page);
  const form = registrationForm(page);
  await form.getByLabel('Product 2').fill('My own product');
  await form.getByRole('button', { name: 'Autofill with AI' }).click();
  await expect(page.getByTestId('autofill-message')).toContainText(`No AI provider is set up on this site, so these are common products from the catalogue for ${subcategory}.`);
  await expect(page.getByTestId('autofill-message')).toContainText('Filled');
  await expect(form.getByLabel('Product 2')).toHaveValue('My own product');
  await expect(form.getByLabel('Product 1')).not.toHaveValue('');
});

test.describe('with an AI provider', () => {
  // The second app server of playwright.config.ts talks to the local fake OpenAI-compatible server.
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 1}` });

  test('register: Autofill with AI fills the five product boxes with the provider’s suggestions', async ({ page }) => {
    const subcategory = await reachProductsStep(page);
    const form = registrationForm(page);
    await form.getByRole('button', { name: 'Autofill with AI' }).click();
    await expect(page.getByTestId('autofill-message')).toContainText(`Suggested by the AI provider from your company name and ${subcategory}.`);
    await expect(page.getByTestId('autofill-message')).toContainText('Filled 5 empty product boxes.');
    for (const n of [1, 2, 3, 4, 5]) await expect(form.getByLabel(`Product ${n}`)).toHaveValue(`Fake AI ${subcategory} ${n}`);
  });
});

test('register: a wrong format shows beside the field on leaving it, while Next only asks for non-blank fields', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = registrationForm(page);
  await fillFields(form, { ...STEP1_REQUIRED, pan: 'AAPF0939', mobile: '12345' });
  await form.locator('[name="yearOfEstablishment"]').focus();
  const pan = form.locator('[name="pan"]');
  await expect(form.locator('#register-pan-error')).toContainText('PAN');
  await expect(pan).toHaveAttribute('aria-invalid', 'true');
  await expect(pan).toHaveAttribute('aria-describedby', /register-pan-error/);
  await expect(form.locator('#register-mobile-error')).toBeVisible();
  // SPEC.md section 5: Next needs the required fields non-blank, nothing more.
  await expect(next(page)).toBeEnabled();
  await pan.fill('AAPFU0939F');
  await expect(form.locator('#register-pan-error')).toHaveCount(0);

  await next(page).click();
  const { gstin } = uniqueIds();
  await fillFields(form, step2Values(gstin, { gstNumber: `${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}` }));
  await form.locator('[name="businessType"]').focus();
  await expect(form.locator('#register-gstNumber-error')).toContainText('check character');
  await selectCategory(form);
  await expect(next(page)).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register: the server answers beside the field, keeps what was typed and the photo, and the corrected form registers', async ({ page }) => {
    await page.goto('/register');
    const form = registrationForm(page);
    await expect(page.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
    const { step1, gstin } = step1Values();
    await fillFields(form, step1);
    const wrongCheck = `${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`;
    await fillFields(form, step2Values(gstin, { gstNumber: wrongCheck }));
    // Without JavaScript the sub category list fills in once the chosen category has been sent.
    await form.locator('[name="category"]').selectOption({ index: 1 });
    await form.getByLabel('Product 1').fill('Drip irrigation kit');
    const photos = await samplePhotos();
    await form.locator('input[name="photos"]').setInputFiles([photos.png]);
    await agreeToNotice(form);
    await submit(page).click();

    await expect(form.locator('#register-gstNumber-error')).toContainText('check character');
    await expect(form.locator('[name="gstNumber"]')).toHaveAttribute('aria-describedby', /register-gstNumber-error/);
    await expect(form.locator('#register-subCategory-error')).toBeVisible();
    await expect(form.locator('[name="companyName"]')).toHaveValue(step1.companyName);
    await expect(form.getByLabel('Product 1')).toHaveValue('Drip irrigation kit');
    await expect(page.getByTestId('draft-photos').getByRole('img')).toHaveCount(1);
    await expect(form.getByRole('checkbox', { name: 'Keep' })).toBeChecked();

    await form.locator('[name="gstNumber"]').fill(gstin);
    await form.locator('[name="subCategory"]').selectOption({ index: 1 });
    await fillFields(form, { password: step1.password, confirmPassword: step1.confirmPassword });
    await submit(page).click();
    await logInAfterRegistration(page, step1.email, step1.password);
    await expect(page.getByRole('list', { name: 'Company photos' }).getByRole('img')).toHaveCount(1);
  });
});
